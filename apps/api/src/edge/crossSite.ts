/**
 * Cross-site request forgery: a page on another site can make the browser send a write to the API with the
 * session cookie attached (a form post, or a multipart upload, needs no CORS preflight). Every state-changing
 * request that is not authenticated by a Bearer header must therefore come from one of our own origins
 * (publicOrigins.ts: scheme, host and port exactly), as the browser states it in `Origin` — or, when it sends no
 * Origin, in `Sec-Fetch-Site`.
 */
import type { Locale } from "@seleta/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { bearerToken } from "./bearerToken";
import { HttpError, requestLocale } from "./errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** `Sec-Fetch-Site` values of a request the user's own page (or the user, typing) made. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

export type CrossSiteVerdict = "allowed" | "refused";

/**
 * Pure: whether a request may change state, given its method, headers and our origins (`isOwn`).
 *
 * - Reads (GET, HEAD, OPTIONS) change nothing: allowed.
 * - A Bearer header is set by a script, which a cross-site page can only do after a CORS preflight that the exact
 *   allow-list refuses; the browser never adds it on its own: allowed.
 * - Anonymous writes are checked as well as the cookie-authenticated ones: sign-in and sign-up set the session
 *   cookie, so a forged one would sign the victim in to the attacker's account (login CSRF), and no page of ours
 *   writes from another site.
 * - `Origin: null` is what a browser sends for a form posted from a page whose referrer policy is `no-referrer`
 *   (a shortlist link's pages, which must not leak their address) — and also from a sandboxed frame or a `data:`
 *   page anywhere. It names no origin, so Sec-Fetch-Site decides, which a page cannot set: our own page's post says
 *   `same-origin`; a null origin without it is refused.
 * - With neither Origin nor Sec-Fetch-Site the request does not come from a browser (every current browser sends
 *   Origin on writes, and Sec-Fetch-Site on every request to a secure or local origin): curl, the web app's server
 *   rendering, another server. Those are not forged by a visited page and hold no victim's cookie: allowed.
 */
export async function crossSiteVerdict(
  request: { method: string; headers: Record<string, string | string[] | undefined>; hasBearer: boolean },
  isOwn: (origin: string) => Promise<boolean>,
): Promise<CrossSiteVerdict> {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return "allowed";
  if (request.hasBearer) return "allowed";
  const origin = single(request.headers.origin);
  const fetchSite = single(request.headers["sec-fetch-site"]);
  if (origin !== undefined && origin.trim() !== "null") return (await isOwn(origin)) ? "allowed" : "refused";
  if (fetchSite !== undefined) return OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase()) ? "allowed" : "refused";
  return origin === undefined ? "allowed" : "refused";
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

const REFUSED_MESSAGE: Record<Locale, string> = {
  "pt-BR": "Pedido recusado: ele veio de outro site. Abra a Seleta pelo endereço dela e tente de novo.",
  en: "Request refused: it came from another site. Open Seleta at its own address and try again.",
};

export function crossSiteRefused(locale: Locale): HttpError {
  return new HttpError(403, "cross_site_request", REFUSED_MESSAGE[locale]);
}

/** Refuses, before the body is read, every write of the instance's routes that comes from another site. */
export const crossSiteCheck = fp(
  async (app: FastifyInstance, { isOwn }: { isOwn: (origin: string) => Promise<boolean> }) => {
    app.addHook("onRequest", async (request: FastifyRequest) => {
      const verdict = await crossSiteVerdict(
        { method: request.method, headers: request.headers, hasBearer: bearerToken(request) !== undefined },
        isOwn,
      );
      if (verdict === "refused") {
        request.log.info({ origin: request.headers.origin }, "Cross-site write refused");
        throw crossSiteRefused(requestLocale(request));
      }
    });
  },
  { name: "seleta-cross-site-check" },
);
