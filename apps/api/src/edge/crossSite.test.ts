import { describe, expect, it } from "vitest";
import { crossSiteVerdict } from "./crossSite";

const OURS = new Set(["http://localhost:3000", "https://talentos.example.com"]);
const isOwn = async (origin: string) => OURS.has(origin);
const verdict = (method: string, headers: Record<string, string>, hasBearer = false) =>
  crossSiteVerdict({ method, headers, hasBearer }, isOwn);

describe("crossSiteVerdict", () => {
  it("refuses a write whose Origin is not exactly one of ours", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(await verdict(method, { origin: "https://evil.example" }), method).toBe("refused");
    }
    for (const origin of ["http://localhost:5173", "https://localhost:3000", "http://talentos.example.com", "null"]) {
      expect(await verdict("POST", { origin }), origin).toBe("refused");
    }
  });

  it("allows a write from one of our origins, whatever Sec-Fetch-Site says of a sibling brand", async () => {
    expect(await verdict("POST", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" })).toBe("allowed");
    expect(await verdict("PATCH", { origin: "https://talentos.example.com", "sec-fetch-site": "same-site" })).toBe(
      "allowed",
    );
  });

  it("falls back on Sec-Fetch-Site when there is no Origin", async () => {
    expect(await verdict("POST", { "sec-fetch-site": "cross-site" })).toBe("refused");
    expect(await verdict("POST", { "sec-fetch-site": "same-site" })).toBe("refused");
    expect(await verdict("POST", { "sec-fetch-site": "same-origin" })).toBe("allowed");
    expect(await verdict("POST", { "sec-fetch-site": "none" })).toBe("allowed");
  });

  it("decides an opaque Origin (a no-referrer page's form) by Sec-Fetch-Site, and refuses it alone", async () => {
    expect(await verdict("POST", { origin: "null", "sec-fetch-site": "same-origin" })).toBe("allowed");
    expect(await verdict("POST", { origin: "null", "sec-fetch-site": "cross-site" })).toBe("refused");
    expect(await verdict("POST", { origin: "null", "sec-fetch-site": "same-site" })).toBe("refused");
    expect(await verdict("POST", { origin: "null" })).toBe("refused");
  });

  it("allows what no browser sent (neither header) and every read", async () => {
    expect(await verdict("POST", {})).toBe("allowed");
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(await verdict(method, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toBe("allowed");
    }
  });

  it("leaves Bearer-authenticated writes alone: only a script sets that header, after a preflight", async () => {
    expect(await verdict("DELETE", { origin: "https://evil.example" }, true)).toBe("allowed");
  });
});
