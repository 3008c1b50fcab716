import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { formRefusal, refusalStatus } from "./formRefusal";

const apiError = (status: number, message: string, fields?: Record<string, string[]>) =>
  new ApiError(status, { code: "refused", message, request_id: "r1", ...(fields ? { fields } : {}) });

const values = { city: "Campinas", phone: "+55 11" };

describe("a refused form drawn again", () => {
  it("marks the fields the API names with their first message, keeping what was posted and the status", () => {
    const error = apiError(422, "Invalid", { phone: ["Telefone inválido", "Outro"], city: ["Obrigatório."] });
    expect(formRefusal(error, values)).toEqual({
      values,
      errors: { phone: "Telefone inválido", city: "Obrigatório." },
      problem: { kind: "fields" },
      httpStatus: 422,
    });
  });

  it("names fields as the form does, without the body's root key", () => {
    const error = apiError(400, "Invalid", { "candidate.city": ["Obrigatório."] });
    expect(formRefusal(error, values, { root: "candidate" }).errors).toEqual({ city: "Obrigatório." });
  });

  it("keeps a message under a property of one of the form's fields, and drops another form's", () => {
    const error = apiError(400, "Invalid", {
      "site_config.colors.light.primary": ["Cor inválida"],
      "site_config.skills.0.name": ["Obrigatório."],
      "site_config.other.name": ["Obrigatório."],
    });
    const refusal = formRefusal(error, {}, { root: "site_config", fields: ["colors", "skills"] });
    expect(refusal.errors).toEqual({ "colors.light.primary": "Cor inválida", "skills.0.name": "Obrigatório." });
    expect(refusal.problem).toEqual({ kind: "fields" });
  });

  it("says the API's words when it names no field of the form", () => {
    const otherForm = apiError(400, "Preencha a apresentação.", { "candidate.self_introduction": ["Obrigatório."] });
    expect(formRefusal(otherForm, values, { root: "candidate", fields: ["city", "phone"] })).toEqual({
      values,
      errors: {},
      problem: { kind: "message", text: "Preencha a apresentação." },
      httpStatus: 400,
    });
    expect(formRefusal(apiError(429, "Muitas tentativas."), values)).toMatchObject({
      problem: { kind: "message", text: "Muitas tentativas." },
      httpStatus: 429,
    });
  });

  it("is a failure to try again (503) when the API failed, could not be reached, or something else threw", () => {
    const failed = { values, errors: {}, problem: { kind: "failed" }, httpStatus: 503 };
    expect(formRefusal(apiError(500, "Boom", { city: ["?"] }), values)).toEqual(failed);
    expect(formRefusal(new ApiError(0, { code: "network_error", message: "" }), values)).toEqual(failed);
    expect(formRefusal(new TypeError("fetch failed"), values)).toEqual(failed);
  });

  it("is a failure with the API's status when a 4xx has no words", () => {
    expect(formRefusal(apiError(409, ""), values)).toEqual({
      values,
      errors: {},
      problem: { kind: "failed" },
      httpStatus: 409,
    });
  });

  it("says a failing API's own words, with its status, only when the form asks for them", () => {
    const busy = apiError(503, "Servidor ocupado.");
    expect(formRefusal(busy, values, { failureInServerWords: true })).toMatchObject({
      problem: { kind: "message", text: "Servidor ocupado." },
      httpStatus: 503,
    });
    expect(formRefusal(apiError(500, ""), values, { failureInServerWords: true })).toMatchObject({
      problem: { kind: "failed" },
      httpStatus: 503,
    });
    expect(formRefusal(new TypeError("fetch failed"), values, { failureInServerWords: true }).problem).toEqual({
      kind: "failed",
    });
  });

  it("answers the API's 4xx as the page's status, anything else as a failure of ours", () => {
    expect(refusalStatus(apiError(429, "Muitas."))).toBe(429);
    expect(refusalStatus(apiError(502, "Bad gateway"))).toBe(503);
    expect(refusalStatus(new ApiError(0, { code: "network_error", message: "" }))).toBe(503);
    expect(refusalStatus(new Error("boom"))).toBe(503);
  });
});
