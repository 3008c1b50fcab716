import { describe, expect, it } from "vitest";
import { fastifyTrustProxy, isProxyAddress, parseProxyTrust } from "./proxyTrust";

describe("parseProxyTrust", () => {
  it("trusts no proxy when unset, blank, false or 0", () => {
    for (const value of [undefined, "", "  ", "false", "0"]) expect(parseProxyTrust(value)).toEqual({ kind: "none" });
  });

  it("reads a whole number as the count of proxies in front", () => {
    expect(parseProxyTrust("1")).toEqual({ kind: "hops", hops: 1 });
    expect(parseProxyTrust(" 2 ")).toEqual({ kind: "hops", hops: 2 });
    expect(parseProxyTrust("11")).toEqual({ error: "must be at most 10 proxies (got 11)" });
  });

  it("reads a comma-separated list of addresses and CIDR ranges", () => {
    expect(parseProxyTrust("10.0.0.0/8,127.0.0.1")).toEqual({
      kind: "addresses",
      addresses: ["10.0.0.0/8", "127.0.0.1"],
    });
    expect(parseProxyTrust(" 192.168.1.10 , ::1, fd00::/8, loopback ")).toEqual({
      kind: "addresses",
      addresses: ["192.168.1.10", "::1", "fd00::/8", "loopback"],
    });
  });

  it("refuses true, saying it would believe any X-Forwarded-For and naming both forms", () => {
    const parsed = parseProxyTrust("true");
    expect(parsed).toHaveProperty("error");
    const { error } = parsed as { error: string };
    expect(error).toContain("would believe any X-Forwarded-For a client sends");
    expect(error).toContain('"10.0.0.0/8,127.0.0.1"');
    expect(error).toContain('the number of proxies in front of the server (e.g. "1")');
  });

  it("refuses what is not an address, naming the entries", () => {
    expect(parseProxyTrust("10.0.0.0/8,proxy.internal,10.0.0.0/33")).toEqual({
      error: expect.stringContaining('(not an address or range: "proxy.internal", "10.0.0.0/33")'),
    });
    expect(parseProxyTrust("yes")).toHaveProperty("error");
    expect(parseProxyTrust("10.0.0.1,")).toHaveProperty("error");
  });
});

describe("isProxyAddress", () => {
  it.each(["127.0.0.1", "10.0.0.0/8", "0.0.0.0/0", "::1", "2001:db8::/32", "fd00::/128", "uniquelocal"])(
    "accepts %s",
    (entry) => expect(isProxyAddress(entry)).toBe(true),
  );
  it.each(["", "256.0.0.1", "10.0.0.0/", "10.0.0.0/8/1", "::1/129", "10.0.0.0/255.0.0.0", "localhost", "*"])(
    "refuses %j",
    (entry) => expect(isProxyAddress(entry)).toBe(false),
  );
});

describe("fastifyTrustProxy", () => {
  it("gives Fastify nothing to trust, the address list, or a predicate trusting the first hops", () => {
    expect(fastifyTrustProxy({ kind: "none" })).toBe(false);
    expect(fastifyTrustProxy({ kind: "addresses", addresses: ["10.0.0.0/8"] })).toEqual(["10.0.0.0/8"]);
    const oneHop = fastifyTrustProxy({ kind: "hops", hops: 1 }) as (address: string, hop: number) => boolean;
    // Hop 0 is the socket's peer (the proxy); hop 1 is what the proxy saw: the client, not trusted to forward.
    expect([oneHop("10.0.0.1", 0), oneHop("203.0.113.7", 1), oneHop("198.51.100.1", 2)]).toEqual([true, false, false]);
  });
});
