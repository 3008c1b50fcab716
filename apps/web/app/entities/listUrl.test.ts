import { getEntity, initialListState, type ListState, listStateReducer, termsToText } from "@seleta/domain";
import { describe, expect, it } from "vitest";
import { listStateToParams, listStateToSearch, searchToListState, textToTerms } from "./listUrl";

const defaults = { columns: ["name", "email", "status"], order: { created_at: "desc" as const } };
const base = initialListState("candidates", defaults);

describe("list state in the address", () => {
  it("writes nothing for a fresh list", () => {
    expect(listStateToSearch(base, defaults)).toBe("");
  });

  it("round-trips search, terms, where, filters, order, page, columns and view", () => {
    const state: ListState = {
      ...base,
      page: 3,
      order: { name: "asc" },
      filters: ["mine"],
      where: { status: [3, 5], city: { contains: "São" } },
      terms: { search: "ana", required: ["java", "product owner"], optional: [], excluded: ["php"] },
      columns: ["name", "city"],
      viewType: "blocks",
    };
    const search = listStateToSearch(state, defaults);
    expect(searchToListState(search, base)).toEqual(state);
    expect(search).toContain("required=java%20%22product%20owner%22");
  });

  it("forgets the selection and the rows: an address names a search, not what was picked", () => {
    const picked = listStateReducer(base, { type: "itemSelected", id: 7 });
    const back = searchToListState(listStateToSearch(picked, defaults), base);
    expect(back.selection).toEqual({ mode: "some", ids: [] });
  });

  it("reads what browsers write: `+` for spaces, a leading `?`, bad escapes kept as typed", () => {
    expect(searchToListState("?q=ana+maria&required=%E0", base).terms).toMatchObject({
      search: "ana maria",
      required: ["%E0"],
    });
  });

  it("falls back to the defaults for what it cannot read", () => {
    const state = searchToListState("page=-2&order=name.sideways&where=%7Bbroken&view=gallery&columns=", base);
    expect(state).toMatchObject({ page: 1, order: { created_at: "desc" }, where: {}, viewType: "table" });
    expect(state.columns).toEqual(defaults.columns);
  });

  it("keeps the order's priority", () => {
    const state = searchToListState("order=status.desc,name.asc", base);
    expect(Object.entries(state.order)).toEqual([
      ["status", "desc"],
      ["name", "asc"],
    ]);
  });
});

describe("terms boxes", () => {
  it("reads words and quoted phrases, once each", () => {
    expect(textToTerms(' java  "product   owner" java "react')).toEqual(["java", "product owner", "react"]);
    expect(textToTerms("   ")).toEqual([]);
  });

  it("quotes phrases when written back", () => {
    expect(termsToText(["java", "product owner", " "])).toBe('java "product owner"');
  });
});

describe("list parameters", () => {
  it("sends the search box as term and each terms box as its terms_* parameter", () => {
    const state: ListState = {
      ...base,
      page: 2,
      where: { status: 3 },
      filters: ["mine"],
      terms: { search: " ana ", required: ["java"], optional: [], excluded: ["php", "cobol"] },
    };
    expect(listStateToParams(state, 25)).toEqual({
      page: 2,
      per_page: 25,
      term: "ana",
      terms_required: "java",
      terms_excluded: "php cobol",
      where: { status: 3 },
      order: { created_at: "desc" },
      filter: ["mine"],
    });
  });

  it("joins the filled sub-search boxes to the where", () => {
    const subSearches = getEntity("candidates").subSearches;
    const state: ListState = {
      ...base,
      where: { status: 3 },
      subSearch: { skills: " React ", language: "Inglês", x: "y" },
    };
    expect(listStateToParams(state, 25, subSearches).where).toEqual({
      status: 3,
      skills: { contains: "React" },
      language: { name: "Inglês" },
    });
    expect(listStateToParams({ ...base, subSearch: { skills: "  " } }, 25, subSearches).where).toBeUndefined();
  });

  it("leaves out what is empty", () => {
    expect(listStateToParams(base, 25)).toEqual({ page: 1, per_page: 25, order: { created_at: "desc" } });
  });
});
