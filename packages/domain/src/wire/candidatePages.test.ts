import { describe, expect, it } from "vitest";
import { z } from "zod";
import { scoreBigFive } from "../assessments/bigFive";
import { culturalFitAnswerSchema } from "./candidatePages";

describe("the cultural-fit answer", () => {
  const profile = { ...scoreBigFive(Array(50).fill(4)), answered_at: "2026-12-03T07:32:00.131Z" };

  // The API encodes every answer through its schema: a schema that cleans input (preprocessing) cannot be encoded.
  it("encodes a scored profile as the API sends it", () => {
    expect(z.encode(culturalFitAnswerSchema, { bigfive_50: profile })).toEqual({ bigfive_50: profile });
    expect(z.encode(culturalFitAnswerSchema, { bigfive_50: null })).toEqual({ bigfive_50: null });
  });

  it("holds every trait: a profile without one is not a profile", () => {
    const { openness: _left, ...partial } = profile;
    expect(culturalFitAnswerSchema.safeParse({ bigfive_50: partial }).success).toBe(false);
    expect(culturalFitAnswerSchema.safeParse({ bigfive_50: { ...profile, answered_at: null } }).success).toBe(true);
  });
});
