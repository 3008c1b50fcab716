/** What the candidacy page reads from its address and its form: pure, so the rules are tested without a server. */

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
