import { describe, expect, it } from "vitest";
import { isDocumentType } from "../edge/security";
import { etagMatches, isCompressibleType, isSignedInRequest, pageEtag, preferredEncoding, withVary } from "./delivery";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["GZIP", "gzip"],
    ["", undefined],
  ])("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it("sends the plain bytes without the header", () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe("isCompressibleType", () => {
  it.each([
    "text/html; charset=utf-8",
    "application/json; charset=utf-8",
    "application/problem+json",
    "text/javascript",
    "image/svg+xml",
    "text/csv",
  ])("compresses %s", (type) => {
    expect(isCompressibleType(type)).toBe(true);
  });

  it.each([
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/zip",
    "application/pdf",
    "image/png",
    "font/woff2",
    "application/octet-stream",
    "text/event-stream",
    undefined,
  ])("leaves %s alone", (type) => {
    expect(isCompressibleType(type)).toBe(false);
  });
});

describe("pageEtag", () => {
  it("is the same for two renders of a page that differ only by their nonces", () => {
    const render = (script: string, style: string) =>
      Buffer.from(`<meta nonce="${style}"><p>Vagas</p><script nonce="${script}">x()</script>`);
    const first = pageEtag(render("aaa111", "bbb222"), ["aaa111", "bbb222"]);
    expect(pageEtag(render("ccc333", "ddd444"), ["ccc333", "ddd444"])).toBe(first);
    expect(pageEtag(Buffer.from("<p>Outra</p>"), ["ccc333"])).not.toBe(first);
    expect(first).toMatch(/^W\/"[\w-]{27}"$/);
  });
});

describe("etagMatches", () => {
  it("compares weakly, in a list, and takes *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("isSignedInRequest", () => {
  it("knows a session by its cookie or a bearer token", () => {
    expect(isSignedInRequest({ headers: { cookie: "locale=en; auth._token.recruiters=t0k3n" } })).toBe(true);
    expect(isSignedInRequest({ headers: { authorization: "Bearer t0k3n" } })).toBe(true);
    expect(isSignedInRequest({ headers: { cookie: "auth.strategy=recruiters; locale=en" } })).toBe(false);
    expect(isSignedInRequest({ headers: { cookie: "auth._token.recruiters=" } })).toBe(false);
    expect(isSignedInRequest({ headers: {} })).toBe(false);
  });
});

describe("withVary", () => {
  it("adds names once, whatever their case", () => {
    expect(withVary(undefined, "Accept-Encoding")).toBe("Accept-Encoding");
    expect(withVary("Origin, accept-encoding", "Accept-Encoding", "Cookie")).toBe("Origin, accept-encoding, Cookie");
  });
});

describe("isDocumentType", () => {
  it("takes pages and SVG, not scripts, styles or JSON", () => {
    expect(isDocumentType("text/html; charset=utf-8")).toBe(true);
    expect(isDocumentType("image/svg+xml")).toBe(true);
    expect(isDocumentType("text/javascript; charset=utf-8")).toBe(false);
    expect(isDocumentType("text/css")).toBe(false);
    expect(isDocumentType("application/json; charset=utf-8")).toBe(false);
    expect(isDocumentType(undefined)).toBe(false);
  });
});
