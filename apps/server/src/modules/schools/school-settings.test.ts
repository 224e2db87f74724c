import { API, SCHOOL_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { schools } from '../../db/schema';
import { recordImage } from '../uploads/test-support';

/** 本园设置 and the public login brand: a school's own face, never another school's. */
const h = useHarness();
let admin: string;
let sunshine: number;
let rainbow: number;

const schoolId = async (name: string) =>
  (await h.db.select({ id: schools.id }).from(schools).where(eq(schools.name, name)))[0]!.id;
const schoolRow = async (id: number) => (await h.db.select().from(schools).where(eq(schools.id, id)))[0]!;
const storeImage = (school: number) => recordImage(h, school);

beforeAll(async () => {
  admin = await h.login('admin');
  sunshine = await schoolId('阳光幼儿园');
  rainbow = await schoolId('彩虹幼儿园');
});

describe('本园设置: GetSchoolSettings, UpdateSchoolSettings', () => {
  const settings = (over: object = {}) => ({
    Name: '阳光幼儿园',
    LoginTitle: '阳光智慧幼儿园平台',
    ThemeTemplate: 5,
    ...over,
  });

  it("answers the caller's own school", async () => {
    const mine = (await h.call(API.schools.settings, undefined, admin)).json().response;
    expect(mine).toMatchObject({
      Id: sunshine,
      Name: '阳光幼儿园',
      LoginTitle: '智慧幼儿园物联网大数据平台',
      ThemeTemplate: 1,
      SchoolTypeName: '公办园',
      ServiceUntil: '2028-08-31',
    });
    const theirs = (await h.call(API.schools.settings, undefined, await h.login('rainbow'))).json().response;
    expect(theirs).toMatchObject({ Id: rainbow, Name: '彩虹幼儿园' });
  });

  it.each([
    [{ Name: '' }, SCHOOL_MESSAGES.nameRequired],
    [{ Name: '彩虹幼儿园' }, SCHOOL_MESSAGES.nameTaken],
    [{ ThemeTemplate: 2 }, SCHOOL_MESSAGES.templateInvalid],
    [{ ThemeTemplate: undefined }, SCHOOL_MESSAGES.templateInvalid],
    [{ Logo: 'https://evil.example/x.png' }, SCHOOL_MESSAGES.logoInvalid],
    [{ Logo: '/files/../api/x' }, SCHOOL_MESSAGES.logoInvalid],
    [{ Logo: '/files/00000000-0000-4000-8000-000000000000' }, SCHOOL_MESSAGES.logoInvalid],
  ])('refuses %o with its message', async (over, msg) => {
    const res = await h.call(API.schools.saveSettings, settings(over), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it("never changes another school: rainbow's SchoolId is 404 and rainbow stays as it was", async () => {
    const before = await schoolRow(rainbow);
    const res = await h.call(
      API.schools.saveSettings,
      settings({ SchoolId: rainbow, Name: '被改的幼儿园' }),
      admin,
    );
    expect(res.statusCode).toBe(404);
    // An Id field is not a way in either: it is ignored and the caller's school is saved.
    await h.call(API.schools.saveSettings, { ...settings(), Id: rainbow }, admin);
    expect(await schoolRow(rainbow)).toEqual(before);
  });

  it("refuses another school's picture as the logo", async () => {
    const theirs = await storeImage(rainbow);
    const res = await h.call(API.schools.saveSettings, settings({ Logo: `/files/${theirs}` }), admin);
    expect(res.json().msg).toBe(SCHOOL_MESSAGES.logoInvalid);
  });

  it('saves name, login title, template and logo; the header name follows at once', async () => {
    const logo = `/files/${await storeImage(sunshine)}`;
    const res = await h.call(
      API.schools.saveSettings,
      settings({ Name: '阳光实验幼儿园', Logo: logo }),
      admin,
    );
    expect(res.json()).toMatchObject({ success: true, msg: '保存成功' });
    expect(await schoolRow(sunshine)).toMatchObject({
      name: '阳光实验幼儿园',
      loginTitle: '阳光智慧幼儿园平台',
      themeTemplate: 5,
      logo,
    });
    const info = (await h.call(API.auth.userInfo, undefined, admin)).json().response;
    expect(info).toMatchObject({ SchoolName: '阳光实验幼儿园', LoginTitle: '阳光智慧幼儿园平台' });
    // Without a Logo field the logo is kept; an empty one removes it.
    await h.call(API.schools.saveSettings, settings(), admin);
    expect((await schoolRow(sunshine)).logo).toBe(logo);
    await h.call(API.schools.saveSettings, settings({ Logo: '' }), admin);
    expect((await schoolRow(sunshine)).logo).toBeNull();
  });
});

describe('GetLoginBrand (public, for /hxlogin?school=)', () => {
  it("answers only a school's name, login title and logo", async () => {
    const res = await h.call(API.schools.loginBrand, { Id: rainbow });
    expect(res.json().response).toEqual({ Name: '彩虹幼儿园', LoginTitle: null, Logo: null });
  });

  it('answers 404 for an unknown school and 400 without an id', async () => {
    expect((await h.call(API.schools.loginBrand, { Id: 999999 })).statusCode).toBe(404);
    expect((await h.call(API.schools.loginBrand)).statusCode).toBe(400);
  });
});
