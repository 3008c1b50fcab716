import {
  applyQueries,
  createHttpClient,
  entityKeys,
  shortlistActivityStale,
  shortlistBuilderQueries,
} from "@seleta/api-client";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

const http = createHttpClient({ baseUrl: "" });

/** The keys of what the recruiter's screens show of a job (7) and its shortlist (3), and of another job (8)'s. */
const keys = {
  detail: shortlistBuilderQueries.detail(http, 3).queryKey,
  preview: shortlistBuilderQueries.preview(http, 3).queryKey,
  comments: [...shortlistBuilderQueries.detail(http, 3).queryKey, "comments"],
  jobShortlists: shortlistBuilderQueries.ofJob(http, 7).queryKey,
  board: applyQueries.board(http, 7).queryKey,
  appliesList: entityKeys.list("applies", { page: 1 }),
  apply: entityKeys.detail("applies", 11),
  otherShortlist: shortlistBuilderQueries.detail(http, 4).queryKey,
  otherBoard: applyQueries.board(http, 8).queryKey,
  otherApply: entityKeys.detail("applies", 12),
} as const;

describe("shortlistActivityStale", () => {
  it("marks stale what a reviewer's rating or comment changed, and nothing else", () => {
    const client = new QueryClient();
    for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
    shortlistActivityStale(client, { id: 3, job_id: 7, apply_id: 11 });
    const stale = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
    );
    expect(stale).toEqual({
      detail: true,
      preview: true,
      comments: true,
      jobShortlists: true,
      board: true,
      appliesList: true,
      apply: true,
      otherShortlist: false,
      otherBoard: false,
      otherApply: false,
    });
  });
});
