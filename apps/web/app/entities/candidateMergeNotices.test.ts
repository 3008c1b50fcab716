import { describe, expect, it } from "vitest";
import { candidateMergePath, MERGED_PARAM, mergedOf } from "./CandidateMergeNotices";

describe("candidate merge notices", () => {
  it("reads the merge a candidate's page was reached by, ignoring anything but a positive id", () => {
    expect(mergedOf(`?${MERGED_PARAM}=12`)).toBe(12);
    expect(mergedOf(`?${MERGED_PARAM}=0`)).toBeNull();
    expect(mergedOf(`?${MERGED_PARAM}=x`)).toBeNull();
    expect(mergedOf("")).toBeNull();
  });

  it("links a duplicate to the merge page into the candidate", () => {
    expect(candidateMergePath(4, 9)).toBe("/recruiters/candidates/4/merge/9");
  });
});
