import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import { AliyunSmsSender, TencentSmsSender } from './sms-providers';

/**
 * Where SMS texts go: the log by default, or a provider (SMS_PROVIDER). A send that throws
 * did not reach the phone; the caller then stores no code.
 */
export interface SmsSender {
  send(phone: string, text: string, meta: { code: string; purpose: string }): Promise<void>;
}

/** Development sender: the code appears in the server log, nowhere else. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(phone: string, text: string, meta: { code: string; purpose: string }) {
    this.log.info({ phone, purpose: meta.purpose, code: meta.code }, `SMS to ${phone}: ${text}`);
  }
}

/**
 * Keeps the last code per phone and purpose so tests can log in by SMS. Only built when
 * the server runs in test mode (KG_TEST_MODE); the route that reads it exists only then.
 */
export class RecordingSmsSender implements SmsSender {
  private readonly last = new Map<string, string>();
  constructor(private readonly inner: SmsSender) {}
  async send(phone: string, text: string, meta: { code: string; purpose: string }) {
    await this.inner.send(phone, text, meta);
    this.last.set(`${phone}:${meta.purpose}`, meta.code);
  }
  lastCode(phone: string, purpose: string): string | undefined {
    return this.last.get(`${phone}:${purpose}`);
  }
}

/**
 * The sender SMS_PROVIDER chooses, said once in the log at start (the provider, its endpoint,
 * sign name and template: never the keys).
 */
export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  if (config.provider === 'log') {
    log.info({ smsProvider: 'log' }, 'SMS provider: log (codes are written to this log, no SMS is sent)');
    return new LogSmsSender(log);
  }
  log.info(
    {
      smsProvider: config.provider,
      endpoint: config.endpoint,
      region: config.region,
      signName: config.signName,
      template: config.templateCode,
    },
    `SMS provider: ${config.provider}`,
  );
  return config.provider === 'aliyun' ? new AliyunSmsSender(config, log) : new TencentSmsSender(config, log);
}
