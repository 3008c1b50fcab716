import { describe, expect, it } from "vitest";
import { ICONS } from "./chunkGroups";

describe("the web build's chunk groups", () => {
  it("group the icons, and nothing else of node_modules", () => {
    expect(ICONS.test("/repo/node_modules/lucide-react/dist/esm/icons/x.mjs")).toBe(true);
    expect(ICONS.test("/repo/node_modules/react-aria/dist/private/Button.mjs")).toBe(false);
  });
});
