import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REVIEW_POSTS_ADMISSION } from "./config";
import { packageRoot } from "./paths";

const cwd = "/srv/seleta";

describe("loadConfig", () => {
  it("has defaults for a plain `npm start`", () => {
    expect(loadConfig({}, { cwd })).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "/srv/seleta/data",
      databaseUrl: undefined,
      seedDemo: true,
      seedDemoExplicit: false,
      webBuildDir: join(packageRoot, "..", "web", "build"),
      logLevel: "info",
      trustProxy: { kind: "none" },
      development: true,
      uploads: { maxMb: 10, quotaMb: 50, perHour: 60 },
      limits: {
        auth: { sessionsPerMinute: 30, passwordPerMinute: 10 },
        contact: { perAddressPerHour: 5, refusedPerAddressPerHour: 30, perBusinessPerDay: 200, heldPerBusiness: 2000 },
        mailPerRecipient: { max: 3, windowMinutes: 10 },
        bodyBytes: 1_048_576,
        entriesPerRecruiter: 200,
        candidaciesPerAnswer: 500,
        applyBoardCards: 5000,
        portalRowsPerAnswer: 500,
        duplicatesPerAnswer: 20,
        bulkDeleteRecords: 5000,
        shortlistLinkPerMinute: 120,
      },
      loadShedding: { maxEventLoopDelayMs: 1000, maxHeapUsedMb: undefined },
      admission: {
        maxConcurrent: 2,
        maxQueued: 200,
        queueTimeoutMs: 500,
        reviewPosts: { maxConcurrent: 100, maxQueued: 400, queueTimeoutMs: 3000 },
      },
      retention: { idleDays: 730, graceDays: 30 },
    });
  });

  it("serves two requests at once on PGlite and ten on PostgreSQL unless told otherwise", () => {
    expect(loadConfig({}, { cwd }).admission.maxConcurrent).toBe(2);
    const postgres = loadConfig({ DATABASE_URL: "postgres://app:secret@db:5432/seleta" }, { cwd });
    expect(postgres.admission.maxConcurrent).toBe(10);
    expect(loadConfig({ MAX_CONCURRENT_REQUESTS: "6" }, { cwd }).admission.maxConcurrent).toBe(6);
  });

  it("points the default web build at apps/web/build of this repository", () => {
    expect(loadConfig({}, { cwd }).webBuildDir).toMatch(/apps\/web\/build$/);
  });

  it("reads every variable, resolving relative paths from the working directory", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "var/seleta",
        DATABASE_URL: "postgres://app:secret@db:5432/seleta",
        SEED_DEMO: "true",
        WEB_BUILD_DIR: "/opt/web",
        LOG_LEVEL: "debug",
        TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
        NODE_ENV: "production",
        UPLOAD_MAX_MB: "25",
        PUBLIC_URL: "https://seleta.example.com/",
        UPLOAD_QUOTA_MB: "200",
        UPLOADS_PER_HOUR: "10",
        SHED_EVENT_LOOP_DELAY_MS: "500",
        SHED_HEAP_USED_MB: "0",
        MAX_CONCURRENT_REQUESTS: "4",
        MAX_QUEUED_REQUESTS: "0",
        QUEUE_TIMEOUT_MS: "250",
        RETENTION_IDLE_DAYS: "365",
        RETENTION_GRACE_DAYS: "14",
        AUTH_SESSIONS_PER_MINUTE: "100",
        AUTH_PASSWORD_PER_MINUTE: "3",
        CONTACT_PER_ADDRESS_PER_HOUR: "2",
        CONTACT_REFUSED_PER_ADDRESS_PER_HOUR: "12",
        CONTACT_PER_BUSINESS_PER_DAY: "50",
        CONTACT_HELD_PER_BUSINESS: "500",
        MAIL_PER_RECIPIENT: "5",
        MAIL_PER_RECIPIENT_MINUTES: "60",
        BODY_LIMIT_BYTES: "65536",
        ENTRIES_PER_RECRUITER: "20",
        CANDIDACIES_PER_ANSWER: "100",
        APPLY_BOARD_CARDS: "900",
        PORTAL_ROWS_PER_ANSWER: "40",
        DUPLICATES_PER_ANSWER: "5",
        BULK_DELETE_RECORDS: "800",
        SHORTLIST_LINK_PER_MINUTE: "30",
      },
      { cwd },
    );
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/srv/seleta/var/seleta",
      databaseUrl: "postgres://app:secret@db:5432/seleta",
      seedDemo: true,
      seedDemoExplicit: true,
      webBuildDir: "/opt/web",
      logLevel: "debug",
      trustProxy: { kind: "addresses", addresses: ["10.0.0.0/8", "127.0.0.1"] },
      development: false,
      publicUrl: "https://seleta.example.com",
      uploads: { maxMb: 25, quotaMb: 200, perHour: 10 },
      limits: {
        auth: { sessionsPerMinute: 100, passwordPerMinute: 3 },
        contact: { perAddressPerHour: 2, refusedPerAddressPerHour: 12, perBusinessPerDay: 50, heldPerBusiness: 500 },
        mailPerRecipient: { max: 5, windowMinutes: 60 },
        bodyBytes: 65_536,
        entriesPerRecruiter: 20,
        candidaciesPerAnswer: 100,
        applyBoardCards: 900,
        portalRowsPerAnswer: 40,
        duplicatesPerAnswer: 5,
        bulkDeleteRecords: 800,
        shortlistLinkPerMinute: 30,
      },
      loadShedding: { maxEventLoopDelayMs: 500, maxHeapUsedMb: 0 },
      admission: { maxConcurrent: 4, maxQueued: 0, queueTimeoutMs: 250, reviewPosts: REVIEW_POSTS_ADMISSION },
      retention: { idleDays: 365, graceDays: 14 },
    });
  });

  it("refuses a limit that is not a whole number from 1, naming the variable", () => {
    expect(() => loadConfig({ AUTH_SESSIONS_PER_MINUTE: "0" }, { cwd })).toThrow(/AUTH_SESSIONS_PER_MINUTE/);
    expect(() => loadConfig({ CONTACT_HELD_PER_BUSINESS: "many" }, { cwd })).toThrow(ConfigError);
    expect(loadConfig({ CONTACT_PER_BUSINESS_PER_DAY: " " }, { cwd }).limits.contact.perBusinessPerDay).toBe(200);
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: " ", SEED_DEMO: "" }, { cwd });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it("turns the demo seed off only with SEED_DEMO=false", () => {
    expect(loadConfig({ SEED_DEMO: "false" }, { cwd })).toMatchObject({ seedDemo: false, seedDemoExplicit: false });
  });

  it("accepts PORT=0 (any free port)", () => {
    expect(loadConfig({ PORT: "0" }, { cwd }).port).toBe(0);
  });

  it.each([
    ["abc", 'PORT must be a whole number between 0 and 65535 (got "abc")'],
    ["-1", 'PORT must be a whole number between 0 and 65535 (got "-1")'],
    ["3000.5", 'PORT must be a whole number between 0 and 65535 (got "3000.5")'],
    ["70000", "PORT must be between 0 and 65535 (got 70000)"],
  ])("refuses PORT=%s naming PORT", (port, message) => {
    expect(() => loadConfig({ PORT: port }, { cwd })).toThrow(new ConfigError(`Invalid configuration: ${message}`));
  });

  it("refuses a DATABASE_URL that is not a PostgreSQL URL, without echoing it", () => {
    const attempt = () => loadConfig({ DATABASE_URL: "mysql://root:hunter2@db/seleta" }, { cwd });
    expect(attempt).toThrow("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(attempt).not.toThrow(/hunter2/);
  });

  it("trusts proxies by address list or hop count, and none when TRUST_PROXY is unset, false or 0", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }, { cwd }).trustProxy).toEqual({ kind: "hops", hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "loopback,fd00::/8" }, { cwd }).trustProxy).toEqual({
      kind: "addresses",
      addresses: ["loopback", "fd00::/8"],
    });
    for (const none of [undefined, "", "false", "0"]) {
      expect(loadConfig({ TRUST_PROXY: none }, { cwd }).trustProxy).toEqual({ kind: "none" });
    }
  });

  it("refuses TRUST_PROXY=true, saying why and what to give instead", () => {
    const attempt = () => loadConfig({ TRUST_PROXY: "true" }, { cwd });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid configuration: TRUST_PROXY "true" would believe any X-Forwarded-For/);
    expect(attempt).toThrow('"10.0.0.0/8,127.0.0.1"');
    expect(attempt).toThrow('the number of proxies in front of the server (e.g. "1")');
  });

  it("refuses a load-shedding threshold that is not a whole number", () => {
    expect(() => loadConfig({ SHED_EVENT_LOOP_DELAY_MS: "fast" }, { cwd })).toThrow(
      'SHED_EVENT_LOOP_DELAY_MS must be a whole number, 0 to turn it off (got "fast")',
    );
    expect(() => loadConfig({ SHED_HEAP_USED_MB: "1.5" }, { cwd })).toThrow("SHED_HEAP_USED_MB must be a whole number");
  });

  it("refuses admission settings that are not whole numbers", () => {
    expect(() => loadConfig({ MAX_CONCURRENT_REQUESTS: "many" }, { cwd })).toThrow(
      'MAX_CONCURRENT_REQUESTS must be a whole number, 0 to turn it off (got "many")',
    );
    expect(() => loadConfig({ MAX_QUEUED_REQUESTS: "-1" }, { cwd })).toThrow(
      "MAX_QUEUED_REQUESTS must be a whole number",
    );
    expect(() => loadConfig({ QUEUE_TIMEOUT_MS: "0.5s" }, { cwd })).toThrow("QUEUE_TIMEOUT_MS must be a whole number");
  });

  it("names every bad variable in one line", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "x", SEED_DEMO: "yes", LOG_LEVEL: "loud" }, { cwd });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain("\n");
    expect(message).toContain("PORT must be");
    expect(message).toContain('SEED_DEMO must be "true" or "false" (got "yes")');
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")');
  });

  it.each([
    ["0", 'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 1000 (got "0")'],
    ["2.5", 'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 1000 (got "2.5")'],
    ["10mb", 'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 1000 (got "10mb")'],
    ["5000", "UPLOAD_MAX_MB must be at most 1000 (got 5000)"],
  ])("refuses UPLOAD_MAX_MB=%s naming it", (megabytes, message) => {
    expect(() => loadConfig({ UPLOAD_MAX_MB: megabytes }, { cwd })).toThrow(
      new ConfigError(`Invalid configuration: ${message}`),
    );
  });

  it("reads PUBLIC_URL as an origin: scheme, host and port, lower case, without the trailing slash", () => {
    expect(loadConfig({ PUBLIC_URL: "HTTPS://Seleta.Example.com:8443" }, { cwd }).publicUrl).toBe(
      "https://seleta.example.com:8443",
    );
    expect(loadConfig({ PUBLIC_URL: "http://localhost:8080/" }, { cwd }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: " " }, { cwd }).publicUrl).toBeUndefined();
  });

  it.each([
    "seleta.example.com",
    "ftp://seleta.example.com",
    "https://seleta.example.com/app",
    "https://seleta.example.com/?x=1",
    "https://seleta.example.com/#top",
    "https://user:secret@seleta.example.com",
  ])("refuses PUBLIC_URL=%s, saying what it must be", (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value }, { cwd })).toThrow(
      /^Invalid configuration: PUBLIC_URL must be the site's public address: http\(s\), a host, an optional port/,
    );
  });

  it("reads UPLOAD_MAX_MB in megabytes, blank meaning the default", () => {
    expect(loadConfig({ UPLOAD_MAX_MB: "1" }, { cwd }).uploads.maxMb).toBe(1);
    expect(loadConfig({ UPLOAD_MAX_MB: " " }, { cwd }).uploads.maxMb).toBe(10);
  });
  it.each([
    ["UPLOAD_QUOTA_MB", "0", 'UPLOAD_QUOTA_MB must be a whole number from 1 to 1000000 (got "0")'],
    ["UPLOAD_QUOTA_MB", "50MB", 'UPLOAD_QUOTA_MB must be a whole number from 1 to 1000000 (got "50MB")'],
    ["UPLOADS_PER_HOUR", "-3", 'UPLOADS_PER_HOUR must be a whole number from 1 to 100000 (got "-3")'],
    ["UPLOADS_PER_HOUR", "200000", "UPLOADS_PER_HOUR must be at most 100000 (got 200000)"],
  ])("refuses %s=%s naming it", (name, value, message) => {
    expect(() => loadConfig({ [name]: value }, { cwd })).toThrow(new ConfigError(`Invalid configuration: ${message}`));
  });

  it("sends mail by SMTP only with both SMTP_URL and SMTP_FROM", () => {
    expect(loadConfig({}, { cwd }).smtp).toBeUndefined();
    expect(
      loadConfig(
        { SMTP_URL: "smtp://mailer:pw@mail.example.com:587", SMTP_FROM: " Seleta <no-reply@example.com> " },
        { cwd },
      ).smtp,
    ).toEqual({ url: "smtp://mailer:pw@mail.example.com:587", from: "Seleta <no-reply@example.com>" });
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.com" }, { cwd })).toThrow(
      new ConfigError("Invalid configuration: SMTP_URL and SMTP_FROM go together (SMTP_FROM is missing)"),
    );
    expect(() => loadConfig({ SMTP_FROM: "no-reply@example.com" }, { cwd })).toThrow(/SMTP_URL is missing/);
  });

  it("refuses an SMTP_URL that is not smtp(s)://, without echoing its password", () => {
    const attempt = () =>
      loadConfig({ SMTP_URL: "http://mailer:hunter2@mail.example.com", SMTP_FROM: "a@b.c" }, { cwd });
    expect(attempt).toThrow("SMTP_URL must be an smtp:// or smtps:// URL");
    expect(attempt).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.com", SMTP_FROM: "nobody" }, { cwd })).toThrow(
      /SMTP_FROM must be an address/,
    );
  });

  const S3_ENV = {
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_BUCKET: "seleta-files",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "key-id",
    S3_SECRET_ACCESS_KEY: "s3cr3t",
  };

  it("stores files on S3 when every S3_ variable is set (path style unless S3_FORCE_PATH_STYLE=false)", () => {
    expect(loadConfig({}, { cwd }).s3).toBeUndefined();
    expect(loadConfig(S3_ENV, { cwd }).s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "seleta-files",
      region: "us-east-1",
      accessKeyId: "key-id",
      secretAccessKey: "s3cr3t",
      forcePathStyle: true,
    });
    expect(loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: "false" }, { cwd }).s3?.forcePathStyle).toBe(false);
  });

  it("refuses half an S3 configuration, naming what is missing and never the secret", () => {
    const { S3_BUCKET: _bucket, S3_REGION: _region, ...partial } = S3_ENV;
    const attempt = () => loadConfig(partial, { cwd });
    expect(attempt).toThrow(
      new ConfigError(
        "Invalid configuration: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together (missing: S3_BUCKET, S3_REGION)",
      ),
    );
    expect(attempt).not.toThrow(/s3cr3t/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: "true" }, { cwd })).toThrow(/S3_FORCE_PATH_STYLE is set/);
    expect(() => loadConfig({ ...S3_ENV, S3_BUCKET: "Bad_Bucket" }, { cwd })).toThrow(
      /S3_BUCKET must be a bucket name/,
    );
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: "ftp://x" }, { cwd })).toThrow(/S3_ENDPOINT must be an http/);
  });
});

/**
 * Whether a constant's name says it is a cap: a LIMIT, LIMITS, CAP or CAPS word, a last word MAX, or a first word
 * MAX with a PER (`BODY_LIMIT_BYTES`, `APPLY_BOARD_MAX`, `RECIPIENT_CAPS`, `MAX_ENTRIES_PER_RECRUITER`).
 */
export function namesACap(name: string): boolean {
  const words = name.split("_");
  return (
    words.some((word) => ["LIMIT", "LIMITS", "CAP", "CAPS"].includes(word)) ||
    words.at(-1) === "MAX" ||
    (words[0] === "MAX" && words.includes("PER"))
  );
}

/** The constants a module's text declares whose name says they are caps. */
export function capsDeclared(text: string): string[] {
  return [...text.matchAll(/^\s*(?:export\s+)?const\s+([A-Z][A-Z0-9_]*)\b/gm)]
    .map((match) => match[1] as string)
    .filter(namesACap);
}

/**
 * Caps that stay beside their rule, each with why: a protocol's bound (the wire's schemas, a file format's guard,
 * the cost of one database call), not a limit of the product that an operator would tune.
 */
const NOT_PRODUCT_LIMITS: Record<string, string> = {
  "engine/fullText.ts HEADLINE_TEXT_LIMIT": "the text one ts_headline call reads: the cost of a highlight",
  "engine/listQuery.ts TOTAL_CAP": "the wire's LIST_TOTAL_CAP: the web app says totals past it as estimates",
  "mail/sendOuts.ts SENDOUT_BATCH_LIMIT": "the wire's SENDOUT_BATCH_MAX_IDS, which the request's schema enforces",
  "routes/administrator/outbox.ts OUTBOX_PER_PAGE_MAX": "the page size the outbox's query string accepts",
  "seed/demo/context.ts OFF_LIMIT_SCOPE": "the ids of the off-limits rules' scopes (a catalogue), no cap at all",
  "uploads/docxGuard.ts DOCX_LIMITS": "a DOCX's zip-bomb guard: a bound of the format's parser",
  "uploads/extractText.ts EXTRACT_LIMITS": "the text extraction worker's guard against hostile files",
};

describe("the API's caps", () => {
  const src = import.meta.dirname;
  const modules = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return modules(path);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    });
  const declared = modules(src)
    .map((path) => relative(src, path).split(sep).join("/"))
    .filter((path) => path !== "config.ts")
    .flatMap((path) => capsDeclared(readFileSync(join(src, path), "utf8")).map((name) => `${path} ${name}`));

  it("knows a cap by its name", () => {
    const text = [
      "export const BODY_LIMIT_BYTES = 1024;",
      "const APPLY_BOARD_MAX = 5000;",
      "export const RECIPIENT_CAPS: Record<string, number> = {};",
      "  const MAX_ENTRIES_PER_RECRUITER = 200;",
      "const MAX_AGE_S = 60;",
      "const MAXIMUM = 1;",
      "const limit = 3;",
    ].join("\n");
    expect(capsDeclared(text)).toEqual([
      "BODY_LIMIT_BYTES",
      "APPLY_BOARD_MAX",
      "RECIPIENT_CAPS",
      "MAX_ENTRIES_PER_RECRUITER",
    ]);
  });

  it("declares every limit of the product in config.ts (Config.limits), none in the modules that apply it", () => {
    expect(declared.filter((cap) => !(cap in NOT_PRODUCT_LIMITS))).toEqual([]);
  });

  it("names only caps that still exist among those that stay beside their rule", () => {
    expect(Object.keys(NOT_PRODUCT_LIMITS).filter((cap) => !declared.includes(cap))).toEqual([]);
  });
});
