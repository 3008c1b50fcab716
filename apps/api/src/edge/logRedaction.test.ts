import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseErrorFacts, errorLogFields, redactUrl } from "./logRedaction";

describe("redactUrl", () => {
  it("keeps the path and drops the whole query string: tickets, search terms and e-mails alike", () => {
    expect(redactUrl("/cable?ticket=0123456789abcdef&x=1")).toBe("/cable");
    expect(redactUrl("/api/v1/recruiters/candidates?term=ana%40example.com&page=2")).toBe(
      "/api/v1/recruiters/candidates",
    );
    expect(redactUrl("/cb?state=s3cr3t&code=abc#fragment")).toBe("/cb");
  });

  it("hides the tokens that travel in a path: confirmation, shortlist review and unsubscribe links", () => {
    expect(redactUrl("/api/v1/confirmations/abcDEF123")).toBe("/api/v1/confirmations/[redacted]");
    expect(redactUrl("/api/v1/shortlist_relationships/u1d/like_candidates")).toBe(
      "/api/v1/shortlist_relationships/[redacted]/like_candidates",
    );
    expect(redactUrl("/prospecting/unsubscribe/t0k3n?x=1")).toBe("/prospecting/unsubscribe/[redacted]");
  });

  it("leaves paths without secrets alone", () => {
    expect(redactUrl("/api/v1/recruiters/candidates/12")).toBe("/api/v1/recruiters/candidates/12");
  });
});

/** What node-postgres and PGlite reject with: a message, a SQLSTATE, and sometimes a detail quoting the values. */
function driverError(code: string, message: string, detail?: string) {
  return Object.assign(new Error(message), { code, severity: "ERROR", detail, constraint: "accounts_email_key" });
}

describe("errorLogFields", () => {
  it("reduces a failed statement to its SQLSTATE and first words: no parameter, value or detail", () => {
    const cause = driverError(
      "23505",
      "duplicate key value violates unique constraint",
      "Key (email)=(ana.pessoal@example.com) already exists.",
    );
    const error = new DrizzleQueryError(
      "insert into accounts (email, name) values ($1, $2)",
      ["ana.pessoal@example.com", "Ana Pessoal"],
      cause,
    );
    const logged = errorLogFields(error);
    expect(logged).toMatchObject({
      type: "DatabaseError",
      sql_state: "23505",
      statement: "insert into accounts",
      constraint: "accounts_email_key",
    });
    expect(JSON.stringify(logged)).not.toMatch(/ana\.pessoal|Ana Pessoal|\$1/);
    expect(logged.stack).toMatch(/^ {4}at /);
  });

  it("finds the database's error under another one and drops a message that quotes the input", () => {
    const wrapped = new Error("handler failed", {
      cause: driverError("22P02", 'invalid input syntax for type integer: "maria@example.com"'),
    });
    expect(databaseErrorFacts(wrapped)).toEqual({
      sqlState: "22P02",
      statement: undefined,
      constraint: "accounts_email_key",
    });
    expect(JSON.stringify(errorLogFields(wrapped))).not.toContain("maria@example.com");
  });

  it("passes an error it already reduced through unchanged, as the logger's serialiser sees it a second time", () => {
    const reduced = errorLogFields(new DrizzleQueryError("delete from sessions", ["t0k3n"], driverError("40001", "x")));
    expect(errorLogFields(reduced)).toBe(reduced);
    expect(errorLogFields("a string")).toMatchObject({ type: "string", stack: "" });
  });

  it("keeps the type, message and stack of an error that is not the database's", () => {
    const error = new TypeError("cannot read properties of undefined");
    expect(errorLogFields(error)).toEqual({ type: "TypeError", message: error.message, stack: error.stack });
  });
});
