import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, consentCookie, consentOf, parseConsentCookie, safeReturnPath, TERMS_VERSION } from "./consent";

describe("the consent cookie", () => {
  it("round-trips a decision", () => {
    const cookie = consentCookie("all", { secure: false });
    const pair = cookie.split(";")[0];
    expect(parseConsentCookie(`i18n_redirected=en; ${pair}`)).toEqual({ version: TERMS_VERSION, choice: "all" });
  });

  it("is first-party for the whole site, for a year, SameSite=Lax, Secure only on https", () => {
    expect(consentCookie("necessary", { secure: false })).toBe(
      `${CONSENT_COOKIE}=${TERMS_VERSION}:necessary; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(consentCookie("all", { secure: true })).toMatch(/; Secure$/);
  });

  it("reads no decision from a missing or malformed cookie", () => {
    expect(parseConsentCookie(null)).toBeNull();
    expect(parseConsentCookie("other=1")).toBeNull();
    expect(parseConsentCookie(`${CONSENT_COOKIE}=${TERMS_VERSION}:maybe`)).toBeNull();
    expect(parseConsentCookie(`${CONSENT_COOKIE}=:all`)).toBeNull();
    expect(parseConsentCookie(`${CONSENT_COOKIE}=${TERMS_VERSION}:all:x`)).toBeNull();
  });
});

describe("consentOf", () => {
  it("asks (no decision) when nothing was decided", () => {
    expect(consentOf("")).toEqual({ decided: false, analytics: false });
  });

  it("allows analytics only after “accept all” of the current terms", () => {
    expect(consentOf(`${CONSENT_COOKIE}=${TERMS_VERSION}:all`)).toEqual({ decided: true, analytics: true });
    expect(consentOf(`${CONSENT_COOKIE}=${TERMS_VERSION}:necessary`)).toEqual({ decided: true, analytics: false });
  });

  it("asks again when the terms changed since the decision", () => {
    expect(consentOf(`${CONSENT_COOKIE}=2020-01-01:all`)).toEqual({ decided: false, analytics: false });
    expect(consentOf(`${CONSENT_COOKIE}=${TERMS_VERSION}:all`, "2027-01-01")).toEqual({
      decided: false,
      analytics: false,
    });
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/jobs?term=java#top", "/jobs?term=java#top"],
    ["/", "/"],
    ["/home/../jobs", "/jobs"],
  ])("keeps the site's own path %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/jobs",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "jobs",
    "/jobs\nSet-Cookie: x=1",
    "",
    null,
    42,
  ])("refuses %o (open redirect) for the fallback", (value) => {
    expect(safeReturnPath(value, "/home")).toBe("/home");
  });
});
