import { describe, expect, it } from "vitest";
import { pageChunksOf } from "./pageChunks";

describe("pageChunksOf", () => {
  it("names the entity page chunks a route's loader data asks for, and nothing else", () => {
    expect(pageChunksOf({ kind: "detail", pageChunks: ["detail", "new"] })).toEqual(["detail", "new"]);
    expect(pageChunksOf({ pageChunks: ["list", "constructor", "toString", "../x"] })).toEqual(["list"]);
    expect(pageChunksOf({ me: { id: 1 } })).toEqual([]);
    expect(pageChunksOf(null)).toEqual([]);
  });
});
