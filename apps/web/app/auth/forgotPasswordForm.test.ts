import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import {
  forgotPasswordView,
  forgotRequestRefusal,
  postedForgotPassword,
  resetMismatch,
  resetRefusal,
} from "./forgotPasswordForm";

const page = (query = "") => new URL(`http://localhost/candidates/forgot_password${query}`);

const apiError = (status: number, code: string, fields?: Record<string, string[]>) =>
  new ApiError(status, { code, message: "English text", fields });

function form(values: Record<string, string>) {
  const posted = new FormData();
  for (const [name, value] of Object.entries(values)) posted.set(name, value);
  return posted;
}

describe("the forgotten password's forms", () => {
  it("asks for the e-mail, says it was sent, asks the new password for a link's token, says it is done", () => {
    expect(forgotPasswordView(page())).toEqual({ form: "request", sent: false });
    expect(forgotPasswordView(page("?sent=1"))).toEqual({ form: "request", sent: true });
    expect(forgotPasswordView(page("?token=abc-123"))).toEqual({ form: "reset", token: "abc-123" });
    expect(forgotPasswordView(page("?done=1"))).toEqual({ form: "done" });
    expect(forgotPasswordView(page("?sent=yes&token="))).toEqual({ form: "request", sent: false });
  });

  it("reads the request's e-mail, and the reset's passwords with the token of the page's own link", () => {
    expect(postedForgotPassword(form({ email: "  eva@e2e.example ", token: "posted" }), page())).toEqual({
      form: "request",
      email: "eva@e2e.example",
    });
    expect(
      postedForgotPassword(form({ password: " a b ", confirmation: " a b", token: "posted" }), page("?token=t1")),
    ).toEqual({ form: "reset", token: "t1", password: " a b ", confirmation: " a b" });
  });

  it("refuses two different passwords before asking the API, under the confirmation", () => {
    expect(resetMismatch({ password: "uma frase longa", confirmation: "uma frase longa" })).toBeNull();
    expect(resetMismatch({ password: "uma frase longa", confirmation: "outra frase" })).toEqual({
      values: { email: "" },
      problem: { id: "auth.reset.mismatch" },
      errors: { confirmation: { id: "auth.reset.mismatch" } },
      linkRefused: false,
      httpStatus: 400,
    });
  });

  it("keeps the e-mail typed when the request is refused, and tells a rate limit from a failure", () => {
    expect(forgotRequestRefusal(apiError(429, "too_many_requests"), "eva@")).toEqual({
      values: { email: "eva@" },
      problem: { id: "auth.error.tooMany" },
      errors: { email: { id: "auth.error.tooMany" } },
      linkRefused: false,
      httpStatus: 429,
    });
    expect(
      forgotRequestRefusal(apiError(400, "validation_failed", { email: ["E-mail inválido"] }), "eva@").errors,
    ).toEqual({ email: { text: "E-mail inválido" } });
    expect(forgotRequestRefusal(new TypeError("fetch failed"), "eva@")).toMatchObject({
      problem: { id: "auth.error.generic" },
      httpStatus: 503,
    });
  });

  it("says a spent link is spent, with no password field to blame, and a weak password why", () => {
    expect(resetRefusal(apiError(400, "token_used"))).toMatchObject({
      problem: { id: "auth.link.used" },
      errors: {},
      linkRefused: true,
      httpStatus: 400,
    });
    const weak = resetRefusal(apiError(400, "weak_password", { password: ["Fácil de adivinhar."] }));
    expect(weak).toMatchObject({
      problem: { id: "auth.error.weakPassword", values: { reason: "Fácil de adivinhar." } },
      linkRefused: false,
      httpStatus: 400,
    });
    expect(weak.errors.password).toEqual(weak.problem);
  });
});
