/**
 * Every non-2xx answer under /api answers one body, the one packages/api-client/src/errors.ts reads:
 *   { "error": { "code": "not_found", "message": "…", "request_id": "…", "fields": { "email": ["…"] } } }
 * Errors we cause are logged with the request id and answer a generic message: no stack, no SQL, no internals.
 */
import { DEFAULT_LOCALE, formatMessage, issueMessage, type Locale, V } from "@seleta/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError, type z } from "zod";
import { databaseErrorFacts, errorLogFields, redactUrl } from "./logRedaction";
import { isApiPath } from "./paths";

export type ErrorFields = Record<string, string[]>;

export type ErrorBody = {
  error: { code: string; message: string; request_id: string; fields?: ErrorFields };
};

/** An error whose status, code and message are meant for the caller. */
export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: ErrorFields,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const notFound = (message = "Not found.") => new HttpError(404, "not_found", message);

/** The summary of a refusal whose fields say what is wrong, as routes throw it; callers read it in their language. */
const FIELDS_REFUSED = "Some fields are invalid.";

export function validationFailed(fields: ErrorFields, message = FIELDS_REFUSED) {
  return new HttpError(400, "validation_failed", message, fields);
}

/** "Preencha corretamente os campos": a refusal's summary in the caller's language, its fields saying the rest. */
function fieldsRefused(locale: Locale): string {
  return formatMessage(V.formSummary, locale);
}

const CODE_BY_STATUS: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  409: "conflict",
  410: "gone",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable_entity",
  429: "too_many_requests",
  503: "service_unavailable",
};

export function errorBody(requestId: string, code: string, message: string, fields?: ErrorFields): ErrorBody {
  return { error: { code, message, request_id: requestId, ...(fields ? { fields } : {}) } };
}

type Described = { status: number; code: string; message: string; fields?: ErrorFields | undefined };

/** What the caller is told about an error. Pure, so every branch is testable. */
export function describeError(error: unknown, locale: Locale = DEFAULT_LOCALE): Described {
  if (error instanceof HttpError) {
    const message = error.message === FIELDS_REFUSED ? fieldsRefused(locale) : error.message;
    return { status: error.statusCode, code: error.code, message, fields: error.fields };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      code: "validation_failed",
      message: fieldsRefused(locale),
      fields: issueFields(error.issues, locale),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A route's zod schema refused the request (fastify-type-provider-zod): the issues come back reshaped.
    const issues = error.validation.map(
      (item) =>
        ({
          ...item.params,
          code: item.keyword,
          message: item.message,
          path: item.instancePath.split("/").filter(Boolean),
        }) as unknown as z.core.$ZodIssue,
    );
    const where = error.validationContext && error.validationContext !== "body" ? error.validationContext : undefined;
    return {
      status: 400,
      code: "validation_failed",
      message: fieldsRefused(locale),
      fields: issueFields(issues, locale, where),
    };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.validation) {
    return {
      status: 400,
      code: "validation_failed",
      message: fieldsRefused(locale),
      fields: schemaFields(fastifyError.validation, fastifyError.validationContext),
    };
  }
  if (isRefusedCharacter(error)) {
    // The validation layer refuses NUL before any statement; this catches what slips past it all the same.
    return { status: 400, code: "validation_failed", message: "The request holds a character that is not accepted." };
  }
  if (isDataException(error)) {
    // Validation keeps values inside what the database stores (dates, ids, numbers); a value that slips past it all
    // the same is the caller's input, never a fault of ours.
    return { status: 400, code: "bad_request", message: VALUE_NOT_STORABLE[locale] };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // Fastify's own 4xx messages ("Body cannot be empty…", "Unsupported Media Type…") are meant for callers.
    return { status, code: CODE_BY_STATUS[status] ?? "bad_request", message: fastifyError?.message ?? "Bad request." };
  }
  return { status: 500, code: "internal_error", message: "Something went wrong on our side. Please try again." };
}

/** SQLSTATEs of text the database cannot store (NUL, an invalid byte sequence): the caller's input, never ours. */
const REFUSED_CHARACTER_STATES = new Set(["22021", "22P05"]);

function isRefusedCharacter(error: unknown): boolean {
  const facts = databaseErrorFacts(error);
  return facts !== undefined && REFUSED_CHARACTER_STATES.has(facts.sqlState);
}

/** SQLSTATE class 22, data exception: a value out of its type's range (a date, a number), malformed for its type. */
function isDataException(error: unknown): boolean {
  return databaseErrorFacts(error)?.sqlState.startsWith("22") ?? false;
}

const VALUE_NOT_STORABLE: Record<Locale, string> = {
  "pt-BR": "A requisição tem um valor fora do que pode ser guardado (uma data ou um número fora do intervalo).",
  en: "The request holds a value that cannot be stored (a date or a number out of range).",
};

const UNKNOWN_FIELD: Record<Locale, string> = {
  "pt-BR": "Campo desconhecido: não é aceito aqui.",
  en: "Unknown field: not accepted here.",
};

/**
 * Zod issues by field path, in the user's language (the domain's messages, spec §5). A field the schema does not
 * know (mass assignment, a typo) is named as its own field. `where` prefixes query and path parameters.
 */
function issueFields(issues: readonly z.core.$ZodIssue[], locale: Locale, where?: string): ErrorFields {
  const fields: ErrorFields = {};
  const named = (path: readonly PropertyKey[]) => [where, ...path.map(String)].filter(Boolean).join(".") || "_";
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) addFieldMessage(fields, named([...issue.path, key]), UNKNOWN_FIELD[locale]);
      continue;
    }
    addFieldMessage(fields, named(issue.path), issueMessage(issue, locale));
  }
  return fields;
}

/** The language of a request: the `i18n_redirected` cookie (spec §9), else Accept-Language; pt-BR by default. */
export function requestLocale(request: Pick<FastifyRequest, "headers">): Locale {
  const cookie = /(?:^|;\s*)i18n_redirected=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  const preferred = cookie ?? request.headers["accept-language"]?.split(",")[0] ?? "";
  return preferred.trim().toLowerCase().startsWith("en") ? "en" : DEFAULT_LOCALE;
}

function addFieldMessage(fields: ErrorFields, name: string, message: string) {
  fields[name] = [...(fields[name] ?? []), message];
}

type SchemaIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function schemaFields(issues: readonly SchemaIssue[], context: string | undefined): ErrorFields {
  const fields: ErrorFields = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? "").split("/").filter(Boolean);
    const missing = issue.params?.missingProperty;
    if (typeof missing === "string") path.push(missing);
    const name = path.join(".") || context || "_";
    addFieldMessage(fields, name, issue.message ?? "is invalid");
  }
  return fields;
}

function sendError(request: FastifyRequest, reply: FastifyReply, described: Described) {
  reply.code(described.status);
  if (isApiPath(request.url)) {
    return reply
      .type("application/json; charset=utf-8")
      .send(errorBody(request.id, described.code, described.message, described.fields));
  }
  return reply.type("text/plain; charset=utf-8").send(`${described.message}\n`);
}

/** The error and not-found handlers of the whole server (set on the root, so every route answers the same body). */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const described = describeError(error, requestLocale(request));
      if (described.status >= 500) {
        // The route's pattern, not the URL: a query string or a path token is no business of the log.
        const route = request.routeOptions.url ?? redactUrl(request.url);
        request.log.error({ err: errorLogFields(error) }, `${request.method} ${route} failed: ${described.code}`);
      } else {
        request.log.info({ code: described.code, fields: described.fields }, `Refused: ${described.message}`);
      }
      return sendError(request, reply, described);
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(request, reply, {
        status: 404,
        code: "not_found",
        message: isApiPath(request.url) ? `No route ${request.method} ${request.url.split("?")[0]}.` : "Not found.",
      }),
    );
  },
  { name: "seleta-error-handling" },
);
