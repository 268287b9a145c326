// Reads the server's settings from the environment once, so every other module gets typed values.
import { LIMITS } from './auth/rate-limit';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

export type ConsoleKind = 'client' | 'admin';

export interface ServerConfig {
  /** Port of the client console (CLIENT_PORT, default 8080). */
  clientPort: number;
  /** Port of the admin console (ADMIN_PORT, default 8081). */
  adminPort: number;
  /** Address both consoles bind to (HOST, default 127.0.0.1). */
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to create and use instead of the default search_path (DATABASE_SCHEMA; isolates test runs). */
  databaseSchema?: string;
  /** PGlite data folder (DATA_DIR, default .data/pglite). */
  dataDir: string;
  /** True unless NODE_ENV=production: enables the development outbox endpoint. */
  development: boolean;
  /** Largest JSON body accepted, in bytes (BODY_LIMIT, default 1 MiB). */
  bodyLimit: number;
  /** Milliseconds a request may take before the server gives up on it (REQUEST_TIMEOUT_MS, default 30000). */
  requestTimeout: number;
  /** Milliseconds a Schema Lab check may run before its worker is stopped (SCHEMA_LAB_TIMEOUT_MS, default 5000). */
  schemaLabTimeout: number;
  /**
   * Milliseconds between two looks at `declaration_versions` for a publish made by another process
   * (DECLARATIONS_POLL_MS, default 1000): each process serves a publish within this and a refresh.
   */
  declarationsPollMs: number;
  /** Version sent in the app-version header (APP_VERSION, default the package version). */
  appVersion: string;
  /** Folder holding the built browser app (DIST_DIR, default dist). */
  distDir: string;
  /** Milliseconds the simulated bank takes to answer, as a real one would (PROVIDER_LATENCY_MS; 800, 0 under test). */
  providerLatencyMs: number;
  /** How long the simulated GST and IEC register takes to answer (VERIFICATION_LATENCY_MS; spec 3 section 9: 2 s, none in tests). */
  verificationLatencyMs: number;
  /** How long the simulated FX quote takes (QUOTE_LATENCY_MS; spec 3 section 9: 800 ms, none in tests). */
  quoteLatencyMs: number;
  /** The fixed address a client whitelists for e-BRC, shown as given (EBRC_IP_ADDRESS). */
  ebrcIpAddress: string;
  /**
   * Sign-in, OTP, sign-up, reset-link and e-mail or mobile availability requests one address may make in 15 minutes
   * (AUTH_ATTEMPTS_PER_ADDRESS, default 60). A deployment behind one shared address, or a test run signing in hundreds
   * of times, raises it.
   */
  attemptsPerAddress: number;
  /**
   * Key of the stored OTP hashes (OTP_SECRET). Every process on one database needs the same key; with
   * NODE_ENV=production it must be set, elsewhere a fixed development key stands in for it.
   */
  otpSecret: string;
  /**
   * Key of the e-BRC credential file, encrypted at rest with AES-256-GCM (EBRC_FILE_KEY: 32 bytes as 64 hex digits or
   * base64). Every process on one database needs the same key; required with NODE_ENV=production, else a fixed one.
   */
  ebrcFileKey: Buffer;
  /** Minutes after a sign-in within which its session may change the password or the mobile (REAUTH_MINUTES, default 15). */
  reauthMinutes: number;
  /**
   * Base URL of each console that links in messages point at, e.g. a reset link (PUBLIC_CLIENT_URL, PUBLIC_ADMIN_URL);
   * unset, the console's own http://HOST:port. Required in production when HOST is a wildcard (0.0.0.0, ::).
   */
  publicUrls: Partial<Record<ConsoleKind, string>>;
  /**
   * Documents that one user, one client and one recipient may be sent through Share in an hour
   * (DOCUMENT_SHARES_PER_USER 20, DOCUMENT_SHARES_PER_CLIENT 50, DOCUMENT_SHARES_PER_RECIPIENT 10).
   */
  shareLimits: { perUser: number; perClient: number; perRecipient: number };
  /** How long the purge job keeps finished rows, and how often it runs (server/jobs/purge.ts). */
  purge: PurgeSettings;
  /** Spec 2 section 9 DEV switches: skip checks that reach providers. */
  dev: { skipPanNameCheck: boolean; skipBankValidation: boolean; skipPanValidation: boolean };
}

/** Days the purge keeps each kind of finished row, and minutes between its runs (server/jobs/purge.ts). */
export interface PurgeSettings {
  /** Done or failed background jobs, by when they finished (PURGE_JOBS_DAYS, default 30). */
  finishedJobsDays: number;
  /** Outbox messages sent or given up, by when; those still being tried stay (PURGE_OUTBOX_DAYS, default 30). */
  sentMessagesDays: number;
  /** Used or expired OTPs and reset links, expired or revoked sessions (PURGE_EXPIRED_DAYS, default 7). */
  expiredDays: number;
  /** Minutes between two purges (PURGE_EVERY_MINUTES, default 60). */
  everyMinutes: number;
}

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

const schemaName = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new Error(`Invalid DATABASE_SCHEMA: ${value}`);
  return value;
};

const port = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Invalid port: ${value}`);
  return n;
};

/** The development stand-in for OTP_SECRET: restarts and several local processes agree on it. */
const DEVELOPMENT_OTP_SECRET = 'development only: set OTP_SECRET in production';

const otpSecret = (env: NodeJS.ProcessEnv): string => {
  if (env.OTP_SECRET) return env.OTP_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('OTP_SECRET must be set when NODE_ENV=production');
  return DEVELOPMENT_OTP_SECRET;
};

/** The development stand-in for EBRC_FILE_KEY, like OTP_SECRET's: never for production data. */
const DEVELOPMENT_EBRC_FILE_KEY = createHash('sha256').update('development only: set EBRC_FILE_KEY').digest();

const ebrcFileKey = (env: NodeJS.ProcessEnv): Buffer => {
  const text = env.EBRC_FILE_KEY?.trim();
  if (!text) {
    if (env.NODE_ENV === 'production') throw new Error('EBRC_FILE_KEY must be set when NODE_ENV=production');
    return DEVELOPMENT_EBRC_FILE_KEY;
  }
  const key = Buffer.from(text, /^[0-9a-f]{64}$/i.test(text) ? 'hex' : 'base64');
  if (key.length !== 32) throw new Error('EBRC_FILE_KEY must be 32 bytes, as 64 hex digits or in base64');
  return key;
};

/** Loopback addresses: the only ones development mode may listen on. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/i;

/** HOST, refused in development unless it is loopback: there anyone may sign in as Admin (the development provider). */
const servedHost = (env: NodeJS.ProcessEnv): string => {
  const host = env.HOST || '127.0.0.1';
  if (env.NODE_ENV !== 'production' && !LOOPBACK.test(host))
    throw new Error(
      `HOST=${host} is not a loopback address. Development mode (NODE_ENV is not production) lets anyone sign in as ` +
        'Admin through the development identity provider, so it serves only this machine: use HOST=127.0.0.1, ' +
        'or NODE_ENV=production.',
    );
  return host;
};

/** A public base URL (http or https, no trailing slash), or undefined when unset. */
const baseUrl = (name: string, value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`Invalid ${name}: an http:// or https:// base URL is needed, e.g. https://pay.example.com`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
};

/** The consoles' configured public base URLs; production on a wildcard HOST needs both. */
const publicUrls = (env: NodeJS.ProcessEnv): Partial<Record<ConsoleKind, string>> => {
  const urls = {
    client: baseUrl('PUBLIC_CLIENT_URL', env.PUBLIC_CLIENT_URL),
    admin: baseUrl('PUBLIC_ADMIN_URL', env.PUBLIC_ADMIN_URL),
  };
  if (env.NODE_ENV === 'production' && /^(0\.0\.0\.0|::|\[::\])$/.test(env.HOST ?? '') && !(urls.client && urls.admin))
    throw new Error(
      'PUBLIC_CLIENT_URL and PUBLIC_ADMIN_URL must be set when NODE_ENV=production and HOST is a wildcard',
    );
  return Object.fromEntries(Object.entries(urls).filter(([, url]) => url)) as Partial<Record<ConsoleKind, string>>;
};

/** A positive whole number from the environment, or the default. */
const count = (value: string | undefined, fallback: number): number =>
  Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback;

/** The purge's settings from an environment (also read by serve.ts, whose job handlers exist before a config). */
export const purgeSettings = (env: NodeJS.ProcessEnv = process.env): PurgeSettings => ({
  finishedJobsDays: count(env.PURGE_JOBS_DAYS, 30),
  sentMessagesDays: count(env.PURGE_OUTBOX_DAYS, 30),
  expiredDays: count(env.PURGE_EXPIRED_DAYS, 7),
  everyMinutes: count(env.PURGE_EVERY_MINUTES, 60),
});

/** Builds the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, appVersion = '0.0.0'): ServerConfig {
  return {
    clientPort: port(env.CLIENT_PORT, 8080),
    adminPort: port(env.ADMIN_PORT, 8081),
    host: servedHost(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: schemaName(env.DATABASE_SCHEMA),
    dataDir: resolve(env.DATA_DIR || '.data/pglite'),
    development: env.NODE_ENV !== 'production',
    bodyLimit: Number(env.BODY_LIMIT) || 1024 * 1024,
    requestTimeout: Number(env.REQUEST_TIMEOUT_MS) || 30_000,
    schemaLabTimeout: Number(env.SCHEMA_LAB_TIMEOUT_MS) || 5000,
    declarationsPollMs: count(env.DECLARATIONS_POLL_MS, 1000),
    appVersion: env.APP_VERSION || appVersion,
    distDir: resolve(env.DIST_DIR || 'dist'),
    providerLatencyMs: Number(env.PROVIDER_LATENCY_MS ?? (env.NODE_ENV === 'test' ? 0 : 800)) || 0,
    verificationLatencyMs: Number(env.VERIFICATION_LATENCY_MS ?? (env.NODE_ENV === 'test' ? 0 : 2000)) || 0,
    quoteLatencyMs: Number(env.QUOTE_LATENCY_MS ?? (env.NODE_ENV === 'test' ? 0 : 800)) || 0,
    ebrcIpAddress: env.EBRC_IP_ADDRESS || '203.0.113.24',
    attemptsPerAddress: Number(env.AUTH_ATTEMPTS_PER_ADDRESS) || LIMITS.address.max,
    otpSecret: otpSecret(env),
    ebrcFileKey: ebrcFileKey(env),
    reauthMinutes: count(env.REAUTH_MINUTES, 15),
    publicUrls: publicUrls(env),
    shareLimits: {
      perUser: count(env.DOCUMENT_SHARES_PER_USER, 20),
      perClient: count(env.DOCUMENT_SHARES_PER_CLIENT, 50),
      perRecipient: count(env.DOCUMENT_SHARES_PER_RECIPIENT, 10),
    },
    purge: purgeSettings(env),
    dev: {
      skipPanNameCheck: flag(env.DEV_SKIP_PAN_NAME_CHECK),
      skipBankValidation: flag(env.DEV_SKIP_BANK_VALIDATION),
      skipPanValidation: flag(env.DEV_SKIP_PAN_VALIDATION),
    },
  };
}
