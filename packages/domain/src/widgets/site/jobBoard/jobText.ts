/**
 * How a public job's facts read: its location, salary, catalogue values and dates, in the visitor's language. Pure
 * (the caller passes its message formatter), shared by the card, the facts and the pages.
 */
import { type Catalogue, catalogueIdOf, findEntry, type Locale } from "../../../catalogues/catalogue";
import { workTypes } from "../../../catalogues/workTypes";
import { formatDate } from "../../../format/dates";
import { numberFormat } from "../../../format/formatters";
import type { Message, MessageValues } from "../../../i18n/messageSet";
import type { PublicJobSummary } from "../../../wire/publicJobs";
import { jobBoardMessages } from "./messages";

const M = jobBoardMessages.messages;
type Say = (message: Message, values?: MessageValues) => string;

const REMOTE_ONLY = catalogueIdOf(workTypes, "onlyRemote");
const UNDEFINED_WORK_TYPE = catalogueIdOf(workTypes, "undefined");

/** "São Paulo, SP"; "Remoto" for a remote-only job without a city; `null` when the job names no place. */
export function jobLocationText(job: Pick<PublicJobSummary, "city" | "state" | "work_type">, say: Say): string | null {
  const place = [job.city, job.state].filter((part): part is string => Boolean(part)).join(", ");
  if (place) return place;
  return job.work_type === REMOTE_ONLY ? say(M.remote) : null;
}

/** Whole reais: a salary range is read at a glance, and cents say nothing there. */
function reais(amount: number, locale: Locale): string {
  return numberFormat(locale, {
    style: "currency",
    currency: "BRL",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** "R$ 12.000 a R$ 15.000 por mês", "A partir de …", "Até …"; `null` when the answer shows no salary. */
export function salaryText(salary: PublicJobSummary["salary"], locale: Locale, say: Say): string | null {
  if (!salary) return null;
  const { min, max } = salary;
  if (min !== null && max !== null) {
    return min === max
      ? say(M.salaryExact, { amount: reais(min, locale) })
      : say(M.salaryRange, { min: reais(Math.min(min, max), locale), max: reais(Math.max(min, max), locale) });
  }
  if (min !== null) return say(M.salaryFrom, { min: reais(min, locale) });
  if (max !== null) return say(M.salaryUpTo, { max: reais(max, locale) });
  return null;
}

/** A catalogue value's label, or `null` for none (or an id the catalogue does not have: nothing to show). */
export function catalogueText(catalogue: Catalogue, id: number | null | undefined, locale: Locale): string | null {
  if (id === null || id === undefined) return null;
  return findEntry(catalogue, id)?.label[locale] ?? null;
}

/** A job's work type, except "Indefinido": an unknown work type says nothing to a visitor. */
export function workTypeText(id: number | null | undefined, locale: Locale): string | null {
  return id === UNDEFINED_WORK_TYPE ? null : catalogueText(workTypes, id, locale);
}

/** A calendar date or an instant as dd/mm/yyyy (spec §1: both languages). */
export function dateText(value: string | null | undefined): string | null {
  return value ? formatDate(value) || null : null;
}
