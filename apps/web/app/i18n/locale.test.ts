import { describe, expect, it } from "vitest";
import { localeCookie, localeFromCookieHeader } from "./locale";

describe("locale cookie (spec §1, §9)", () => {
  it("defaults to Portuguese", () => {
    expect(localeFromCookieHeader(undefined)).toBe("pt-BR");
    expect(localeFromCookieHeader("other=1")).toBe("pt-BR");
    expect(localeFromCookieHeader("i18n_redirected=pt")).toBe("pt-BR");
  });

  it("reads English from i18n_redirected among other cookies", () => {
    expect(localeFromCookieHeader("a=1; i18n_redirected=en; b=2")).toBe("en");
  });

  it("keeps the choice for 365 days without a URL prefix", () => {
    expect(localeCookie("en")).toBe("i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
