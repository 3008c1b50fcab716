/**
 * The outcome of a document's form the API refused: the form is drawn again with what was posted, each field's
 * message under it, a summary of why, and the page's HTTP status. Every page's action builds its refusal here, from
 * the error its API call threw, so a refusal reads the same on every page. Pure.
 */
import { isApiError } from "@seleta/api-client";
import { formFieldErrors } from "../entities/formFieldErrors";

/**
 * Why a form came back: fields the API named (each says why under it), a refusal in the API's own words (a rate
 * limit, a closed job, a field of another form), or a failure of ours or the network's (the visitor tries again).
 */
export type FormProblem =
  | { readonly kind: "fields" }
  | { readonly kind: "message"; readonly text: string }
  | { readonly kind: "failed" };

/**
 * A refused form, drawn again: what was posted (never a password), each field's message by its path in the form, the
 * summary, the page's HTTP status, and which of the page's forms it is when the page has several (`intent`). A
 * message is the API's words as a string, unless the form says its own (the sign-in screens' `AuthMessage`).
 */
export type FormRefusal<Values, Problem = FormProblem, Intent extends string = string, Message = string> = {
  readonly values: Values;
  readonly errors: Readonly<Record<string, Message>>;
  readonly problem: Problem;
  readonly httpStatus: number;
  readonly intent?: Intent | null;
};

/** The page's status when the API failed or could not be reached: the visitor may try again. */
export const FAILED_STATUS = 503;

/** The HTTP status of a page drawn again after the API refused its form: the API's 4xx, else a failure (503). */
export function refusalStatus(error: unknown): number {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.status : FAILED_STATUS;
}

export type FormRefusalOptions = {
  /** The body's root key the API names fields under (`candidate.cpf` is the form's `cpf`). */
  readonly root?: string;
  /** The form's own fields: a refusal naming only others (another stage's) says the API's words instead. */
  readonly fields?: readonly string[];
  /** A failure the API answered in words (a busy server's 503) says them, with its status, instead of the page's. */
  readonly failureInServerWords?: boolean;
};

/**
 * The form again after its API call threw: a 4xx naming fields of the form marks them; any other 4xx says the API's
 * words with its status (a 4xx without words is a failure with that status); a 5xx, a network failure or anything
 * not the API's is a failure (503), what was posted kept.
 */
export function formRefusal<Values>(
  error: unknown,
  values: Values,
  options: FormRefusalOptions = {},
): FormRefusal<Values> {
  if (!isApiError(error) || error.status < 400) {
    return { values, errors: {}, problem: { kind: "failed" }, httpStatus: FAILED_STATUS };
  }
  if (error.status >= 500) {
    return options.failureInServerWords && error.message
      ? { values, errors: {}, problem: { kind: "message", text: error.message }, httpStatus: error.status }
      : { values, errors: {}, problem: { kind: "failed" }, httpStatus: FAILED_STATUS };
  }
  const named = Object.entries(formFieldErrors(error, options.root) ?? {});
  const ownFields = options.fields;
  // A message under a field's property (`colors.light.primary`, `skills.0.name`) is the form's when the field is.
  const errors = Object.fromEntries(
    ownFields ? named.filter(([path]) => ownFields.includes(path.split(".")[0] ?? path)) : named,
  );
  const problem: FormProblem =
    Object.keys(errors).length > 0
      ? { kind: "fields" }
      : error.message
        ? { kind: "message", text: error.message }
        : { kind: "failed" };
  return { values, errors, problem, httpStatus: error.status };
}
