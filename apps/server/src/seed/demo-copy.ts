import type { TDemoCopy } from '@kg/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashPassword } from '../modules/auth/passwords';
import type { FileStore } from '../modules/uploads/file-store';
import { DEMO_PASSWORD, DEMO_SCHOOL, OTHER_SCHOOL, seedRainbow, seedSunshine, type TDemoLogin } from './demo';
import { seedDemoPhotos } from './demo-photos';
import { seedDemoProcess } from './process-demo';
import { seedDemoThemePhotos } from './theme-demo-photos';

/** The real names the demo seed gives its logins (the copy keeps them; only logins change). */
const REAL_NAMES: Record<string, string> = {
  admin: '陈园长',
  teacher: '王丽',
  doctor: '刘医生',
  kitchen: '周师傅',
  rainbow: '赵园长',
};

/**
 * Test mode (browser journeys): a fresh copy of 阳光 or 彩虹 with the same classes, children,
 * templates and records, under the name `阳光幼儿园-<id>` and with logins `admin-<id>`, … and
 * phones of their own, so a journey that changes school data never changes what another reads.
 * The school's id is taken from its sequence first, so copies made at once never share a name.
 */
export async function seedDemoCopy(
  db: Db,
  store: FileStore,
  kind: 'sunshine' | 'rainbow',
): Promise<TDemoCopy> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('schools', 'id'))::int as n`);
  const id = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const login = (role: string, slot: number): TDemoLogin => ({
    loginName: `${role}-${id}`,
    // 17 + the school id in 7 digits + a slot: 11 digits, unique per copy and role.
    phone: `17${String(id).padStart(7, '0')}${String(slot).padStart(2, '0')}`,
  });
  const logins =
    kind === 'sunshine'
      ? {
          admin: login('admin', 1),
          teacher: login('teacher', 2),
          doctor: login('doctor', 4),
          kitchen: login('kitchen', 7),
        }
      : { rainbow: login('rainbow', 11) };
  const school = `${kind === 'sunshine' ? DEMO_SCHOOL : OTHER_SCHOOL}-${id}`;
  await db.transaction(async (tx) => {
    if (kind === 'sunshine')
      await seedSunshine(tx, passwordHash, {
        id,
        school,
        ...(logins as Record<'admin' | 'teacher' | 'doctor' | 'kitchen', TDemoLogin>),
      });
    else
      await seedRainbow(tx, passwordHash, {
        id,
        school,
        rainbow: (logins as { rainbow: TDemoLogin }).rainbow,
      });
  });
  if (kind === 'sunshine') {
    await seedDemoPhotos(db, store, school);
    await seedDemoThemePhotos(db, store, school);
    await seedDemoProcess(db, store, school);
  }
  const accounts = Object.fromEntries(
    Object.entries(logins).map(([role, l]) => [
      role,
      { name: l.loginName, phone: l.phone, realName: REAL_NAMES[role] ?? '' },
    ]),
  );
  return { SchoolId: id, SchoolName: school, Accounts: accounts };
}
