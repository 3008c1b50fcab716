import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { islandEntries, islandManifest } from "./buildIslands";

describe("the islands' build", () => {
  it("compiles every island but its tests", () => {
    expect(islandEntries(["videoAnswer.ts", "videoAnswer.test.ts", "README.md", "another.ts"])).toEqual([
      "another.ts",
      "videoAnswer.ts",
    ]);
  });

  it("names each island's hashed file by its source, as an address of the client directory", () => {
    const clientDir = join("/build", "client");
    expect(
      islandManifest(
        {
          [join(clientDir, "assets", "islands", "videoAnswer-AB12CD34.js")]: {
            entryPoint: join("/src", "islands", "videoAnswer.ts"),
          },
          [join(clientDir, "assets", "islands", "chunk-XYZ.js")]: {},
          [join(clientDir, "assets", "islands", "videoAnswer-AB12CD34.js.map")]: {
            entryPoint: join("/src", "islands", "videoAnswer.ts"),
          },
        },
        clientDir,
      ),
    ).toEqual({ videoAnswer: "/assets/islands/videoAnswer-AB12CD34.js" });
  });
});
