import type { ShortlistDetail } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { templateFromShortlist, usableTemplates } from "./templateChoice";

const item = (presentation: string | null, show_salary: boolean, show_cv: boolean) =>
  ({ presentation, show_salary, show_cv }) as ShortlistDetail["items"][number];

describe("usableTemplates", () => {
  it("keeps the recruiter's own and the shared ones, whatever form the owner comes in", () => {
    const rows = [
      { id: 1, owner: 7, shared: false },
      { id: 2, owner: { id: 7 }, shared: null },
      { id: 3, owner: 8, shared: true },
      { id: 4, owner: 8, shared: false },
      { id: 5, owner: null, shared: null },
    ];
    expect(usableTemplates(rows, 7).map((row) => row.id)).toEqual([1, 2, 3]);
  });
});

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
