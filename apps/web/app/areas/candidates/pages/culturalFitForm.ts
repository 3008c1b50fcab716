/**
 * The cultural-fit questionnaire's posted form, as a pure function: each statement's point of the scale
 * (`statement_<number>`, 1 to 5), and the statements left out. Anything else posted is ignored.
 */
import { BIG_FIVE_ITEMS, BIG_FIVE_SCALE } from "@seleta/domain/candidate-portal";

/** The posted field of a statement's answer. */
export const statementField = (number: number) => `statement_${number}`;

export type PostedCulturalFit =
  /** Every statement answered: the 50 points in item order, as the API takes them. */
  | { readonly complete: true; readonly answers: number[] }
  /** Some left out: the points given (by statement number, to draw again) and the numbers missing. */
  | { readonly complete: false; readonly given: Readonly<Record<number, number>>; readonly missing: number[] };

const POINTS: ReadonlySet<number> = new Set(BIG_FIVE_SCALE);

/** Reads the questionnaire as posted; a value off the scale counts as no answer. Pure. */
export function postedCulturalFit(form: FormData): PostedCulturalFit {
  const given: Record<number, number> = {};
  const missing: number[] = [];
  for (const item of BIG_FIVE_ITEMS) {
    const raw = form.get(statementField(item.number));
    const point = typeof raw === "string" && /^\d$/.test(raw) ? Number(raw) : Number.NaN;
    if (POINTS.has(point)) given[item.number] = point;
    else missing.push(item.number);
  }
  if (missing.length > 0) return { complete: false, given, missing };
  return { complete: true, answers: BIG_FIVE_ITEMS.map((item) => given[item.number] as number) };
}
