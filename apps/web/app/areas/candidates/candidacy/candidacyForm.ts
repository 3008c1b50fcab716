/**
 * What the candidacy page reads from its address and its form, and how a refused withdrawal comes back: pure, so the
 * rules are tested without a server.
 */
import { isApiError } from "@seleta/api-client";
import { type FormRefusal, formRefusal } from "../../../forms/formRefusal";

/** An application's id as the page's links and form carry it: a positive integer, else nothing. */
function applyId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** `?withdraw=<id>` asks the question in that card; `?withdrawn=<id>` says the withdrawal went through. */
export function candidacyPageState(search: URLSearchParams): { confirming: number | null; withdrawn: number | null } {
  return { confirming: applyId(search.get("withdraw")), withdrawn: applyId(search.get("withdrawn")) };
}

/** The application the confirmation's form withdraws, or null for a form that names none. */
export function postedWithdrawal(form: FormData): number | null {
  return applyId(form.get("apply_id"));
}

/** A refused withdrawal: nothing is drawn again, only why (the API's words, when it has any) and the page's status. */
export type WithdrawalRefusal = FormRefusal<null>;

/** A form that names no application: nothing was asked of the API. */
export const NO_APPLICATION_REFUSAL: WithdrawalRefusal = {
  values: null,
  errors: {},
  problem: { kind: "failed" },
  httpStatus: 400,
};

/**
 * The page again after the API refused the withdrawal (its words), or could not be reached (a failure, 503). Null
 * when the API itself failed or the error is not the API's: that is the area's error page, not a refusal of the form.
 */
export function withdrawalRefusal(error: unknown): WithdrawalRefusal | null {
  if (!isApiError(error) || error.status >= 500) return null;
  return formRefusal(error, null, { fields: [] });
}
