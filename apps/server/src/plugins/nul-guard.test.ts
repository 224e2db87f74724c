import { API, HTTP_MESSAGES, PresetMessageType } from '@kg/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness';
import { multipartOf, type TPart } from '../modules/uploads/test-support';
import errorsPlugin from './errors';
import nulGuardPlugin from './nul-guard';

/**
 * Issue 14 item 17: a NUL character (\u0000) in any value of a request answers 400 with
 * 提交的内容含有无效字符（空字符），请删除后重试, never a 500 from the database.
 */
const NUL = '\u0000';
const refusedForNul = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    msg: HTTP_MESSAGES.nulCharacter,
    code: 'http.nulCharacter',
    response: null,
  });
};

describe('on the endpoints where it answered 500', () => {
  const h = useHarness();
  let admin: string;
  beforeAll(async () => {
    admin = await h.login('admin');
  });

  it.each([
    `${API.students.page.path}?Name=%00&PageIndex=1&PageSize=10`,
    `${API.teachers.page.path}?Name=a%00b&PageIndex=1&PageSize=10`,
  ])('GET %s', async (url) => {
    refusedForNul(await h.get(url, admin));
  });

  it('before login: GetTokenUserListByJWT5 and JWTToken5.0', async () => {
    refusedForNul(await h.call(API.auth.identities, { name: NUL, pass: 'x', uID: 0 }));
    refusedForNul(await h.call(API.auth.login, { name: 'admin', pass: `a${NUL}`, uID: 0 }));
  });

  it.each([
    [API.presetTexts.add.path, { Content: NUL, MessageType: PresetMessageType.growth }],
    [API.growthObservations.updatePoint.path, { id: 1, title: `观察${NUL}` }],
    [API.questionBank.updateBank.path, { Id: 1, Name: NUL, Description: '' }],
    [API.imports.questions.path, { fileName: 'a.xlsx', OtherName: NUL }],
  ])('POST %s', async (url, body) => {
    refusedForNul(await h.post(url, body, admin));
  });

  it('in a route parameter: /files/<id>', async () => {
    refusedForNul(await h.get('/files/%00abc', admin));
  });

  it('in a multipart field or file name of an upload', async () => {
    const forms: Record<string, TPart>[] = [
      { filetype: `excel${NUL}`, file: { file: Buffer.from('x'), name: 'a.xlsx' } },
      { file: { file: Buffer.from('x'), name: `a${NUL}.jpg` } },
    ];
    for (const fields of forms) {
      const { payload, contentType } = await multipartOf(fields);
      const res = await h.app.inject({
        method: 'POST',
        url: API.uploads.file.path,
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
      });
      refusedForNul(res);
    }
  });

  it('access is still checked first: 401 without a token', async () => {
    const res = await h.get(`${API.students.page.path}?Name=%00`);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(HTTP_MESSAGES[401]);
  });
});

describe('for every route: query, parameters, nested body (generic)', () => {
  // A bare app with only the error envelope and the guard: whatever a route declares, the
  // guard looks at every value before the route's own validation and handler.
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorsPlugin);
    await app.register(nulGuardPlugin);
    app.post('/probe/:id', async () => ({ success: true, msg: 'ok', response: null }));
    app.get('/probe/:id', async () => ({ success: true, msg: 'ok', response: null }));
    await app.ready();
  });
  afterAll(() => app.close());
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it('refuses a NUL in the query (value or name), the path parameter, or the body at any depth', async () => {
    refusedForNul(await app.inject({ method: 'GET', url: '/probe/1?q=%00' }));
    refusedForNul(await app.inject({ method: 'GET', url: '/probe/1?list=a&list=b%00' }));
    refusedForNul(await app.inject({ method: 'GET', url: '/probe/1?a%00=1' }));
    refusedForNul(await app.inject({ method: 'GET', url: '/probe/x%00y' }));
    refusedForNul(await post('/probe/1', { name: NUL }));
    refusedForNul(await post('/probe/1', { a: { b: [{ c: ['ok', `x${NUL}`] }] } }));
    refusedForNul(await post('/probe/1', [1, [2, [`${NUL}`]]]));
    refusedForNul(await post('/probe/1', { [`key${NUL}`]: 1 }));
  });

  it('lets everything else through, other control characters and emoji included', async () => {
    const res = await post('/probe/1?q=%E4%BD%A0%01', {
      a: ['\t\n\u0001', '😀', 0, null, true, { b: '好' }],
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/probe/1?q=ok' })).statusCode).toBe(200);
  });
});
