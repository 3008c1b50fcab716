import { ApiError } from "@seleta/api-client";
import { BIG_FIVE_ITEMS } from "@seleta/domain/candidate-portal";
import { describe, expect, it } from "vitest";
import { culturalFitRefusal, postedCulturalFit, statementField, unansweredRefusal } from "./culturalFitForm";

function answeredAll(point: (number: number) => string | null): FormData {
  const form = new FormData();
  for (const item of BIG_FIVE_ITEMS) {
    const value = point(item.number);
    if (value !== null) form.set(statementField(item.number), value);
  }
  return form;
}

describe("the posted cultural-fit questionnaire", () => {
  it("hands the 50 points in item order when every statement is answered", () => {
    const posted = postedCulturalFit(answeredAll((number) => String((number % 5) + 1)));
    expect(posted).toEqual({ complete: true, answers: BIG_FIVE_ITEMS.map((item) => (item.number % 5) + 1) });
  });

  it("names the statements left out (or answered off the scale) and keeps the others", () => {
    const posted = postedCulturalFit(
      answeredAll((number) => (number === 12 ? null : number === 30 ? "9" : number === 31 ? "4.5" : "4")),
    );
    expect(posted.complete).toBe(false);
    if (posted.complete) return;
    expect(posted.missing).toEqual([12, 30, 31]);
    expect(Object.keys(posted.given)).toHaveLength(47);
    expect(posted.given[1]).toBe(4);
    expect(posted.given[12]).toBeUndefined();
  });
});

describe("the questionnaire drawn again", () => {
  it("marks the statements left out and keeps the points given, sending nothing", () => {
    expect(unansweredRefusal({ given: { 1: 5 }, missing: [2, 3] })).toEqual({
      values: { 1: 5 },
      errors: {},
      problem: { kind: "missing", numbers: [2, 3] },
      httpStatus: 422,
    });
  });

  it("keeps every point given after the API refused (its words) or failed", () => {
    const refused = new ApiError(409, { code: "conflict", message: "Já respondido.", fields: { answers: ["?"] } });
    expect(culturalFitRefusal(refused, [4, 2])).toEqual({
      values: { 1: 4, 2: 2 },
      errors: {},
      problem: { kind: "message", text: "Já respondido." },
      httpStatus: 409,
    });
    expect(culturalFitRefusal(new TypeError("fetch failed"), [4])).toMatchObject({
      values: { 1: 4 },
      problem: { kind: "failed" },
      httpStatus: 503,
    });
  });
});
