import { type HostBrand, hostToBrand } from "@seleta/brand-themes";
import type { Locale } from "@seleta/domain";
import { localeFromCookieHeader } from "./i18n/locale";

export type RequestContext = HostBrand & { host: string; locale: Locale };

/**
 * What every server render needs to know about the request: the brand its host selects and the user's locale.
 *
 * The host is the request URL's, which the API server builds from the request's effective host (its Host, or
 * `X-Forwarded-Host` only from a proxy TRUST_PROXY names: apps/api/src/edge/proxyTrust.ts); the web app never reads
 * forwarded headers itself, so a client cannot pick another brand's title and links by writing one.
 */
export function requestContext(request: Request): RequestContext {
  const host = new URL(request.url).host;
  return { ...hostToBrand(host), host, locale: localeFromCookieHeader(request.headers.get("cookie")) };
}
