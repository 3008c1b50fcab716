/**
 * Retention of idle candidates (LGPD art. 15 and 16: data is kept while its purpose lasts). A candidate idle for
 * `idleDays` is warned by mail; one still idle `graceDays` after the warning is erased. Any activity (a sign-in)
 * after the warning cancels it: the clock starts again from that activity. Pure: the clock comes in.
 */

export type RetentionSettings = { readonly idleDays: number; readonly graceDays: number };

export const DEFAULT_RETENTION: RetentionSettings = { idleDays: 730, graceDays: 30 };

export type RetentionFacts = {
  /** The last sign-in or other activity; null when the candidate never had any (then `createdAt` counts). */
  readonly lastActivityAt: string | null;
  readonly createdAt: string;
  /** When the last warning was sent; null when never. */
  readonly warnedAt: string | null;
};

export type RetentionStep = "none" | "warn" | "anonymise";

const DAY_MS = 86_400_000;

export function retentionStep(facts: RetentionFacts, now: Date, settings: RetentionSettings): RetentionStep {
  const activeAt = Date.parse(facts.lastActivityAt ?? facts.createdAt);
  const warnedAt = facts.warnedAt === null ? null : Date.parse(facts.warnedAt);
  const warningStands = warnedAt !== null && warnedAt >= activeAt;
  if (warningStands) return now.getTime() - warnedAt >= settings.graceDays * DAY_MS ? "anonymise" : "none";
  return now.getTime() - activeAt >= settings.idleDays * DAY_MS ? "warn" : "none";
}

/** The date the warning mail names: erasure happens on or after it unless the candidate signs in. */
export function erasureDate(warnedAt: Date, settings: RetentionSettings): Date {
  return new Date(warnedAt.getTime() + settings.graceDays * DAY_MS);
}
