import { describe, expect, it } from "vitest";
import { isApiErrorBodyShape } from "./errorBody";
import { apiErrorBodySchema } from "./errors";

const error = { code: "not_found", message: "Não encontrado" };

/** Bodies a client may receive, each with whether it is the API's error body. */
const bodies: ReadonlyArray<readonly [string, unknown, boolean]> = [
  ["the smallest error body", { error }, true],
  ["an error body with a request id", { error: { ...error, request_id: "req-1" } }, true],
  ["an error body with field messages", { error: { ...error, fields: { email: ["E-mail inválido"] } } }, true],
  ["an error body with no field message", { error: { ...error, fields: {} } }, true],
  ["an error body with keys of its own", { error: { ...error, retry: 3 }, extra: true }, true],
  ["an error body whose optional keys are undefined", { error: { ...error, request_id: undefined } }, true],
  ["field messages without a prototype", { error: { ...error, fields: Object.create(null) } }, true],
  ["nothing", undefined, false],
  ["null", null, false],
  ["a string", "Internal Server Error", false],
  ["an array", [{ error }], false],
  ["an answer that is no error", { recruiter: { id: 1 } }, false],
  ["an error that is a string", { error: "not_found" }, false],
  ["an error that is null", { error: null }, false],
  ["an error that is an array", { error: [] }, false],
  ["an error without a code", { error: { message: "x" } }, false],
  ["an error without a message", { error: { code: "x" } }, false],
  ["a code that is a number", { error: { ...error, code: 404 } }, false],
  ["a message that is null", { error: { ...error, message: null } }, false],
  ["a request id that is a number", { error: { ...error, request_id: 7 } }, false],
  ["a request id that is null", { error: { ...error, request_id: null } }, false],
  ["fields that are null", { error: { ...error, fields: null } }, false],
  ["fields that are an array", { error: { ...error, fields: [["x"]] } }, false],
  ["fields that are a date", { error: { ...error, fields: new Date(0) } }, false],
  ["a field message that is a string", { error: { ...error, fields: { email: "E-mail inválido" } } }, false],
  ["a field message list holding a number", { error: { ...error, fields: { email: ["ok", 1] } } }, false],
];

describe("isApiErrorBodyShape", () => {
  it.each(bodies)("answers as the wire schema for %s", (_name, body, isErrorBody) => {
    expect(apiErrorBodySchema.safeParse(body).success).toBe(isErrorBody);
    expect(isApiErrorBodyShape(body)).toBe(isErrorBody);
  });
});
