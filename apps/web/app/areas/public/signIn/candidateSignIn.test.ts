import { describe, expect, it } from "vitest";
import {
  candidateProviderHref,
  candidateProviders,
  homeHeaders,
  oauthErrorMessageId,
  signInRefusal,
  signInRefusalMessage,
  signInRequest,
} from "./candidateSignIn";

const home = (query: string) => new URL(`http://localhost/${query}`);

describe("the candidates' sign-in on the home", () => {
  it("opens when the URL asks for it, keeping only a way back of this site", () => {
    expect(signInRequest(home(""))).toBeNull();
    expect(signInRequest(home("?term=vendas"))).toBeNull();
    expect(signInRequest(home("?login"))).toEqual({ returnTo: undefined });
    expect(signInRequest(home("?redirect=%2Fcandidates%2Fjobs%2Fx%2Fapplies%2Fnew"))).toEqual({
      returnTo: "/candidates/jobs/x/applies/new",
    });
    expect(signInRequest(home("?redirect=%2F%2Fevil.example"))).toEqual({ returnTo: undefined });
    expect(signInRequest(home("?redirect=https%3A%2F%2Fevil.example"))).toEqual({ returnTo: undefined });
  });

  it("offers the providers the business enables, each a link to its start with the way back", () => {
    const providers = candidateProviders({
      github: { enabled: true },
      microsoft: { enabled: true },
      linkedin: { enabled: false },
      google: { enabled: true },
    });
    expect(providers).toEqual(["google", "github"]);
    expect(candidateProviderHref("google", "/candidates/jobs/x/applies/new")).toBe(
      "/api/v1/candidates/auth/google?return_to=%2Fcandidates%2Fjobs%2Fx%2Fapplies%2Fnew",
    );
    expect(candidateProviderHref("github", undefined)).toBe("/api/v1/candidates/auth/github");
  });

  it("says why the API refused, with the minutes a locked account waits", () => {
    expect(signInRefusalMessage({ status: 401, code: "invalid_credentials" })).toEqual({
      id: "candidateSignIn.error.invalid",
    });
    expect(signInRefusalMessage({ status: 401, code: "account_locked", retryAfterSeconds: 3_000 })).toEqual({
      id: "candidateSignIn.error.locked",
      values: { minutes: 50 },
    });
    expect(signInRefusalMessage({ status: 429, code: "too_many_requests" }).id).toBe("candidateSignIn.error.tooMany");
    expect(signInRefusalMessage({ status: 500, code: "internal" }).id).toBe("candidateSignIn.error.generic");
    expect(signInRefusal({ status: 423, code: "account_locked", retryAfterSeconds: 60 }, "eva@")).toEqual({
      values: { email: "eva@" },
      errors: {},
      problem: { id: "candidateSignIn.error.locked", values: { minutes: 1 } },
      httpStatus: 423,
    });
    expect(signInRefusal({ status: 302, code: "http_302" }, "").httpStatus).toBe(400);
    expect(oauthErrorMessageId("email_unverified")).toBe("candidateSignIn.error.oauthEmail");
    expect(oauthErrorMessageId("invalid_state")).toBe("candidateSignIn.error.oauth");
    expect(oauthErrorMessageId("provider_disabled")).toBe("candidateSignIn.error.provider");
    expect(oauthErrorMessageId(null)).toBeNull();
  });

  it("keeps the public caching unless the panel made the page private", () => {
    const publicHeaders = { "Cache-Control": "public, max-age=60", Vary: "Cookie" };
    const none = new Headers();
    expect(homeHeaders({ loaderHeaders: none, actionHeaders: none }, publicHeaders)).toEqual(publicHeaders);
    const privateHeaders = new Headers({ "Cache-Control": "private, no-store" });
    expect(homeHeaders({ loaderHeaders: privateHeaders, actionHeaders: none }, publicHeaders)).toEqual({
      "Cache-Control": "private, no-store",
      Vary: "Cookie",
    });
  });
});
