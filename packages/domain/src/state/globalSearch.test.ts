import { describe, expect, it } from "vitest";
import {
  activeChips,
  type GlobalSearchAction,
  type GlobalSearchState,
  globalSearchReducer,
  initialGlobalSearchState,
} from "./globalSearch";

const run = (actions: GlobalSearchAction[], state: GlobalSearchState = initialGlobalSearchState) =>
  actions.reduce(globalSearchReducer, state);
const searched = (state: GlobalSearchState) => state.effects.filter((e) => e.type === "call").map((e) => e.payload);

describe("global search (spec §2, §4, §5)", () => {
  it("starts with all six chips on: Company, Contact, Proposal, Candidate, Lead, Job", () => {
    expect(activeChips(initialGlobalSearchState)).toEqual([
      "company",
      "contact",
      "proposal",
      "candidate",
      "lead",
      "job",
    ]);
  });

  it("searches whenever the dialog opens, with the chips' entities as a JSON array", () => {
    expect(searched(run([{ type: "opened" }]))).toEqual([
      {
        requestId: 1,
        term: "",
        entity: JSON.stringify(["client_companies", "client_contacts", "proposals", "candidates", "contacts", "jobs"]),
      },
    ]);
  });

  it("reruns on term change, chip change and Enter", () => {
    const open = run([{ type: "opened" }]);
    expect(searched(run([{ type: "termChanged", term: "ana" }], open))).toEqual([
      expect.objectContaining({ requestId: 2, term: "ana" }),
    ]);
    const chip = run([{ type: "chipToggled", kind: "job" }], open);
    expect(chip.chips.job).toBe(false);
    expect(JSON.parse((searched(chip)[0] as { entity: string }).entity)).not.toContain("jobs");
    expect(searched(run([{ type: "enterPressed" }], open))).toHaveLength(1);
  });

  it("with no chip on shows 'Please select at least one entity to search' and makes no call", () => {
    const kinds = ["company", "contact", "proposal", "candidate", "lead", "job"] as const;
    const none = run([{ type: "opened" }, ...kinds.map((kind) => ({ type: "chipToggled", kind }) as const)]);
    expect(searched(none)).toEqual([]);
    expect(none.effects).toEqual([
      {
        type: "toast",
        tone: "error",
        message: expect.objectContaining({ en: "Please select at least one entity to search" }),
      },
    ]);
  });

  it("keeps only the latest search's results, and closing clears term and results", () => {
    const twice = run([{ type: "opened" }, { type: "termChanged", term: "an" }, { type: "termChanged", term: "ana" }]);
    const stale = run([{ type: "resultsReceived", requestId: 2, results: [{ entity: "Candidate", id: 1 }] }], twice);
    expect(stale.results).toEqual([]);
    const fresh = run([{ type: "resultsReceived", requestId: 3, results: [{ entity: "Candidate", id: 2 }] }], twice);
    expect(fresh.results).toEqual([{ entity: "Candidate", id: 2 }]);
    expect(run([{ type: "closed" }], fresh)).toMatchObject({ open: false, term: "", results: [] });
  });
});
