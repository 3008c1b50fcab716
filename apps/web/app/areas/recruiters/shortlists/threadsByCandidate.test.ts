import type { ShortlistDetail, ShortlistThreadComment } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { threadsByCandidate } from "./threadsByCandidate";

const item = (applyId: number, name: string) =>
  ({ apply_id: applyId, candidate: { name } }) as unknown as ShortlistDetail["items"][number];

const comment = (id: number, applyId: number, uid: string, recruiter = false): ShortlistThreadComment => ({
  id,
  apply_id: applyId,
  author: { kind: recruiter ? "recruiter" : "reviewer", name: recruiter ? "Ana" : uid },
  body: `c${id}`,
  created_at: `2026-01-0${id}T00:00:00.000Z`,
  thread: { uid, reviewer: uid },
});

describe("threadsByCandidate", () => {
  it("groups the threads under their candidate in the shortlist's order, oldest first, and drops other applies", () => {
    const grouped = threadsByCandidate(
      [item(2, "Bruno"), item(1, "Ana"), item(3, "Carla")],
      [comment(1, 1, "x"), comment(2, 2, "y"), comment(3, 1, "z"), comment(4, 1, "x", true), comment(5, 9, "x")],
    );
    expect(
      grouped.map((candidate) => [
        candidate.name,
        candidate.threads.map((thread) => [thread.uid, thread.comments.map((c) => [c.body, c.byRecruiter])]),
      ]),
    ).toEqual([
      ["Bruno", [["y", [["c2", false]]]]],
      [
        "Ana",
        [
          [
            "x",
            [
              ["c1", false],
              ["c4", true],
            ],
          ],
          ["z", [["c3", false]]],
        ],
      ],
      ["Carla", []],
    ]);
  });
});
