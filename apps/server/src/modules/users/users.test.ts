import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';

const h = useHarness();

describe('GetUserPage, GetTeacherPage, SystemVersion', () => {
  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/user/GetUserPage',
      '/api/back/TeacherInfo/GetTeacherPage',
      '/api/SystemVersion/GetList',
    ]) {
      expect((await h.get(url)).statusCode).toBe(401);
    }
  });

  it("lists the school's users with roles, never another school's", async () => {
    const body = (await h.get('/api/user/GetUserPage?PageSize=50', await h.login('admin'))).json().response;
    const names = body.data.map((u: { uLoginName: string }) => u.uLoginName);
    expect(names).toEqual(expect.arrayContaining(['admin', 'teacher', 'doctor', 'multi']));
    expect(names).not.toContain('rainbow');
    expect(body.data.find((u: { uLoginName: string }) => u.uLoginName === 'teacher')).toMatchObject({
      UserIdentity: '2',
      RoleNames: ['教师'],
      Status: 1,
    });
    const other = (await h.get('/api/user/GetUserPage', await h.login('rainbow'))).json().response;
    expect(other.data.map((u: { uLoginName: string }) => u.uLoginName).sort()).toEqual(['multi', 'rainbow']);
  });

  it('answers 403 to a teacher', async () => {
    expect((await h.get('/api/user/GetUserPage', await h.login('teacher'))).statusCode).toBe(403);
  });

  it('lists 16 teachers with their classes', async () => {
    const body = (
      await h.get('/api/back/TeacherInfo/GetTeacherPage?PageSize=50', await h.login('admin'))
    ).json().response;
    expect(body.dataCount).toBe(16);
    expect(body.data.find((t: { Name: string }) => t.Name === '王丽')).toMatchObject({
      ClassNames: ['小一班', '小二班'],
      LoginName: 'teacher',
    });
  });

  it('lists releases to any signed-in user', async () => {
    const list = (await h.get('/api/SystemVersion/GetList', await h.login('teacher'))).json().response;
    expect(list[0]).toMatchObject({ Version: '0.1.0', Title: '平台基础版' });
  });
});
