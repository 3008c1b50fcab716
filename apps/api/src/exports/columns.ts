/**
 * The columns of an export: registry fields with their label in the recruiter's language, each value as a person
 * reads it — catalogue labels instead of ids, dates as dd/mm/yyyy, yes/no — and texts neutralised against formulas.
 * Sensitive fields (LGPD documents, diversity data) are never exported, whoever asks.
 */
import type { AnyEntity, FieldDefinition, Locale } from "@seleta/domain";
import { columnName, isStoredInColumn } from "../db/schema/columns";
import { neutralise } from "./neutralise";

export type Cell = string | number | null;

export type ExportColumn = {
  key: string;
  label: string;
  field: FieldDefinition;
  /** The column of the entity's table, or undefined for a `relations` field (its join table). */
  column: string | undefined;
  value(raw: unknown): Cell;
};

const YES_NO: Record<Locale, [string, string]> = { "pt-BR": ["Sim", "Não"], en: ["Yes", "No"] };

/** The fields an export may carry: every field but the sensitive ones and files. */
export function exportableFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter(
    (field) => !field.sensitive && field.kind !== "file" && field.kind !== "image" && field.kind !== "document",
  );
}

/** What is exported when the caller names no columns: the id and the list's default columns. */
export function defaultColumnKeys(entity: AnyEntity): string[] {
  const keys = exportableFields(entity)
    .filter((field) => field.column)
    .map((field) => field.key);
  return keys.includes("id") ? keys : ["id", ...keys];
}

/** The keys a caller may not export (unknown or sensitive), for a 400 that names them. */
export function refusedColumnKeys(entity: AnyEntity, keys: readonly string[]): string[] {
  const allowed = new Set(exportableFields(entity).map((field) => field.key));
  return keys.filter((key) => !allowed.has(key));
}

const pad = (n: number) => String(n).padStart(2, "0");

function dateText(value: unknown): string {
  if (value instanceof Date) return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : String(value);
}

/** Brazil's recruiters read times in Brasília time (spec §9: dates dd/mm/yyyy). */
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** São Paulo's offset from UTC at the start of the UTC hour of `time` (NaN before 1915), from Intl. */
function offsetOfHour(time: number): number {
  const hour = Math.floor(time / HOUR_MS) * HOUR_MS;
  const match = /^(\d\d)\/(\d\d)\/(\d{4}), (\d\d):(\d\d)$/.exec(DATE_TIME.format(hour));
  if (!match) return Number.NaN;
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  // Before 1914 São Paulo kept its local mean time, minutes and seconds off the hour.
  if (year < 1915) return Number.NaN;
  return Date.UTC(year, month - 1, day, hours, minutes) - hour;
}

/** São Paulo's offset by UTC day, or NaN for a day it changed in (bounded: cleared when full). */
const offsetByDay = new Map<number, number>();
const DAYS_KEPT = 20_000;

/**
 * São Paulo's offset at an instant. Intl's formatting costs microseconds a call — most of an export's time spent on
 * dates — while the offset changes at most once a day, on a whole hour (summer times began and ended at
 * local midnight; whole hours since 1914): two formattings tell whether a UTC day has one offset, and only the
 * two days a year it changed in are worked out by the hour.
 */
function saoPauloOffset(time: number): number {
  const day = Math.floor(time / DAY_MS);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    const first = offsetOfHour(day * DAY_MS);
    offset = first === offsetOfHour((day + 1) * DAY_MS - HOUR_MS) ? first : Number.NaN;
    if (offsetByDay.size >= DAYS_KEPT) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  return Number.isNaN(offset) ? offsetOfHour(time) : offset;
}

/** dd/mm/yyyy hh:mm in Brasília time. */
export function dateTimeText(value: unknown): string {
  const date =
    value instanceof Date
      ? value
      : new Date(
          String(value)
            .replace(" ", "T")
            .replace(/([+-]\d\d)$/, "$1:00"),
        );
  const time = date.getTime();
  if (Number.isNaN(time)) return String(value);
  const offset = saoPauloOffset(time);
  if (Number.isNaN(offset)) return DATE_TIME.format(date).replace(",", "");
  const local = new Date(time + offset);
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

function text(value: string): Cell {
  return neutralise(value);
}

function formatterOf(field: FieldDefinition, locale: Locale): (raw: unknown) => Cell {
  const labels = new Map((field.catalogue?.entries ?? []).map((entry) => [entry.id, entry.label[locale]]));
  const label = (id: unknown) => labels.get(Number(id)) ?? String(id);
  switch (field.kind) {
    case "integer":
    case "decimal":
    case "currency":
    case "percent":
    case "relation":
      return (raw) => {
        const number = Number(raw);
        return Number.isFinite(number) ? number : text(String(raw));
      };
    case "select":
      return (raw) => (labels.size > 0 ? text(label(raw)) : Number(raw));
    case "multiSelect":
      return (raw) => text((Array.isArray(raw) ? raw : [raw]).map(label).join(", "));
    case "boolean":
      return (raw) => YES_NO[locale][raw === true || raw === "t" || raw === "true" ? 0 : 1];
    case "date":
      return (raw) => dateText(raw);
    case "datetime":
      return (raw) => dateTimeText(raw);
    case "tags":
    case "relations":
      return (raw) => text((Array.isArray(raw) ? raw : [raw]).join(", "));
    case "object":
    case "list":
    case "map":
    case "json":
      return (raw) => text(typeof raw === "string" ? raw : JSON.stringify(raw));
    default:
      return (raw) => text(String(raw));
  }
}

/** The columns for these keys (checked with `refusedColumnKeys` first), in the caller's order. */
export function exportColumns(entity: AnyEntity, keys: readonly string[], locale: Locale): ExportColumn[] {
  const fields = new Map(exportableFields(entity).map((field) => [field.key, field]));
  return keys.flatMap((key) => {
    const field = fields.get(key);
    if (!field) return [];
    const format = formatterOf(field, locale);
    return [
      {
        key,
        label: field.label[locale],
        field,
        column: isStoredInColumn(field) ? columnName(field) : undefined,
        value: (raw: unknown) => (raw === null || raw === undefined ? null : format(raw)),
      },
    ];
  });
}
