import { describe, expect, it } from "vitest";
import { firstLoadOf } from "../../../../../../scripts/lib/firstLoad.mjs";

/** The bar's widgets (barWidgets.ts): loaded on a light trigger's hover, focus or press, never with a page. */
const BAR_WIDGETS = [
  "apps/web/app/areas/recruiters/shell/barWidgets.ts",
  "packages/domain/src/widgets/EntitiesPanel/EntitiesPanel.tsx",
  "packages/domain/src/widgets/AddNewMenu/AddNewMenu.tsx",
  "packages/domain/src/widgets/NotificationMenu/NotificationMenu.tsx",
  "packages/domain/src/widgets/UserMenu/UserMenu.tsx",
  "packages/domain/src/widgets/HistorySpeedDial/HistorySpeedDial.tsx",
];

describe("the recruiter shell's first load", () => {
  it("draws the bar's light triggers, the active entity's included, without the bar's widgets", async () => {
    const { modules, bundled } = await firstLoadOf("apps/web/app/areas/recruiters/shell/RecruiterShell.tsx");
    expect(modules).toContain("packages/domain/src/widgets/EntitiesPanel/EntitiesPanelTrigger.tsx");
    expect(modules.filter((input) => BAR_WIDGETS.includes(input))).toEqual([]);
    expect(BAR_WIDGETS.filter((input) => !bundled.includes(input))).toEqual([]);
  }, 60_000);
});
