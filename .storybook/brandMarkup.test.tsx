/**
 * A story that reads the toolbar's brand renders it (a logo, a brand's name): its markup differs by brand, so a theme
 * swap cannot show it in another brand. Its file must be tagged `brand-markup`, which vitest.config.ts runs once
 * per brand; untagged, its other brands would be checked on the default brand's markup.
 */
import { describe, expect, it } from "vitest";
import { rendersItsBrand, storyFiles, storySource } from "./storyFiles";

const files = storyFiles();
const readsBrand = (source: string) => /globals\s*(\.\s*brand|\[\s*["']brand["']\s*\])/.test(source);

describe("story files that render the toolbar's brand", () => {
  it("are found (the check reads every story file)", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => readsBrand(storySource(file))).length).toBeGreaterThan(0);
  });

  it("are all tagged brand-markup", () => {
    const untagged = files.filter((file) => {
      const source = storySource(file);
      return readsBrand(source) && !rendersItsBrand(source);
    });
    expect(untagged).toEqual([]);
  });
});
