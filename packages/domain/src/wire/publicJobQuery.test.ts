import { describe, expect, it } from "vitest";
import { pageCount, pageWithin, type RawPublicJobQuery, readPublicJobQuery } from "./publicJobQuery";
import { PUBLIC_JOB_TERM_MAX } from "./publicJobs";

const SPECIALTIES = new Set(["engenharia", "tecnologia", "recursos-humanos"]);
const read = (raw: RawPublicJobQuery) => readPublicJobQuery(raw, (slug) => SPECIALTIES.has(slug));

describe("readPublicJobQuery: a visitor's query string, read leniently", () => {
  it.each<[string, RawPublicJobQuery, ReturnType<typeof read>]>([
    ["nothing: the first page of everything", {}, { search: { page: 1 }, notices: [] }],
    [
      "every filter understood",
      {
        term: "  gestão   de pessoas ",
        specialty: "Tecnologia",
        state: "sp",
        city: " São  Paulo ",
        work_type: "2",
        hiring_regime: "1",
        page: "3",
      },
      {
        search: {
          term: "gestão de pessoas",
          specialty: "tecnologia",
          state: "SP",
          city: "São Paulo",
          work_type: 2,
          hiring_regime: 1,
          page: 3,
        },
        notices: [],
      },
    ],
    [
      "blank values are no filter (an empty <select> option)",
      { term: " ", specialty: "", state: "", page: "" },
      {
        search: { page: 1 },
        notices: [],
      },
    ],
    ["page=-1", { page: "-1" }, { search: { page: 1 }, notices: ["page_out_of_range"] }],
    ["page=0", { page: "0" }, { search: { page: 1 }, notices: ["page_out_of_range"] }],
    ["page=abc", { page: "abc" }, { search: { page: 1 }, notices: ["page_out_of_range"] }],
    ["page=1.5", { page: "1.5" }, { search: { page: 1 }, notices: ["page_out_of_range"] }],
    ["page=1e3", { page: "1e3" }, { search: { page: 1 }, notices: ["page_out_of_range"] }],
    ["page=002", { page: "002" }, { search: { page: 2 }, notices: [] }],
    [
      "a huge page stays a number",
      { page: "9".repeat(40) },
      { search: { page: Number.MAX_SAFE_INTEGER }, notices: [] },
    ],
    ["unknown specialty", { specialty: "astrologia" }, { search: { page: 1 }, notices: ["unknown_specialty"] }],
    ["unknown state", { state: "XX" }, { search: { page: 1 }, notices: ["unknown_state"] }],
    ["a state by name is not a UF", { state: "São Paulo" }, { search: { page: 1 }, notices: ["unknown_state"] }],
    ["unknown work type", { work_type: "99" }, { search: { page: 1 }, notices: ["unknown_work_type"] }],
    ["work type not a number", { work_type: "remote" }, { search: { page: 1 }, notices: ["unknown_work_type"] }],
    ["unknown hiring regime", { hiring_regime: "-2" }, { search: { page: 1 }, notices: ["unknown_hiring_regime"] }],
    [
      "a repeated key: its first value",
      { state: ["RJ", "SP"], page: ["2", "x"] },
      {
        search: { state: "RJ", page: 2 },
        notices: [],
      },
    ],
    [
      "control characters are spaces",
      { term: "gestão\u0000\u0007pessoas" },
      {
        search: { term: "gestão pessoas", page: 1 },
        notices: [],
      },
    ],
  ])("%s", (_label, raw, expected) => {
    expect(read(raw)).toEqual(expected);
  });

  it("cuts a 10 kB term to the longest term read, and says so", () => {
    const { search, notices } = read({ term: `gestão ${"x".repeat(10_000)}` });
    expect(Array.from(search.term ?? "").length).toBeLessThanOrEqual(PUBLIC_JOB_TERM_MAX);
    expect(search.term?.startsWith("gestão x")).toBe(true);
    expect(notices).toEqual(["term_too_long"]);
  });

  it("never splits a character when cutting", () => {
    const { search } = read({ term: "😀".repeat(PUBLIC_JOB_TERM_MAX + 5) });
    expect(search.term).toBe("😀".repeat(PUBLIC_JOB_TERM_MAX));
  });

  it("names every problem at once, and keeps what it understood", () => {
    const { search, notices } = read({ term: "fiscal", state: "ZZ", specialty: "x", work_type: "9", page: "-3" });
    expect(search).toEqual({ term: "fiscal", page: 1 });
    expect(notices.sort()).toEqual(["page_out_of_range", "unknown_specialty", "unknown_state", "unknown_work_type"]);
  });
});

describe("pageWithin: a page past the last shows the last one", () => {
  it.each([
    [1, 0, 1, false],
    [2, 0, 1, true],
    [3, 45, 3, false],
    [4, 45, 3, true],
    [3, 40, 2, true],
    [Number.MAX_SAFE_INTEGER, 100_000, 5000, true],
  ])("page %i of %i jobs → page %i (out of range: %s)", (page, total, shown, outOfRange) => {
    expect(pageWithin(page, total, 20)).toEqual({ page: shown, outOfRange });
  });

  it("counts one page for an empty board", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
