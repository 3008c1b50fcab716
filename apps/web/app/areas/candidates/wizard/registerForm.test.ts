import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { postedRegistrationRequest, registerPagePath, registrationOutcome, registrationRefusal } from "./registerForm";

const apiError = (status: number, code: string, message: string, fields?: Record<string, string[]>) =>
  new ApiError(status, { code, message, request_id: "r1", ...(fields ? { fields } : {}) });

const page = (query: string) => new URL(`http://localhost/candidates/register${query}`);

function form(values: Record<string, string>) {
  const posted = new FormData();
  for (const [name, value] of Object.entries(values)) posted.set(name, value);
  return posted;
}

describe("the registration wizard's documents", () => {
  it("addresses a stage, the way back and the outcome of the last form", () => {
    expect(registerPagePath({})).toBe("/candidates/register");
    expect(
      registerPagePath({ stage: "category", redirect: "/candidates/jobs/abc/applies/new", outcome: "saved" }),
    ).toBe("/candidates/register?stage=category&redirect=%2Fcandidates%2Fjobs%2Fabc%2Fapplies%2Fnew&saved=1");
    expect(registerPagePath({ redirect: null, outcome: "resent" })).toBe("/candidates/register?resent=1");
  });

  it("reads the outcome flag of the action's redirect", () => {
    expect(registrationOutcome(page("?stage=category&saved=1"))).toBe("saved");
    expect(registrationOutcome(page("?resent=1"))).toBe("resent");
    expect(registrationOutcome(page("?saved=yes"))).toBeNull();
  });

  it("reads the stage's form with the stage of the page it was drawn on, and the mail asked again", () => {
    expect(postedRegistrationRequest(form({ intent: "save" }), page("?stage=info&redirect=%2Fx"))).toEqual({
      intent: "saveStage",
      stage: "info",
    });
    // Enter in a field sends the form by its first button: the same save.
    expect(postedRegistrationRequest(form({ name: "Joana" }), page("?stage=presentation"))).toEqual({
      intent: "saveStage",
      stage: "presentation",
    });
    expect(postedRegistrationRequest(form({ intent: "resend" }), page(""))).toEqual({ intent: "resend" });
  });

  it("refuses a stage's form without a stage of the wizard to save", () => {
    expect(postedRegistrationRequest(form({ intent: "save" }), page(""))).toBeNull();
    expect(postedRegistrationRequest(form({ intent: "save" }), page("?stage=constructor"))).toBeNull();
  });

  it("draws a refused stage again with what was typed, each field's message and why", () => {
    const typed = { city: "", mobile_phone: "+55 11" };
    expect(
      registrationRefusal(
        apiError(400, "validation_failed", "Invalid", {
          "candidate.city": ["Obrigatório."],
          "candidate.mobile_phone": ["Telefone inválido", "?"],
        }),
        typed,
        ["name", "mobile_phone", "city", "state"],
      ),
    ).toEqual({
      values: typed,
      errors: { city: "Obrigatório.", mobile_phone: "Telefone inválido" },
      problem: { kind: "fields" },
      httpStatus: 400,
    });
  });

  it("says the API's words for a refusal without fields, and that it failed otherwise", () => {
    const otherStage = apiError(400, "validation_failed", "Preencha os campos obrigatórios: Apresentação.", {
      self_introduction: ["Obrigatório."],
    });
    expect(registrationRefusal(otherStage, {}, ["hiring_regimes"])).toMatchObject({
      errors: {},
      problem: { kind: "refused", text: "Preencha os campos obrigatórios: Apresentação." },
    });
    expect(registrationRefusal(apiError(500, "internal_error", "Boom"), {})).toMatchObject({
      problem: { kind: "failed" },
      httpStatus: 503,
    });
    expect(registrationRefusal(new TypeError("fetch failed"), {}).problem).toEqual({ kind: "failed" });
  });
});
