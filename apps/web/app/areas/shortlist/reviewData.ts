/**
 * A shortlist's review as its pages draw it, for both ways in (the link's pages and the portal's page): the three
 * answers (the shortlist, the reviewer's ratings, their threads) loaded at once and turned into the widget's
 * candidates (`ShortlistReview`). Runs on the server and, for the portal's later navigations, in the browser.
 */
import {
  getLikeCandidates,
  getShortlist,
  getShortlistComments,
  type HttpClient,
  type LikeCandidate,
  type ShortlistComment,
  type ShortlistReview,
  type ShortlistReviewer,
} from "@seleta/api-client";
import { LIKE_DISLIKE, STAR } from "@seleta/domain";
import type { ShortlistCandidate } from "@seleta/domain/widgets";

/** What a review page draws: the shortlist's heading and its candidates as the widget takes them. */
export type ReviewData = {
  readonly shortlistName: string;
  readonly jobTitle: string;
  readonly reviewerName: string | null;
  readonly candidates: ShortlistCandidate[];
};

/** Where a reviewer downloads a shown CV: an address of the page's own site, which the reviewer's credential reaches. */
export type CvHref = (applyId: number) => string;

/**
 * The widget's candidates: the recruiter's order, the presented profile, this reviewer's ratings and thread. The
 * recruiter's preview reads the same presented applies, with no ratings and no thread.
 */
export function reviewCandidates(
  review: Pick<ShortlistReview, "applies">,
  evaluations: readonly LikeCandidate[],
  comments: readonly ShortlistComment[],
  cvHref: CvHref,
): ShortlistCandidate[] {
  return review.applies.map((apply) => {
    const mine = evaluations.filter((evaluation) => evaluation.apply_id === apply.id);
    const vote = mine.find((evaluation) => evaluation.type_avaliation === LIKE_DISLIKE);
    const star = mine.find((evaluation) => evaluation.type_avaliation === STAR);
    const { candidate } = apply;
    const place = [candidate.city, candidate.state].filter(Boolean).join(", ");
    return {
      applyId: apply.id,
      name: candidate.name,
      roleName: candidate.role_name,
      avatarUrl: candidate.avatar,
      place: place || null,
      presentation: apply.comments,
      introduction: candidate.self_introduction,
      currentExperience: candidate.current_experience
        ? { role: candidate.current_experience.role, company: candidate.current_experience.company }
        : null,
      salaryExpectation: candidate.salary_expectation,
      cv: candidate.cv ? { name: candidate.cv.name, href: cvHref(apply.id) } : null,
      counts: {
        like_candidate: apply.like_candidates,
        deslike_candidate: apply.deslike_candidates,
        star_candidate: apply.star_candidate,
        amount_description: apply.amount_description,
      },
      vote: vote ? (vote.avaliation ? "like" : "dislike") : null,
      starred: star?.avaliation === true,
      description: vote?.description ?? "",
      comments: comments
        .filter((comment) => comment.apply_id === apply.id)
        .map((comment) => ({
          id: comment.id,
          byRecruiter: comment.author.kind === "recruiter",
          authorName: comment.author.name,
          body: comment.body,
          createdAt: comment.created_at,
        })),
    };
  });
}

/** The shortlist, the reviewer's ratings and their threads, all at once. */
export async function loadReview(http: HttpClient, reviewer: ShortlistReviewer, uid: string): Promise<ReviewData> {
  const [review, evaluations, comments] = await Promise.all([
    getShortlist(http, reviewer, uid),
    getLikeCandidates(http, reviewer, uid),
    getShortlistComments(http, reviewer, uid),
  ]);
  return {
    shortlistName: review.shortlist.name,
    jobTitle: review.shortlist.job.title,
    reviewerName: review.shortlist_relationship.name,
    candidates: reviewCandidates(review, evaluations, comments, cvHrefOf(reviewer, uid, review.shortlist.job.id)),
  };
}

/**
 * A shown CV's address for each way in: the link's own page under the link's cookie path (which turns the cookie
 * into the API's bearer, shortlist/cv.ts), or the API's route for a signed-in contact, whose session reaches it.
 */
export function cvHrefOf(reviewer: ShortlistReviewer, uid: string, jobId: number): CvHref {
  const relationship = encodeURIComponent(uid);
  return reviewer.kind === "token"
    ? (applyId) => `/shortlist/${relationship}/applies/${applyId}/cv`
    : (applyId) =>
        `/api/v1/client_contacts/jobs/${jobId}/shortlist_relationships/${relationship}/applies/${applyId}/cv`;
}

/** The candidate just saved, from the address the action redirected to. */
export function savedApply(request: Request): number | undefined {
  const saved = Number(new URL(request.url).searchParams.get("saved"));
  return Number.isSafeInteger(saved) && saved > 0 ? saved : undefined;
}
