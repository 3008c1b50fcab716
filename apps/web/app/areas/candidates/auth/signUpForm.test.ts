import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { postedSignUp, signUpRefusal, termsRefusal } from "./signUpForm";

const typed = { name: "Joana Jornada", email: "joana@e2e.example", termsAccepted: true };

const apiError = (status: number, code: string, message: string, fields?: Record<string, string[]>) =>
  new ApiError(status, { code, message, request_id: "r1", ...(fields ? { fields } : {}) });

function form(values: Record<string, string>) {
  const posted = new FormData();
  for (const [name, value] of Object.entries(values)) posted.set(name, value);
  return posted;
}

describe("the candidate's sign-up form", () => {
  it("reads the name and e-mail trimmed, the password as typed, and the terms only when ticked", () => {
    expect(
      postedSignUp(
        form({ name: " Joana Jornada ", email: " joana@e2e.example", password: " uma frase ", terms: "accepted" }),
      ),
    ).toEqual({ values: typed, password: " uma frase " });
    expect(postedSignUp(form({ terms: "on" })).values.termsAccepted).toBe(false);
    expect(postedSignUp(form({})).values).toEqual({ name: "", email: "", termsAccepted: false });
  });

  it("refuses a sign-up whose terms are not accepted before asking the API, keeping what was typed", () => {
    expect(termsRefusal(typed)).toBeNull();
    expect(termsRefusal({ ...typed, termsAccepted: false })).toEqual({
      values: { ...typed, termsAccepted: false },
      problem: { id: "candidateAuth.signUp.termsRequired" },
      errors: { terms: { id: "candidateAuth.signUp.termsRequired" } },
      httpStatus: 400,
    });
  });

  it("says why a password is too easy to guess, under the field and in the summary", () => {
    const refusal = signUpRefusal(
      apiError(400, "weak_password", "Fácil de adivinhar.", { password: ["Fácil de adivinhar."] }),
      typed,
    );
    expect(refusal.problem).toEqual({
      id: "auth.error.weakPassword",
      values: { minutes: 1, reason: "Fácil de adivinhar." },
    });
    expect(refusal.errors).toEqual({ password: refusal.problem });
    expect(refusal.values).toEqual(typed);
    expect(refusal.httpStatus).toBe(400);
  });

  it("shows the API's message under a refused name or e-mail", () => {
    const refusal = signUpRefusal(
      apiError(400, "validation_failed", "Invalid", { "candidate.email": ["E-mail inválido"], "candidate.x": ["?"] }),
      typed,
    );
    expect(refusal.errors).toEqual({ email: { text: "E-mail inválido" } });
    expect(refusal.problem).toEqual({ id: "auth.error.generic", values: { minutes: 1, reason: "Invalid" } });
  });

  it("says a rate limit or a failure, keeping what was typed", () => {
    expect(signUpRefusal(apiError(429, "rate_limited", "Too many"), typed)).toMatchObject({
      problem: { id: "auth.error.tooMany" },
      errors: {},
      httpStatus: 429,
    });
    expect(signUpRefusal(new TypeError("fetch failed"), typed)).toMatchObject({
      values: typed,
      problem: { id: "auth.error.generic" },
      httpStatus: 503,
    });
  });
});
