import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pageEntitiesOf } from "./pageEntities";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The modules the browser may run: the web app's, the widgets', the API client's (tests, stories and server modules aside). */
function browserModules(): string[] {
  const roots = ["apps/web/app", "packages/domain/src/widgets", "packages/domain/src/state", "packages/api-client/src"];
  return roots.flatMap((root) =>
    readdirSync(join(repo, root), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|server)\.tsx?$/.test(file))
      .map((file) => join(repo, root, file)),
  );
}

describe("the browser's entities", () => {
  it("are read through the index and the loaded definitions, never the whole registry", () => {
    // Any of these loads every entity's definition with the page that reads it.
    const wholeRegistry =
      /\b(findEntity|getEntity|entityList|findEntityByModel|entityMessageList)\b|entities\/registry"/;
    const modules = browserModules();
    const readers = modules
      .filter((path) => wholeRegistry.test(readFileSync(path, "utf8")))
      .map((path) => relative(repo, path));
    expect(modules.length).toBeGreaterThan(200);
    expect(readers).toEqual([]);
  });

  it("named by a loader are the registry's, the unknown left out", () => {
    expect(pageEntitiesOf({ entities: ["candidates", "nothing", 3] })).toEqual(["candidates"]);
    expect(pageEntitiesOf(null)).toEqual([]);
  });
});
