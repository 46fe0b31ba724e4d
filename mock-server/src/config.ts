// Server options, and how they are read from the environment (src/server.ts). Tests build them directly.
import path from 'node:path';
import { repoDir, type SessionRole, sessionRoles } from './contract.ts';
import type { DatabaseOptions } from './db/client.ts';
import type { GeocoderOptions } from './geocoder/select.ts';
import { type TracingOptions, tracingFromEnv } from './observability/tracing.ts';
import { type HolidayCalendar, holidayCalendars } from './services/holidays.ts';
import { defaultLockout, type LockoutOptions } from './services/sign-in-lockout.ts';
import type { S3StorageOptions } from './storage/s3-storage.ts';

export interface AppOptions {
  /** Files, the lock file, the JWT secret and (by default) the PGlite database live here. */
  dataDir: string;
  database: DatabaseOptions;
  /** S3-compatible object storage for files (S3_BUCKET, S3_ENDPOINT; AWS_* credentials); the data folder otherwise. */
  s3?: S3StorageOptions;
  /** HS256 secret; when absent one is generated once and kept in dataDir/jwt-secret. */
  jwtSecret?: string;
  /**
   * Key of the second-factor secrets kept encrypted (MFA_SECRET_KEY; auth/secret-box.ts): derived from the JWT secret
   * when absent.
   */
  mfaSecretKey?: string;
  /**
   * Session roles that must have a second factor to sign in (MFA_REQUIRED_ROLES, comma-separated; default admin,
   * superAdmin, strataAdmin when NODE_ENV=production, none otherwise).
   */
  mfaRequiredRoles?: SessionRole[];
  /** nodemailer connection URL; without it mail only goes to the outbox (the development mailbox). */
  smtpUrl?: string;
  mailFrom: string;
  /** Origin used in links inside mails (reset and invitation links). */
  publicUrl: string;
  /** The company notification mails speak for (COMPANY_NAME; Harbourview Property Management). */
  companyName?: string;
  /** How owners reach the company (COMPANY_PHONE, COMPANY_EMAIL, COMPANY_OFFICE_HOURS; GET /config/company). */
  companyPhone?: string;
  companyEmail?: string;
  companyOfficeHours?: string;
  /**
   * The company's time zone (COMPANY_TIME_ZONE; America/Vancouver): daily and weekly digests go out at 07:00 there, and
   * a service request's business days are its weekdays.
   */
  timeZone?: string;
  /** The company's holidays, not business days (COMPANY_HOLIDAYS: CA-BC, British Columbia's statutory ones, or none). */
  holidays?: HolidayCalendar;
  /**
   * The development mailbox (GET /api/dev/mailbox and /dev/mailbox): it needs no sign-in and shows reset links, so it
   * is on only when the server listens on a loopback address and NODE_ENV is not production, or when DEV_ROUTES=1
   * asks for it anywhere (the start prints a warning then: `devRoutesForced`).
   */
  devRoutes: boolean;
  /** DEV_ROUTES=1 turned the development routes on whatever the address. */
  devRoutesForced?: boolean;
  /** The built portal to serve at /, when it exists. */
  portalDist: string | null;
  /** Seed the demo data when the database has no users. */
  seed: boolean;
  /**
   * With the demo data, also seed a company of this size (SEED_SCALE; seed/scale.ts): this many rental owners with a
   * property each and this many strata units over 20 buildings. 0 or absent: the demo data only.
   */
  seedScale?: number;
  /** Refuse to start when another live process holds dataDir (off only for throwaway test folders). */
  lockDataDir: boolean;
  /**
   * Requests per minute per key: `strict` for sign-in (per address and account) and operations that ask for it,
   * `public` for every other public operation (per address).
   */
  rateLimits: { strict: number; public: number; timeWindowMs: number };
  /** Failed sign-ins before a lock, per account and per address (services/sign-in-lockout.ts). */
  lockout: LockoutOptions;
  /**
   * Minutes without a request after which a session ends (plugins/auth.ts): SESSION_IDLE_MINUTES_STAFF (admin,
   * superAdmin, strataAdmin; default 30) and SESSION_IDLE_MINUTES_OWNER (the other roles; default 720).
   */
  sessionIdle: { staffMinutes: number; ownerMinutes: number };
  /**
   * Days an invitation's link works from when it was issued (mailed, or made when not yet mailed): INVITATION_TTL_DAYS,
   * default 14. A resend issues a new link with its own days. Absent: the default.
   */
  invitationTtlDays?: number;
  /**
   * Password reset requests a window allows, per address and per email (RESET_LIMIT_PER_ADDRESS, default 5;
   * RESET_LIMIT_PER_EMAIL, default 3; a window of 15 minutes), counted in the database so every instance shares them.
   * Absent: the defaults.
   */
  resetLimits?: { perAddress: number; perEmail: number; windowMs: number };
  /**
   * Behind a reverse proxy: which X-Forwarded-For hops to trust (Fastify's trustProxy), so rate limits see the
   * client's address. TRUST_PROXY=true, a hop count, or a list of proxy addresses.
   */
  trustProxy: boolean | number | string;
  /** The address search's provider (GEOCODER_URL, GEOCODER_USER_AGENT); the offline gazetteer when absent. */
  geocoder?: GeocoderOptions;
  /**
   * How often the housekeeping jobs run (HOUSEKEEPING_INTERVAL_MINUTES, default 60; 0 = not on this instance): each
   * removes what has outlived its use (housekeeping/jobs.ts), once per interval across all instances.
   */
  housekeepingIntervalMs?: number;
  /** GET /metrics answers a scrape with `Authorization: Bearer <this>` from anywhere (METRICS_TOKEN). */
  metricsToken?: string;
  /** Traces exported over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT); off when absent. */
  tracing?: TracingOptions;
  /** Log level (pino), or false for no logs. */
  logger: false | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
}

export const defaultDataDir = path.join(repoDir, '.data');

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function parseSeedScale(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 0 || n > 1_000_000) {
    throw new Error(`SEED_SCALE must be a whole number from 0 to 1000000, not "${value}"`);
  }
  return n || undefined;
}

function positiveCount(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of 1 or more, not "${value}"`);
  return n;
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine reaches. */
export function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(name)
  );
}

/** MFA_REQUIRED_ROLES: a comma-separated list of session roles ("none" or empty for none). */
export function parseMfaRequiredRoles(value: string | undefined, production: boolean): SessionRole[] {
  if (value === undefined) return production ? ['admin', 'superAdmin', 'strataAdmin'] : [];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== 'none');
  for (const name of names) {
    if (!(sessionRoles as readonly string[]).includes(name)) {
      throw new Error(`MFA_REQUIRED_ROLES: "${name}" is not a role (${sessionRoles.join(', ')})`);
    }
  }
  return names as SessionRole[];
}
/** Days an invitation link works when INVITATION_TTL_DAYS does not say. */
export const defaultInvitationTtlDays = 14;
/** Reset requests per address and per email in 15 minutes when the environment does not say. */
export const defaultResetLimits = { perAddress: 5, perEmail: 3, windowMs: 15 * 60_000 } as const;

/** The idle limits when the environment does not set them, minutes. */
export const defaultSessionIdle = { staffMinutes: 30, ownerMinutes: 720 } as const;

/** The company's time zone: COMPANY_TIME_ZONE, else the zone of the company the demo data is for. */
export const companyTimeZone = (options: Pick<AppOptions, 'timeZone'>): string =>
  options.timeZone ?? 'America/Vancouver';

export const companyHolidays = (options: Pick<AppOptions, 'holidays'>): HolidayCalendar =>
  options.holidays ?? 'CA-BC';

/** COMPANY_TIME_ZONE as given, once a zone this process knows: a name misspelt fails the start, not a request. */
function parseTimeZone(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
  } catch {
    throw new Error(`COMPANY_TIME_ZONE must be an IANA time zone such as America/Vancouver (got ${value}).`);
  }
  return value;
}

function parseHolidays(value: string | undefined): HolidayCalendar | undefined {
  if (!value) return undefined;
  const calendar = holidayCalendars.find((known) => known === value);
  if (!calendar)
    throw new Error(`COMPANY_HOLIDAYS must be one of ${holidayCalendars.join(', ')} (got ${value}).`);
  return calendar;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const production = env.NODE_ENV === 'production';
  // In production the session-token secret comes from the environment: kept in the database (server_settings) or
  // the data folder, anyone who reads a backup or a database dump could sign a token for any account.
  if (production && !env.JWT_SECRET) {
    throw new Error(
      'JWT_SECRET must be set when NODE_ENV=production (at least 32 random bytes, e.g. `openssl rand -base64 32`), the same on every instance.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR ?? defaultDataDir);
  const port = Number(env.PORT ?? 3000);
  return {
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: path.join(dataDir, 'pglite'),
          sharedBuffers: env.PGLITE_SHARED_BUFFERS || undefined,
        },
    s3: env.S3_BUCKET ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || undefined } : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    mfaSecretKey: env.MFA_SECRET_KEY || undefined,
    mfaRequiredRoles: parseMfaRequiredRoles(env.MFA_REQUIRED_ROLES, production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Property Portal <no-reply@portal.example.ca>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    ...(env.COMPANY_NAME && { companyName: env.COMPANY_NAME }),
    ...(env.COMPANY_PHONE && { companyPhone: env.COMPANY_PHONE }),
    ...(env.COMPANY_EMAIL && { companyEmail: env.COMPANY_EMAIL }),
    ...(env.COMPANY_OFFICE_HOURS && { companyOfficeHours: env.COMPANY_OFFICE_HOURS }),
    ...(env.COMPANY_TIME_ZONE && { timeZone: parseTimeZone(env.COMPANY_TIME_ZONE) }),
    ...(env.COMPANY_HOLIDAYS && { holidays: parseHolidays(env.COMPANY_HOLIDAYS) }),
    devRoutes: env.DEV_ROUTES === '1' || (!production && isLoopback(env.HOST ?? '127.0.0.1')),
    devRoutesForced: env.DEV_ROUTES === '1',
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(repoDir, 'portal', 'dist')),
    // Demo accounts with a published password do not belong on a production server unless asked for.
    seed: env.SEED ? env.SEED !== '0' && env.SEED !== 'false' : !production,
    seedScale: parseSeedScale(env.SEED_SCALE),
    lockDataDir: true,
    rateLimits: {
      strict: Number(env.RATE_LIMIT_STRICT ?? 10),
      public: Number(env.RATE_LIMIT_PUBLIC ?? 300),
      timeWindowMs: 60_000,
    },
    lockout: {
      perAccount: positiveCount('LOCKOUT_PER_ACCOUNT', env.LOCKOUT_PER_ACCOUNT, defaultLockout.perAccount),
      perAddress: positiveCount('LOCKOUT_PER_ADDRESS', env.LOCKOUT_PER_ADDRESS, defaultLockout.perAddress),
      windowMs: defaultLockout.windowMs,
    },
    sessionIdle: {
      staffMinutes: positiveCount(
        'SESSION_IDLE_MINUTES_STAFF',
        env.SESSION_IDLE_MINUTES_STAFF,
        defaultSessionIdle.staffMinutes,
      ),
      ownerMinutes: positiveCount(
        'SESSION_IDLE_MINUTES_OWNER',
        env.SESSION_IDLE_MINUTES_OWNER,
        defaultSessionIdle.ownerMinutes,
      ),
    },
    invitationTtlDays: positiveCount(
      'INVITATION_TTL_DAYS',
      env.INVITATION_TTL_DAYS,
      defaultInvitationTtlDays,
    ),
    resetLimits: {
      perAddress: positiveCount(
        'RESET_LIMIT_PER_ADDRESS',
        env.RESET_LIMIT_PER_ADDRESS,
        defaultResetLimits.perAddress,
      ),
      perEmail: positiveCount(
        'RESET_LIMIT_PER_EMAIL',
        env.RESET_LIMIT_PER_EMAIL,
        defaultResetLimits.perEmail,
      ),
      windowMs: defaultResetLimits.windowMs,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    geocoder: env.GEOCODER_URL?.trim()
      ? { url: env.GEOCODER_URL.trim(), userAgent: env.GEOCODER_USER_AGENT?.trim() || undefined }
      : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing: tracingFromEnv(env),
    housekeepingIntervalMs: Number(env.HOUSEKEEPING_INTERVAL_MINUTES ?? 60) * 60_000,
    logger: env.LOG === '0' ? false : ((env.LOG_LEVEL as AppOptions['logger']) ?? 'info'),
  };
}
