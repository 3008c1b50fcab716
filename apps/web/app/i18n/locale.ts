import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";

/** Spec §1/§9: the locale lives in the `i18n_redirected` cookie for 365 days, no URL prefix; pt is the default. */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const COOKIE_VALUE: Record<Locale, string> = { "pt-BR": "pt", en: "en" };

export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return value === "en" ? "en" : DEFAULT_LOCALE;
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${COOKIE_VALUE[locale]}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
