import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  SMS_CODE_TTL_SECONDS,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_SECONDS,
} from '@kg/contracts';
import { AppError } from '../../lib/app-error';
import type { AuthRepository } from './auth.repository';
import type { SmsSender } from './sms-sender';

export type SmsPurpose = 'login' | 'reset';
/** Codes a phone may receive per day, whatever the purpose. */
const DAILY_LIMIT = 10;

/** Checks a phone number and returns it trimmed, with the spec's messages (A23, A24). */
export function requireValidPhone(raw: string): string {
  const phone = raw.trim();
  if (!phone) throw AppError.badRequest(AUTH_MESSAGES.phoneRequired);
  if (!PHONE_PATTERN.test(phone)) throw AppError.badRequest(AUTH_MESSAGES.phoneInvalid);
  return phone;
}

/** One-time SMS codes: 6 digits, 5 minutes, single use, 60 s between sends, 5 wrong tries. */
export class SmsCodeService {
  constructor(
    private readonly secret: string,
    private readonly sender: SmsSender,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hash(phone: string, purpose: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${phone}:${purpose}:${code}`).digest('base64url');
  }

  /** Sends a new code to a phone bound to an account. */
  async send(repo: AuthRepository, opts: { phone: string; purpose: SmsPurpose }) {
    const phone = requireValidPhone(opts.phone);
    const person = await repo.findPersonByPhone(phone);
    if (!person?.enabled) throw AppError.badRequest(AUTH_MESSAGES.phoneNotBound);
    const now = this.now();
    const last = await repo.latestSmsCode(phone, opts.purpose);
    if (last && now.getTime() - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
      // A refused rule, not a flood: 400 so the client shows 请勿重复点击 itself (A26).
      throw AppError.badRequest(AUTH_MESSAGES.resendTooSoon);
    }
    const today = await repo.countSmsCodesSince(phone, new Date(now.getTime() - 24 * 3600 * 1000));
    if (today >= DAILY_LIMIT) throw AppError.tooMany();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const text = `【幼儿成长评价平台】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
    // Sent first, stored after: a code the provider refused is never one that counts as sent
    // (no 60 s wait, no daily count, nothing to verify against).
    try {
      await this.sender.send(phone, text, { code, purpose: opts.purpose });
    } catch {
      throw new AppError('BAD_GATEWAY', AUTH_MESSAGES.smsFailed);
    }
    await repo.insertSmsCode({
      phone,
      purpose: opts.purpose,
      codeHash: this.hash(phone, opts.purpose, code),
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
  }

  /**
   * Checks a code against the latest one sent. `consume` marks it used (only when the
   * action succeeds: an identity choice between two calls must not burn the code).
   */
  async verify(
    repo: AuthRepository,
    opts: { phone: string; purpose: SmsPurpose; code: string; consume: boolean },
  ) {
    const phone = requireValidPhone(opts.phone);
    if (!opts.code) throw AppError.badRequest(AUTH_MESSAGES.codeRequired);
    if (!SMS_CODE_PATTERN.test(opts.code)) throw AppError.badRequest(AUTH_MESSAGES.codeInvalid);
    const last = await repo.latestSmsCode(phone, opts.purpose);
    if (!last || last.usedAt) throw AppError.badRequest(AUTH_MESSAGES.codeExpired);
    if (last.wrongTries >= SMS_MAX_WRONG_TRIES) throw AppError.badRequest(AUTH_MESSAGES.codeLocked);
    if (last.expiresAt.getTime() <= this.now().getTime())
      throw AppError.badRequest(AUTH_MESSAGES.codeExpired);
    const expected = Buffer.from(last.codeHash);
    const given = Buffer.from(this.hash(phone, opts.purpose, opts.code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await repo.recordWrongTry(last.id);
      const left = SMS_MAX_WRONG_TRIES - last.wrongTries - 1;
      throw AppError.badRequest(left > 0 ? AUTH_MESSAGES.codeWrong : AUTH_MESSAGES.codeLocked);
    }
    if (opts.consume && !(await repo.consumeSmsCode(last.id)))
      throw AppError.badRequest(AUTH_MESSAGES.codeExpired);
    return phone;
  }
}
