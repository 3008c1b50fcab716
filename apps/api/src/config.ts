import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import type { AdmissionSettings } from "./edge/admission";
import type { LoadSheddingSettings } from "./edge/loadShedding";
import { type ProxyTrust, parseProxyTrust } from "./edge/proxyTrust";
import { defaultWebBuildDir } from "./paths";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  port: number;
  host: string;
  /** Absolute. Holds the PGlite database (`db/`), its lock file and, later, uploaded files. */
  dataDir: string;
  /** PostgreSQL through node-postgres when set; embedded PGlite in `${dataDir}/db` otherwise. */
  databaseUrl: string | undefined;
  /** Seed the demo data into an empty database at start (SEED_DEMO !== "false"). */
  seedDemo: boolean;
  /** SEED_DEMO=true was said out loud: the only way to seed the demo (public password) into a DATABASE_URL. */
  seedDemoExplicit: boolean;
  /** Absolute. The React Router build (`server/index.js` + `client/`). */
  webBuildDir: string;
  logLevel: LogLevel;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed (client address, https); none by default. */
  trustProxy: ProxyTrust;
  /**
   * PUBLIC_URL (an origin, e.g. `https://seleta.example.com`): the default brand's public address, used in mail links
   * for it and for any host that is not a brand host. Unset: `http://localhost:<port>` (publicOrigins.ts).
   */
  publicUrl: string | undefined;
  /** NODE_ENV is not "production": Swagger UI is served at /api/v1/docs. */
  development: boolean;
  /** What an upload and an account may take (uploads/settings.ts builds the storage from it and `s3`). */
  uploads: UploadLimits;
  /** The API's rate limits and caps, read here once and passed down (server.ts). */
  limits: Limits;
  /** SMTP_URL + SMTP_FROM: mail goes out by SMTP; without them it waits in the outbox for an administrator. */
  smtp: SmtpConfig | undefined;
  /** S3_*: uploaded files live in this S3-compatible bucket instead of `${dataDir}/uploads`. */
  s3: S3Config | undefined;
  /** SHED_EVENT_LOOP_DELAY_MS, SHED_HEAP_USED_MB: past either, requests get 503 + Retry-After (loadShedding.ts). */
  loadShedding: LoadSheddingSettings;
  /**
   * MAX_CONCURRENT_REQUESTS, MAX_QUEUED_REQUESTS, QUEUE_TIMEOUT_MS: requests served at once, and waiting
   * (admission.ts); `reviewPosts`, the reviewers' ratings' own lane (loadShedding.ts `admission`).
   */
  admission: AdmissionSettings & { reviewPosts: AdmissionSettings };
  /**
   * RETENTION_IDLE_DAYS (730), RETENTION_GRACE_DAYS (30): a candidate with an account who has not signed in for the
   * idle period is warned by mail, and erased when still idle the grace period after (privacy/retention.ts).
   */
  retention: { idleDays: number; graceDays: number };
};

export type UploadLimits = {
  /** UPLOAD_MAX_MB: an upload of this many million bytes or more is refused (spec §5). Files live in `${dataDir}/uploads`. */
  maxMb: number;
  /** UPLOAD_QUOTA_MB: what a candidate or client contact may store in all, in million bytes (recruiters: no quota). */
  quotaMb: number;
  /** UPLOADS_PER_HOUR: uploads one account may send in an hour, whoever it is. */
  perHour: number;
};

/** Per client address (request.ip: after TRUST_PROXY, an IPv6 address by its /64), counted in the database. */
export type AuthLimits = {
  /** AUTH_SESSIONS_PER_MINUTE: sign-in attempts per minute (POST /{strategy}/sessions, identity providers). */
  sessionsPerMinute: number;
  /** AUTH_PASSWORD_PER_MINUTE: forgot/reset/sign-up/confirmation requests per minute. */
  passwordPerMinute: number;
};

/** The public contact form's (routes/public/contact.ts). */
export type ContactLimits = {
  /** CONTACT_PER_ADDRESS_PER_HOUR: messages per client address per hour that are mailed; the next are held. */
  perAddressPerHour: number;
  /** CONTACT_REFUSED_PER_ADDRESS_PER_HOUR: messages per client address per hour past which it is refused (429). */
  refusedPerAddressPerHour: number;
  /** CONTACT_PER_BUSINESS_PER_DAY: messages mailed per business in any 24 hours, every visitor together. */
  perBusinessPerDay: number;
  /** CONTACT_HELD_PER_BUSINESS: held messages kept per business at most: the newest ones. */
  heldPerBusiness: number;
};

/** A bound on the mail of one kind one address is sent: `max` within the last `windowMinutes`. */
export type RecipientCap = { max: number; windowMinutes: number };

/**
 * Every cap of the API, read here once and passed down: no module declares its own. A rule that is a protocol's
 * (the wire's schemas, a standard's bound) stays with its protocol.
 */
export type Limits = {
  auth: AuthLimits;
  contact: ContactLimits;
  /**
   * MAIL_PER_RECIPIENT, MAIL_PER_RECIPIENT_MINUTES: mail of one kind anyone can have sent to an address (a sign-up,
   * a forgotten password, a confirmation asked again, an account deletion) queued for it in the window; past it
   * nothing is queued and the answer is unchanged (mail/outbox.ts).
   */
  mailPerRecipient: RecipientCap;
  /** BODY_LIMIT_BYTES: the largest JSON body the API reads, and a page's form of text fields. */
  bodyBytes: number;
  /** ENTRIES_PER_RECRUITER: saved views one recruiter keeps (recruiters/entityPages.ts). */
  entriesPerRecruiter: number;
  /** CANDIDACIES_PER_ANSWER: applications one answer of a candidate's list holds at most. */
  candidaciesPerAnswer: number;
  /** APPLY_BOARD_CARDS: cards one job's applies board answers at most. */
  applyBoardCards: number;
  /** PORTAL_ROWS_PER_ANSWER: jobs or projects one answer of a client contact's portal lists at most. */
  portalRowsPerAnswer: number;
  /** DUPLICATES_PER_ANSWER: likely duplicates of a candidate answered at most (engine/duplicates.ts). */
  duplicatesPerAnswer: number;
  /**
   * BULK_DELETE_RECORDS: records one bulk-delete request deletes in its own transaction at most; a larger selection
   * goes through a background job (routes/shared/bulkActions.ts).
   */
  bulkDeleteRecords: number;
  /**
   * SHORTLIST_LINK_PER_MINUTE: calls per client address per minute that present a shortlist link's token (the
   * link's pages and the API's `/shortlist_relationships/…`); past it 429, so tokens cannot be guessed at speed.
   */
  shortlistLinkPerMinute: number;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = { sessionsPerMinute: 30, passwordPerMinute: 10 };

/**
 * A person asks again after a minute or two when a mail is slow; three of a kind in ten minutes leaves room for that
 * and stops a flood at three.
 */
export const DEFAULT_MAIL_PER_RECIPIENT: RecipientCap = { max: 3, windowMinutes: 10 };

/**
 * A JSON body of a megabyte is a record with long texts many times over. A recruiter keeps a few dozen views, not an
 * unbounded store. Five hundred applications are far more than anyone applies to, five thousand cards far above a
 * job's pipeline, and twenty likely duplicates as many as a recruiter reads one by one: each bounds one answer. A bulk
 * delete of more than five thousand records is a background job's work, in batches, not one request's transaction.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_ENTRIES_PER_RECRUITER = 200;
export const DEFAULT_CANDIDACIES_PER_ANSWER = 500;
export const DEFAULT_APPLY_BOARD_CARDS = 5000;
/** A client company's searches with one firm are tens; five hundred bounds one answer of its portal. */
export const DEFAULT_PORTAL_ROWS_PER_ANSWER = 500;
export const DEFAULT_DUPLICATES_PER_ANSWER = 20;
export const DEFAULT_BULK_DELETE_RECORDS = 5000;
/**
 * A reviewer's page view or rating makes two to four calls; a hundred and twenty a minute leaves room for a few
 * people rating fast behind one office address, and is still far too few to guess a 256-bit token.
 */
export const DEFAULT_SHORTLIST_LINK_PER_MINUTE = 120;

/**
 * A person writes once or twice; five an hour leaves room for a correction and a follow-up, and thirty (six times
 * that) from one address is a program, or a crowd behind one address that still loses nothing under it. Two
 * hundred a day per business is far beyond what the brands receive and still a mailbox a person can clear; two
 * thousand held ones is ten such days of flood to review, a few megabytes at the form's limits.
 */
export const DEFAULT_CONTACT_LIMITS: ContactLimits = {
  perAddressPerHour: 5,
  refusedPerAddressPerHour: 30,
  perBusinessPerDay: 200,
  heldPerBusiness: 2000,
};

export type SmtpConfig = {
  /** `smtp://user:pass@host:port` (or `smtps://` for TLS from the first byte). Holds a password: never logged. */
  url: string;
  /** The From of every mail, e.g. `Seleta <no-reply@seleta.com.br>`. */
  from: string;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://endpoint/bucket/key` rather than `http://bucket.endpoint/key` (MinIO, s3rver and most self-hosted). */
  forcePathStyle: boolean;
};

/** Set all together or not at all: half an S3 configuration is a mistake, not a wish for the local disk. */
export const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** Bad configuration: `message` is one line naming the variable(s), fit for stderr. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const portSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,5}$/, { error: (issue) => `must be a whole number between 0 and 65535 (got ${quote(issue.input)})` })
    .transform(Number)
    .refine((port) => port <= 65535, { error: (issue) => `must be between 0 and 65535 (got ${issue.input})` })
    .default(3000),
);

/**
 * The default mean event-loop delay (ms) past which requests are shed: the last guard, behind admission control
 * (which bounds the work in flight, so the server's own work keeps the delay far below it: under 100 ms at 10 in
 * flight on PGlite on a quiet machine). Past it, the cores are taken by work admission control does not see — other
 * processes, work after the answers. At 500 ms, on the 2-core machines shared with other work (load 15), the delay
 * crossed the threshold in most one-second samples and refusals were most of the answers (docs/performance.md).
 */
export const DEFAULT_SHED_EVENT_LOOP_DELAY_MS = 1000;

/**
 * Admission control's defaults (admission.ts), from bench:load on the 2-core machines it runs on. On PGlite the
 * queries run on the server's own thread, one at a time, between the requests' JavaScript: past two requests in
 * flight nothing runs in parallel and each answer only takes longer (the recruiters' calls: 48 answers a second with
 * two in flight, 36 with ten). PostgreSQL runs queries in its own processes (10 pooled connections), so ten in flight
 * keep both cores busy. Waiting at most 500 ms for a slot bounds the time a served answer spent queued
 * (docs/performance.md).
 */
export const DEFAULT_MAX_CONCURRENT_REQUESTS = { pglite: 2, postgres: 10 } as const;
export const DEFAULT_MAX_QUEUED_REQUESTS = 200;
export const DEFAULT_QUEUE_TIMEOUT_MS = 500;

/**
 * The reviewers' ratings' lane: written in batches, so the lane lets in as many as a client's whole team rating at
 * the same instant (a hundred make one or two batches: docs/performance.md, the ratings' burst) and lets a burst
 * wait up to 3 s rather than be refused — each is a person's click, drained within a second or so.
 */
export const REVIEW_POSTS_ADMISSION: AdmissionSettings = { maxConcurrent: 100, maxQueued: 400, queueTimeoutMs: 3000 };

const wholeNumberSchema = (fallback: number | undefined) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,7}$/, { error: (issue) => `must be a whole number, 0 to turn it off (got ${quote(issue.input)})` })
      .transform(Number)
      .optional()
      .transform((value) => value ?? fallback),
  );

/** Above this an upload would not fit data_files.size (a 32-bit integer) with room to spare. */
export const UPLOAD_MAX_MB_LIMIT = 1000;

/** A CV, its cover letter, diplomas and certificates a few times over: about five files at the 10 MB limit. */
export const DEFAULT_UPLOAD_QUOTA_MB = 50;
/** One a minute on average: more than a person attaching files by hand sends, far less than a script would. */
export const DEFAULT_UPLOADS_PER_HOUR = 60;

/** LGPD retention of idle candidates: two years without signing in, then a month's notice before erasure. */
export const DEFAULT_RETENTION_IDLE_DAYS = 730;
export const DEFAULT_RETENTION_GRACE_DAYS = 30;

/** A whole number from 1 to `max`, read from the environment, `fallback` when unset. */
function wholeNumber(max: number, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, {
        error: (issue) => `must be a whole number from 1 to ${max} (got ${quote(issue.input)})`,
      })
      .transform(Number)
      .refine((value) => value <= max, { error: (issue) => `must be at most ${max} (got ${issue.input})` })
      .default(fallback),
  );
}

const envSchema = z.object({
  PORT: portSchema,
  HOST: z.preprocess(blankToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
        error: "must be a postgres:// or postgresql:// URL",
      })
      .optional(),
  ),
  SEED_DEMO: z.preprocess(
    blankToUndefined,
    z.enum(["true", "false"], { error: (issue) => `must be "true" or "false" (got ${quote(issue.input)})` }).optional(),
  ),
  WEB_BUILD_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): ProxyTrust => {
      const trust = parseProxyTrust(value);
      if ("error" in trust) {
        context.addIssue({ code: "custom", message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  SHED_EVENT_LOOP_DELAY_MS: wholeNumberSchema(DEFAULT_SHED_EVENT_LOOP_DELAY_MS),
  SHED_HEAP_USED_MB: wholeNumberSchema(undefined),
  MAX_CONCURRENT_REQUESTS: wholeNumberSchema(undefined),
  MAX_QUEUED_REQUESTS: wholeNumberSchema(DEFAULT_MAX_QUEUED_REQUESTS),
  QUEUE_TIMEOUT_MS: wholeNumberSchema(DEFAULT_QUEUE_TIMEOUT_MS),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isPublicOrigin, {
        error: (issue) =>
          `must be the site's public address: http(s), a host, an optional port and nothing else, e.g. https://seleta.example.com (got ${quote(issue.input)})`,
      })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(", ")} (got ${quote(issue.input)})` })
      .default("info"),
  ),
  UPLOAD_MAX_MB: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,3}$/, {
        error: (issue) =>
          `must be a whole number of megabytes from 1 to ${UPLOAD_MAX_MB_LIMIT} (got ${quote(issue.input)})`,
      })
      .transform(Number)
      .refine((megabytes) => megabytes <= UPLOAD_MAX_MB_LIMIT, {
        error: (issue) => `must be at most ${UPLOAD_MAX_MB_LIMIT} (got ${issue.input})`,
      })
      .default(10),
  ),
  UPLOAD_QUOTA_MB: wholeNumber(1_000_000, DEFAULT_UPLOAD_QUOTA_MB),
  UPLOADS_PER_HOUR: wholeNumber(100_000, DEFAULT_UPLOADS_PER_HOUR),
  AUTH_SESSIONS_PER_MINUTE: wholeNumber(100_000, DEFAULT_AUTH_LIMITS.sessionsPerMinute),
  AUTH_PASSWORD_PER_MINUTE: wholeNumber(100_000, DEFAULT_AUTH_LIMITS.passwordPerMinute),
  CONTACT_PER_ADDRESS_PER_HOUR: wholeNumber(100_000, DEFAULT_CONTACT_LIMITS.perAddressPerHour),
  CONTACT_REFUSED_PER_ADDRESS_PER_HOUR: wholeNumber(100_000, DEFAULT_CONTACT_LIMITS.refusedPerAddressPerHour),
  CONTACT_PER_BUSINESS_PER_DAY: wholeNumber(1_000_000, DEFAULT_CONTACT_LIMITS.perBusinessPerDay),
  CONTACT_HELD_PER_BUSINESS: wholeNumber(1_000_000, DEFAULT_CONTACT_LIMITS.heldPerBusiness),
  MAIL_PER_RECIPIENT: wholeNumber(1_000, DEFAULT_MAIL_PER_RECIPIENT.max),
  MAIL_PER_RECIPIENT_MINUTES: wholeNumber(10_080, DEFAULT_MAIL_PER_RECIPIENT.windowMinutes),
  BODY_LIMIT_BYTES: wholeNumber(100_000_000, DEFAULT_BODY_LIMIT_BYTES),
  ENTRIES_PER_RECRUITER: wholeNumber(100_000, DEFAULT_ENTRIES_PER_RECRUITER),
  CANDIDACIES_PER_ANSWER: wholeNumber(100_000, DEFAULT_CANDIDACIES_PER_ANSWER),
  APPLY_BOARD_CARDS: wholeNumber(1_000_000, DEFAULT_APPLY_BOARD_CARDS),
  PORTAL_ROWS_PER_ANSWER: wholeNumber(100_000, DEFAULT_PORTAL_ROWS_PER_ANSWER),
  DUPLICATES_PER_ANSWER: wholeNumber(1_000, DEFAULT_DUPLICATES_PER_ANSWER),
  BULK_DELETE_RECORDS: wholeNumber(1_000_000, DEFAULT_BULK_DELETE_RECORDS),
  SHORTLIST_LINK_PER_MINUTE: wholeNumber(100_000, DEFAULT_SHORTLIST_LINK_PER_MINUTE),
  RETENTION_IDLE_DAYS: wholeNumber(36_500, DEFAULT_RETENTION_IDLE_DAYS),
  RETENTION_GRACE_DAYS: wholeNumber(3_650, DEFAULT_RETENTION_GRACE_DAYS),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value) && new URL(value).hostname !== "", {
        error: "must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:pass@mail.example.com:587",
      })
      .optional(),
  ),
  SMTP_FROM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(320)
      .refine((value) => /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value.trim()), {
        error: (issue) => `must be an address, e.g. "Seleta <no-reply@example.com>" (got ${quote(issue.input)})`,
      })
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
        error: (issue) => `must be an http:// or https:// URL (got ${quote(issue.input)})`,
      })
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: (issue) => `must be a bucket name (3–63 of a-z 0-9 . -) (got ${quote(issue.input)})`,
      })
      .optional(),
  ),
  S3_REGION: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().max(256).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().max(256).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankToUndefined,
    z.enum(["true", "false"], { error: (issue) => `must be "true" or "false" (got ${quote(issue.input)})` }).optional(),
  ),
});

type EnvVars = z.infer<typeof envSchema>;

function smtpOf(vars: EnvVars): SmtpConfig | undefined {
  if (vars.SMTP_URL === undefined && vars.SMTP_FROM === undefined) return undefined;
  if (vars.SMTP_URL === undefined || vars.SMTP_FROM === undefined) {
    const missing = vars.SMTP_URL === undefined ? "SMTP_URL" : "SMTP_FROM";
    throw new ConfigError(`Invalid configuration: SMTP_URL and SMTP_FROM go together (${missing} is missing)`);
  }
  return { url: vars.SMTP_URL, from: vars.SMTP_FROM.trim() };
}

function s3Of(vars: EnvVars): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => vars[name] === undefined);
  if (missing.length === S3_VARIABLES.length) {
    if (vars.S3_FORCE_PATH_STYLE !== undefined) {
      throw new ConfigError("Invalid configuration: S3_FORCE_PATH_STYLE is set but S3_ENDPOINT, S3_BUCKET… are not");
    }
    return undefined;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: S3 storage needs ${S3_VARIABLES.join(", ")} together (missing: ${missing.join(", ")})`,
    );
  }
  return {
    endpoint: vars.S3_ENDPOINT as string,
    bucket: vars.S3_BUCKET as string,
    region: vars.S3_REGION as string,
    accessKeyId: vars.S3_ACCESS_KEY_ID as string,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE !== "false",
  };
}

/** `https://host[:port]` with at most a trailing slash: no user, path, query or fragment. */
function isPublicOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.hostname !== "" &&
    url.username === "" &&
    url.password === "" &&
    url.pathname === "/" &&
    url.search === "" &&
    url.hash === "" &&
    !value.trim().endsWith("?") &&
    !value.trim().endsWith("#")
  );
}

function quote(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/**
 * Reads the server's configuration from environment variables. Pure: the environment and the working directory
 * (for relative paths) come in as arguments.
 */
export function loadConfig(env: Record<string, string | undefined>, options: { cwd?: string } = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: absolute(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    seedDemo: vars.SEED_DEMO !== "false",
    seedDemoExplicit: vars.SEED_DEMO === "true",
    webBuildDir: vars.WEB_BUILD_DIR ? absolute(vars.WEB_BUILD_DIR) : defaultWebBuildDir,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    publicUrl: vars.PUBLIC_URL,
    development: vars.NODE_ENV !== "production",
    uploads: { maxMb: vars.UPLOAD_MAX_MB, quotaMb: vars.UPLOAD_QUOTA_MB, perHour: vars.UPLOADS_PER_HOUR },
    limits: {
      auth: { sessionsPerMinute: vars.AUTH_SESSIONS_PER_MINUTE, passwordPerMinute: vars.AUTH_PASSWORD_PER_MINUTE },
      contact: {
        perAddressPerHour: vars.CONTACT_PER_ADDRESS_PER_HOUR,
        refusedPerAddressPerHour: vars.CONTACT_REFUSED_PER_ADDRESS_PER_HOUR,
        perBusinessPerDay: vars.CONTACT_PER_BUSINESS_PER_DAY,
        heldPerBusiness: vars.CONTACT_HELD_PER_BUSINESS,
      },
      mailPerRecipient: { max: vars.MAIL_PER_RECIPIENT, windowMinutes: vars.MAIL_PER_RECIPIENT_MINUTES },
      bodyBytes: vars.BODY_LIMIT_BYTES,
      entriesPerRecruiter: vars.ENTRIES_PER_RECRUITER,
      candidaciesPerAnswer: vars.CANDIDACIES_PER_ANSWER,
      applyBoardCards: vars.APPLY_BOARD_CARDS,
      portalRowsPerAnswer: vars.PORTAL_ROWS_PER_ANSWER,
      duplicatesPerAnswer: vars.DUPLICATES_PER_ANSWER,
      bulkDeleteRecords: vars.BULK_DELETE_RECORDS,
      shortlistLinkPerMinute: vars.SHORTLIST_LINK_PER_MINUTE,
    },
    smtp: smtpOf(vars),
    s3: s3Of(vars),
    loadShedding: {
      maxEventLoopDelayMs: vars.SHED_EVENT_LOOP_DELAY_MS as number,
      maxHeapUsedMb: vars.SHED_HEAP_USED_MB,
    },
    admission: {
      maxConcurrent:
        vars.MAX_CONCURRENT_REQUESTS ?? DEFAULT_MAX_CONCURRENT_REQUESTS[vars.DATABASE_URL ? "postgres" : "pglite"],
      maxQueued: vars.MAX_QUEUED_REQUESTS as number,
      queueTimeoutMs: vars.QUEUE_TIMEOUT_MS as number,
      reviewPosts: REVIEW_POSTS_ADMISSION,
    },
    retention: { idleDays: vars.RETENTION_IDLE_DAYS, graceDays: vars.RETENTION_GRACE_DAYS },
  };
}
