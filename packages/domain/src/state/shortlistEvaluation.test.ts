import { describe, expect, it } from "vitest";
import {
  applyEvaluation,
  initialShortlistEvaluationState,
  LIKE_DISLIKE,
  ratingNeedsDescription,
  type ShortlistEvaluationAction,
  type ShortlistEvaluationState,
  STAR,
  shortlistEvaluationReducer,
} from "./shortlistEvaluation";

const run = (actions: ShortlistEvaluationAction[], state: ShortlistEvaluationState = initialShortlistEvaluationState) =>
  actions.reduce(shortlistEvaluationReducer, state);
const uid = "sl-1";

describe("like / dislike / star (spec §3, §4)", () => {
  it("liking removes a prior dislike and disliking a prior like", () => {
    const disliked = run([{ type: "disliked", applyId: 3, uid }]);
    expect(applyEvaluation(disliked, 3).vote).toBe("dislike");
    const liked = run([{ type: "liked", applyId: 3, uid }], disliked);
    expect(applyEvaluation(liked, 3).vote).toBe("like");
    expect(applyEvaluation(run([{ type: "disliked", applyId: 3, uid }], liked), 3).vote).toBe("dislike");
  });

  it("sends like_candidate with like_avaliation, type_avaliation 1, apply_id and description", () => {
    const state = run([{ type: "liked", applyId: 3, uid, description: "Strong fit" }]);
    expect(state.effects).toEqual([
      {
        type: "call",
        handler: "submitEvaluation",
        payload: {
          like_candidate: {
            like_avaliation: true,
            type_avaliation: 1,
            apply_id: 3,
            description: "Strong fit",
            shortlist_relationship_uid: uid,
          },
        },
      },
    ]);
  });

  it("toggles the favourite star as type 2, apart from the vote", () => {
    const starred = run([
      { type: "liked", applyId: 3, uid },
      { type: "starToggled", applyId: 3, uid },
    ]);
    expect(applyEvaluation(starred, 3)).toMatchObject({ vote: "like", starred: true });
    expect(starred.effects[0]).toMatchObject({
      payload: { like_candidate: { type_avaliation: 2, like_avaliation: true } },
    });
    const unstarred = run([{ type: "starToggled", applyId: 3, uid }], starred);
    expect(unstarred.effects[0]).toMatchObject({ payload: { like_candidate: { like_avaliation: false } } });
  });

  it("takes counts from the server's response, not from local guesses", () => {
    const liked = run([{ type: "liked", applyId: 3, uid }]);
    expect(applyEvaluation(liked, 3).counts.like_candidate).toBe(0);
    const counts = { like_candidate: 4, deslike_candidate: 1, star_candidate: 2, amount_description: 3 };
    expect(applyEvaluation(run([{ type: "countsReceived", applyId: 3, counts }], liked), 3)).toMatchObject({
      vote: "like",
      counts,
    });
  });
});

describe("a rating's description (spec §4)", () => {
  it("is required of a dislike only, and blank is none", () => {
    const rating = (type_avaliation: number, like_avaliation: boolean, description?: string | null) => ({
      type_avaliation,
      like_avaliation,
      description,
    });
    for (const description of [undefined, null, "", "  \n "]) {
      expect(ratingNeedsDescription(rating(LIKE_DISLIKE, false, description))).toBe(true);
    }
    expect(ratingNeedsDescription(rating(LIKE_DISLIKE, false, "Pouca experiência"))).toBe(false);
    expect(ratingNeedsDescription(rating(LIKE_DISLIKE, true))).toBe(false);
    expect(ratingNeedsDescription(rating(STAR, false))).toBe(false);
    expect(ratingNeedsDescription(rating(STAR, true))).toBe(false);
  });
});
