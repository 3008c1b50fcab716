/** The reviewers' evaluations of shortlisted candidates (spec §3 like_candidate, §4): their kinds and rules. */

/** Spec §3: type 1 is like/dislike with a description, type 2 the favourite star. */
export const LIKE_DISLIKE = 1;
export const STAR = 2;

/** The longest comment on a shortlisted candidate, and the longest description of a rating (characters). */
export const SHORTLIST_COMMENT_MAX_LENGTH = 2000;

/**
 * Spec §4: a dislike says why. A like may carry a description and a star never does; a blank description is none.
 * The API refuses a dislike without one (422 on its description, which the review draws under the dislike's field).
 */
export function ratingNeedsDescription(rating: {
  readonly type_avaliation: number;
  readonly like_avaliation: boolean;
  readonly description?: string | null | undefined;
}): boolean {
  return rating.type_avaliation === LIKE_DISLIKE && !rating.like_avaliation && !rating.description?.trim();
}

/** Spec §3, the counts the server returns for an apply. */
export type EvaluationCounts = {
  readonly like_candidate: number;
  readonly deslike_candidate: number;
  readonly star_candidate: number;
  readonly amount_description: number;
};

/** A reviewer's like or dislike of a candidate, if any: one replaces the other (spec §4). */
export type Vote = "like" | "dislike" | null;

/**
 * What is wrong with a comment before it is sent: blank, or over the limit once trimmed (the API trims and checks
 * the same); null when it can go.
 */
export function shortlistCommentProblem(body: string): "empty" | "tooLong" | null {
  const trimmed = body.trim();
  if (trimmed === "") return "empty";
  return trimmed.length > SHORTLIST_COMMENT_MAX_LENGTH ? "tooLong" : null;
}
