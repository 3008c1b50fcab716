import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { isLinkRefusal, linkErrorMessageId, linkRefusalMessageId } from "./linkErrors";

const refusal = (status: number, code: string, fields?: Record<string, string[]>) =>
  new ApiError(status, { code, message: "x", ...(fields ? { fields } : {}) }, { method: "POST", path: "/x" });

describe("a mail link's refusal", () => {
  it("says whether the link was spent, expired or is not ours", () => {
    expect(linkErrorMessageId(refusal(410, "token_used"), "reset")).toBe("auth.link.used");
    expect(linkErrorMessageId(refusal(410, "token_expired"), "reset")).toBe("auth.link.expired");
    expect(linkErrorMessageId(refusal(400, "invalid_token"), "reset")).toBe("auth.link.invalid");
    expect(linkErrorMessageId(refusal(400, "validation_failed", { token: ["bad"] }), "reset")).toBe(
      "auth.link.invalid",
    );
    expect([refusal(410, "token_used"), refusal(400, "invalid_token")].every(isLinkRefusal)).toBe(true);
  });

  it("leaves a weak password or a limit to the sign-in screens' messages", () => {
    expect(linkErrorMessageId(refusal(400, "weak_password", { password: ["fraca"] }), "reset")).toBe(
      "auth.error.weakPassword",
    );
    expect(linkErrorMessageId(refusal(429, "too_many_requests"), "reset")).toBe("auth.error.tooMany");
    expect(isLinkRefusal(refusal(400, "weak_password", { password: ["fraca"] }))).toBe(false);
  });
});

describe("a link's refusal posted back by its page", () => {
  it("is one of the link messages, or nothing", () => {
    expect(linkRefusalMessageId("auth.link.used")).toBe("auth.link.used");
    expect(linkRefusalMessageId("auth.link.expired")).toBe("auth.link.expired");
    expect(linkRefusalMessageId("auth.error.generic")).toBeUndefined();
    expect(linkRefusalMessageId("candidateAuth.confirm.title")).toBeUndefined();
    expect(linkRefusalMessageId(null)).toBeUndefined();
  });
});
