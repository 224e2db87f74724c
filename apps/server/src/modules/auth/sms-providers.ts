import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import type { SmsSender } from './sms-sender';
import { aliyunCanonicalQuery, aliyunSignature, tc3Authorization } from './sms-signing';

/** A provider did not send the text; `reason` is the provider's code (never a key). */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`SMS via ${provider} failed: ${reason}`);
    this.name = 'SmsSendError';
  }
}

/** A provider that does not answer within this is taken as failed: the user may retry. */
const TIMEOUT_MS = 10_000;

type TClock = { now: () => Date; nonce: () => string };
const realClock: TClock = { now: () => new Date(), nonce: () => randomUUID() };

async function call(provider: string, url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SmsSendError(provider, (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable');
  }
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new SmsSendError(provider, `HTTP ${res.status}`);
  }
}

/**
 * Alibaba Cloud SMS (dysmsapi SendSms, RPC signature V1). The template has one variable,
 * ${code}: `SMS_TEMPLATE_CODE` names it, `SMS_SIGN_NAME` the approved signature.
 */
export class AliyunSmsSender implements SmsSender {
  constructor(
    private readonly config: SmsConfig,
    private readonly log: FastifyBaseLogger,
    private readonly clock: TClock = realClock,
  ) {}

  async send(phone: string, _text: string, meta: { code: string; purpose: string }) {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: this.config.region,
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.clock.nonce(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: meta.code }),
      Timestamp: this.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunSignature('GET', params, this.config.accessKeySecret);
    const url = `${this.config.endpoint}/?Signature=${encodeURIComponent(signature)}&${aliyunCanonicalQuery(params)}`;
    const body = (await call('aliyun', url, { method: 'GET' })) as { Code?: string; Message?: string };
    if (body?.Code !== 'OK') {
      this.log.warn(
        { provider: 'aliyun', code: body?.Code, message: body?.Message, purpose: meta.purpose },
        'SMS not sent',
      );
      throw new SmsSendError('aliyun', body?.Code ?? 'no code');
    }
  }
}

/**
 * Tencent Cloud SMS (SendSms 2021-01-11, signature V3). The template has one parameter {1},
 * the code: `SMS_TEMPLATE_CODE` is its TemplateId, `SMS_SDK_APP_ID` the SmsSdkAppId.
 */
export class TencentSmsSender implements SmsSender {
  constructor(
    private readonly config: SmsConfig,
    private readonly log: FastifyBaseLogger,
    private readonly clock: TClock = realClock,
  ) {}

  async send(phone: string, _text: string, meta: { code: string; purpose: string }) {
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: this.config.templateCode,
      TemplateParamSet: [meta.code],
    });
    const host = new URL(this.config.endpoint).host;
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const contentType = 'application/json; charset=utf-8';
    const authorization = tc3Authorization({
      secretId: this.config.accessKeyId,
      secretKey: this.config.accessKeySecret,
      service: 'sms',
      host,
      contentType,
      payload,
      timestamp,
    });
    const body = (await call('tencent', `${this.config.endpoint}/`, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        // fetch sends Host from the URL: the same host that was signed.
        'Content-Type': contentType,
        'X-TC-Action': 'SendSms',
        'X-TC-Version': '2021-01-11',
        'X-TC-Region': this.config.region,
        'X-TC-Timestamp': String(timestamp),
      },
      body: payload,
    })) as {
      Response?: {
        Error?: { Code: string; Message: string };
        SendStatusSet?: { Code: string; Message: string }[];
      };
    };
    const status = body?.Response?.Error ?? body?.Response?.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      this.log.warn(
        { provider: 'tencent', code: status?.Code, message: status?.Message, purpose: meta.purpose },
        'SMS not sent',
      );
      throw new SmsSendError('tencent', status?.Code ?? 'no status');
    }
  }
}
