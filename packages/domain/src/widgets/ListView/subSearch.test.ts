import { describe, expect, it } from "vitest";
import { getEntity } from "../../entities/registry";
import { initialListState } from "../../state/listState";
import { subSearchWhere, withSubSearches } from "./subSearch";

const candidates = getEntity("candidates");

describe("the list's sub-search fields as where keys", () => {
  it("searches a text sub-search by contains and a level one by the item's name", () => {
    expect(subSearchWhere(candidates.subSearches, { skills: " React ", language: "Inglês" })).toEqual({
      skills: { contains: "React" },
      language: { name: "Inglês" },
    });
  });

  it("leaves out empty boxes and keys the entity does not have", () => {
    expect(subSearchWhere(candidates.subSearches, { skills: "  ", name: "Ana", experience_company: "" })).toEqual({});
  });

  it("folds the sub-searches into the state's where and keeps its own conditions", () => {
    const state = {
      ...initialListState("candidates"),
      where: { status: { eq: 1 } },
      subSearch: { experience_company: "Itaú" },
    };
    expect(withSubSearches(state, candidates).where).toEqual({
      status: { eq: 1 },
      experience_company: { contains: "Itaú" },
    });
  });

  it("returns the very state when nothing is typed or the entity is unknown", () => {
    const state = { ...initialListState("candidates"), subSearch: { skills: "" } };
    expect(withSubSearches(state, candidates)).toBe(state);
    const typed = { ...state, subSearch: { skills: "Go" } };
    expect(withSubSearches(typed, undefined)).toBe(typed);
  });
});
