import { API, AUTH_MESSAGES, SCHOOL_MESSAGES, STUDENT_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { itGuards, useHarness } from '../../../test/harness';
import { classes, schools } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { schoolIdOf, schoolRowOf } from './test-support';

/**
 * Issue 14 item 22: "today" is the school's calendar day in its own time zone. The clock stands
 * at 2026-11-26T17:30Z: 01:30 on the 27th in Beijing, 09:30 on the 26th in Los Angeles, and
 * still the 26th on the server's UTC calendar.
 */
const h = useHarness();
const LATE_UTC = new Date('2026-11-26T17:30:00Z');
let platform: string;
let admin: string;
let teacher: string;
let sunshine: number;
let rainbow: number;

const setSchool = (id: number, v: { timeZone?: string; serviceUntil?: string | null }) =>
  h.db.update(schools).set(v).where(eq(schools.id, id));

beforeAll(async () => {
  // Only Date is faked (no timers): the database and the HTTP injection run as usual.
  vi.setSystemTime(LATE_UTC);
  platform = await h.login('platform');
  admin = await h.login('admin');
  teacher = await h.login('teacher');
  sunshine = await schoolIdOf(h, '阳光幼儿园');
  rainbow = await schoolIdOf(h, '彩虹幼儿园');
});
afterAll(() => vi.useRealTimers());

beforeEach(async () => {
  await setSchool(sunshine, { timeZone: 'Asia/Shanghai', serviceUntil: '2026-12-01' });
  await setSchool(rainbow, { timeZone: 'America/Los_Angeles', serviceUntil: '2026-12-01' });
});

describe("days left of a school's service", () => {
  it("count from the school's own today: Beijing is already on the 27th, Los Angeles on the 26th", async () => {
    const mine = (await h.call(API.schools.settings, undefined, admin)).json().response;
    expect(mine).toMatchObject({ TimeZone: 'Asia/Shanghai', Today: '2026-11-27', DaysLeft: 4 });
    const theirs = (await h.call(API.schools.settings, undefined, await h.login('rainbow'))).json().response;
    expect(theirs).toMatchObject({ TimeZone: 'America/Los_Angeles', Today: '2026-11-26', DaysLeft: 5 });

    const page = (await h.call(API.schools.page, { PageIndex: 1, PageSize: 50 }, platform)).json().response;
    const row = (id: number) => page.data.find((r: { Id: number }) => r.Id === id);
    expect(row(sunshine)).toMatchObject({ DaysLeft: 4, TimeZone: 'Asia/Shanghai' });
    expect(row(rainbow)).toMatchObject({ DaysLeft: 5, TimeZone: 'America/Los_Angeles' });
  });

  it("AddDayNum extends from the school's today when the service has ended there", async () => {
    await setSchool(sunshine, { serviceUntil: '2026-11-26' });
    await setSchool(rainbow, { serviceUntil: '2026-11-26' });
    const extend = (Id: number) => h.call(API.schools.addDays, { Id, DayNum: 10 }, platform);
    // Beijing's 26th is over: ten days from the 27th. Los Angeles is still on its last day.
    expect((await extend(sunshine)).json().response).toEqual({ ServiceUntil: '2026-12-07', DaysLeft: 10 });
    expect((await extend(rainbow)).json().response).toEqual({ ServiceUntil: '2026-12-06', DaysLeft: 10 });
  });

  it("login refuses a school whose service ended yesterday in its own zone, not the server's", async () => {
    await setSchool(sunshine, { serviceUntil: '2026-11-26' });
    const refused = await h.call(API.auth.login, { name: 'teacher', pass: DEMO_PASSWORD, uID: 0 });
    expect(refused.json()).toMatchObject({ success: false, msg: AUTH_MESSAGES.schoolDisabled });
    await setSchool(rainbow, { serviceUntil: '2026-11-26' });
    expect(await h.login('rainbow')).toEqual(expect.any(String));
  });
});

describe("today-based answers follow the school's day", () => {
  const classOf = async (school: number) =>
    (await h.db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, school)))[0]!.id;

  it('the class roster is dated with the school day', async () => {
    const roster = { ClassId: await classOf(sunshine) };
    expect((await h.call(API.reports.classRoster, roster, admin)).json().response.AsOf).toBe('2026-11-27');
    await setSchool(sunshine, { timeZone: 'America/Los_Angeles' });
    expect((await h.call(API.reports.classRoster, roster, admin)).json().response.AsOf).toBe('2026-11-26');
  });

  it("a birthday of the school's today is not in the future; of its tomorrow it is", async () => {
    const form = async (Name: string) => ({
      Name,
      Gender: 1,
      Birthday: '2026-11-27',
      ClassId: await classOf(sunshine),
    });
    const born = await h.call(API.students.add, await form('今天出生'), admin);
    expect(born.json()).toMatchObject({ success: true });
    await setSchool(sunshine, { timeZone: 'America/Los_Angeles' });
    const early = await h.call(API.students.add, await form('明天出生'), admin);
    expect(early.json().msg).toBe(STUDENT_MESSAGES.birthdayFuture);
  });

  it('the session tells the web which zone to count the school day in', async () => {
    const info = (await h.call(API.auth.userInfo, undefined, admin)).json().response;
    expect(info.TimeZone).toBe('Asia/Shanghai');
    await setSchool(sunshine, { timeZone: 'Europe/London' });
    expect((await h.call(API.auth.userInfo, undefined, admin)).json().response.TimeZone).toBe(
      'Europe/London',
    );
  });
});

describe('本园设置 sets the zone (UpdateSchoolSettings)', () => {
  const settings = (over: object = {}) => ({
    Name: '阳光幼儿园',
    LoginTitle: '智慧幼儿园物联网大数据平台',
    ThemeTemplate: 1,
    ...over,
  });

  itGuards(h, [[API.schools.saveSettings, settings({ TimeZone: 'UTC' })]], () => teacher);

  it.each([['Mars/Olympus'], ['asia/shanghai'], ['+08:00'], [''], [8]])(
    'refuses the zone %o with its message',
    async (TimeZone) => {
      const res = await h.call(API.schools.saveSettings, settings({ TimeZone }), admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(SCHOOL_MESSAGES.timeZoneInvalid);
      expect((await schoolRowOf(h, sunshine)).timeZone).toBe('Asia/Shanghai');
    },
  );

  it("answers 404 for another school's SchoolId and leaves its zone alone", async () => {
    const res = await h.call(
      API.schools.saveSettings,
      settings({ SchoolId: rainbow, TimeZone: 'Asia/Tokyo' }),
      admin,
    );
    expect(res.statusCode).toBe(404);
    expect((await schoolRowOf(h, rainbow)).timeZone).toBe('America/Los_Angeles');
  });

  it('saves the zone, and the days left follow it at once; without TimeZone the zone stays', async () => {
    const res = await h.call(API.schools.saveSettings, settings({ TimeZone: 'America/Los_Angeles' }), admin);
    expect(res.json()).toMatchObject({ success: true, msg: '保存成功' });
    const after = (await h.call(API.schools.settings, undefined, admin)).json().response;
    expect(after).toMatchObject({ TimeZone: 'America/Los_Angeles', Today: '2026-11-26', DaysLeft: 5 });
    await h.call(API.schools.saveSettings, settings(), admin);
    expect((await schoolRowOf(h, sunshine)).timeZone).toBe('America/Los_Angeles');
  });
});

describe('the platform sets the zone on the school form', () => {
  const form = (over: object = {}) => ({
    Name: '时区测试幼儿园',
    SchoolType: 1,
    SchoolLevel: 6,
    ServiceUntil: '2027-08-31',
    ...over,
  });

  it('a new school counts in Asia/Shanghai unless told otherwise', async () => {
    const res = await h.call(
      API.schools.add,
      { ...form(), Admin: { LoginName: 'tzhead', RealName: '周园长', Phone: '13600009999' } },
      platform,
    );
    expect(res.json(), res.body).toMatchObject({ success: true });
    const id = res.json().response.Id;
    expect((await h.call(API.schools.detail, { Id: id }, platform)).json().response.TimeZone).toBe(
      'Asia/Shanghai',
    );

    const bad = await h.call(API.schools.update, { ...form({ TimeZone: 'Nowhere/City' }), Id: id }, platform);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(SCHOOL_MESSAGES.timeZoneInvalid);

    const saved = await h.call(
      API.schools.update,
      { ...form({ TimeZone: 'Asia/Urumqi' }), Id: id },
      platform,
    );
    expect(saved.json()).toMatchObject({ success: true });
    expect((await schoolRowOf(h, id)).timeZone).toBe('Asia/Urumqi');
    // The legacy client's form has no zone: saving it keeps the zone.
    await h.call(API.schools.update, { ...form(), Id: id }, platform);
    expect((await schoolRowOf(h, id)).timeZone).toBe('Asia/Urumqi');
  });

  it("another school's id is 404 and a school administrator may not edit schools (403)", async () => {
    const res = await h.call(API.schools.update, { ...form({ TimeZone: 'UTC' }), Id: 999_999 }, platform);
    expect(res.statusCode).toBe(404);
    const refused = await h.call(API.schools.update, { ...form({ TimeZone: 'UTC' }), Id: rainbow }, admin);
    expect(refused.statusCode).toBe(403);
  });
});
