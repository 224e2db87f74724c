import {
  API,
  AUTH_MESSAGES,
  PASSWORD_PATTERN,
  SCHOOL_LEVELS,
  SCHOOL_MESSAGES,
  SCHOOL_TYPES,
} from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itGuards, type TGuardCase, useHarness } from '../../../test/harness';
import { schools } from '../../db/schema';
import { addDays, DEFAULT_TIME_ZONE, schoolToday } from '../../lib/dates';
import { generatePassword } from './schools.service';
import { schoolIdOf, schoolRowOf } from './test-support';

const h = useHarness();
let platform: string;
let admin: string;
let teacher: string;
let sunshine: number;
let rainbow: number;

beforeAll(async () => {
  platform = await h.login('platform');
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  rainbow = await schoolIdOf(h, '彩虹幼儿园');
});

/** A day counted from the school's today (Beijing), as the server counts: UTC is a day behind from 16:00 to 24:00 UTC. */
const iso = (days: number) => addDays(schoolToday(DEFAULT_TIME_ZONE), days);

let seq = 0;
/** A school form with a fresh name and a fresh principal login each time. */
const schoolForm = (over: object = {}, adminOver: object = {}) => {
  seq += 1;
  return {
    Name: `测试幼儿园${seq}`,
    Region: '浙江省杭州市西湖区',
    SchoolType: 3,
    SchoolLevel: 4,
    Address: '文三路100号',
    ContactName: '孙老师',
    ContactPhone: '13700000000',
    ServiceUntil: iso(365),
    ThemeTemplate: 5,
    LoginTitle: '西湖智慧幼儿园',
    Admin: { ...adminFields(seq), ...adminOver },
    ...over,
  };
};
const adminFields = (n: number) => ({
  LoginName: `head${n}`,
  RealName: '孙园长',
  Phone: `1360000${String(n).padStart(4, '0')}`,
  Password: '',
});

const addSchool = async (over: object = {}, adminOver: object = {}) => {
  const res = await h.call(API.schools.add, schoolForm(over, adminOver), platform);
  expect(res.json(), res.body).toMatchObject({ success: true, msg: '添加成功' });
  return res.json().response as { Id: number; Admin: { LoginName: string; InitialPassword: string } };
};

const platformRoutes: TGuardCase[] = [
  API.schools.page,
  API.schools.types,
  API.schools.levels,
  API.schools.regions,
  [API.schools.detail, { Id: 1 }],
  API.schools.add,
  API.schools.update,
  API.schools.addDays,
  API.schools.setStatus,
  API.schools.createAdmin,
];

describe('access', () => {
  describe('platform endpoints refuse a teacher', () => itGuards(h, platformRoutes, () => teacher));
  describe('platform endpoints refuse a school administrator', () =>
    itGuards(h, platformRoutes, () => admin));
  describe('本园设置 refuses a teacher', () =>
    itGuards(h, [API.schools.settings, API.schools.saveSettings], () => teacher));
});

describe('GetSchoolPage, enums, regions (C01)', () => {
  it('lists every school with type, level, days left and head counts', async () => {
    const page = (await h.call(API.schools.page, { PageIndex: 1, PageSize: 20 }, platform)).json().response;
    expect(page.dataCount).toBeGreaterThanOrEqual(2);
    const sun = page.data.find((r: { Id: number }) => r.Id === sunshine);
    expect(sun).toMatchObject({
      Name: '阳光幼儿园',
      Region: '北京市朝阳区',
      SchoolTypeName: '公办园',
      SchoolLevelName: '省示范园',
      ServiceUntil: '2028-08-31',
      AdminNum: 1,
      StudentNum: 200,
      Status: 1,
    });
    expect(sun.DaysLeft).toBeGreaterThan(0);
  });

  it('searches by name and by region, and filters by status', async () => {
    const byName = (await h.call(API.schools.page, { Name: '彩虹' }, platform)).json().response;
    expect(byName.data.map((r: { Name: string }) => r.Name)).toEqual(['彩虹幼儿园']);
    const byRegion = (await h.call(API.schools.page, { Region: '北京' }, platform)).json().response;
    expect(byRegion.data.map((r: { Name: string }) => r.Name)).toEqual(['阳光幼儿园']);
    const stopped = (await h.call(API.schools.page, { Status: 0 }, platform)).json().response;
    expect(stopped.data.every((r: { Status: number }) => r.Status === 0)).toBe(true);
    expect((await h.call(API.schools.page, { Status: 2 }, platform)).statusCode).toBe(400);
  });

  it('answers the type and level options and the regions in use', async () => {
    expect((await h.call(API.schools.types, undefined, platform)).json().response).toEqual(SCHOOL_TYPES);
    expect((await h.call(API.schools.levels, undefined, platform)).json().response).toEqual(SCHOOL_LEVELS);
    const regions = (await h.call(API.schools.regions, undefined, platform)).json().response;
    expect(regions).toEqual(expect.arrayContaining(['北京市朝阳区', '上海市浦东新区']));
    expect(new Set(regions).size).toBe(regions.length);
  });

  it('GetSchoolDetail answers a school, 404 for an unknown id', async () => {
    const detail = (await h.call(API.schools.detail, { Id: rainbow }, platform)).json().response;
    expect(detail).toMatchObject({
      Id: rainbow,
      Name: '彩虹幼儿园',
      SchoolType: 2,
      ThemeTemplate: 1,
      Status: 1,
    });
    expect((await h.call(API.schools.detail, { Id: 999999 }, platform)).statusCode).toBe(404);
  });
});

describe('AddSchool with its administrator (C01)', () => {
  it.each([
    [{ Name: '  ' }, {}, SCHOOL_MESSAGES.nameRequired],
    [{ Name: '园'.repeat(51) }, {}, SCHOOL_MESSAGES.nameTooLong],
    [{ Name: ' 阳光幼儿园 ' }, {}, SCHOOL_MESSAGES.nameTaken],
    [{ SchoolType: 9 }, {}, SCHOOL_MESSAGES.typeRequired],
    [{ SchoolType: undefined }, {}, SCHOOL_MESSAGES.typeRequired],
    [{ SchoolLevel: 0 }, {}, SCHOOL_MESSAGES.levelRequired],
    [{ ServiceUntil: '' }, {}, SCHOOL_MESSAGES.serviceUntilRequired],
    [{ ServiceUntil: undefined }, {}, SCHOOL_MESSAGES.serviceUntilRequired],
    [{ ServiceUntil: '2026/09/01' }, {}, SCHOOL_MESSAGES.dateInvalid],
    [{ ContactPhone: '0571-1234' }, {}, SCHOOL_MESSAGES.contactPhoneInvalid],
    [{ ThemeTemplate: 3 }, {}, SCHOOL_MESSAGES.templateInvalid],
    [{}, { LoginName: '' }, SCHOOL_MESSAGES.loginNameRequired],
    [{}, { LoginName: '园长a' }, SCHOOL_MESSAGES.loginNameInvalid],
    [{}, { LoginName: 'ADMIN' }, SCHOOL_MESSAGES.loginNameTaken],
    [{}, { LoginName: '13800000001' }, SCHOOL_MESSAGES.loginNameInvalid],
    [{}, { RealName: ' ' }, SCHOOL_MESSAGES.realNameRequired],
    [{}, { Phone: '' }, SCHOOL_MESSAGES.adminPhoneRequired],
    [{}, { Phone: '12345678901' }, SCHOOL_MESSAGES.adminPhoneInvalid],
    [{}, { Phone: '13800000002' }, SCHOOL_MESSAGES.adminPhoneTaken],
    [{}, { Password: 'abcdefgh' }, SCHOOL_MESSAGES.passwordWeak],
  ])('refuses %o / admin %o with its message', async (over, adminOver, msg) => {
    const form = schoolForm(over, adminOver);
    const res = await h.call(API.schools.add, form, platform);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    // One transaction: a refused administrator leaves no school behind.
    const page = (await h.call(API.schools.page, { Name: form.Name }, platform)).json();
    if (form.Name.startsWith('测试')) expect(page.response.dataCount).toBe(0);
  });

  it('creates the school and a 园长 login with a generated password shown once', async () => {
    const created = await addSchool();
    expect(created.Admin.InitialPassword).toMatch(PASSWORD_PATTERN);
    const row = await schoolRowOf(h, created.Id);
    expect(row).toMatchObject({
      schoolType: 3,
      schoolLevel: 4,
      themeTemplate: 5,
      loginTitle: '西湖智慧幼儿园',
    });
    const token = await h.login(created.Admin.LoginName, { password: created.Admin.InitialPassword });
    const info = (await h.call(API.auth.userInfo, undefined, token)).json().response;
    expect(info).toMatchObject({
      SchoolId: created.Id,
      SchoolName: row.name,
      UserIdentity: '1',
      RoleNames: ['园长'],
    });
    // The new principal works in their own school only.
    const settings = (await h.call(API.schools.settings, undefined, token)).json().response;
    expect(settings).toMatchObject({ Id: created.Id, Name: row.name, ThemeTemplate: 5 });
    const listed = (await h.call(API.schools.page, { Name: row.name }, platform)).json();
    expect(listed.response.data[0]).toMatchObject({
      AdminNum: 1,
      StudentNum: 0,
      SchoolTypeName: '普惠性民办园',
    });
  });

  it('uses the password the platform administrator chose; blank optional fields are none', async () => {
    const created = await addSchool(
      {
        Region: '',
        Address: '',
        ContactName: '',
        ContactPhone: '',
        LoginTitle: '',
        ThemeTemplate: undefined,
      },
      { Password: 'Start2026x' },
    );
    expect(created.Admin.InitialPassword).toBe('Start2026x');
    expect(await schoolRowOf(h, created.Id)).toMatchObject({
      region: null,
      address: null,
      contactPhone: null,
      loginTitle: null,
      themeTemplate: 1,
    });
    await h.login(created.Admin.LoginName, { password: 'Start2026x' });
  });

  it('generates passwords with letters and digits, never the same twice', () => {
    const all = Array.from({ length: 50 }, generatePassword);
    for (const p of all) expect(p).toMatch(PASSWORD_PATTERN);
    expect(new Set(all).size).toBe(50);
  });
});

describe('AutoCreateSchoolRole (B14, C10)', () => {
  const body = (over: object = {}) => ({
    SchoolId: rainbow,
    LoginName: 'rainbow2',
    RealName: '钱副园长',
    Phone: '13500000001',
    ...over,
  });

  it('answers 404 for an unknown school and refuses a taken login', async () => {
    const res = await h.call(API.schools.createAdmin, body({ SchoolId: 999999 }), platform);
    expect(res.statusCode).toBe(404);
    const taken = await h.call(API.schools.createAdmin, body({ LoginName: 'rainbow' }), platform);
    expect(taken.json().msg).toBe(SCHOOL_MESSAGES.loginNameTaken);
    const phone = await h.call(API.schools.createAdmin, body({ Phone: '' }), platform);
    expect(phone.json().msg).toBe(SCHOOL_MESSAGES.adminPhoneRequired);
  });

  it('adds a 园长 login to an existing school; it signs in to that school', async () => {
    const res = await h.call(API.schools.createAdmin, body(), platform);
    expect(res.json()).toMatchObject({ success: true, msg: '添加成功', response: { LoginName: 'rainbow2' } });
    const token = await h.login('rainbow2', { password: res.json().response.InitialPassword });
    const info = (await h.call(API.auth.userInfo, undefined, token)).json().response;
    expect(info).toMatchObject({ SchoolId: rainbow, SchoolName: '彩虹幼儿园', UserIdentity: '1' });
  });
});

describe('UpdateSchool (C01)', () => {
  it('answers 404 for an unknown school and refuses a name in use', async () => {
    const { Admin: _, ...form } = schoolForm();
    expect((await h.call(API.schools.update, { ...form, Id: 999999 }, platform)).statusCode).toBe(404);
    const taken = await h.call(API.schools.update, { ...form, Id: rainbow, Name: '阳光幼儿园' }, platform);
    expect(taken.json().msg).toBe(SCHOOL_MESSAGES.nameTaken);
    const phone = await h.call(API.schools.update, { ...form, Id: rainbow, ContactPhone: '123' }, platform);
    expect(phone.json().msg).toBe(SCHOOL_MESSAGES.contactPhoneInvalid);
  });

  it('saves every field; keeping its own name is allowed', async () => {
    const created = await addSchool();
    const { Admin: _, ...form } = schoolForm();
    const name = (await schoolRowOf(h, created.Id)).name;
    const res = await h.call(
      API.schools.update,
      { ...form, Id: created.Id, Name: name, SchoolLevel: 1, ThemeTemplate: 1, ServiceUntil: '2030-01-31' },
      platform,
    );
    expect(res.json()).toMatchObject({ success: true, msg: '修改成功' });
    const detail = (await h.call(API.schools.detail, { Id: created.Id }, platform)).json().response;
    expect(detail).toMatchObject({
      Name: name,
      SchoolLevel: 1,
      ThemeTemplate: 1,
      ServiceUntil: '2030-01-31',
    });
  });
});

describe('AddDayNum (C01)', () => {
  it.each([[0], [3651], [1.5], [undefined]])('refuses %s days', async (DayNum) => {
    const res = await h.call(API.schools.addDays, { Id: rainbow, DayNum }, platform);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SCHOOL_MESSAGES.dayNumInvalid);
  });

  it('answers 404 for an unknown school', async () => {
    expect((await h.call(API.schools.addDays, { Id: 999999, DayNum: 30 }, platform)).statusCode).toBe(404);
  });

  it('extends from the end of the service while it runs', async () => {
    const created = await addSchool({ ServiceUntil: '2030-01-01' });
    const res = await h.call(API.schools.addDays, { Id: created.Id, DayNum: 31 }, platform);
    expect(res.json()).toMatchObject({ success: true, response: { ServiceUntil: '2030-02-01' } });
    expect((await schoolRowOf(h, created.Id)).serviceUntil).toBe('2030-02-01');
  });

  it('extends from today once expired; its principal may sign in again', async () => {
    const created = await addSchool({ ServiceUntil: iso(-10) });
    const refused = await h.call(API.auth.login, {
      name: created.Admin.LoginName,
      pass: created.Admin.InitialPassword,
    });
    expect(refused.json().msg).toBe(AUTH_MESSAGES.schoolDisabled);
    const res = await h.call(API.schools.addDays, { Id: created.Id, DayNum: 30 }, platform);
    expect(res.json().response).toEqual({ ServiceUntil: iso(30), DaysLeft: 30 });
    await h.login(created.Admin.LoginName, { password: created.Admin.InitialPassword });
  });

  it('refuses a school without a service limit', async () => {
    await h.db.update(schools).set({ serviceUntil: null }).where(eq(schools.id, rainbow));
    const res = await h.call(API.schools.addDays, { Id: rainbow, DayNum: 30 }, platform);
    expect(res.json().msg).toBe(SCHOOL_MESSAGES.noServiceLimit);
    await h.db.update(schools).set({ serviceUntil: '2028-08-31' }).where(eq(schools.id, rainbow));
  });
});

describe('UpdateSchoolStatus: stopping a school (C01)', () => {
  it('answers 404 for an unknown school and refuses a bad status', async () => {
    expect((await h.call(API.schools.setStatus, { Id: 999999, Status: 0 }, platform)).statusCode).toBe(404);
    expect((await h.call(API.schools.setStatus, { Id: rainbow, Status: 2 }, platform)).statusCode).toBe(400);
  });

  it("refuses to stop the platform administrator's own school", async () => {
    const res = await h.call(API.schools.setStatus, { Id: sunshine, Status: 0 }, platform);
    expect(res.json().msg).toBe(SCHOOL_MESSAGES.cannotStopOwn);
  });

  it('stops its users at once: their next call is 401 and they cannot sign in; enabling lets them in again', async () => {
    const created = await addSchool();
    const { LoginName, InitialPassword } = created.Admin;
    const token = await h.login(LoginName, { password: InitialPassword });
    expect((await h.call(API.schools.settings, undefined, token)).statusCode).toBe(200);

    const stop = await h.call(API.schools.setStatus, { Id: created.Id, Status: 0 }, platform);
    expect(stop.json()).toMatchObject({ success: true, msg: '操作成功' });
    expect((await h.call(API.schools.settings, undefined, token)).statusCode).toBe(401);
    expect((await h.call(API.auth.refresh, { token })).statusCode).toBe(401);
    const login = await h.call(API.auth.login, { name: LoginName, pass: InitialPassword });
    expect(login.statusCode).toBe(400);
    expect(login.json().msg).toBe(AUTH_MESSAGES.schoolDisabled);
    expect((await h.call(API.schools.loginBrand, { Id: created.Id })).statusCode).toBe(404);
    const again = await h.call(API.schools.setStatus, { Id: created.Id, Status: 0 }, platform);
    expect(again.json().msg).toBe(SCHOOL_MESSAGES.alreadyStopped);
    const listed = (await h.call(API.schools.page, { Status: 0 }, platform)).json().response.data;
    expect(listed.map((r: { Id: number }) => r.Id)).toContain(created.Id);

    const enable = await h.call(API.schools.setStatus, { Id: created.Id, Status: 1 }, platform);
    expect(enable.json().success).toBe(true);
    // The old session stays ended; a new login works.
    expect((await h.call(API.schools.settings, undefined, token)).statusCode).toBe(401);
    const fresh = await h.login(LoginName, { password: InitialPassword });
    expect((await h.call(API.schools.settings, undefined, fresh)).statusCode).toBe(200);
    const twice = await h.call(API.schools.setStatus, { Id: created.Id, Status: 1 }, platform);
    expect(twice.json().msg).toBe(SCHOOL_MESSAGES.alreadyEnabled);
  });
});
