import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeListParams } from "../entities/listQuery";
import { listQuerySchema } from "../entities/listQueryParse";
import { getEntity } from "../entities/registry";
import { initialListState, type ListState, listStateReducer } from "./listState";
import { listStateToParams, listStateToSearch, searchToListState } from "./listUrl";

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

/** A fixed seed: a failure shows again on the next run, and the run's time does not vary. */
const RUNS = { seed: 20_261_203, numRuns: 200 };

const name = fc.stringMatching(/^[a-z][a-z_]{0,11}$/).filter((key) => key !== "__proto__");
/** A term as the list state holds one: no quote, no blank at its ends, single spaces inside. */
const term = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 16 })
  .map((text) => text.replace(/"/g, "").trim().replace(/\s+/g, " "))
  .filter((text) => text !== "");
const terms = fc.uniqueArray(term, { maxLength: 5 });
const text = fc.string({ unit: "grapheme", maxLength: 24 });
const whereValue = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  text,
  fc.array(fc.integer(), { maxLength: 4 }),
  fc.record({ contains: text }),
  fc.record({ between: fc.tuple(fc.integer(), fc.integer()) }),
);

/** Any list state an address can stand for: what the list view's reducer can reach, less the rows and selection. */
const listState: fc.Arbitrary<ListState> = fc
  .record({
    page: fc.integer({ min: 1, max: 100_000 }),
    order: fc
      .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z_][\w.]{0,15}$/), fc.constantFrom("asc", "desc" as const)), {
        minLength: 1,
        maxLength: 3,
        selector: ([key]) => key,
      })
      .map((entries) => Object.fromEntries(entries)),
    filters: fc.uniqueArray(name, { maxLength: 3 }),
    where: fc.dictionary(name, whereValue, { maxKeys: 3 }),
    terms: fc.record({
      search: text.map((value) => value.trim()),
      required: terms,
      optional: terms,
      excluded: terms,
    }),
    subSearch: fc.dictionary(
      name,
      text.filter((value) => value.trim() !== ""),
      { maxKeys: 3 },
    ),
    columns: fc.uniqueArray(name, { minLength: 1, maxLength: 5 }),
    viewType: fc.constantFrom("table", "blocks", "kanban" as const),
  })
  .map((parts) => ({ ...base, ...parts }));

describe("the list URL codec (properties)", () => {
  it("decodes what it encoded: searchToListState(listStateToSearch(state)) = state", () => {
    fc.assert(
      fc.property(listState, (state) => {
        expect(searchToListState(listStateToSearch(state, defaults), base)).toEqual(state);
      }),
      RUNS,
    );
  });

  it("reads the same state from an address written again", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("q", "required", "optional", "excluded", "page"), text), (query) => {
        const search = Object.entries(query)
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join("&");
        const state = searchToListState(search, base);
        expect(searchToListState(listStateToSearch(state, defaults), base)).toEqual(state);
      }),
      RUNS,
    );
  });

  it("sends the API the search the address holds: the list query reads the web app's terms", () => {
    const candidates = getEntity("candidates");
    const schema = listQuerySchema(candidates);
    // Boxes as people fill them, and addresses as they are shared: quotes, runs of spaces, repeated words.
    const typed = fc
      .array(fc.oneof(fc.constantFrom('"', " ", "  ", "java", "de", 'a"b'), text), { maxLength: 5 })
      .map((parts) => parts.join(""));
    const boxes = fc.record({ q: typed, required: typed, optional: typed, excluded: typed });
    fc.assert(
      fc.property(boxes, (address) => {
        // What the web app holds for an address, and what it sends the list endpoint for that state.
        const search = Object.entries(address)
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join("&");
        const state = searchToListState(search, base);
        const query = schema.parse(encodeListParams(listStateToParams(state, 25)));
        expect(query.term).toBe(state.terms.search);
        for (const kind of ["required", "optional", "excluded"] as const) {
          expect(query.terms[kind].map((item) => item.text)).toEqual(state.terms[kind]);
        }
      }),
      RUNS,
    );
  });
});
