import { describe, expect, it } from "vitest";
import { firstLoadOf } from "../../../../scripts/lib/firstLoad.mjs";

/**
 * What a list opens later loads on first use: these modules are in chunks of their own, outside what drawing a list
 * loads (its module and the chunks it imports statically), so a list's first screen does not download them.
 */
const LIST_OPENS_LATER = [
  "packages/domain/src/widgets/ListView/FilterPanel.tsx",
  "packages/domain/src/widgets/ListView/SortSelects.tsx",
  "packages/domain/src/widgets/ListView/DeleteConfirmation.tsx",
  "packages/domain/src/widgets/ListView/KanbanView.tsx",
  "packages/ui/src/Table/ColumnMenu.tsx",
  "packages/ui/src/Table/VirtualTable.tsx",
  "packages/ui/src/Table/virtualBody.tsx",
  "packages/ui/src/Tooltip/TooltipBubble.tsx",
  "packages/ui/src/Menu/Menu.tsx",
  "packages/ui/src/Dialog/Dialog.tsx",
  "packages/ui/src/ConfirmDialog/ConfirmDialog.tsx",
  "packages/ui/src/Select/Select.tsx",
  "packages/ui/src/ComboBox/ComboBox.tsx",
];

/** A record's page: its questions and answers (checked with zod) load with the first record that has them. */
const RECORD_OPENS_LATER = ["packages/domain/src/widgets/EntityDetail/QuestionLists.tsx"];

describe("a list's first load", () => {
  it("holds none of what the list opens later, which is still bundled, in chunks of its own", async () => {
    const { modules, bundled } = await firstLoadOf("packages/domain/src/widgets/ListView/ListView.tsx");
    expect(modules).toContain("packages/domain/src/widgets/ListView/ListToolbar.tsx");
    expect(modules.filter((input) => LIST_OPENS_LATER.includes(input))).toEqual([]);
    expect(LIST_OPENS_LATER.filter((input) => !bundled.includes(input))).toEqual([]);
  }, 60_000);
});

describe("a record's first load", () => {
  it("loads no zod: the questions and answers that need it are a chunk apart", async () => {
    const { modules, libraries, bundled } = await firstLoadOf(
      "packages/domain/src/widgets/EntityDetail/EntityDetail.tsx",
    );
    expect(modules).toContain("packages/domain/src/widgets/EntityDetail/EntityDetail.tsx");
    expect(modules.filter((input) => RECORD_OPENS_LATER.includes(input))).toEqual([]);
    expect(RECORD_OPENS_LATER.filter((input) => !bundled.includes(input))).toEqual([]);
    expect(libraries.filter((library) => library === "zod" || library.startsWith("zod/"))).toEqual([]);
  }, 60_000);
});

/** The rich-text field's editor (Tiptap): a form and the shortlist builder draw its text area first. */
const RICH_TEXT_EDITOR = "packages/ui/src/RichTextField/RichTextEditor.tsx";

describe("a first load with rich-text fields", () => {
  it.each([
    "packages/domain/src/widgets/EntityForm/EntityForm.tsx",
    "packages/domain/src/widgets/ShortlistBuilder/ShortlistBuilder.tsx",
  ])(
    "holds the field but not its editor, which is bundled in a chunk of its own: %s",
    async (entry) => {
      const { modules, libraries, bundled } = await firstLoadOf(entry);
      expect(modules).toContain("packages/ui/src/RichTextField/RichTextField.tsx");
      expect(modules).not.toContain(RICH_TEXT_EDITOR);
      expect(bundled).toContain(RICH_TEXT_EDITOR);
      expect(libraries.filter((library) => library.startsWith("@tiptap/"))).toEqual([]);
    },
    60_000,
  );
});
