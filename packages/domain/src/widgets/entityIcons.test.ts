import { FileIcon } from "@seleta/ui";
import { describe, expect, it } from "vitest";
import { getEntity } from "../entities/registry";
import { ENTITY_MENU } from "../permissions/menus";
import { entityGlyph } from "./entityIcons";

describe("the entities' glyphs", () => {
  it("gives every entity of the Entities panel a glyph of its own", () => {
    const glyphs = ENTITY_MENU.map((name) => entityGlyph(getEntity(name).icon));
    expect(glyphs).toHaveLength(22);
    expect(new Set(glyphs).size).toBe(glyphs.length);
    // The fallback is for the administrator's long tail, not for a panel entry.
    expect(glyphs).not.toContain(FileIcon);
  });

  it("falls back to the file glyph for a name without one", () => {
    expect(entityGlyph(undefined)).toBe(FileIcon);
    expect(entityGlyph("workflow")).toBe(FileIcon);
  });
});
