/**
 * The registration wizard as documents (register.tsx), as pure functions: the wizard's addresses, what a posted
 * form asks for, and the outcome a page shows after a 303. One stage per request: `?stage=` names the stage shown
 * (the server decides whether it is open), `?redirect=` the page the registration was started for, `?saved=1` and
 * `?resent=1` the outcome of the last form sent.
 */
import { isRegistrationStage, type RegistrationStage } from "@seleta/domain/candidate-widgets";
import { type FormRefusal, formRefusal } from "../../../forms/formRefusal";

export const REGISTER_PATH = "/candidates/register";

/** The "send the confirmation again" button's intent (the unconfirmed notice's form). */
export const RESEND_INTENT = "resend";

/** What the page says about the form just sent (the query flag of the action's 303). */
export type RegistrationOutcome = "saved" | "resent";

/** The wizard's page: a stage, the way back after the registration, the outcome of the last form. */
export function registerPagePath(options: {
  readonly stage?: RegistrationStage | undefined;
  readonly redirect?: string | null | undefined;
  readonly outcome?: RegistrationOutcome | undefined;
}): string {
  const query = new URLSearchParams();
  if (options.stage) query.set("stage", options.stage);
  if (options.redirect) query.set("redirect", options.redirect);
  if (options.outcome) query.set(options.outcome, "1");
  const search = query.toString();
  return search ? `${REGISTER_PATH}?${search}` : REGISTER_PATH;
}

/** The outcome flag of a page the action redirected to, if any. */
export function registrationOutcome(url: URL): RegistrationOutcome | null {
  if (url.searchParams.get("saved") === "1") return "saved";
  return url.searchParams.get("resent") === "1" ? "resent" : null;
}

/**
 * What a posted form asks: a new confirmation mail (the unconfirmed notice's button), or the stage's form (its
 * button, or Enter in a field): save the stage its page shows (`?stage=`: the form posts to its own page) — the
 * action then opens the following stage, or completes the registration on the last. Null: no stage to save.
 */
export type RegistrationRequest =
  | { readonly intent: typeof RESEND_INTENT }
  | { readonly intent: "saveStage"; readonly stage: RegistrationStage };

export function postedRegistrationRequest(form: FormData, url: URL): RegistrationRequest | null {
  if (form.get("intent") === RESEND_INTENT) return { intent: RESEND_INTENT };
  const stage = url.searchParams.get("stage");
  return isRegistrationStage(stage) ? { intent: "saveStage", stage } : null;
}

/**
 * Why a form came back: fields the API refused (each says why under it), a refusal in the API's own words (the
 * registration completed with a required field still blank in another stage, a rate limit), or a failure of ours.
 */
export type RegistrationProblem =
  | { readonly kind: "fields" }
  | { readonly kind: "refused"; readonly text: string }
  | { readonly kind: "failed" };

/** A refused stage, drawn again: what was typed, each field's message, why; and the page's HTTP status. */
export type RegistrationRefusal<Values> = FormRefusal<Values, RegistrationProblem>;

/**
 * The page again after the API refused (or failed) a stage's save or the mail asked again. A field of the stage
 * shows its message under it; a refusal naming only fields of other stages (the registration completed with one
 * still blank) says the API's words, which name them. Pure.
 */
export function registrationRefusal<Values>(
  error: unknown,
  values: Values,
  stageFields: readonly string[] = [],
): RegistrationRefusal<Values> {
  const { problem, ...refusal } = formRefusal(error, values, { root: "candidate", fields: stageFields });
  return { ...refusal, problem: problem.kind === "message" ? { kind: "refused", text: problem.text } : problem };
}
