import { describe, expect, it } from "vitest";
import { nulFieldName, pathOfNul } from "./inputGuard";

describe("pathOfNul", () => {
  it("names the first value holding a NUL, however deep, in objects and arrays", () => {
    expect(pathOfNul({ candidate: { name: "Ana", tags: ["ok", "b\u0000d"] } })).toEqual(["candidate", "tags", "1"]);
    expect(pathOfNul("a\u0000")).toEqual([]);
  });

  it("finds a NUL in a key, shown escaped", () => {
    expect(pathOfNul({ note: { "x\u0000": 1 } })).toEqual(["note", "x\\u0000"]);
  });

  it("answers undefined for clean values, numbers, booleans and null", () => {
    expect(pathOfNul({ a: 1, b: [true, null, "texto com acentuação"], c: undefined })).toBeUndefined();
  });

  it("walks a deeply nested body without exhausting the stack", () => {
    let deep: unknown = "fim\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(pathOfNul(deep)).toHaveLength(100_000);
  });
});

describe("nulFieldName", () => {
  it("names body fields bare and query or path parameters with their place", () => {
    expect(nulFieldName([{ name: "body", value: { email: "a\u0000@b.c" } }])).toBe("email");
    expect(nulFieldName([{ name: "querystring", value: { term: "x\u0000" } }])).toBe("querystring.term");
    expect(nulFieldName([{ name: "params", value: { id: "1\u0000" } }])).toBe("params.id");
    expect(nulFieldName([{ name: "body", value: "\u0000" }])).toBe("body");
    expect(nulFieldName([{ name: "body", value: { email: "a@b.c" } }])).toBeUndefined();
  });
});
