/**
 * What logs must not keep: query strings (search terms, e-mails, the `/cable` ticket, OIDC codes), tokens that
 * travel in a path (confirmation links, a shortlist reviewer's link, unsubscribe links) and a failed statement's
 * parameters and values. A request is logged by its path; a database error by its SQLSTATE and the statement's
 * first words.
 */
import type { FastifyRequest } from "fastify";

/** Path segments that are secrets: what follows these prefixes is a token, not a name. */
const SECRET_SEGMENTS = /(\/(?:confirmations|shortlist_relationships|unsubscribe)\/)[^/?#]+/gi;

/** `/cable?ticket=abc&x=1` → `/cable`; `/api/v1/confirmations/abc` → `/api/v1/confirmations/[redacted]`. */
export function redactUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path.replace(SECRET_SEGMENTS, "$1[redacted]");
}

/** Fastify's default request serialiser, with the URL reduced to its redacted path. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** How many words of a failed statement a log keeps: enough to find it (`insert into data_files`), no values. */
const STATEMENT_WORDS = 3;

type DatabaseErrorFacts = { sqlState: string; statement: string | undefined; constraint: string | undefined };

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The facts of a database error anywhere in `error`'s cause chain (drizzle wraps the driver's error in one whose
 * message and `params` carry every bound value): undefined for an error that is not the database's.
 */
export function databaseErrorFacts(error: unknown): DatabaseErrorFacts | undefined {
  let sqlState: string | undefined;
  let statement: string | undefined;
  let constraint: string | undefined;
  const seen = new Set<unknown>();
  for (let current: unknown = error; isObject(current) && !seen.has(current); current = current.cause) {
    seen.add(current);
    if (typeof current.query === "string" && "params" in current) statement ??= firstWords(current.query);
    if (typeof current.code === "string" && SQLSTATE.test(current.code) && "severity" in current) {
      sqlState ??= current.code;
      if (typeof current.constraint === "string") constraint ??= current.constraint;
    }
  }
  if (sqlState === undefined && statement === undefined) return undefined;
  return { sqlState: sqlState ?? "unknown", statement, constraint };
}

function firstWords(query: string): string {
  return query.trim().split(/\s+/).slice(0, STATEMENT_WORDS).join(" ");
}

/** What a log line says of an error: pino's shape (type, message, stack) plus a database error's facts. */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Already reduced (the error handler reduces before logging, and the logger's serialiser sees it again). */
function isLoggedError(value: unknown): value is LoggedError {
  return (
    isObject(value) &&
    !(value instanceof Error) &&
    typeof value.type === "string" &&
    typeof value.message === "string" &&
    typeof value.stack === "string"
  );
}

/** A stack's frames without its first lines, which repeat the message. */
function framesOf(stack: string | undefined): string {
  if (!stack) return "";
  const at = stack.indexOf("\n    at ");
  return at === -1 ? "" : stack.slice(at + 1);
}

/**
 * An error as a log may keep it (pino's `err` serialiser): a database error is reduced to its SQLSTATE, the
 * statement's first words, the constraint's name and the frames of its stack — its message, detail and the first
 * lines of its stack can quote the values (`params: ana@…`, `Key (email)=(ana@…) already exists`, `invalid input
 * syntax for type integer: "…"`). Any other error keeps its type, message and stack.
 */
export function errorLogFields(error: unknown): LoggedError {
  if (isLoggedError(error)) return error;
  if (!(error instanceof Error)) {
    return { type: typeof error, message: "A value that is not an Error was thrown.", stack: "" };
  }
  const database = databaseErrorFacts(error);
  if (!database) return { type: error.name, message: error.message, stack: error.stack ?? "" };
  const where = database.statement ? ` in "${database.statement} …"` : "";
  return {
    type: "DatabaseError",
    message: `The database refused a statement: SQLSTATE ${database.sqlState}${where}.`,
    stack: framesOf(error.stack),
    sql_state: database.sqlState,
    ...(database.statement ? { statement: database.statement } : {}),
    ...(database.constraint ? { constraint: database.constraint } : {}),
  };
}
