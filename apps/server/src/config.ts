import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Environment, parsed once. Every setting has a working default for the embedded mode. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(7200),
  REFRESH_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(7 * 24 * 3600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SMS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  INSTANCE_ID: z.string().trim().max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool,
  KG_TEST_MODE: bool,
  SEED_DEMO: z
    .string()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  WEB_DIST: z.string().optional(),
  PDF_BROWSER: z.enum(['auto', 'system', 'sparticuz', 'none']).default('auto'),
  CHROMIUM_PATH: z.string().optional(),
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  PDF_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  PDF_RENDER_ORIGIN: z.string().url().optional(),
  NODE_ENV: z.string().default('production'),
  SMS_PROVIDER: z.enum(['log', 'aliyun', 'tencent']).default('log'),
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_SDK_APP_ID: z.string().optional(),
  SMS_REGION: z.string().optional(),
  SMS_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]/i, 'S3_ENDPOINT must be an http:// or https:// address')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['', '0', '1', 'false', 'true']).optional(),
  JOB_QUEUE: z.enum(['in-process', 'postgres']).default('in-process'),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  MIGRATE_ON_START: z
    .string()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
});

export type SmsProvider = z.infer<typeof ZEnv>['SMS_PROVIDER'];

/** Where SMS codes go: the log (default), or Alibaba Cloud SMS / Tencent Cloud SMS. */
export type SmsConfig = {
  provider: SmsProvider;
  accessKeyId: string;
  /** never logged */
  accessKeySecret: string;
  signName: string;
  /** Alibaba Cloud: TemplateCode (SMS_…); Tencent Cloud: TemplateId */
  templateCode: string;
  /** Tencent Cloud only: SmsSdkAppId */
  sdkAppId: string;
  /** Alibaba Cloud: cn-hangzhou; Tencent Cloud: ap-guangzhou */
  region: string;
  /** the provider's API origin (a stand-in for tests); default the provider's public one */
  endpoint: string;
};

const SMS_DEFAULTS = {
  aliyun: { region: 'cn-hangzhou', endpoint: 'https://dysmsapi.aliyuncs.com' },
  tencent: { region: 'ap-guangzhou', endpoint: 'https://sms.tencentcloudapi.com' },
  log: { region: '', endpoint: '' },
} as const;

/** A real provider without its keys would fail every login code: refuse to start instead. */
function smsConfig(e: z.infer<typeof ZEnv>): SmsConfig {
  const provider = e.SMS_PROVIDER;
  const sms: SmsConfig = {
    provider,
    accessKeyId: e.SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: e.SMS_ACCESS_KEY_SECRET ?? '',
    signName: e.SMS_SIGN_NAME ?? '',
    templateCode: e.SMS_TEMPLATE_CODE ?? '',
    sdkAppId: e.SMS_SDK_APP_ID ?? '',
    region: e.SMS_REGION || SMS_DEFAULTS[provider].region,
    endpoint: (e.SMS_ENDPOINT || SMS_DEFAULTS[provider].endpoint).replace(/\/+$/, ''),
  };
  if (provider === 'log') return sms;
  const required: [string, string][] = [
    ['SMS_ACCESS_KEY_ID', sms.accessKeyId],
    ['SMS_ACCESS_KEY_SECRET', sms.accessKeySecret],
    ['SMS_SIGN_NAME', sms.signName],
    ['SMS_TEMPLATE_CODE', sms.templateCode],
    ...(provider === 'tencent' ? ([['SMS_SDK_APP_ID', sms.sdkAppId]] as [string, string][]) : []),
  ];
  const missing = required.filter(([, v]) => !v).map(([k]) => k);
  if (missing.length) throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
  return sms;
}

/** An S3-compatible bucket for the uploaded files (AWS S3, Alibaba OSS, Tencent COS, MinIO). */
export type S3Config = {
  /** the service's origin; unset means AWS S3 in `region` */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** both or neither; neither: the SDK's own chain (AWS_* variables, an instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, test servers) */
  forcePathStyle: boolean;
};

/** Where uploaded files live: DATA_DIR/files (default) or a bucket. */
export type FilesConfig = { store: 'disk' } | { store: 's3'; s3: S3Config };

const S3_KEYS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The disk unless some S3_ setting is given; then the bucket must be named and the keys come
 * in pairs, or the server refuses to start (half a configuration would lose uploads).
 */
export function filesConfig(env: NodeJS.ProcessEnv): FilesConfig {
  const e = ZEnv.pick(
    Object.fromEntries(S3_KEYS.map((k) => [k, true])) as Record<(typeof S3_KEYS)[number], true>,
  ).parse(env);
  const given = S3_KEYS.filter((k) => e[k]);
  if (given.length === 0) return { store: 'disk' };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push(`S3_BUCKET is missing (${given.join(', ')} set)`);
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (problems.length)
    throw new Error(
      `Object store settings: ${problems.join('; ')}. Remove every S3_ setting to keep files under DATA_DIR/files.`,
    );
  return {
    store: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
      bucket: e.S3_BUCKET as string,
      region: e.S3_REGION || 'us-east-1',
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTtl: number;
  loginRateLimitPerMinute: number;
  /** SMS sends per client address and minute */
  smsRateLimitPerMinute: number;
  /** names this app instance in health and readiness answers: INSTANCE_ID, else host:pid */
  instanceId: string;
  logLevel: string;
  logPretty: boolean;
  /** exposes the SMS test hook; never set in production */
  testMode: boolean;
  seedDemo: boolean;
  webDist: string;
  pdf: {
    /** auto: CHROMIUM_PATH, else /usr/bin/chromium, else @sparticuz/chromium; none: no PDFs (503) */
    browser: 'auto' | 'system' | 'sparticuz' | 'none';
    chromiumPath: string | undefined;
    /** pages printing at once (default: the number of cores) */
    concurrency: number;
    jobTimeoutMs: number;
    /** where the print browser reaches this server; default http://127.0.0.1:<listening port> */
    renderOrigin: string | undefined;
  };
  sms: SmsConfig;
  files: FilesConfig;
  jobs: JobsConfig;
  /** apply the migrations when the process opens the database (off when a one-shot `npm run migrate` does it) */
  migrateOnStart: boolean;
};

/**
 * Background work (print batches): `in-process` runs it in this process (the embedded default);
 * `postgres` puts it on a pg-boss queue in the database, so app instances only enqueue and
 * `npm run worker` processes take the jobs (issue 21).
 */
export type JobsConfig = {
  queue: 'in-process' | 'postgres';
  /** a worker heartbeats each job it holds; one not heard from this long goes to another worker */
  leaseSeconds: number;
  /** attempts after the first for a job that failed for a reason other than its data */
  retryLimit: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once; keeps a generated JWT secret in the data directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = ZEnv.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtl: e.REFRESH_TTL_SECONDS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    smsRateLimitPerMinute: e.SMS_RATE_LIMIT_PER_MINUTE,
    instanceId: e.INSTANCE_ID || `${os.hostname()}:${process.pid}`,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    testMode: e.KG_TEST_MODE,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    pdf: {
      browser: e.PDF_BROWSER,
      chromiumPath: e.CHROMIUM_PATH || undefined,
      concurrency: e.PDF_CONCURRENCY ?? Math.max(1, os.availableParallelism()),
      jobTimeoutMs: e.PDF_JOB_TIMEOUT_SECONDS * 1000,
      renderOrigin: e.PDF_RENDER_ORIGIN,
    },
    sms: smsConfig(e),
    files: filesConfig(env),
    jobs: jobsConfig(e),
    migrateOnStart: e.MIGRATE_ON_START,
  };
}

function jobsConfig(e: z.infer<typeof ZEnv>): JobsConfig {
  if (e.JOB_QUEUE === 'postgres') {
    if (!e.DATABASE_URL)
      throw new Error('JOB_QUEUE=postgres needs DATABASE_URL: the queue lives in PostgreSQL');
    // Each process would otherwise make its own secret: tokens signed by one would fail on the others.
    if (!e.JWT_SECRET)
      throw new Error('JOB_QUEUE=postgres needs JWT_SECRET, the same on every app instance and worker');
  }
  return { queue: e.JOB_QUEUE, leaseSeconds: e.JOB_LEASE_SECONDS, retryLimit: e.JOB_RETRY_LIMIT };
}

/** A secret made on first start and kept, so tokens survive a restart. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
