import { type BrandKey, hostToBrand } from "@seleta/brand-themes";
import type { Locale } from "@seleta/domain";
import { localeFromCookieHeader } from "./i18n/locale";

export type RequestContext = { brand: BrandKey; isBrandHost: boolean; locale: Locale };

/** What every server render needs to know about the request: the brand its Host selects and the user's locale. */
export function requestContext(request: Request): RequestContext {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  const { brand, isBrandHost } = hostToBrand(host);
  return { brand, isBrandHost, locale: localeFromCookieHeader(request.headers.get("cookie")) };
}
