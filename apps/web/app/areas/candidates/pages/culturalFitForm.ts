/**
 * The cultural-fit questionnaire's posted form, as pure functions: each statement's point of the scale
 * (`statement_<number>`, 1 to 5), the statements left out, and the form drawn again after a refusal. Anything else
 * posted is ignored.
 */
import { BIG_FIVE_ITEMS, BIG_FIVE_SCALE } from "@seleta/domain/candidate-portal";
import { type FormProblem, type FormRefusal, formRefusal } from "../../../forms/formRefusal";

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

/** The points given, by statement number: what the questionnaire draws again. */
export type CulturalFitValues = Readonly<Record<number, number>>;

/** Why the questionnaire came back: statements left out (each marked where it is), or a refusal of the API. */
export type CulturalFitProblem = FormProblem | { readonly kind: "missing"; readonly numbers: readonly number[] };

export type CulturalFitRefusal = FormRefusal<CulturalFitValues, CulturalFitProblem>;

/** Statements left out: nothing is sent, the points given are drawn again with the missing ones marked. */
export function unansweredRefusal(posted: {
  readonly given: CulturalFitValues;
  readonly missing: readonly number[];
}): CulturalFitRefusal {
  return { values: posted.given, errors: {}, problem: { kind: "missing", numbers: posted.missing }, httpStatus: 422 };
}

/** A form over the page's size limit: nothing of it was read, so it comes back empty, as a failure. */
export const TOO_LARGE_REFUSAL: CulturalFitRefusal = {
  values: {},
  errors: {},
  problem: { kind: "failed" },
  httpStatus: 413,
};

/** The questionnaire again after the API refused the answers (its words) or failed: every point given kept. */
export function culturalFitRefusal(error: unknown, answers: readonly number[]): CulturalFitRefusal {
  const given = Object.fromEntries(answers.map((point, index) => [index + 1, point]));
  return formRefusal(error, given, { fields: [] });
}
