import { z } from 'zod';
import { checkTelegramEnv, telegramEnvShape } from './clients/telegram/env.ts';
import { checkMetricsEnv, metricsEnvShape } from './metrics/env.ts';
import { checkReceiptEnv, receiptEnvShape } from './clients/bank/receipt-env.ts';
import { checkFakeUpstreamEnv, fakeUpstreamEnvShape } from './fake-upstream-env.ts';
import { checkTemporalUiEnv, temporalUiEnvShape, temporalUiSettings } from './clients/temporal-ui-env.ts';

const bool = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

const secret = (name: string) =>
  z.string().min(32, `${name} must be at least 32 characters (generate one with: openssl rand -base64 48)`);

/**
 * Every environment variable the processes read. Defaults never turn a fake on: without an
 * explicit SANDBOX=1 the process needs the real credentials or exits naming them.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The address the web process listens on; unset: every interface, or loopback only in sandbox (api/listen-host.ts). */
    LISTEN_HOST: z.string().min(1).optional(),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z.url(),
    REDIS_URL: z.url(),
    QUEUE_PREFIX: z.string().regex(/^[a-z0-9:_-]+$/i).default('bull'),
    TEMPORAL_ADDRESS: z.string().min(1).default('localhost:7233'),
    TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
    TEMPORAL_TASK_QUEUE: z.string().min(1).default('platform'),
    ...temporalUiEnvShape,
    JWT_SECRET: secret('JWT_SECRET'),
    SESSION_SECRET: secret('SESSION_SECRET'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
    ENCRYPTION_KEYS: z
      .string()
      .regex(/^[a-z0-9_-]+:[A-Za-z0-9+/=]+(,[a-z0-9_-]+:[A-Za-z0-9+/=]+)*$/i, 'ENCRYPTION_KEYS must be "id:base64key[,id:base64key...]"'),
    ENCRYPTION_KEY_ID: z.string().min(1),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_OAUTH_BASE_URL: z.url().default('https://accounts.google.com'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
    /** The platform's OpenAI key (replies are generated on our account); empty: generation refuses. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Calls to OpenAI a second for the whole platform (single replies and batches together). */
    /** Sandbox: the fake OpenAI answers every completion after this long (demos of slow generation, the benchmark). */
    SANDBOX_OPENAI_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    OPENAI_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
    /** Replies 'Generate All' drafts at once. */
    YOUTUBE_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
    /** The YouTube Data API's root (the googleapis client's rootUrl). */
    YOUTUBE_API_URL: z.url().default('https://youtube.googleapis.com/'),
    /** The Google Calendar API's root (the googleapis client's rootUrl). */
    GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com/'),
    /** The analytics assistant's upstreams (origins; each user brings their own keys). Sandbox points the defaults at the local fakes. */
    REVENUECAT_API_URL: z.url().default('https://api.revenuecat.com'),
    AMPLITUDE_API_URL: z.url().default('https://amplitude.com'),
    /** RevenueCat's Charts & Metrics requests a minute per project (its documented default), kept per user. */
    REVENUECAT_CHARTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(25),
    /** Amplitude's Dashboard REST queries in flight and query cost an hour per project (documented), kept per user. */
    AMPLITUDE_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
    AMPLITUDE_COST_PER_HOUR: z.coerce.number().int().min(1).default(108_000),
    ...fakeUpstreamEnvShape,
    /** gramjs sleeps through a FloodWait up to this long; a longer one skips the source until then. */
    DIGEST_FLOOD_SLEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** Sandbox: the fake Calendar API answers after this long (the benchmark's 100 ms). */
    SANDBOX_CALENDAR_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** Sandbox: the fake OpenAI transcribes after this long (the benchmark's 1 s). */
    SANDBOX_TRANSCRIPTION_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** The model that transcribes voice messages, and the one that reads messages and photos for events. */
    OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).default('gpt-4o-mini-transcribe'),
    OPENAI_EXTRACTION_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** The model that summarises posts and writes the digests. */
    OPENAI_DIGEST_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** The model that grades homework, and the vision model that reads its pictures and PDFs. */
    OPENAI_GRADING_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_READING_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Submissions one Regrade All grades at once (each waits on the model; the shared limit applies). */
    HOMEWORK_REGRADE_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
    /** Homework files on the local disk (the default), or in S3-compatible storage when S3_BUCKET is set. */
    HOMEWORK_FILES_DIR: z.string().min(1).default('.data/homework-files'),
    S3_BUCKET: z.string().min(1).optional(),
    /** An S3-compatible endpoint (MinIO, R2, ...); unset means AWS itself. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style URLs (bucket in the path): what MinIO and most S3-compatible servers need. */
    S3_FORCE_PATH_STYLE: bool.default(false),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((s) => s.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
    /** Local fakes of every upstream and the test bank: only when set to 1 explicitly (see superRefine). */
    SANDBOX: bool.optional(),
    /** Behind a reverse proxy that sets X-Forwarded-For/-Proto: trust them (client IPs for rate limits and logs). */
    TRUST_PROXY: bool.default(false),
    PAYMENT_PROVIDER: z.enum(['test', 'tbank']).optional(),
    TBANK_TERMINAL_KEY: z.string().min(1).optional(),
    TBANK_PASSWORD: z.string().min(1).optional(),
    TBANK_API_URL: z.url().default('https://securepay.tinkoff.ru/v2'),
    ...receiptEnvShape,
    /** Empty: calendar months. A number of seconds makes every billing period that long (tests, demos). */
    BILLING_PERIOD_SECONDS: z.coerce.number().int().min(1).optional(),
    BILLING_RETRY_SPACING_SECONDS: z.coerce.number().int().min(1).default(86_400),
    /** First pause before a charge the bank did not answer is tried again (doubling, 10 tries). */
    BILLING_CHARGE_RETRY_SECONDS: z.coerce.number().positive().max(60).default(1),
    PAYMENT_POLL_SECONDS: z.coerce.number().int().min(1).default(10),
    PAYMENT_WAIT_SECONDS: z.coerce.number().int().min(1).default(86_400),
    PAST_DUE_GRACE_SECONDS: z.coerce.number().int().min(1).default(30 * 86_400),
    /**
     * Premium access lasts to the paid period's end plus this (the renewal's retries run in it):
     * access never depends on a workflow being alive to end it.
     */
    PREMIUM_GRACE_SECONDS: z.coerce.number().int().min(0).default(3 * 86_400),
    SUBSCRIPTION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
    TEST_BANK_CHARGE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    ...telegramEnvShape,
    ...metricsEnvShape,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const loopback = isLoopbackUrl(env.PUBLIC_URL);
    // Fakes fail closed: only an explicit SANDBOX=1, on a loopback PUBLIC_URL, outside production.
    if (env.SANDBOX === true && production) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOX'], message: 'SANDBOX=1 is refused when NODE_ENV=production' });
    }
    if (env.SANDBOX === true && !loopback) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOX'], message: `SANDBOX=1 is refused unless PUBLIC_URL is a loopback address (it is ${env.PUBLIC_URL}): the fakes let anyone sign in as anyone and pay nothing` });
    }
    if (production && !env.PUBLIC_URL.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'PUBLIC_URL must be https:// when NODE_ENV=production (cookies are Secure only on https)' });
    }
    const sandbox = env.SANDBOX === true;
    if (!sandbox) {
      for (const key of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required unless SANDBOX=1` });
      }
    }
    const provider = env.PAYMENT_PROVIDER ?? (sandbox ? 'test' : 'tbank');
    // The test bank gives premium away: sandbox only, or the test runner's own environment.
    if (provider === 'test' && (production || !loopback || !(sandbox || env.NODE_ENV === 'test'))) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'PAYMENT_PROVIDER=test is refused unless SANDBOX=1 (or NODE_ENV=test) on a loopback PUBLIC_URL' });
    }
    if (provider === 'tbank') {
      for (const key of ['TBANK_TERMINAL_KEY', 'TBANK_PASSWORD'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENT_PROVIDER is tbank` });
      }
    }
    checkTelegramEnv(env, sandbox, (key, message) => ctx.addIssue({ code: 'custom', path: [key], message }));
    checkMetricsEnv(env, (key, message) => ctx.addIssue({ code: 'custom', path: [key], message }));
    checkReceiptEnv(env, (key, message) => ctx.addIssue({ code: 'custom', path: [key], message }));
    checkFakeUpstreamEnv(env, isLoopbackUrl, (key, message) => ctx.addIssue({ code: 'custom', path: [key], message }));
    checkTemporalUiEnv(env, (key, message) => ctx.addIssue({ code: 'custom', path: [key], message }));
    const ids = env.ENCRYPTION_KEYS.split(',').map((pair) => pair.split(':')[0]);
    if (!ids.includes(env.ENCRYPTION_KEY_ID)) {
      ctx.addIssue({ code: 'custom', path: ['ENCRYPTION_KEY_ID'], message: 'ENCRYPTION_KEY_ID must name one of the ids in ENCRYPTION_KEYS' });
    }
  })
  .transform((env) => {
    const sandbox = env.SANDBOX === true;
    return { ...env, ...temporalUiSettings(env), SANDBOX: sandbox, PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (sandbox ? ('test' as const) : ('tbank' as const)) };
  });

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses nobody else can reach. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment; the message names every missing or malformed variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The process's configuration; the first call validates `process.env`. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}

/** Exits with a readable message instead of a stack trace when the environment is wrong. */
export function loadConfigOrExit(): Config {
  try {
    return config();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee .env.example for every variable.\n`);
      process.exit(78);
    }
    throw err;
  }
}
