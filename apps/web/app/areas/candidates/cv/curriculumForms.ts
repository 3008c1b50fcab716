/**
 * The CV page's forms as pure functions: what the URL asks the page to show, what is read of a posted form, and how
 * the API's refusal becomes what the page shows again. The file's checks (type by its bytes, size, zip bombs) are
 * the API's alone: the action passes on whatever file the browser sent.
 */
import { isApiError } from "@seleta/api-client";

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

/**
 * A refused form: the API's words (null: the page says its own "could not send", or "choose a file" when none was
 * chosen), and the page's HTTP status.
 */
export type CurriculumRefusal = { problem: string | null; httpStatus: number; noFile?: boolean };

/** Nothing to send: the API would see no file at all, so the page asks for one itself. */
export const NO_FILE_REFUSAL: CurriculumRefusal = { problem: null, httpStatus: 400, noFile: true };

/** The page again after the API refused the file (413 too large, 415 another type, 422 corrupted…) or failed. */
export function curriculumRefusal(error: unknown): CurriculumRefusal {
  if (!isApiError(error)) return { problem: null, httpStatus: 503 };
  return { problem: error.message || null, httpStatus: error.status >= 400 ? error.status : 503 };
}
