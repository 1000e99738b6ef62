import path from 'node:path';
import { z } from 'zod';
import type { RetentionDays } from './services/personal-data.ts';
import type { DeliveryTiming } from './services/outbox/worker.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_BASE_URL: optionalUrl,
  ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Bearer token of the conference kiosks: staff qualification of leads (PATCH /api/leads); unset, that is off. */
  KIOSK_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  WEB_DIST: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed to call the API from a browser (kiosk renderer, dev server). */
  CORS_ORIGINS: optionalString,
  SEED_SAMPLE_JOBS: z.enum(['true', 'false']).default('true'),
  /** Where interview links point; the token is appended. Default: PUBLIC_BASE_URL + '/interview/'. */
  ISA_INTERVIEW_BASE_URL: optionalUrl,
  /** Days from an application until its interview link expires. */
  INTERVIEW_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Who answers the sales chat: the built-in knowledge-base responder, or an OpenAI-compatible endpoint. */
  CHAT_RESPONDER: z.enum(['local', 'openai']).default('local'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** redis://…: rate-limit budgets shared by every API instance; unset, each process counts alone. */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('isa:'),
  /** false, true (one proxy in front) or the number of proxies whose X-Forwarded-For entries to trust. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9]|[1-9][0-9])$/, 'must be true, false or a number of proxies')
    .default('false'),
  /** Multiplies every rate-limit budget (tests and load benches raise it; 1 in production). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  /** How long the public jobs list answers are reused in each process (0: off). */
  API_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(2_000),
  /** Fresh server renders of the jobs board per minute per instance; past it, the prerendered page (data loaded in the browser). */
  JOBS_RENDERS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(300),
  /** Retention in days (legal defaults: applications and resume text 24 months, leads 24 months after their last update). */
  RETENTION_APPLICATIONS_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  RETENTION_LEADS_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  RETENTION_PRIVACY_REQUESTS_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  RETENTION_IDEMPOTENCY_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  /** How often each instance purges expired rows (also once at start); 0 leaves it to `npm run data -- purge`. */
  RETENTION_PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(100_000).default(360),
  /** Web-form submissions faster than this (ms from showing the form) are refused as bots; 0: off. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(1500),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Comma-separated origins (https://partner.example) that may frame the jobs board at /embed/jobs. */
  EMBED_ORIGINS: optionalString.pipe(
    z
      .string()
      .regex(
        /^\s*https?:\/\/[^\s,/]+\s*(,\s*https?:\/\/[^\s,/]+\s*)*$/,
        'must be comma-separated origins such as https://partner.example',
      )
      .optional(),
  ),
  /** On SIGTERM, /readyz answers 503 this long before the server stops taking connections. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Standard Webhooks receivers: one URL or several, comma-separated. */
  WEBHOOK_URL: optionalString.pipe(
    z
      .string()
      .refine((v) => splitList(v).every(isHttpUrl), 'must be http(s) URLs separated by commas')
      .optional(),
  ),
  /** whsec_ followed by the base64 of 24 to 64 random bytes; every receiver verifies with it. */
  WEBHOOK_SECRET: optionalString.pipe(
    z.string().refine(isWebhookSecret, 'must be whsec_ followed by base64 of 24 to 64 bytes').optional(),
  ),
  /** Whether this process runs the delivery worker (every API instance does by default). */
  DELIVERY_WORKER: z.enum(['true', 'false']).default('true'),
  DELIVERY_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** The most one send may take, answer included. */
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** First retry after at most this long, doubling (jittered) up to DELIVERY_RETRY_MAX_MS. */
  DELIVERY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(5_000).default(5_000),
  DELIVERY_RETRY_MAX_MS: z.coerce.number().int().min(10).max(3_600_000).default(600_000),
  /** How long a failing delivery is retried before it is marked dead. */
  DELIVERY_RETRY_HOURS: z.coerce.number().positive().max(720).default(24),
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /** smtp://user:pass@host:587 or smtps://…; unset, each e-mail is written as an .eml file under DATA_DIR/mail. */
  SMTP_URL: optionalString.pipe(
    z.string().refine(isSmtpUrl, 'must be smtp://[user:pass@]host[:port] or smtps://…').optional(),
  ),
  /** The sender of every e-mail: an address, or a name and an address ("ISA <no-reply@example.com>"). */
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(
        /^([^<>\r\n]{1,100} )?<?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/,
        'must be an e-mail address, optionally with a name',
      )
      .optional(),
  ),
  /** A HubSpot private-app token: turns on the contact upsert of every lead. */
  HUBSPOT_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{20,512}$/, 'must be a HubSpot private-app token (pat-…)')
      .optional(),
  ),
  /** The HubSpot API origin (another region, or a test server). */
  HUBSPOT_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.hubapi.com'),
  /** Delivered (and dead) events are purged this many days after they happened. */
  RETENTION_DELIVERIES_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
});

/** Every variable the server reads (the README and .env.example list each one). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/** The public host as a mail domain ("localhost" becomes "localhost.localdomain" so the address is valid). */
function mailDomain(publicBaseUrl: string): string {
  const host = new URL(publicBaseUrl).hostname;
  return host.includes('.') ? host.replace(/^www\./, '') : `${host}.localdomain`;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match || match[1]!.length % 4 !== 0) return false;
  const bytes = Buffer.from(match[1]!, 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicBaseUrl: string;
  adminToken: string | undefined;
  /** The kiosks' bearer token for staff qualification (PATCH /api/leads); undefined: that endpoint is off. */
  kioskToken: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  corsOrigins: string[];
  seedSampleJobs: boolean;
  /** Interview links are this base followed by the application's token. */
  interviewBaseUrl: string;
  /** Days an interview link stays valid after the application. */
  interviewLinkDays: number;
  chat: {
    responder: 'local' | 'openai';
    llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
    rateLimitPerMinute: number;
  };
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** How many proxies in front may set X-Forwarded-For; 0 means the socket address is the client. */
  trustProxyHops: number;
  rateLimitScale: number;
  requestTimeoutMs: number;
  apiCacheMs: number;
  jobsRendersPerMinute: number;
  formMinFillMs: number;
  retentionDays: RetentionDays;
  retentionPurgeIntervalMinutes: number;
  shutdownDrainMs: number;
  /** Origins that may frame /embed/jobs; empty: no site may. */
  embedOrigins: string[];
  delivery: DeliveryConfig;
}

/** Where the outbox delivers and how its worker paces itself. */
export interface DeliveryConfig {
  worker: boolean;
  webhook: { urls: string[]; secret: string } | undefined;
  hubspot: { token: string; baseUrl: string } | undefined;
  /** Where e-mail goes: an SMTP server, or .eml files under DATA_DIR/mail when smtpUrl is unset. */
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  timing: DeliveryTiming;
}

/** A setting that failed validation; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.CHAT_RESPONDER === 'openai' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL, LLM_MODEL: required when CHAT_RESPONDER is openai');
  }
  if (e.WEBHOOK_URL && !e.WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  WEBHOOK_SECRET: required when WEBHOOK_URL is set');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicBaseUrl,
    adminToken: e.ADMIN_TOKEN,
    kioskToken: e.KIOSK_TOKEN,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    seedSampleJobs: e.SEED_SAMPLE_JOBS === 'true',
    interviewBaseUrl: e.ISA_INTERVIEW_BASE_URL ?? `${publicBaseUrl}/interview/`,
    interviewLinkDays: e.INTERVIEW_LINK_DAYS,
    chat: {
      responder: e.CHAT_RESPONDER,
      llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
      rateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxyHops: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY === 'false' ? 0 : Number(e.TRUST_PROXY),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    apiCacheMs: e.API_CACHE_MS,
    jobsRendersPerMinute: e.JOBS_RENDERS_PER_MINUTE,
    formMinFillMs: e.FORM_MIN_FILL_MS,
    retentionDays: {
      applications: e.RETENTION_APPLICATIONS_DAYS,
      leads: e.RETENTION_LEADS_DAYS,
      privacyRequests: e.RETENTION_PRIVACY_REQUESTS_DAYS,
      idempotencyKeys: e.RETENTION_IDEMPOTENCY_DAYS,
      deliveries: e.RETENTION_DELIVERIES_DAYS,
    },
    retentionPurgeIntervalMinutes: e.RETENTION_PURGE_INTERVAL_MINUTES,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    embedOrigins: (e.EMBED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    delivery: {
      worker: e.DELIVERY_WORKER === 'true',
      webhook:
        e.WEBHOOK_URL && e.WEBHOOK_SECRET ? { urls: splitList(e.WEBHOOK_URL), secret: e.WEBHOOK_SECRET } : undefined,
      hubspot: e.HUBSPOT_TOKEN ? { token: e.HUBSPOT_TOKEN, baseUrl: e.HUBSPOT_BASE_URL } : undefined,
      mail: {
        smtpUrl: e.SMTP_URL,
        from: e.MAIL_FROM ?? `ISA <no-reply@${mailDomain(publicBaseUrl)}>`,
        dir: path.join(path.resolve(e.DATA_DIR), 'mail'),
      },
      timing: {
        pollMs: e.DELIVERY_POLL_MS,
        timeoutMs: e.DELIVERY_TIMEOUT_MS,
        retryBaseMs: e.DELIVERY_RETRY_BASE_MS,
        retryMaxMs: Math.max(e.DELIVERY_RETRY_MAX_MS, e.DELIVERY_RETRY_BASE_MS),
        retryWindowMs: Math.round(e.DELIVERY_RETRY_HOURS * 3_600_000),
        concurrency: e.DELIVERY_CONCURRENCY,
      },
    },
  };
}
