/**
 * The profile's pages as documents: what a page's form posted, read into what the action does with it. Pure (the
 * route's action adds the API call): a save sends the page's fields parsed; a row's Add or Remove draws the form again
 * with that row more or less and saves nothing, so no script is needed and nothing typed is lost.
 */
import { isApiError } from "@seleta/api-client";
import {
  type CandidateProfilePage,
  candidateProfilePages,
  candidates,
  type DocumentFormValues,
  type PostedForm,
  profilePageEntity,
  profilePageFields,
  readPostedForm,
} from "@seleta/domain/candidate-widgets";
import { type FormRefusal, formRefusal } from "../../../forms/formRefusal";

/** Why a refused form came back: fields the API named, or a failure that names none. */
export type ProfileFormProblem = { readonly kind: "invalid" } | { readonly kind: "failed"; readonly message?: string };

/** What the action hands the page to draw again: the form as posted, each field's message, the summary. */
export type ProfileFormRefusal = Omit<FormRefusal<DocumentFormValues, ProfileFormProblem | null>, "httpStatus">;

export function profilePageForm(page: CandidateProfilePage) {
  const entity = profilePageEntity(candidates, page);
  const scope = profilePageFields(candidates, page).map((field) => field.key);
  return { entity, scope, path: candidateProfilePages[page].path };
}

/** The posted form of a profile page: the payload of a save, or the form drawn again with a row more or less. */
export function readProfileForm(page: CandidateProfilePage, formData: FormData): PostedForm {
  const { entity, scope } = profilePageForm(page);
  return readPostedForm(entity, scope, formData);
}

/**
 * A refused save as the page shows it: the API's field messages under their fields, or its message as the summary.
 * A failure that is not the API's answer is the page's own (500).
 */
export function profileFormRefusal(
  error: unknown,
  values: DocumentFormValues,
): FormRefusal<DocumentFormValues, ProfileFormProblem> {
  const { problem, ...refusal } = formRefusal(error, values, { root: "candidate" });
  if (problem.kind === "fields") return { ...refusal, problem: { kind: "invalid" } };
  if (problem.kind === "message") return { ...refusal, problem: { kind: "failed", message: problem.text } };
  return {
    ...refusal,
    problem: { kind: "failed" },
    httpStatus: isApiError(error) && error.status >= 400 ? error.status : 500,
  };
}
