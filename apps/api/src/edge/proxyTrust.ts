/**
 * Which proxies in front of the server are believed when they say who the client is (`X-Forwarded-For`) and
 * whether it came by https (`X-Forwarded-Proto`, `X-Forwarded-Host`). The client address that results is what
 * every rate limit is keyed on and what a session records; the protocol decides cookies' Secure and HSTS.
 */
import { isIP } from "node:net";

/**
 * - `none`: no proxy; the socket's peer is the client and forwarded headers are ignored.
 * - `hops`: this many proxies stand in front (hop count): the client is the address the outermost of them saw.
 * - `addresses`: the peers at these addresses or CIDR ranges are proxies; anyone else's forwarded headers are
 *   ignored, and the client is the nearest address in the chain that is not a proxy.
 */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; addresses: string[] };

/** Fastify's `trustProxy`: a predicate of (address, hop index: 0 is the socket's peer) or a list proxy-addr reads. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for well-known ranges (loopback: 127.0.0.0/8 and ::1). */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"] as const;

/** A count above this is a typo, not an architecture. */
export const MAX_PROXY_HOPS = 10;

export const TRUST_PROXY_FORMS =
  'a comma-separated list of the proxies\' addresses or CIDR ranges (e.g. "10.0.0.0/8,127.0.0.1") or the number of proxies in front of the server (e.g. "1")';

/**
 * Reads TRUST_PROXY. Unset, empty, "false" or "0": trust no proxy. `true` is refused: it would believe any
 * `X-Forwarded-For` a client writes itself, so anyone could pick the address the rate limits count by. Returns an
 * error message (one line) for a value it cannot read.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust | { error: string } {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return { kind: "none" };
  if (text === "true") {
    return {
      error: `"true" would believe any X-Forwarded-For a client sends, so rate limits could be dodged; give ${TRUST_PROXY_FORMS}`,
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) return { error: `must be at most ${MAX_PROXY_HOPS} proxies (got ${text})` };
    return { kind: "hops", hops };
  }
  const addresses = text.split(",").map((entry) => entry.trim());
  const invalid = addresses.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    return { error: `must be ${TRUST_PROXY_FORMS} (not an address or range: ${invalid.map(quote).join(", ")})` };
  }
  return { kind: "addresses", addresses };
}

/** `10.1.2.3`, `::1`, `10.0.0.0/8`, `fd00::/8` or one of proxy-addr's named ranges. */
export function isProxyAddress(entry: string): boolean {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * What Fastify is given. A hop count becomes a predicate of the hop index: Fastify itself now treats a number as
 * "trust nothing", since a count cannot tell a proxy from a client that reaches the server directly — which is
 * the operator's promise when choosing it (the server must be reachable only through those proxies).
 */
export function fastifyTrustProxy(trust: ProxyTrust): FastifyTrustProxy {
  if (trust.kind === "none") return false;
  if (trust.kind === "addresses") return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

function quote(value: string): string {
  return JSON.stringify(value);
}
