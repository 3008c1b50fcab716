import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { describeError, errorHandling, HttpError, validationFailed } from "./errors";
import { isApiPath } from "./paths";
import { requestIdFor, requestIdHeader } from "./requestId";

/** A Fastify app with the server's error handling and a few routes that fail on purpose; logs kept in `lines`. */
function appWithFailingRoutes() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream }, genReqId: requestIdFor, requestIdHeader: false });
  app.register(requestIdHeader);
  app.register(errorHandling);
  app.post(
    "/api/v1/people",
    {
      schema: {
        body: {
          type: "object",
          required: ["name", "email"],
          properties: { name: { type: "string" }, email: { type: "string", minLength: 3 } },
        },
      },
    },
    async () => ({ ok: true }),
  );
  app.post("/api/v1/zod", async (request) => {
    z.object({ email: z.email(), address: z.object({ city: z.string() }) }).parse(request.body);
    return { ok: true };
  });
  app.get("/api/v1/boom", async () => {
    throw new Error("connection to 10.0.0.5 refused: password authentication failed for user app");
  });
  /** What drizzle throws when the database refuses a statement: the SQL, its parameters and the driver's error. */
  const failedStatement = (code: string, message: string) =>
    new DrizzleQueryError(
      "select id from accounts where email = $1",
      ["ana.pessoal@example.com"],
      Object.assign(new Error(message), { code, severity: "ERROR", detail: "Key (email)=(ana.pessoal@example.com)" }),
    );
  app.get("/api/v1/sql", async () => {
    throw failedStatement("23505", "duplicate key value violates unique constraint");
  });
  app.get("/api/v1/nul", async () => {
    throw failedStatement("22021", 'invalid byte sequence for encoding "UTF8": 0x00');
  });
  app.get("/api/v1/date", async () => {
    throw failedStatement("22008", 'date/time field value out of range: "0000-01-01"');
  });
  app.get("/api/v1/conflict", async () => {
    throw new HttpError(409, "email_taken", "This e-mail is already registered.", { email: ["already registered"] });
  });
  app.get("/page", async () => {
    throw new Error("render failed at /srv/app/secret.ts:12");
  });
  return { app, lines };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("API error answers", () => {
  it("refuses a body that fails the route schema with 400 naming the fields", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({ method: "POST", url: "/api/v1/people", payload: { email: "x" } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.request_id).toBe(response.headers["x-request-id"]);
    expect(Object.keys(body.error.fields)).toEqual(["name"]);
    expect(body.error.fields.name[0]).toContain("name");
  });

  it("sums a refusal up in the caller's language, the fields saying the rest", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const summary = async (language: string) =>
      (
        await app?.inject({
          method: "POST",
          url: "/api/v1/zod",
          headers: { "accept-language": language },
          payload: { email: "not-an-email", address: {} },
        })
      )?.json().error.message;
    expect(await summary("pt-BR")).toBe("Preencha corretamente os campos");
    expect(await summary("en")).toBe("Please fill in the fields correctly");
    expect(describeError(validationFailed({ email: ["x"] }), "pt-BR").message).toBe("Preencha corretamente os campos");
  });

  it("names nested fields of a zod error", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/zod",
      payload: { email: "not-an-email", address: {} },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields).sort()).toEqual(["address.city", "email"]);
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/people",
      headers: { "content-type": "application/json", "x-request-id": "client-42" },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "bad_request", message: expect.any(String), request_id: "client-42" },
    });
  });

  it("answers an unexpected error with 500, a generic message and no internals, and logs it with the request id", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({ method: "GET", url: "/api/v1/boom", headers: { "x-request-id": "req-500" } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: "internal_error",
        message: "Something went wrong on our side. Please try again.",
        request_id: "req-500",
      },
    });
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack|at /);
    const logged = built.lines.find((line) => line.level === 50);
    expect(logged).toMatchObject({ reqId: "req-500", err: { message: expect.stringContaining("10.0.0.5") } });
  });

  it("logs a failed statement by its SQLSTATE and first words: no parameter, e-mail or query string", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({ method: "GET", url: "/api/v1/sql?email=ana.pessoal%40example.com" });
    expect(response.statusCode).toBe(500);
    const logged = built.lines.find((line) => line.level === 50);
    // pino's own serialiser (this app has not the server's) names the type; the facts are the point.
    expect(logged).toMatchObject({ err: { sql_state: "23505", statement: "select id from" } });
    expect(logged?.msg).toBe("GET /api/v1/sql failed: internal_error");
    // The request line is the server's serialiser's business (logRedaction); this is the error's own line.
    expect(JSON.stringify(logged)).not.toMatch(/ana\.pessoal|email=/);
  });

  it("answers 400 when the database refuses a character the validation layer let through", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({ method: "GET", url: "/api/v1/nul" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  it("answers 400 in the caller's language when the database finds a value out of its type's range", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({ method: "GET", url: "/api/v1/date", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "bad_request",
      message: expect.stringMatching(/^The request holds a value/),
    });
    const pt = await app.inject({ method: "GET", url: "/api/v1/date" });
    expect(pt.json().error.message).toMatch(/^A requisição tem um valor/);
  });

  it("passes an HttpError's status, code, message and fields through", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({ method: "GET", url: "/api/v1/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: "email_taken",
        message: "This e-mail is already registered.",
        request_id: response.headers["x-request-id"],
        fields: { email: ["already registered"] },
      },
    });
  });

  it("answers unknown API routes with a 404 JSON body, whatever the method", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await app.inject({ method, url: "/api/v1/nothing?x=1" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({
        error: {
          code: "not_found",
          message: `No route ${method} /api/v1/nothing.`,
          request_id: response.headers["x-request-id"],
        },
      });
    }
  });

  it("answers errors outside /api as plain text without internals", async () => {
    const built = appWithFailingRoutes();
    app = built.app;
    const response = await app.inject({ method: "GET", url: "/page" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).not.toContain("secret.ts");
  });
});

describe("request ids", () => {
  it("uses a sane incoming x-request-id and replaces one that could forge log lines", () => {
    expect(requestIdFor({ headers: { "x-request-id": "lb-7f3a:01" } })).toBe("lb-7f3a:01");
    const forged = requestIdFor({ headers: { "x-request-id": 'x"}\n{"level":60' } });
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor({ headers: {} })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor({ headers: { "x-request-id": "a".repeat(129) } })).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("describeError", () => {
  it("maps Fastify 4xx errors to codes and everything else to internal_error", () => {
    expect(describeError(Object.assign(new Error("Unsupported Media Type"), { statusCode: 415 }))).toEqual({
      status: 415,
      code: "unsupported_media_type",
      message: "Unsupported Media Type",
    });
    expect(describeError(Object.assign(new Error("x"), { statusCode: 418 })).code).toBe("bad_request");
    expect(describeError(Object.assign(new Error("db down"), { statusCode: 502 })).code).toBe("internal_error");
    expect(describeError("thrown string").status).toBe(500);
  });

  it("knows which paths are the API's", () => {
    expect(isApiPath("/api/v1/health")).toBe(true);
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/api?x")).toBe(true);
    expect(isApiPath("/apirone")).toBe(false);
    expect(isApiPath("/jobs")).toBe(false);
  });
});
