import { type Effects, NO_EFFECTS } from "./effects";

/** Spec §3: type 1 is like/dislike with a description, type 2 the favourite star. */
export const LIKE_DISLIKE = 1;
export const STAR = 2;

/** The longest comment on a shortlisted candidate, and the longest description of a rating (characters). */
export const SHORTLIST_COMMENT_MAX_LENGTH = 2000;

/**
 * Spec §4: a dislike says why. A like may carry a description and a star never does; a blank description is none.
 * The API refuses a dislike without one and the review's forms ask for it: one rule, read by both.
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

export type Vote = "like" | "dislike" | null;

export type ApplyEvaluation = {
  readonly vote: Vote;
  readonly starred: boolean;
  readonly description: string;
  readonly counts: EvaluationCounts;
};

export type ShortlistEvaluationState = {
  readonly byApply: Readonly<Record<number, ApplyEvaluation>>;
  readonly effects: Effects<ShortlistEvaluationAction>;
};

/** Spec §3/§7, the body of POST …/like_candidates/. */
export type LikeCandidateBody = {
  readonly like_candidate: {
    readonly like_avaliation: boolean;
    readonly type_avaliation: typeof LIKE_DISLIKE | typeof STAR;
    readonly apply_id: number;
    readonly description: string;
    readonly shortlist_relationship_uid: string;
  };
};

export type ShortlistEvaluationAction =
  | { readonly type: "liked"; readonly applyId: number; readonly uid: string; readonly description?: string }
  | { readonly type: "disliked"; readonly applyId: number; readonly uid: string; readonly description?: string }
  | { readonly type: "starToggled"; readonly applyId: number; readonly uid: string }
  | { readonly type: "countsReceived"; readonly applyId: number; readonly counts: EvaluationCounts };

const ZERO: EvaluationCounts = { like_candidate: 0, deslike_candidate: 0, star_candidate: 0, amount_description: 0 };

export const initialShortlistEvaluationState: ShortlistEvaluationState = { byApply: {}, effects: NO_EFFECTS };

export function applyEvaluation(state: ShortlistEvaluationState, applyId: number): ApplyEvaluation {
  return state.byApply[applyId] ?? { vote: null, starred: false, description: "", counts: ZERO };
}

/**
 * Spec §4: liking removes a prior dislike and disliking a prior like — one vote per reviewer; counts are never
 * guessed locally, they come from the server's response.
 */
export function shortlistEvaluationReducer(
  state: ShortlistEvaluationState,
  action: ShortlistEvaluationAction,
): ShortlistEvaluationState {
  const current = applyEvaluation(state, action.applyId);
  const put = (next: ApplyEvaluation, effects: ShortlistEvaluationState["effects"] = NO_EFFECTS) => ({
    byApply: { ...state.byApply, [action.applyId]: next },
    effects,
  });
  const submit = (body: LikeCandidateBody["like_candidate"]) => [
    {
      type: "call" as const,
      handler: "submitEvaluation",
      payload: { like_candidate: body } satisfies LikeCandidateBody,
    },
  ];
  switch (action.type) {
    case "liked":
    case "disliked": {
      const like = action.type === "liked";
      const description = action.description ?? current.description;
      return put(
        { ...current, vote: like ? "like" : "dislike", description },
        submit({
          like_avaliation: like,
          type_avaliation: LIKE_DISLIKE,
          apply_id: action.applyId,
          description,
          shortlist_relationship_uid: action.uid,
        }),
      );
    }
    case "starToggled":
      return put(
        { ...current, starred: !current.starred },
        submit({
          like_avaliation: !current.starred,
          type_avaliation: STAR,
          apply_id: action.applyId,
          description: "",
          shortlist_relationship_uid: action.uid,
        }),
      );
    case "countsReceived":
      return put({ ...current, counts: action.counts });
  }
}
