import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2): about 30 ms here. */
export const hashPassword = (plain: string) => hash(plain, { algorithm: 2 });

let dummy: Promise<string> | undefined;

/** Verifies a password; with no hash it still spends the same time (no account probing). */
export async function verifyPassword(stored: string | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password-0');
    await verify(await dummy, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
