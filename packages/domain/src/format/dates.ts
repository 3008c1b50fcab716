import type { Locale } from "../catalogues/catalogue";
import { dateTimeFormat, relativeTimeFormat } from "./formatters";

/** Where the group works; datetimes are shown in this zone unless the caller says otherwise. */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec §1: dates are shown day/month/year in both languages. A calendar date (`2025-03-31`) is a day, not an
 * instant, so it is never shifted by a time zone.
 */
export function formatDate(value: DateInput | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === "") return "";
  const isCalendarDate = typeof value === "string" && DATE_ONLY.test(value);
  const date = toDate(value);
  if (!date) return "";
  return dateTimeFormat("pt-BR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: isCalendarDate ? "UTC" : timeZone,
  }).format(date);
}

/** dd/mm/yyyy HH:mm, 24-hour. */
export function formatDateTime(value: DateInput | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toDate(value);
  if (!date) return "";
  const time = dateTimeFormat("pt-BR", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(date);
  return `${formatDate(date, timeZone)} ${time}`;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * A notification's age ("há 5 minutos", "5 minutes ago"). `now` comes from the caller, so the same inputs
 * always give the same text.
 */
export function formatRelativeTime(value: DateInput, now: DateInput, locale: Locale): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return "";
  const seconds = Math.round((date.getTime() - reference.getTime()) / 1000);
  const format = relativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return Math.abs(seconds) < 45 ? format.format(0, "second") : format.format(Math.sign(seconds), "minute");
}
