/**
 * No input makes the API answer 5xx. A property-based sweep (fast-check, fixed seed) reads the OpenAPI document of the
 * running server and calls every operation with malformed path ids, query strings (list filters with dates PostgreSQL
 * cannot store, wrong types), JSON bodies (wrong types, huge numbers, bad dates, deep nesting, NUL, astral and
 * U+0100+ characters; an entity's own fields for the registry's writes) and, on upload routes, multipart bodies cut
 * off or without a boundary: as a recruiter administrator, anonymously, and as a candidate or a client contact on
 * their routes. Every answer must be below 500. One server per database; the seed and the number of runs are fixed,
 * so a failure names its request and replays.
 */
import { type AnyEntity, entityList, entityRootKey } from "@seleta/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "./support/databases";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

const SEED = 20_261_202;

type Parameter = { in: "path" | "query" | "header" | "cookie"; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  summary?: string;
  description?: string;
};
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema> };
type Document = { paths: Record<string, Record<string, Operation>> };

type Caller = "admin" | "anonymous" | "candidate" | "clientContact";
type Request = {
  method: string;
  url: string;
  caller: Caller;
  contentType?: string;
  payload?: string | Buffer;
};

/** Dates PostgreSQL (or one of the two databases) cannot store, and ones no calendar has. */
const BAD_DATES = [
  "0000-01-01",
  "10000-01-01",
  "-infinity",
  "infinity",
  "2024-02-30",
  "275760-09-13",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59-14:00",
  "1899-12-31",
  "2024-13-01",
];

const BAD_IDS = ["0", "-1", "1e3", "0x10", "2147483648", "99999999999999999999", "1.5", "abc", "ĉ", "😀", "0000-01-01"];

/** A value of the wrong kind, size or content for whatever a field expects. */
const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_DATES),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e308, -1e308, 2 ** 53 + 1, 0.5, -1, 0),
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "😀", "\ud83d", "ĉĈ\u0100\u01ff", "日本語", "x".repeat(70_000)),
  fc.constantFrom(null, false, [], {}, [null], { $ne: 1 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** A JSON value nested deeper than any schema reads. */
const deepNesting = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = "fundo";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badScalar },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A body shaped like the schema (its keys, nested objects) with bad values, or something else altogether. */
function bodyLike(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const properties = schema?.properties;
  if (!properties || depth > 3) return badValue;
  const shaped = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, bodyLike(value, depth + 1)])),
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: badValue });
}

/** A registry write: the entity's root key around its own fields, each with a bad value (dates included). */
function recordBody(entity: AnyEntity): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    entity.fieldList
      .filter((field) => !field.system && !field.readOnly)
      .map((field) => [
        field.key,
        field.kind === "date" || field.kind === "datetime" ? fc.constantFrom(...BAD_DATES) : badValue,
      ]),
  );
  return fc.record({ [entityRootKey(entity)]: fc.record(fields, { requiredKeys: [] }) });
}

/** A list's filters: dates out of range on the system's date fields, and values of the wrong kind. */
const whereValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom("created_at", "updated_at"),
        fc.constantFrom("gte", "lt", "eq", "between"),
        fc.constantFrom(...BAD_DATES),
      )
      .map(([field, operator, date]) =>
        JSON.stringify({ [field]: { [operator]: operator === "between" ? ["2020-01-01", date] : date } }),
      ),
  },
  { weight: 1, arbitrary: badValue.map((value) => JSON.stringify({ id: value })) },
  { weight: 1, arbitrary: badValue.map((value) => (typeof value === "string" ? value : JSON.stringify(value))) },
);

function queryValue(name: string): fc.Arbitrary<string> {
  if (name === "where") return whereValue;
  return fc.oneof(
    fc.constantFrom(...BAD_DATES, ...BAD_IDS),
    badScalar.map((value) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
  );
}

function queryString(parameters: readonly Parameter[]): fc.Arbitrary<string> {
  const names = parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  if (names.length === 0) return fc.constant("");
  const encoded = (query: Record<string, string>) => {
    const text = new URLSearchParams(query).toString();
    return text ? `?${text}` : "";
  };
  const any = fc
    .record(Object.fromEntries(names.map((name) => [name, queryValue(name)])), { requiredKeys: [] })
    .map((query) => encoded(query as Record<string, string>));
  if (!names.includes("where")) return any;
  // A list's filters alone: they reach SQL only when every other parameter is valid.
  return fc.oneof(
    any,
    whereValue.map((where) => encoded({ where })),
  );
}

const BOUNDARY = "----seletaSweep";

/** Multipart bodies no parser can read whole, with or without the content type's boundary. */
const badMultipart = fc
  .tuple(
    fc.constantFrom("data_file[file]", "video_0", "apply", "answers"),
    fc.uint8Array({ minLength: 1, maxLength: 300 }),
    fc.constantFrom("cut", "no closing delimiter", "no boundary", "empty boundary", "long boundary", "garbage"),
  )
  .map(([field, bytes, how]) => {
    const whole = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="reference_type"\r\n\r\nCandidate\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="x.pdf"\r\n\r\n`),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
    switch (how) {
      case "cut":
        return { contentType: withBoundary, payload: whole.subarray(0, whole.length - 30) };
      case "no closing delimiter":
        return { contentType: withBoundary, payload: whole.subarray(0, whole.length - BOUNDARY.length - 6) };
      case "no boundary":
        return { contentType: "multipart/form-data", payload: whole };
      case "empty boundary":
        return { contentType: "multipart/form-data; boundary=", payload: whole };
      case "long boundary":
        return { contentType: `multipart/form-data; boundary=${"b".repeat(300)}`, payload: whole };
      default:
        return { contentType: withBoundary, payload: Buffer.from(bytes) };
    }
  });

/** Whose routes these are: candidates' and client contacts' paths are called by them, the rest by the admin. */
function ownerOf(path: string): Caller {
  if (path.startsWith("/api/v1/candidates")) return "candidate";
  if (path.startsWith("/api/v1/client_contacts")) return "clientContact";
  return "admin";
}

/**
 * Signing out would end the session the rest of the sweep calls with: those routes are called anonymously only.
 * Every other route is called with its owner's session too.
 */
const endsTheSession = (method: string, path: string) => method === "delete" && path.endsWith("/sessions");

function isUpload(operation: Operation): boolean {
  return /multipart/i.test(`${operation.summary ?? ""} ${operation.description ?? ""}`);
}

/** The entities an `{entity}` parameter of this path names. */
function entitiesOf(path: string): AnyEntity[] {
  if (!path.includes("{entity}")) return [];
  const area = path.includes("/administrator/") ? "administrator" : "recruiter";
  return entityList.filter((entity) => entity.area === area);
}

function pathWith(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? "1"));
}

/** Updates of a record that exists (`ids`: one per entity) with only its date fields, each out of range. */
function dateWrites(ids: ReadonlyMap<string, number>): Request[] {
  return entityList.flatMap((entity) => {
    const id = ids.get(entity.name);
    const dates = entity.fieldList.filter(
      (field) => !field.system && !field.readOnly && (field.kind === "date" || field.kind === "datetime"),
    );
    if (id === undefined || dates.length === 0) return [];
    const prefix = entity.area === "administrator" ? "/api/v1/recruiters/administrator" : "/api/v1/recruiters";
    return BAD_DATES.map(
      (date): Request => ({
        method: "PATCH",
        url: `${prefix}/${entity.name}/${id}`,
        caller: "admin",
        contentType: "application/json",
        payload: JSON.stringify({
          [entityRootKey(entity)]: Object.fromEntries(dates.map((field) => [field.key, date])),
        }),
      }),
    );
  });
}

/** The requests of one operation, drawn from the seed. */
function requestsOf(path: string, method: string, operation: Operation): Request[] {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((parameter) => parameter.in === "path" && parameter.name !== "entity");
  const pathValues = fc.record(
    Object.fromEntries(pathNames.map((parameter) => [parameter.name, fc.constantFrom(...BAD_IDS, "😀/..", "%00")])),
  );
  const jsonSchema = operation.requestBody?.content?.["application/json"]?.schema;
  const verb = method.toUpperCase();
  const owner = ownerOf(path);
  const callers: Caller[] = endsTheSession(method, path) ? ["anonymous"] : [owner, "anonymous"];
  const entities = entitiesOf(path);
  const requests: Request[] = [];
  const draw = <T>(arbitrary: fc.Arbitrary<T>, runs: number, salt: number) =>
    fc.sample(arbitrary, { seed: SEED + salt, numRuns: runs });
  const salt = [...`${method} ${path}`].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) | 0, 0);

  const cases = entities.length
    ? entities.map((entity) => ({ entity, runs: method === "get" && !path.endsWith("}") ? 3 : 1 }))
    : [{ entity: undefined, runs: 3 }];
  for (const [index, { entity, runs }] of cases.entries()) {
    const body = entity && jsonSchema ? recordBody(entity) : bodyLike(jsonSchema);
    const samples = draw(fc.tuple(pathValues, queryString(parameters), body), runs, salt + index);
    for (const [values, query, payload] of samples) {
      const url = pathWith(path, { ...values, ...(entity ? { entity: entity.name } : {}) }) + query;
      for (const caller of callers) {
        requests.push({
          method: verb,
          url,
          caller,
          ...(jsonSchema ? { contentType: "application/json", payload: JSON.stringify(payload) ?? "null" } : {}),
        });
      }
    }
  }
  if (isUpload(operation)) {
    for (const [values, multipart] of draw(fc.tuple(pathValues, badMultipart), 6, salt + 7)) {
      const caller = endsTheSession(method, path) ? "anonymous" : owner;
      requests.push({ method: verb, url: pathWith(path, values), caller, ...multipart });
    }
  }
  return requests;
}

describe.each(DATABASE_KINDS)("every API operation with malformed input on %s", (kind) => {
  let signed: SignedInWorld;
  let document: Document;

  beforeAll(async () => {
    signed = await signedInWorld(kind, "openapi_sweep");
    const response = await signed.server.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    document = response.json() as Document;
  });
  afterAll(async () => {
    await signed?.close();
  });

  it("answers every request below 500", { timeout: 180_000 }, async () => {
    const tokens: Record<Caller, string | undefined> = {
      admin: signed.tokens.admin,
      anonymous: undefined,
      candidate: signed.tokens.candidate,
      clientContact: signed.tokens.clientContact,
    };
    // One record of each entity the fixtures hold, to write dates to.
    const ids = new Map<string, number>();
    for (const entity of entityList) {
      const prefix = entity.area === "administrator" ? "/recruiters/administrator" : "/recruiters";
      const list = await signed.call("GET", `${prefix}/${entity.name}?per_page=1`, { token: signed.tokens.admin });
      const first = list.statusCode === 200 ? (Object.values(list.json())[0] as { id?: number }[])?.[0] : undefined;
      if (Array.isArray(Object.values(list.json())[0]) && first?.id) ids.set(entity.name, first.id);
    }
    expect(ids.has("candidates")).toBe(true);
    const requests = [
      ...Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) => requestsOf(path, method, operation)),
      ),
      ...dateWrites(ids),
    ];
    expect(requests.length).toBeGreaterThan(300);
    /** One failing request per caller and operation: enough to replay it, short enough to read. */
    const failures = new Map<string, string>();
    for (const request of requests) {
      const token = tokens[request.caller];
      const response = await signed.server.app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(request.contentType ? { "content-type": request.contentType } : {}),
          "accept-language": "en",
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      if (response.statusCode >= 500) {
        const sent = typeof request.payload === "string" ? request.payload.slice(0, 200) : request.contentType;
        const operation = `${request.caller} ${request.method} ${request.url.split("?")[0]}`;
        failures.set(operation, `${request.url.slice(0, 200)} ${sent ?? ""} → ${response.statusCode}`);
      }
    }
    expect(Object.fromEntries(failures)).toEqual({});
  });
});
