import type { FastifyBaseLogger } from 'fastify';

/** Where SMS texts go. Production plugs in a provider; the default writes to the log. */
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
    this.last.set(`${phone}:${meta.purpose}`, meta.code);
    await this.inner.send(phone, text, meta);
  }
  lastCode(phone: string, purpose: string): string | undefined {
    return this.last.get(`${phone}:${purpose}`);
  }
}
