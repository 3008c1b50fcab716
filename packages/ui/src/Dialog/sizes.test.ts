import { describe, expect, it } from "vitest";
import { BOTTOM_DIALOG_MAX_WIDTH, DIALOG_WIDTHS, dialogWidth } from "./sizes";

describe("dialogWidth", () => {
  it("gives the spec's modal sizes and special dialogs", () => {
    expect([dialogWidth("sm", "center"), dialogWidth("md", "center"), dialogWidth("lg", "center")]).toEqual([
      300, 500, 800,
    ]);
    expect(dialogWidth("xl", "center")).toBe(1140);
    expect(dialogWidth("full", "center")).toBe(1200);
    expect(dialogWidth("loading", "center")).toBe(400);
    expect(dialogWidth("search", "center")).toBe(1000);
    expect(dialogWidth("signature", "center")).toBe(1300);
  });

  it("caps bottom dialogs at 900 and leaves narrower ones alone", () => {
    expect(dialogWidth("full", "bottom")).toBe(BOTTOM_DIALOG_MAX_WIDTH);
    expect(dialogWidth("xl", "bottom")).toBe(900);
    expect(dialogWidth("md", "bottom")).toBe(DIALOG_WIDTHS.md);
  });
});
