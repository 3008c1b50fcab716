import { describe, expect, it } from "vitest";
import { hostToBrand, normalizeHost } from "./hostToBrand";

describe("hostToBrand", () => {
  it("serves local development on localhost as a brand host", () => {
    expect(hostToBrand("localhost:3000")).toEqual({ brand: "local", isBrandHost: true, ownHost: true });
    expect(hostToBrand("127.0.0.1:5173")).toEqual({ brand: "local", isBrandHost: true, ownHost: true });
  });

  it("selects each group brand from its host, case and port aside", () => {
    expect(hostToBrand("Executive.LocalHost:3000").brand).toBe("executive");
    expect(hostToBrand("tech.localhost").brand).toBe("tech");
    expect(hostToBrand("finance.seleta.com.br").brand).toBe("finance");
    expect(hostToBrand("interim.localhost.").brand).toBe("interim");
    expect(hostToBrand("tech.localhost").ownHost).toBe(true);
  });

  it("treats the generic brand's hosts as brand hosts and group brands as other hosts (spec §9)", () => {
    expect(hostToBrand("seleta.com.br")).toEqual({ brand: "default", isBrandHost: true, ownHost: true });
    expect(hostToBrand("executive.localhost").isBrandHost).toBe(false);
  });

  it("falls back to the generic look for an unknown or missing host, without making it a brand host", () => {
    expect(hostToBrand("example.org")).toEqual({ brand: "default", isBrandHost: false, ownHost: false });
    expect(hostToBrand(undefined)).toEqual({ brand: "default", isBrandHost: false, ownHost: false });
  });

  it("normalises IPv6 hosts with ports", () => {
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
  });
});
