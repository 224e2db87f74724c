import { API, HTTP_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { classes } from '../../db/schema';
import { classIdIn } from './test-support';

const h = useHarness();
const classId = (school: string, name: string) => classIdIn(h, school, name);

describe('GetStudentPage', () => {
  it('answers 401 without a token', async () => {
    expect((await h.call(API.students.page)).statusCode).toBe(401);
  });

  // The count rides on the page's rows (one statement); a page past the end counts alone.
  it('still counts every child on a page past the end, and on a search with no match', async () => {
    const admin = await h.login('admin');
    const past = (await h.call(API.students.page, { PageIndex: 5, PageSize: 50 }, admin)).json().response;
    expect(past).toMatchObject({ dataCount: 200, page: 5, data: [] });
    const none = (await h.call(API.students.page, { Name: '没有这个名字' }, admin)).json().response;
    expect(none).toMatchObject({ dataCount: 0, data: [] });
  });

  it('pages all 200 children of the school for the administrator', async () => {
    const body = (
      await h.call(API.students.page, { PageIndex: 2, PageSize: 50 }, await h.login('admin'))
    ).json().response;
    expect(body).toMatchObject({ dataCount: 200, page: 2, pageSize: 50 });
    expect(body.data).toHaveLength(50);
    expect(body.data[0]).toEqual({
      Id: expect.any(Number),
      Name: expect.any(String),
      Gender: expect.any(Number),
      Birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      IsBaby: expect.any(Boolean),
      BabyLevel: null,
      ClassId: expect.any(Number),
      ClassName: expect.any(String),
      GradeName: expect.any(String),
      Photo: null,
      Status: 1,
      StudentNo: expect.stringMatching(/^\d{8}$/),
      GuardianName: expect.any(String),
      GuardianRelation: expect.any(String),
      GuardianPhone: expect.stringMatching(/^13[89]\d{8}$/),
      HasAllergy: expect.any(Boolean),
    });
  });

  it('marks nursery children with IsBaby and a BabyLevel', async () => {
    const token = await h.login('admin');
    const body = (
      await h.call(API.students.page, { ClassId: await classId('阳光幼儿园', '托一班'), PageSize: 25 }, token)
    ).json().response;
    expect(
      body.data.every(
        (c: { IsBaby: boolean; BabyLevel: number }) => c.IsBaby && [1, 2].includes(c.BabyLevel),
      ),
    ).toBe(true);
  });

  it('limits a teacher to their classes and answers 404 for another class', async () => {
    const token = await h.login('teacher');
    expect((await h.call(API.students.page, undefined, token)).json().response.dataCount).toBe(50);
    const res = await h.call(API.students.page, { ClassId: await classId('阳光幼儿园', '大一班') }, token);
    expect(res.statusCode).toBe(404);
  });

  it("answers 404 for another school's class, never its children", async () => {
    const res = await h.call(
      API.students.page,
      { ClassId: await classId('彩虹幼儿园', '小一班') },
      await h.login('admin'),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().response).toBeNull();
  });

  // The class is read only when the page is empty (issue 16): an empty class of the school is an
  // empty page, a class that is no one's is 404.
  it('answers an empty page for an empty class of the school, 404 for a class that does not exist', async () => {
    const admin = await h.login('admin');
    const [model] = await h.db
      .select()
      .from(classes)
      .where(eq(classes.id, await classId('阳光幼儿园', '小一班')));
    const { id: _, ...copy } = model!;
    const [empty] = await h.db
      .insert(classes)
      .values({ ...copy, name: '空班' })
      .returning({ id: classes.id });
    const page = await h.call(API.students.page, { ClassId: empty!.id }, admin);
    expect(page.statusCode).toBe(200);
    expect(page.json().response).toMatchObject({ dataCount: 0, data: [] });
    expect((await h.call(API.students.page, { ClassId: 987654 }, admin)).statusCode).toBe(404);
  });

  it('searches by name', async () => {
    const token = await h.login('admin');
    const first = (await h.call(API.students.page, { PageSize: 1 }, token)).json().response.data[0];
    const found = (await h.call(API.students.page, { Name: first.Name }, token)).json().response.data;
    expect(found.map((c: { Id: number }) => c.Id)).toContain(first.Id);
  });

  it('gives the doctor the children list but 403 for the teachers list', async () => {
    const token = await h.login('doctor');
    expect((await h.call(API.students.page, undefined, token)).statusCode).toBe(200);
    const res = await h.call(API.teachers.page, undefined, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(HTTP_MESSAGES[403]);
  });
});
