import { z } from "zod";
import { V } from "./messages";

/**
 * The dates Seleta holds: calendar years 1900 to 2199. A recruiting record's dates (birth, career, deadlines,
 * interviews, mail schedules) all fall there, and the range keeps every value inside what both databases store
 * (PostgreSQL has no year 0000; far years overflow its types). Every date or instant a request carries, in a body or
 * a list filter, is checked by these schemas before any statement sees it.
 */
export const FIRST_DATE_YEAR = 1900;
export const LAST_DATE_YEAR = 2199;

/** Whether an ISO date or instant (`2025-03-31`, `2025-03-31T10:00:00-03:00`) falls in the accepted years. */
export function isDateInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= FIRST_DATE_YEAR && year <= LAST_DATE_YEAR;
}

type DateErrors = { error?: z.core.$ZodErrorMap | string };

/** An ISO calendar date (`2025-03-31`) of the accepted years. */
export function calendarDateSchema(options: DateErrors = {}) {
  return z.iso.date(options).refine(isDateInRange, { message: V.dateOutOfRange.id, abort: true });
}

/** An ISO instant with its offset (`2025-03-31T10:00:00Z`) of the accepted years. */
export function instantSchema(options: DateErrors = {}) {
  return z.iso
    .datetime({ offset: true, ...options })
    .refine(isDateInRange, { message: V.dateOutOfRange.id, abort: true });
}
