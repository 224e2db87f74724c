import { API, UPLOAD_MESSAGES } from '@kg/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { multipartOf, tempDataDir } from './test-support';

/**
 * Issue 14 item 18 (O14): a broken multipart form — cut off before its closing boundary, or
 * declared without a boundary — is the sender's fault: 400 with a message, never a 500.
 */
const h = useHarness({ dataDir: tempDataDir('uploads-broken') });
let admin: string;
let jpeg: Buffer;
beforeAll(async () => {
  admin = await h.login('admin');
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c84' } })
    .jpeg({ quality: 100 })
    .toBuffer();
});

const URLS = [API.uploads.image.path, API.uploads.file.path, API.uploads.background.path];

async function wholeForm() {
  return multipartOf({ file: { file: jpeg, name: 'a.jpg', type: 'image/jpeg' } });
}
const send = (url: string, payload: Buffer, contentType: string) =>
  h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
  });

function expectBroken(res: { statusCode: number; json(): { success: boolean; msg: string } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, msg: UPLOAD_MESSAGES.brokenForm });
}

describe.each(URLS)('%s: a broken form is a 400', (url) => {
  it('cut off in the middle of the file (no closing boundary)', async () => {
    const { payload, contentType } = await wholeForm();
    expectBroken(await send(url, payload.subarray(0, payload.length - 200), contentType));
  });

  it('cut off inside the part headers', async () => {
    const { payload, contentType } = await wholeForm();
    const headersEnd = payload.indexOf('\r\n\r\n');
    expectBroken(await send(url, payload.subarray(0, headersEnd - 5), contentType));
  });

  it('multipart/form-data without a boundary', async () => {
    const { payload } = await wholeForm();
    expectBroken(await send(url, payload, 'multipart/form-data'));
  });

  it('a boundary the body never uses', async () => {
    const { payload } = await wholeForm();
    const res = await send(url, payload, 'multipart/form-data; boundary=something-else');
    // Nothing in it is a part: the form has no file.
    expect(res.statusCode).toBe(400);
    expect([UPLOAD_MESSAGES.brokenForm, UPLOAD_MESSAGES.noFile]).toContain(res.json().msg);
  });

  it('a whole form still uploads', async () => {
    const { payload, contentType } = await wholeForm();
    const res = await send(url, payload, contentType);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/^\/files\//);
  });
});
