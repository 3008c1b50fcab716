import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { authErrorMessageId, authErrorValues, retryMinutes } from "./authErrors";

const apiError = (status: number, code: string, fields?: Record<string, string[]>, retryAfterSeconds?: number) =>
  new ApiError(status, { code, message: "English text", fields }, { retryAfterSeconds });

describe("authErrorMessageId", () => {
  it("says the e-mail or password is wrong for a refused sign-in", () => {
    expect(authErrorMessageId(apiError(401, "invalid_credentials"), "signIn")).toBe("auth.error.invalidCredentials");
    expect(authErrorMessageId(apiError(401, "unauthorized"), "signIn")).toBe("auth.error.invalidCredentials");
  });

  it("tells a locked account, a rate limit and a lost connection apart", () => {
    expect(authErrorMessageId(apiError(423, "account_locked"), "signIn")).toBe("auth.error.locked");
    expect(authErrorMessageId(apiError(429, "rate_limited"), "forgot")).toBe("auth.error.tooMany");
    expect(authErrorMessageId(apiError(0, "network_error"), "signIn")).toBe("auth.error.network");
    expect(authErrorMessageId(apiError(503, "server_busy"), "signIn")).toBe("auth.error.busy");
  });

  it("reads a refused reset token as a bad link, not as a bad password", () => {
    expect(authErrorMessageId(apiError(400, "invalid_token"), "reset")).toBe("auth.error.invalidToken");
    expect(authErrorMessageId(apiError(400, "validation_failed", { token: ["Required"] }), "reset")).toBe(
      "auth.error.invalidToken",
    );
    expect(authErrorMessageId(apiError(400, "validation_failed", { password: ["Too short"] }), "reset")).toBe(
      "auth.error.generic",
    );
  });

  it("falls back on a generic failure for anything else", () => {
    expect(authErrorMessageId(new Error("boom"), "signIn")).toBe("auth.error.generic");
    expect(authErrorMessageId(apiError(500, "internal_error"), "signIn")).toBe("auth.error.generic");
  });
});

describe("a refused new password", () => {
  it("says why, with the server's reason (given in the user's language)", () => {
    const weak = apiError(400, "weak_password", { password: ["Senha fraca: Esta é uma senha muito usada."] });
    expect(authErrorMessageId(weak, "reset")).toBe("auth.error.weakPassword");
    expect(authErrorValues(weak)).toEqual({ minutes: 1, reason: "Senha fraca: Esta é uma senha muito usada." });
  });
});

describe("retryMinutes", () => {
  it("rounds the server's seconds up to whole minutes, at least one", () => {
    expect(retryMinutes(apiError(423, "account_locked", undefined, 61))).toBe(2);
    expect(retryMinutes(apiError(423, "account_locked", undefined, 5))).toBe(1);
    expect(retryMinutes(new Error("x"))).toBe(1);
  });
});
