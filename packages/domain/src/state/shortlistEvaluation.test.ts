import { describe, expect, it } from "vitest";
import {
  LIKE_DISLIKE,
  ratingNeedsDescription,
  SHORTLIST_COMMENT_MAX_LENGTH,
  STAR,
  shortlistCommentProblem,
} from "./shortlistEvaluation";

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

describe("a comment before it is sent", () => {
  it("is refused blank or over the limit once trimmed, as the API does", () => {
    expect(shortlistCommentProblem("")).toBe("empty");
    expect(shortlistCommentProblem(" \n ")).toBe("empty");
    expect(shortlistCommentProblem("x".repeat(SHORTLIST_COMMENT_MAX_LENGTH))).toBeNull();
    expect(shortlistCommentProblem(` ${"x".repeat(SHORTLIST_COMMENT_MAX_LENGTH)} `)).toBeNull();
    expect(shortlistCommentProblem("x".repeat(SHORTLIST_COMMENT_MAX_LENGTH + 1))).toBe("tooLong");
  });
});
