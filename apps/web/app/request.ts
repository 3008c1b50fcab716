import { type HostBrand, hostToBrand } from "@seleta/brand-themes";
import type { Locale } from "@seleta/domain";
import { localeFromCookieHeader } from "./i18n/locale";

export type RequestContext = HostBrand & { host: string; locale: Locale };

/** What every server render needs to know about the request: the brand its Host selects and the user's locale. */
export function requestContext(request: Request): RequestContext {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  return { ...hostToBrand(host), host, locale: localeFromCookieHeader(request.headers.get("cookie")) };
}
