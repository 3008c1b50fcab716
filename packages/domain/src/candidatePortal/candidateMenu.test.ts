import { describe, expect, it } from "vitest";
import { candidateMenu, currentMenuEntry, jobSearchHref, showsCandidateMenu } from "./candidateMenu";

describe("the candidate area's side menu", () => {
  it("lists spec §2's entries in order", () => {
    expect(candidateMenu.map((entry) => entry.href)).toEqual([
      "/candidates/overview",
      "/candidates/info",
      "/candidates/curriculum",
      "/candidates/languages",
      "/candidates/pretensions",
      "/candidates/skills",
      "/candidates/experience",
      "/candidates/educations",
      "/candidates/home",
      "/jobs",
      "/candidates/candidacy",
      "/candidates/settings",
    ]);
    expect(candidateMenu[0]?.label["pt-BR"]).toBe("Visão Geral");
  });

  it("is left out of the registration wizard only", () => {
    expect(showsCandidateMenu("/candidates/register")).toBe(false);
    expect(showsCandidateMenu("/candidates/register/")).toBe(false);
    expect(showsCandidateMenu("/candidates/info")).toBe(true);
    expect(showsCandidateMenu("/candidates/registered")).toBe(true);
  });

  it("marks the entry of the page, not a prefix of another path", () => {
    expect(currentMenuEntry("/candidates/info/")?.href).toBe("/candidates/info");
    expect(currentMenuEntry("/candidates/information")).toBeUndefined();
  });

  it("searches the job board for the typed term", () => {
    expect(jobSearchHref("  diretor financeiro ")).toBe("/jobs?term=diretor+financeiro");
    expect(jobSearchHref(" ")).toBe("/jobs");
  });
});
