import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Table, type TableColumn } from "./Table";

type Candidate = { id: number; name: string; email: string; city: string; status: string; score: number };

const NAMES = ["Ana Souza", "Bruno Lima", "Carla Dias", "Diego Alves", "Érica Rocha", "Fábio Nunes", "Gabriela Reis"];
const CITIES = ["São Paulo", "Rio de Janeiro", "Curitiba", "Recife"];
const STATUSES = ["Ativo", "Novo lead", "Pré-cadastrado", "Em oferta"];

/** Deterministic rows: screenshots must not change from run to run. */
function candidates(count: number): Candidate[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ""}`;
    return {
      id: i + 1,
      name,
      email: `${name
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, ".")}@exemplo.com.br`,
      city: CITIES[(i * 3) % CITIES.length] ?? "",
      status: STATUSES[(i * 5) % STATUSES.length] ?? "",
      score: (i * 37) % 100,
    };
  });
}

const columns: TableColumn<Candidate>[] = [
  { id: "name", header: "Nome", isRowHeader: true, cell: (c) => c.name, sortValue: (c) => c.name, width: 220 },
  { id: "email", header: "E-mail", cell: (c) => c.email, width: 300 },
  { id: "city", header: "Cidade", cell: (c) => c.city, sortValue: (c) => c.city, width: 180 },
  { id: "status", header: "Status", cell: (c) => c.status, width: 160 },
  { id: "score", header: "Nota", cell: (c) => c.score, sortValue: (c) => c.score, align: "end", width: 100 },
];

const meta = {
  title: "Data/Table",
  component: Table<Candidate>,
  args: {
    "aria-label": "Candidatos",
    columns,
    rows: candidates(7),
    onSortChange: fn(),
    onSelectionChange: fn(),
    onHiddenColumnsChange: fn(),
  },
} satisfies Meta<typeof Table<Candidate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab past the column picker into the grid: focus lands on the first row. */
async function tabIntoGrid() {
  await userEvent.tab();
  await userEvent.tab();
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

/** Sorted by name; sortable columns show their arrows; the column picker sits above. */
export const Default: Story = {
  args: { defaultSortDescriptor: { column: "name", direction: "ascending" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("columnheader", { name: /Nome/ })).toHaveAttribute("aria-sort", "ascending");
    await expect(names(canvas.getByRole("grid"))[0]).toBe("Ana Souza");
  },
};

/**
 * Sorting by keyboard: ArrowUp from the first row reaches the header row, arrows move along it, Enter sorts by the
 * focused column and Enter again reverses the order.
 */
export const KeyboardSorting: Story = {
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole("grid");
    await tabIntoGrid();
    await expect(within(grid).getAllByRole("row")[1]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    const score = canvas.getByRole("columnheader", { name: /Nota/ });
    await expect(score).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: "score", direction: "ascending" });
    await expect(score).toHaveAttribute("aria-sort", "ascending");
    await userEvent.keyboard("{Enter}");
    await expect(score).toHaveAttribute("aria-sort", "descending");
    const scores = within(grid)
      .getAllByRole("row")
      .slice(1)
      .map((row) => Number(row.lastElementChild?.textContent));
    await expect(scores).toEqual([...scores].sort((a, b) => b - a));
  },
};

/** Multiple selection with checkboxes; two rows selected. */
export const Selection: Story = {
  args: { selectionMode: "multiple", defaultSelectedKeys: new Set([2, 4]) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("row", { selected: true })).toHaveLength(2);
  },
};

/**
 * Selecting by keyboard: Space toggles the focused row, Shift+ArrowDown extends, Ctrl+A selects all (the header
 * checkbox shows it), Escape clears.
 */
export const KeyboardSelection: Story = {
  args: { selectionMode: "multiple" },
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole("grid");
    await tabIntoGrid();
    await userEvent.keyboard(" ");
    await expect(canvas.getAllByRole("row", { selected: true })).toHaveLength(1);
    await userEvent.keyboard("{Shift>}{ArrowDown}{ArrowDown}{/Shift}");
    await expect(canvas.getAllByRole("row", { selected: true })).toHaveLength(3);
    await userEvent.keyboard("{Control>}a{/Control}");
    await expect(canvas.getAllByRole("row", { selected: true })).toHaveLength(7);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("all");
    await userEvent.keyboard("{Escape}");
    await expect(within(grid).queryAllByRole("row", { selected: true })).toHaveLength(0);
  },
};

/**
 * Single selection: a row's checkbox (or Space) selects it and unselects the other; Shift+arrows move without
 * extending, Ctrl+A selects nothing more, and the header has no select-all box.
 */
export const SingleSelection: Story = {
  args: { selectionMode: "single", defaultSelectedKeys: new Set([2]) },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    await expect(grid).not.toHaveAttribute("aria-multiselectable");
    await expect(within(grid).getAllByRole("row", { selected: true })).toHaveLength(1);
    await expect(within(grid).getAllByRole("checkbox")).toHaveLength(7);
    await tabIntoGrid();
    await userEvent.keyboard(" ");
    const selected = () => within(grid).getAllByRole("row", { selected: true });
    await expect(selected()).toHaveLength(1);
    await expect(within(selected()[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Ana Souza");
    await userEvent.keyboard("{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Control>}a{/Control}");
    await expect(selected()).toHaveLength(1);
    await userEvent.keyboard(" ");
    await expect(within(selected()[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent("Carla Dias");
    await userEvent.keyboard(" ");
    await expect(within(grid).queryAllByRole("row", { selected: true })).toHaveLength(0);
    // Ctrl+A is left to the browser (as react-aria does in single mode), which selected the page's text.
    window.getSelection()?.removeAllRanges();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Enter opens the focused row (onRowAction), a click too; without selection mode this is a plain action list. */
export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args }) => {
    await tabIntoGrid();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onRowAction).toHaveBeenLastCalledWith(2);
  },
};

/** The column picker: unchecking a column hides it; the row header (Nome) is not offered. */
export const ColumnVisibility: Story = {
  args: { defaultHiddenColumns: ["status"] },
  parameters: { screenshot: { target: "page" } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("columnheader", { name: /Status/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /Colunas|Columns/ }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).queryByRole("menuitemcheckbox", { name: "Nome" })).toBeNull();
    await userEvent.click(within(menu).getByRole("menuitemcheckbox", { name: "E-mail" }));
    await expect(args.onHiddenColumnsChange).toHaveBeenLastCalledWith(["email", "status"]);
    // A menu of checkboxes stays open while its items are toggled.
    await expect(screen.getByRole("menu")).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("columnheader", { name: /E-mail/ })).toBeNull());
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Status" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};

export const Empty: Story = { args: { rows: [] } };

/** The header stays on top while the body scrolls in its 240 px box. */
export const StickyHeader: Story = {
  args: { rows: candidates(30), maxHeight: 240 },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole("grid").parentElement as HTMLElement;
    scroller.scrollTop = 300;
    const header = canvas.getByRole("columnheader", { name: /Nome/ });
    await waitFor(() =>
      expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(scroller.getBoundingClientRect().top) + 1),
    );
  },
};

/** The row elements in the DOM, header row aside. */
const renderedRows = (grid: HTMLElement) => within(grid).getAllByRole("row").slice(1);

/** Whether an element is inside the scroll box's visible part, below the sticky header. */
function isInView(element: Element, grid: HTMLElement) {
  const box = grid.getBoundingClientRect();
  const header = within(grid).getAllByRole("row")[0]?.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  return rect.top >= (header?.bottom ?? box.top) - 1 && rect.bottom <= box.bottom + 1;
}

/**
 * 10,000 rows, virtualised with TanStack Virtual: only the rows in view are in the DOM, yet the grid reports all of
 * them (`aria-rowcount`, each row's `aria-rowindex`), the keyboard reaches any row (arrows, Page Down, Ctrl+End,
 * Ctrl+Home), selection and select-all cover every row, and the header stays on top while the body scrolls.
 */
export const Virtualized: Story = {
  args: { rows: candidates(10_000), isVirtualized: true, maxHeight: 360, selectionMode: "multiple" },
  play: async ({ args, canvas, step }) => {
    // The virtualised table is a chunk of its own, loaded when a table is first virtualised.
    const grid = await canvas.findByRole("grid");
    // The virtualizer lays its rows out after the first render (aria-rowcount is 0 until it has).
    await waitFor(() => expect(grid).toHaveAttribute("aria-rowcount", "10001"));
    await expect(renderedRows(grid).length).toBeLessThan(40);
    await expect(renderedRows(grid)[0]).toHaveAttribute("aria-rowindex", "2");

    await step("arrows and Page Down move focus row by row, then a screen at a time", async () => {
      await tabIntoGrid();
      await expect(document.activeElement).toHaveAttribute("aria-rowindex", "2");
      await userEvent.keyboard("{ArrowDown}{ArrowDown}");
      await expect(document.activeElement).toHaveAttribute("aria-rowindex", "4");
      await userEvent.keyboard("{PageDown}");
      await waitFor(() => expect(Number(document.activeElement?.getAttribute("aria-rowindex"))).toBeGreaterThan(8));
      await waitFor(() => expect(isInView(document.activeElement as Element, grid)).toBe(true));
    });

    await step("Ctrl+End reaches the 10,000th row, scrolled into view; Space selects it", async () => {
      await userEvent.keyboard("{Control>}{End}{/Control}");
      await waitFor(() => expect(document.activeElement).toHaveAttribute("aria-rowindex", "10001"));
      await waitFor(() => expect(isInView(document.activeElement as Element, grid)).toBe(true));
      await expect(within(document.activeElement as HTMLElement).getByRole("rowheader")).toHaveTextContent(
        "Diego Alves 1429",
      );
      await userEvent.keyboard(" ");
      await expect(document.activeElement).toHaveAttribute("aria-selected", "true");
      // react-aria's Selection is a Set of the selected ids.
      const onSelectionChange = args.onSelectionChange as unknown as { mock: { lastCall?: [Iterable<unknown>] } };
      await expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])]).toEqual([10_000]);
      // Still windowed down there: the rows around the last one, not all ten thousand.
      await expect(renderedRows(grid).length).toBeLessThan(40);
    });

    await step("the header stays on top of the scrolled body", async () => {
      const header = canvas.getByRole("columnheader", { name: /Nome/ });
      await expect(Math.round(header.getBoundingClientRect().top)).toBe(
        Math.round(grid.getBoundingClientRect().top) + 1,
      );
    });

    await step("scrolling by hand renders the rows at that position, with their true indexes", async () => {
      grid.scrollTop = 5000 * 41;
      await waitFor(() =>
        expect(renderedRows(grid).some((row) => row.getAttribute("aria-rowindex") === "5001")).toBe(true),
      );
      const shown = renderedRows(grid).find((row) => row.getAttribute("aria-rowindex") === "5001") as HTMLElement;
      await expect(within(shown).getByRole("rowheader")).toHaveTextContent("Bruno Lima 715");
    });

    await step("Ctrl+A selects all ten thousand rows; the header checkbox says so", async () => {
      (renderedRows(grid).find((row) => isInView(row, grid)) as HTMLElement).focus();
      await userEvent.keyboard("{Control>}a{/Control}");
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith("all");
      await expect(canvas.getByRole("checkbox", { name: /Selecionar tudo|Select All/i })).toBeChecked();
      await expect(renderedRows(grid).every((row) => row.getAttribute("aria-selected") === "true")).toBe(true);
    });

    await step("Ctrl+Home goes back to the first row", async () => {
      await userEvent.keyboard("{Control>}{Home}{/Control}");
      await waitFor(() => expect(document.activeElement).toHaveAttribute("aria-rowindex", "2"));
      await waitFor(() => expect(isInView(document.activeElement as Element, grid)).toBe(true));
    });
  },
};
