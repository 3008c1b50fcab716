/** What the candidate area's other pages share: the language their public content is read in, and how it is dated. */
import { localeFromCookieHeader } from "../../../i18n/locale";
import { requestCookies } from "../../session";

/** The page's language, as the `i18n_redirected` cookie says. */
export function pageLocale(request: Request): string {
  return localeFromCookieHeader(requestCookies(request));
}

/** A date (ISO) as the reader's language writes it, in UTC: the day it was published wherever the server runs. */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}
