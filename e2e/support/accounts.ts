import { test } from '@playwright/test';

/** The demo accounts the seed creates (README "Demo accounts"). All share one password. */
export const DEMO_PASSWORD = 'Kinder@2026';

export const SUNSHINE = '阳光幼儿园';
export const RAINBOW = '彩虹幼儿园';
export const APP_NAME = '幼儿成长评价平台';
export const PLATFORM_TITLE = '智慧幼儿园物联网大数据平台';

export type TAccount = { name: string; phone: string; realName: string; school: string };

export const ACCOUNTS = {
  admin: { name: 'admin', phone: '13800000001', realName: '陈园长', school: SUNSHINE },
  teacher: { name: 'teacher', phone: '13800000002', realName: '王丽', school: SUNSHINE },
  multi: { name: 'multi', phone: '13800000003', realName: '林晓', school: SUNSHINE },
  doctor: { name: 'doctor', phone: '13800000004', realName: '刘医生', school: SUNSHINE },
  kitchen: { name: 'kitchen', phone: '13800000007', realName: '周师傅', school: SUNSHINE },
  district: { name: 'district', phone: '13800000005', realName: '朝阳区学前教育科', school: SUNSHINE },
  rainbow: { name: 'rainbow', phone: '13800000011', realName: '赵园长', school: RAINBOW },
} satisfies Record<string, TAccount>;

export type TAccountKey = keyof typeof ACCOUNTS;

/** The school a journey signs in to: its name and the demo roles' accounts in it. */
export type TSchool = { id: number; name: string; accounts: Record<TAccountKey, TAccount> };

export const DEMO_SCHOOL: TSchool = { id: 0, name: SUNSHINE, accounts: ACCOUNTS };

/** The spec files of this worker that work in a copy of their own (support/fixtures.ts ownSchool). */
const ownSchools = new Map<string, TSchool>();

export function setOwnSchool(specFile: string, school: TSchool) {
  ownSchools.set(specFile, school);
}

export const hasOwnSchool = (specFile: string) => ownSchools.has(specFile);

/**
 * The school of the running journey (or hook): its spec file's own copy, else the demo school.
 * Keyed by the spec file, so a hook (beforeAll, afterAll) sees the same school as the journeys.
 */
export function currentSchool(): TSchool {
  let specFile: string;
  try {
    specFile = test.info().file;
  } catch {
    return DEMO_SCHOOL; // outside a test or hook
  }
  return ownSchools.get(specFile) ?? DEMO_SCHOOL;
}

/** A demo role's account in the running journey's school (`admin` of its own copy, if it has one). */
export const account = (key: TAccountKey): TAccount => currentSchool().accounts[key];

/** `<title> - 幼儿成长评价平台` (A12). */
export const pageTitle = (title: string) => `${title} - ${APP_NAME}`;
