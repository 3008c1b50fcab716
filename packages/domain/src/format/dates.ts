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

/** The wall clock of `date` in `timeZone`, as `YYYY-MM-DDTHH:mm` (what a `datetime-local` input shows). */
export function wallTimeIn(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall clock `YYYY-MM-DDTHH:mm` names in `timeZone`, or null when the text is no such time. The zone's
 * offset is read at the instant itself (found in two steps, which settles across a change of offset); a time that
 * a change skips is read with the offset before it.
 */
export function instantOfWallTime(wall: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const offsetAt = (instant: number) => {
    const shown = WALL_TIME.exec(wallTimeIn(new Date(instant), timeZone));
    if (!shown) return 0;
    const [, y, mo, d, h, mi] = shown.map(Number) as [number, number, number, number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
