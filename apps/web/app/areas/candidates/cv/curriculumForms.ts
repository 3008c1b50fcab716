/**
 * The CV page's forms as pure functions: what the URL asks the page to show, what is read of a posted form, and how
 * the API's refusal becomes what the page shows again. The file's checks (type by its bytes, size, zip bombs) are
 * the API's alone: the action passes on whatever file the browser sent.
 */
import { type FormProblem, type FormRefusal, formRefusal } from "../../../forms/formRefusal";

export const CURRICULUM_PATH = "/candidates/curriculum";

/** The file input's name in the page's form (the action hands its file to the API under the API's own name). */
export const CV_FILE_FIELD = "file";

/** Where each form that succeeded sends the candidate (303), and the removal's confirmation step. */
export const curriculumPaths = {
  sent: `${CURRICULUM_PATH}?sent=1`,
  removed: `${CURRICULUM_PATH}?removed=1`,
  confirmRemoval: `${CURRICULUM_PATH}?confirm=remove`,
} as const;

export type CurriculumView = { outcome: "sent" | "removed" | null; confirmRemoval: boolean };

export function curriculumView(url: URL): CurriculumView {
  const query = url.searchParams;
  return {
    outcome: query.get("sent") === "1" ? "sent" : query.get("removed") === "1" ? "removed" : null,
    confirmRemoval: query.get("confirm") === "remove",
  };
}

const ID = /^[1-9]\d{0,14}$/;

/**
 * A posted form: a file to send (null when none was chosen: the browser then sends an empty part without a name,
 * which the API would never see as a file), or the CV to remove by its id.
 */
export type PostedCurriculum =
  | { intent: "upload"; file: File | null }
  | { intent: "remove"; id: number | null }
  | { intent: null };

export function postedCurriculum(form: FormData): PostedCurriculum {
  const intent = form.get("intent");
  if (intent === "upload") {
    const file = form.get(CV_FILE_FIELD);
    const chosen = typeof file === "object" && file !== null && (file.name !== "" || file.size > 0);
    return { intent, file: chosen ? file : null };
  }
  if (intent === "remove") {
    const id = form.get("id");
    return { intent, id: typeof id === "string" && ID.test(id) ? Number(id) : null };
  }
  return { intent: null };
}

/** Why a form came back: no file chosen (the page asks for one), or the shared problems of a refused form. */
export type CurriculumProblem = FormProblem | { readonly kind: "noFile" };

/** A refused form: nothing is drawn again (a file is never sent back), only why and the page's HTTP status. */
export type CurriculumRefusal = FormRefusal<null, CurriculumProblem>;

/** Nothing to send: the API would see no file at all, so the page asks for one itself. */
export const NO_FILE_REFUSAL: CurriculumRefusal = {
  values: null,
  errors: {},
  problem: { kind: "noFile" },
  httpStatus: 400,
};

/**
 * The page again after the API refused the file (413 too large, 415 another type, 422 corrupted…) or failed: the
 * API's words whenever it has any (a refusal about the file is the page's one message, never a field's).
 */
export function curriculumRefusal(error: unknown): CurriculumRefusal {
  return formRefusal(error, null, { fields: [], failureInServerWords: true });
}
