/**
 * The review's forms for both ways in (spec §4, §6): the link's pages (`/shortlist/{uid}`, documents, the token
 * from the link's cookie) and the portal's page (`/client_contacts/shortlists/{uid}`, a signed-in client contact).
 * Both draw the same widget (`ShortlistReview`, data from reviewData.ts) and post its forms to an action that runs
 * this: the intent and the candidate are fields, the API call follows from them, success
 * answers 303 back to the candidate (`?saved=` and its anchor), a refusal draws the page again with the API's words
 * under the form that was sent and what was typed in it. Counts always come from the server (spec §4).
 */
import {
  addShortlistComment,
  type HttpClient,
  isApiError,
  likeCandidate,
  type ShortlistReviewer,
} from "@seleta/api-client";
import { LIKE_DISLIKE, STAR } from "@seleta/domain";
import {
  SHORTLIST_REVIEW_INTENTS,
  type ShortlistReviewIntent,
  type ShortlistReviewRefusal,
} from "@seleta/domain/widgets";
import { redirect } from "react-router";
import { requestContext } from "../../request";
import { PRIVATE_PAGE_HEADERS } from "../../services/visitorApi.server";

/** What a form says when the server could not answer (a 5xx, the network): nothing was saved, try again. */
const FAILED = {
  "pt-BR": "Não foi possível salvar agora. Tente de novo em instantes.",
  en: "This could not be saved just now. Try again in a moment.",
} as const;

/** A posted review form: its intent, the candidate, and the text it carries. */
export type PostedReview = {
  readonly intent: ShortlistReviewIntent;
  readonly applyId: number;
  readonly text: string;
  readonly starred: boolean;
};

/** Reads a review's form; undefined for a post no form of the page makes (a 400). */
export function postedReview(form: FormData): PostedReview | undefined {
  const intent = form.get("intent");
  const applyId = Number(form.get("apply_id"));
  if (!SHORTLIST_REVIEW_INTENTS.includes(intent as ShortlistReviewIntent)) return undefined;
  if (!Number.isSafeInteger(applyId) || applyId <= 0) return undefined;
  const field = intent === "comment" ? "body" : "description";
  const text = form.get(field);
  return {
    intent: intent as ShortlistReviewIntent,
    applyId,
    text: typeof text === "string" ? text : "",
    starred: form.get("starred") === "true",
  };
}

/** The API call a form makes. */
async function send(http: HttpClient, reviewer: ShortlistReviewer, uid: string, posted: PostedReview): Promise<void> {
  const apply_id = posted.applyId;
  switch (posted.intent) {
    case "like":
      await likeCandidate(http, reviewer, uid, { apply_id, like_avaliation: true, type_avaliation: LIKE_DISLIKE });
      return;
    case "dislike":
      await likeCandidate(http, reviewer, uid, {
        apply_id,
        like_avaliation: false,
        type_avaliation: LIKE_DISLIKE,
        description: posted.text,
      });
      return;
    case "star":
      await likeCandidate(http, reviewer, uid, { apply_id, like_avaliation: posted.starred, type_avaliation: STAR });
      return;
    case "comment":
      await addShortlistComment(http, reviewer, uid, { apply_id, body: posted.text });
      return;
  }
}

/** The field of the API's body each form's text travels in: its message is the form's. */
const FIELD_OF_INTENT: Record<ShortlistReviewIntent, string> = {
  like: "like_candidate.apply_id",
  dislike: "like_candidate.description",
  star: "like_candidate.apply_id",
  comment: "comment.body",
};

export type ReviewActionResult =
  | { readonly kind: "refused"; readonly refusal: ShortlistReviewRefusal; readonly status: number }
  /** The reviewer may no longer act (a link revoked or expired since the page was drawn). */
  | { readonly kind: "closed"; readonly status: number };

/**
 * Sends one form of the review as `reviewer`; on success answers 303 to `pagePath` with the candidate saved and its
 * anchor, else what to draw: the refusal (the API's words, under the form's field when it names one) or, for a
 * reviewer the API no longer knows (401, 404), the page's closed state.
 */
export async function reviewAction(
  http: HttpClient,
  reviewer: ShortlistReviewer,
  uid: string,
  pagePath: string,
  request: Request,
): Promise<ReviewActionResult> {
  const failedMessage = FAILED[requestContext(request).locale];
  const posted = postedReview(await request.formData());
  if (!posted) return { kind: "closed", status: 400 };
  try {
    await send(http, reviewer, uid, posted);
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404)) {
      return { kind: "closed", status: error.status };
    }
    const fieldMessage = isApiError(error) ? error.fields[FIELD_OF_INTENT[posted.intent]]?.[0] : undefined;
    const message =
      isApiError(error) && error.status < 500 ? (fieldMessage ?? error.message ?? failedMessage) : failedMessage;
    const status = isApiError(error) && error.status < 500 ? error.status : 503;
    return {
      kind: "refused",
      refusal: { applyId: posted.applyId, intent: posted.intent, message, typed: posted.text },
      status,
    };
  }
  throw redirect(`${pagePath}?saved=${posted.applyId}#apply-${posted.applyId}`, {
    status: 303,
    headers: PRIVATE_PAGE_HEADERS,
  });
}
