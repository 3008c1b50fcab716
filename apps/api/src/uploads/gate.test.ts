/**
 * The upload gate is the only way to files: no module but gate.ts reads a request's multipart parts or puts an
 * upload in storage (the export job stores the files it writes itself, not uploads). A route that did would skip
 * the confirmation, the quota and the hourly limit; this fails first.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mjs)$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Where each pattern may appear (paths relative to src/). */
const ONLY_IN: [RegExp, string[]][] = [
  [/\.parts\(/, ["uploads/gate.ts"]],
  [/\.(file|files|saveRequestFiles)\(/, []],
  [/attachFieldsToBody/, []],
  [/storage\.put\(/, ["uploads/gate.ts", "jobs/exportJob.ts"]],
];

describe("the upload gate", () => {
  it("is the only module that reads multipart files or stores uploads", () => {
    const found: string[] = [];
    for (const path of sources(SRC)) {
      const text = readFileSync(path, "utf8");
      const name = relative(SRC, path);
      for (const [pattern, allowed] of ONLY_IN) {
        if (pattern.test(text) && !allowed.includes(name)) found.push(`${name}: ${pattern}`);
      }
    }
    expect(found).toEqual([]);
  });
});
