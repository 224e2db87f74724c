import {
  API,
  CLASS_MESSAGES,
  codeOfMessage,
  HTTP_MESSAGES,
  messageCodes,
  platformRoleMessage,
  REQUEST_MESSAGES,
  VALIDATION_MESSAGES,
} from '@kg/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';
import { grades, roles, schools, studyYears } from '../db/schema';
import { userIdOf } from '../modules/users/test-support';

/**
 * Every failure envelope carries a stable error code beside its unchanged Chinese msg (issue
 * 15): the catalogue's `domain.key`, with a template's values as params.
 */
const h = useHarness();
let admin: string;
let teacher: string;
let year: number;
let bigGrade: number;

beforeAll(async () => {
  [admin, teacher] = await Promise.all([h.login('admin'), h.login('teacher')]);
  const sunshine = (await h.db.select().from(schools).where(eq(schools.name, '阳光幼儿园')))[0]!.id;
  year = (await h.db.select().from(studyYears).where(eq(studyYears.schoolId, sunshine)))[0]!.id;
  bigGrade = (
    await h.db
      .select()
      .from(grades)
      .where(and(eq(grades.studyYearId, year), eq(grades.name, '大班')))
  )[0]!.id;
});

const classForm = (over: object = {}) => ({ StudyYearId: year, GradeId: bigGrade, Name: '大九班', ...over });

describe('failure envelopes carry their error code (issue 15)', () => {
  it('a refusal: 该学年已有同名班级 is classes.nameTaken', async () => {
    const res = await h.call(API.classes.add, classForm({ Name: '大一班' }), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      msg: CLASS_MESSAGES.nameTaken,
      code: 'classes.nameTaken',
      response: null,
    });
  });

  it('a missing record: 404 request.notFound, an unknown path: 404 http.404', async () => {
    const missing = await h.call(API.classes.detail, { Id: 987654 }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      msg: REQUEST_MESSAGES.notFound,
      code: 'request.notFound',
      response: null,
    });
    const nowhere = await h.get('/api/nothing/here');
    expect(nowhere.json()).toEqual({
      success: false,
      msg: HTTP_MESSAGES[404],
      code: 'http.404',
      response: null,
    });
  });

  it('a missing permission: 403 http.403', async () => {
    const res = await h.call(API.classes.add, classForm(), teacher);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[403], code: 'http.403', response: null });
  });

  it('no token: 401 http.401', async () => {
    const res = await h.call(API.classes.add, classForm());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, msg: HTTP_MESSAGES[401], code: 'http.401', response: null });
  });

  it("a validation error carries the code of the schema's catalogue message", async () => {
    const res = await h.call(API.classes.add, classForm({ Name: '' }), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      msg: CLASS_MESSAGES.nameRequired,
      code: 'classes.nameRequired',
      response: null,
    });
  });

  it('a validation error without a catalogue message is validation.invalid with its field', async () => {
    const res = await h.call(API.classes.page, { PageIndex: 'abc' } as never, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      msg: '参数错误：PageIndex',
      code: 'validation.invalid',
      params: { field: 'PageIndex' },
      response: null,
    });
    expect(res.json().msg).toBe(VALIDATION_MESSAGES.invalid.replace('{field}', 'PageIndex'));
  });

  it('a templated refusal carries its code and the values of its placeholders', async () => {
    const district = (await h.db.select().from(roles).where(eq(roles.code, 'district')))[0]!.id;
    const doctor = await userIdOf(h, 'doctor');
    const res = await h.call(API.users.assignRoles, { Id: doctor, RoleIds: [district] }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      msg: platformRoleMessage('区域管理员'),
      code: 'users.platformRole',
      params: { role: '区域管理员' },
      response: null,
    });
  });

  it('a success answer carries no code', async () => {
    const res = await h.call(API.classes.page, {}, admin);
    expect(res.json().success).toBe(true);
    expect(res.json()).not.toHaveProperty('code');
  });
});

describe('the catalogue index', () => {
  it('finds every catalogue text, templates with their values', () => {
    for (const { code, text } of messageCodes()) {
      const found = codeOfMessage(text);
      // the first catalogue holding a text names it; the same text always reads the same
      expect(found, code).toBeDefined();
      expect(messageCodes().find((c) => c.code === found!.code)!.text).toBe(text);
    }
    expect(codeOfMessage('该模块已有 12 条成长记录，不能删除')).toBeUndefined();
    expect(codeOfMessage('该模板已有 12 条成长记录，不能删除')).toEqual({
      code: 'growthTemplates.templateHasRecordsDelete',
      params: { count: '12' },
    });
  });
});
