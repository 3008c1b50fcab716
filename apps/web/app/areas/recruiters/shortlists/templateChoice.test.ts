import type { ShortlistDetail } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { templateFromShortlist } from "./templateChoice";

const item = (presentation: string | null, show_salary: boolean, show_cv: boolean) =>
  ({ presentation, show_salary, show_cv }) as ShortlistDetail["items"][number];

describe("templateFromShortlist", () => {
  it("takes the first presentation in order and that candidate's switches", () => {
    expect(
      templateFromShortlist("Modelo", [
        item(null, true, true),
        item("<p>Primeira</p>", false, true),
        item("<p>Segunda</p>", true, false),
      ]),
    ).toEqual({ name: "Modelo", presentation: "<p>Primeira</p>", show_salary_expectation: false, show_cv: true });
  });

  it("without any presentation, takes the first candidate's switches; without candidates, none", () => {
    expect(templateFromShortlist("A", [item(null, true, false), item(null, false, true)])).toEqual({
      name: "A",
      presentation: null,
      show_salary_expectation: true,
      show_cv: false,
    });
    expect(templateFromShortlist("B", [])).toEqual({
      name: "B",
      presentation: null,
      show_salary_expectation: false,
      show_cv: false,
    });
  });
});
