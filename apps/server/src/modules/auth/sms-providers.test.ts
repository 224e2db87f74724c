import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, AUTH_MESSAGES } from '@kg/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { loadConfig, type SmsConfig } from '../../config';
import { smsCodes } from '../../db/schema';
import { AliyunSmsSender, SmsSendError, TencentSmsSender } from './sms-providers';
import { createSmsSender } from './sms-sender';
import { aliyunSignature, tc3Authorization } from './sms-signing';

/**
 * The SMS providers (issue 14 item 14) against a local HTTP server standing in for the
 * provider's endpoint: the request's shape and signature, the provider's refusals, and what
 * the user sees when the SMS cannot be sent.
 */

type TSeen = { method: string; url: URL; headers: IncomingMessage['headers']; body: string };
let seen: TSeen[] = [];
/** What the stand-in answers next. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };

const standIn = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      url: new URL(req.url ?? '/', 'http://stand-in'),
      headers: req.headers,
      body,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

const SECRET = 'the-secret-never-logged-0123456789';
const aliyun: SmsConfig = {
  provider: 'aliyun',
  accessKeyId: 'LTAI-test-id',
  accessKeySecret: SECRET,
  signName: '阳光幼儿园',
  templateCode: 'SMS_123456789',
  sdkAppId: '',
  region: 'cn-hangzhou',
  endpoint,
};
const tencent: SmsConfig = {
  ...aliyun,
  provider: 'tencent',
  accessKeyId: 'AKID-test-id',
  templateCode: '1234567',
  sdkAppId: '1400000000',
  region: 'ap-guangzhou',
};

/** A logger that keeps every line it is given, to look for secrets in them. */
function recordingLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const log = { info: keep, warn: keep, error: keep, debug: keep, trace: keep, fatal: keep } as unknown;
  return { log: log as FastifyBaseLogger, lines };
}

const fixedClock = { now: () => new Date('2026-03-01T08:00:00.000Z'), nonce: () => 'nonce-1' };
const meta = { code: '123456', purpose: 'login' };

beforeEach(() => {
  seen = [];
});

describe('Alibaba Cloud SMS', () => {
  it('sends SendSms as a signed GET with the code in the template parameter', async () => {
    answer = { status: 200, body: JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }) };
    const { log, lines } = recordingLog();
    await new AliyunSmsSender(aliyun, log, fixedClock).send('13800000004', 'text', meta);

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/');
    const params = Object.fromEntries(request!.url.searchParams);
    const { Signature, ...signed } = params;
    expect(signed).toEqual({
      AccessKeyId: 'LTAI-test-id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800000004',
      RegionId: 'cn-hangzhou',
      SignName: '阳光幼儿园',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'nonce-1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"123456"}',
      Timestamp: '2026-03-01T08:00:00Z',
      Version: '2017-05-25',
    });
    expect(Signature).toBe(aliyunSignature('GET', signed, SECRET));
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it.each([
    [
      200,
      JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }),
      'isv.BUSINESS_LIMIT_CONTROL',
    ],
    [200, JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'bad' }), 'SignatureDoesNotMatch'],
    [500, '<html>oops</html>', 'HTTP 500'],
  ])('refuses an answer of HTTP %i %s', async (status, body, reason) => {
    answer = { status, body };
    const { log, lines } = recordingLog();
    const sending = new AliyunSmsSender(aliyun, log, fixedClock).send('13800000004', 'text', meta);
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await expect(sending).rejects.toMatchObject({ provider: 'aliyun', reason });
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('fails when the endpoint cannot be reached', async () => {
    const closed = { ...aliyun, endpoint: 'http://127.0.0.1:9' };
    await expect(
      new AliyunSmsSender(closed, recordingLog().log, fixedClock).send('13800000004', 'text', meta),
    ).rejects.toMatchObject({ reason: 'unreachable' });
  });
});

describe('Tencent Cloud SMS', () => {
  it('sends SendSms as a TC3-signed JSON POST with the code as the template parameter', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' },
      }),
    };
    const { log, lines } = recordingLog();
    await new TencentSmsSender(tencent, log, fixedClock).send('13800000004', 'text', meta);

    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/');
    expect(JSON.parse(request!.body)).toEqual({
      PhoneNumberSet: ['+8613800000004'],
      SmsSdkAppId: '1400000000',
      SignName: '阳光幼儿园',
      TemplateId: '1234567',
      TemplateParamSet: ['123456'],
    });
    const timestamp = Math.floor(fixedClock.now().getTime() / 1000);
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
      'x-tc-timestamp': String(timestamp),
    });
    expect(request!.headers.authorization).toBe(
      tc3Authorization({
        secretId: 'AKID-test-id',
        secretKey: SECRET,
        service: 'sms',
        host: request!.headers.host!,
        contentType: 'application/json; charset=utf-8',
        payload: request!.body,
        timestamp,
      }),
    );
    expect(request!.headers.authorization).toContain('Credential=AKID-test-id/2026-03-01/sms/tc3_request');
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it.each([
    [
      { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } } },
      'AuthFailure.SignatureFailure',
    ],
    [
      { Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'limit' }] } },
      'LimitExceeded.PhoneNumberDailyLimit',
    ],
  ])('refuses %j', async (body, reason) => {
    answer = { status: 200, body: JSON.stringify(body) };
    await expect(
      new TencentSmsSender(tencent, recordingLog().log, fixedClock).send('13800000004', 'text', meta),
    ).rejects.toMatchObject({ provider: 'tencent', reason });
  });
});

describe('choosing the provider', () => {
  const env = { DATA_DIR: '.tmp/unused', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' };

  it('defaults to the log sender and says so in one line at start', () => {
    const config = loadConfig(env);
    expect(config.sms.provider).toBe('log');
    const { log, lines } = recordingLog();
    createSmsSender(config.sms, log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SMS provider: log');
  });

  it('reads a provider from the environment and names it at start, without its secret', () => {
    const config = loadConfig({
      ...env,
      SMS_PROVIDER: 'tencent',
      SMS_ACCESS_KEY_ID: 'AKID-x',
      SMS_ACCESS_KEY_SECRET: SECRET,
      SMS_SIGN_NAME: '阳光幼儿园',
      SMS_TEMPLATE_CODE: '1234567',
      SMS_SDK_APP_ID: '1400000000',
    });
    expect(config.sms).toMatchObject({
      provider: 'tencent',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
    });
    const { log, lines } = recordingLog();
    expect(createSmsSender(config.sms, log)).toBeInstanceOf(TencentSmsSender);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SMS provider: tencent');
    expect(lines[0]).not.toContain(SECRET);
  });

  it('refuses to start a provider without its keys, naming what is missing', () => {
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'x' })).toThrow(
      'SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE',
    );
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'sms77' })).toThrow();
  });
});

describe('GetShortCode through a provider', () => {
  const h = useHarness({ sms: aliyun });
  const send = (phone: string) => h.call(API.auth.sendCode, { Phone: phone, Purpose: 'login' });
  const storedCodes = (phone: string) => h.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));

  it('says 短信发送失败，请稍后重试 when the provider refuses, and stores no code', async () => {
    answer = { status: 200, body: JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }) };
    const res = await send('13800000004');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, msg: AUTH_MESSAGES.smsFailed });
    expect(seen).toHaveLength(1);
    expect(await storedCodes('13800000004')).toEqual([]);
    expect((await h.call(API.auth.testSmsCode, { Phone: '13800000004', Purpose: 'login' })).statusCode).toBe(
      404,
    );
  });

  it('sends the code through the provider once it answers OK: no 60 s wait after the failure', async () => {
    answer = { status: 200, body: JSON.stringify({ Code: 'OK', Message: 'OK' }) };
    const res = await send('13800000004');
    expect(res.json()).toMatchObject({ success: true, msg: AUTH_MESSAGES.sent });
    const sentCode = JSON.parse(seen[0]!.url.searchParams.get('TemplateParam')!).code;
    expect(sentCode).toMatch(/^\d{6}$/);
    expect(await storedCodes('13800000004')).toHaveLength(1);
    const login = await h.call(API.auth.login, { name: '13800000004', Code: sentCode, Type: 0 });
    expect(login.json().success).toBe(true);
  });
});
