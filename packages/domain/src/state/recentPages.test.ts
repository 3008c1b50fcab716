import { describe, expect, it } from "vitest";
import {
  initialRecentPagesState,
  RECENT_PAGES_LIMIT,
  type RecentPage,
  type RecentPagesAction,
  recentPageHref,
  recentPagesReducer,
} from "./recentPages";

const page = (id: string, link: string, query?: string): RecentPage => ({
  id,
  name: id,
  link,
  visitedAt: "2025-03-01T10:00:00Z",
  ...(query ? { query } : {}),
});
const run = (actions: RecentPagesAction[]) => actions.reduce(recentPagesReducer, initialRecentPagesState);

describe("recent pages (spec §2, §3)", () => {
  it("links each entry to its stored path plus the optional query", () => {
    expect(recentPageHref(page("a", "/recruiters/jobs", "page=2"))).toBe("/recruiters/jobs?page=2");
    expect(recentPageHref(page("a", "/recruiters/jobs"))).toBe("/recruiters/jobs");
  });

  it("lists the newest first and keeps one entry per address", () => {
    const state = run([
      { type: "visited", page: page("a", "/recruiters/jobs") },
      { type: "visited", page: page("b", "/recruiters/candidates") },
      { type: "visited", page: page("c", "/recruiters/jobs") },
    ]);
    expect(state.pages.map((p) => p.id)).toEqual(["c", "b"]);
  });

  it("closes one item, clears all, and keeps at most the limit", () => {
    const many = run(
      Array.from(
        { length: RECENT_PAGES_LIMIT + 3 },
        (_, i) => ({ type: "visited", page: page(`p${i}`, `/r/${i}`) }) as const,
      ),
    );
    expect(many.pages).toHaveLength(RECENT_PAGES_LIMIT);
    expect(recentPagesReducer(many, { type: "removed", id: "p12" }).pages.map((p) => p.id)).not.toContain("p12");
    expect(recentPagesReducer(many, { type: "cleared" }).pages).toEqual([]);
  });
});
