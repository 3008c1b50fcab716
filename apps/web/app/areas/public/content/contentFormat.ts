/**
 * Dates and prices of the site's content, in the page's language and in Brazil's time (the firms' events happen in
 * São Paulo and Rio de Janeiro, and online at their hour): a visitor abroad reads the time the event is announced at.
 */
import { DEFAULT_TIME_ZONE as TIME_ZONE } from "@seleta/domain";
import type { IntlShape } from "react-intl";

export function longDate(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: "long", timeZone: TIME_ZONE });
}

export function dateAndTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE });
}

/** The calendar leaf of an event card: "12" and "mar.". */
export function calendarLeaf(intl: IntlShape, iso: string): { day: string; month: string } {
  return {
    day: intl.formatDate(iso, { day: "numeric", timeZone: TIME_ZONE }),
    month: intl.formatDate(iso, { month: "short", timeZone: TIME_ZONE }).replace(/\.$/, ""),
  };
}

export function price(intl: IntlShape, value: number): string {
  return intl.formatNumber(value, { style: "currency", currency: "BRL" });
}

/** The `lang` of a list whose rows are in another language than the page (pt-BR shown to an English visitor). */
export function langIfOther(contentLocale: string, pageLocale: string): string | undefined {
  return contentLocale === pageLocale ? undefined : contentLocale;
}
