import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { entityColumnsStructure } from "../../entities/columnsStructure";
import { getEntity } from "../../entities/registry";
import { initialListState, type ListState } from "../../state/listState";
import { KanbanRenderProbe } from "../Kanban/renderProbe";
import { settleAtRest } from "../storyAtRest";
import "../Kanban/testEnv";
import { type ListRow, ListView, type ListViewProps } from "./ListView";
import { preloadKanbanView, preloadSortSelects } from "./parts";

const structure = entityColumnsStructure("apply");

type ApplyRow = ListRow & {
  candidate_name: string;
  job_title: string;
  stage: number;
  source: number;
  shortlisted: boolean;
  applied_at: string;
};

const NAMES = ["Ana Souza", "Bruno Lima", "Carla Dias", "Diego Alves", "Érica Rocha", "Fábio Nunes", "Gabriela Reis"];
const JOBS = ["Desenvolvedora React", "Gerente financeiro", "Analista de RH", "Engenheiro de dados"];
const STAGES = [0, 1, 4, 5, 8];

/** Deterministic rows: screenshots must not change from run to run. */
function rows(count: number, from = 1): ApplyRow[] {
  return Array.from({ length: count }, (_, n) => {
    const i = n + from - 1;
    return {
      id: i + 1,
      candidate_name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ""}`,
      job_title: JOBS[(i * 3) % JOBS.length] ?? "",
      stage: STAGES[(i * 2) % STAGES.length] ?? 0,
      source: (i % 3) + 1,
      shortlisted: i % 4 === 0,
      applied_at: `2025-03-${String((i % 28) + 1).padStart(2, "0")}T13:00:00Z`,
    };
  });
}

const presets = [
  { name: "mine", label: { id: "storybook.listView.mine", "pt-BR": "Minhas", en: "Mine" } },
  { name: "open", label: { id: "storybook.listView.open", "pt-BR": "Abertas", en: "Open" } },
];

/** The list as its container holds it: the state given, each change kept (and reported to the story's spy). */
function ControlledListView(args: ListViewProps<ApplyRow>) {
  const [state, setState] = useState(args.state);
  return (
    <ListView<ApplyRow>
      {...args}
      state={state}
      onStateChange={(next) => {
        args.onStateChange(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: "Widgets/ListView",
  component: ListView<ApplyRow>,
  render: (args) => <ControlledListView {...args} />,
  args: {
    structure,
    entity: getEntity("applies"),
    state: initialListState("applies", {
      columns: structure.columns.filter((column) => column.visible).map((column) => column.key),
      order: structure.order,
    }),
    rows: rows(8),
    total: 8,
    presets,
    onStateChange: fn(),
    onDelete: fn(async () => undefined),
    onExport: fn(),
    onRowAction: fn(),
  },
  // The canvas only: every play closes its dialogs, and toasts (portalled, timed) would make pixels vary.
  parameters: { screenshot: { target: "canvas" } },
} satisfies Meta<typeof ListView<ApplyRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

type Calls = { mock: { calls: unknown[][]; lastCall?: unknown[] } };
const lastQuery = (spy: unknown) => (spy as Calls).mock.lastCall?.[0] as ListState | undefined;
const en = (globals: Record<string, unknown>) => globals.locale === "en";

/** The delete confirmation has left the page: the checks after the play see the list alone. */
async function confirmationClosed() {
  await waitFor(() => expect(screen.queryByRole("alertdialog", { name: /exclus|deletion/i })).toBeNull());
}

/**
 * The picture a screenshot takes must not depend on timing on a loaded machine. Toasts (fixed, painted over the canvas,
 * stacked as they arrive) are closed once the play function has checked them; overlays (menus, dialogs) must have left
 * the DOM, because react-aria gives the focus back to their trigger only after their exit animation — a blur before
 * that is undone by the returning focus and its keyboard ring; then the pointer leaves what it last touched
 * (react-aria's `data-hovered` stays until it does) and the focus goes.
 */
async function settleForScreenshot() {
  // A toast is an alertdialog holding the alert and its close button (ui's ToastRegion).
  for (const toast of screen.queryAllByRole("alertdialog")) {
    if (!within(toast).queryByRole("alert")) continue;
    const close = within(toast).queryByRole("button");
    if (close) await userEvent.click(close);
  }
  // Exit animations run late on a loaded machine (load average 16 kept a dialog over a second): wait up to 5 s.
  const settled = { timeout: 5000 };
  await waitFor(() => expect(screen.queryAllByRole("alert")).toHaveLength(0), settled);
  await waitFor(
    () =>
      expect(document.querySelector('[role="menu"], [role="dialog"], [role="alertdialog"], [data-exiting]')).toBeNull(),
    settled,
  );
  // FocusScope restores the focus one animation frame after its overlay unmounts.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await settleAtRest(settled);
}

/** When each query change reached the container, to check the search's debounce. */
const queryTimes: number[] = [];

/** The table: the entity's default columns from the registry, sorted by a header click (the server sorts). */
export const Populated: Story = {
  play: async ({ args, canvas, globals }) => {
    const grid = canvas.getByRole("grid");
    await expect(within(grid).getAllByRole("row")).toHaveLength(9);
    await expect(
      within(grid).getByRole("columnheader", { name: en(globals) ? "Candidate" : "Candidato" }),
    ).toBeVisible();
    await expect(canvas.getByText(en(globals) ? "8 results" : "8 resultados")).toBeVisible();
    await userEvent.click(within(grid).getByRole("columnheader", { name: en(globals) ? /Stage/ : /Etapa/ }));
    await waitFor(() => expect(lastQuery(args.onStateChange)?.order).toEqual({ stage: "asc" }));
  },
};

/** The search waits 800 ms after the last keystroke (spec §9), then asks for page 1 with the term. */
export const SearchDebounce: Story = {
  args: {
    state: { ...initialListState("applies", { columns: ["candidate_name", "stage"] }), page: 3 },
    total: 80,
    onStateChange: fn(() => {
      queryTimes.push(performance.now());
    }),
  },
  play: async ({ args, canvas }) => {
    queryTimes.length = 0;
    const search = canvas.getByRole("searchbox");
    let lastInput = 0;
    search.addEventListener("input", () => {
      lastInput = performance.now();
    });
    await userEvent.type(search, "Ana");
    await expect(args.onStateChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onStateChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // One query for the three keystrokes, 800 ms after the last one (timers may fire a hair early: 790).
    await expect((queryTimes[0] ?? 0) - lastInput).toBeGreaterThanOrEqual(790);
    await expect(lastQuery(args.onStateChange)?.terms.search).toBe("Ana");
    await expect(lastQuery(args.onStateChange)?.page).toBe(1);
  },
};

/**
 * Filters built from the registry: a field, one of its operators, a value entered the way its kind asks (the stage
 * catalogue's options); a quick filter; Apply sends them as the list query's where and filter.
 */
export const Filters: Story = {
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await userEvent.click(canvas.getByRole("button", { name: english ? "Filters" : "Filtros" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: english ? "Mine" : "Minhas" }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: english ? "Add condition" : "Adicionar condição" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: english ? /Field$/ : /Campo$/ }));
    await userEvent.click(await screen.findByRole("option", { name: english ? "Stage" : "Etapa" }));
    await userEvent.click(within(dialog).getByRole("button", { name: english ? /Value$/ : /Valor$/ }));
    await userEvent.click(await screen.findByRole("option", { name: english ? "Interview" : "Entrevista" }));
    await userEvent.click(within(dialog).getByRole("button", { name: english ? "Apply" : "Aplicar" }));
    await waitFor(() => expect(lastQuery(args.onStateChange)?.where).toEqual({ stage: { eq: 5 } }));
    await expect(lastQuery(args.onStateChange)?.filters).toEqual(["mine"]);
    await expect(lastQuery(args.onStateChange)?.page).toBe(1);
    await expect(canvas.getByText(english ? "Stage equals Interview" : "Etapa é igual a Entrevista")).toBeVisible();
    await expect(canvas.getByRole("button", { name: english ? "Filters (2)" : "Filtros (2)" })).toBeVisible();
  },
};

/** Reset clears the filters and the search (spec §4). */
export const FiltersInUse: Story = {
  args: {
    state: {
      ...initialListState("applies", { columns: ["candidate_name", "job_title", "stage"] }),
      filters: ["open"],
      where: { stage: { in: [4, 5] }, applied_at: { gte: "2025-03-01" } },
    },
  },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await expect(
      canvas.getByText(
        english ? "Stage is one of Internal Interview, Interview" : "Etapa é um de Entrevista interna, Entrevista",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Reset" : "Limpar filtros" }));
    await waitFor(() => expect(lastQuery(args.onStateChange)?.where).toEqual({}));
    await expect(lastQuery(args.onStateChange)?.filters).toEqual([]);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(en(globals) ? "No records found." : "Nenhum registro encontrado.")).toBeVisible();
    await expect(canvas.getByText(en(globals) ? "No results" : "Nenhum resultado")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region")).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadError: Story = {
  args: { rows: [], total: 0, error: "Não foi possível carregar a lista.", onRetry: fn() },
  play: async ({ args, canvas, globals }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Não foi possível carregar a lista.");
    await userEvent.click(canvas.getByRole("button", { name: en(globals) ? "Try again" : "Tentar novamente" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Pages: the server's total decides how many; a page change asks for that page. */
export const Pagination: Story = {
  args: { rows: rows(25), total: 60 },
  play: async ({ args, canvas, globals }) => {
    const page3 = canvas.getByRole("button", { name: en(globals) ? "Page 3" : "Página 3" });
    await userEvent.click(page3);
    await waitFor(() => expect(lastQuery(args.onStateChange)?.page).toBe(3));
    await waitFor(() => expect(page3).toHaveAttribute("aria-current", "page"));
    await settleForScreenshot();
  },
};

/** The column chooser: showing a column the registry offers changes the list state's columns. */
export const ColumnChooser: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: en(globals) ? "Columns" : "Colunas" }));
    const menu = await screen.findByRole("menu");
    await userEvent.click(
      within(menu).getByRole("menuitemcheckbox", { name: en(globals) ? "Salary expectation" : "Pretensão salarial" }),
    );
    await waitFor(() => expect(lastQuery(args.onStateChange)?.columns).toContain("salary_expectation"));
    await userEvent.keyboard("{Escape}");
    await expect(
      canvas.getByRole("columnheader", { name: en(globals) ? /Salary expectation/ : /Pretensão salarial/ }),
    ).toBeVisible();
    // The closed menu hands the focus back to its button (after its exit animation): only then may it go.
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: en(globals) ? "Columns" : "Colunas" })).toHaveFocus(),
    );
    await settleForScreenshot();
  },
};

/** One row picked: the spec's confirmation names the entity; confirming deletes that row and clears the selection. */
export const DeleteOne: Story = {
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    const grid = canvas.getByRole("grid");
    const row = within(grid).getAllByRole("row")[2] as HTMLElement;
    await userEvent.click(within(row).getByRole("checkbox"));
    await expect(canvas.getByText(english ? "1 selected" : "1 selecionados")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Delete" : "Excluir" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(
      english ? "Are you sure you want to delete this Apply?" : "Tem certeza de que deseja excluir este Candidatura?",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: english ? "Delete" : "Excluir" }));
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith({ collections: [{ reference_type: "Apply", reference_id: 2 }] }, 1),
    );
    await waitFor(() => expect(canvas.queryByText(english ? "1 selected" : "1 selecionados")).toBeNull());
    await confirmationClosed();
  },
};

/**
 * Select all results: the header box picks the page, the bar offers every match; a row unticked afterwards joins the
 * deselected list, the count says 59, and the delete sends the search with those ids excluded.
 */
export const SelectAllMatching: Story = {
  args: {
    rows: rows(25),
    total: 60,
    state: {
      ...initialListState("applies", { columns: ["candidate_name", "job_title", "stage"] }),
      filters: ["open"],
    },
  },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    const grid = canvas.getByRole("grid");
    await userEvent.click(within(grid).getAllByRole("checkbox")[0] as HTMLElement);
    await expect(canvas.getByText(english ? "25 selected" : "25 selecionados")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: english ? "Select all 60 results" : "Selecionar todos os 60 resultados" }),
    );
    await expect(canvas.getByText(english ? "60 selected" : "60 selecionados")).toBeVisible();
    await userEvent.click(within(within(grid).getAllByRole("row")[3] as HTMLElement).getByRole("checkbox"));
    await expect(canvas.getByText(english ? "59 selected" : "59 selecionados")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Delete" : "Excluir" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(
      english ? "Are you sure you want to delete 59 items?" : "Tem certeza de que deseja excluir 59 itens?",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: english ? "Delete" : "Excluir" }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    const [collection, count] = (args.onDelete as unknown as Calls).mock.calls[0] as [
      { select_all_params: { search: { where: unknown; excluded_ids: number[]; filter: string[] } } },
      number,
    ];
    await expect(count).toBe(59);
    await expect(collection.select_all_params.search.excluded_ids).toEqual([3]);
    await expect(collection.select_all_params.search.where).toEqual({ id: { nin: [3] } });
    await expect(collection.select_all_params.search.filter).toEqual(["open"]);
    await confirmationClosed();
  },
};

/** Spec §5: "all" with no term, where or filter is refused with a toast, and nothing is sent. */
export const SelectAllNeedsAFilter: Story = {
  args: { rows: rows(25), total: 60 },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await userEvent.click(within(canvas.getByRole("grid")).getAllByRole("checkbox")[0] as HTMLElement);
    await userEvent.click(
      canvas.getByRole("button", { name: english ? "Select all 60 results" : "Selecionar todos os 60 resultados" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: english ? "Delete" : "Excluir" }));
    const toast = await screen.findByRole("alert");
    await expect(toast).toHaveTextContent(
      english ? "Make a filter before do this action" : "Faça um filtro antes de realizar esta ação",
    );
    await expect(screen.queryByText(/Are you sure|Tem certeza/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Export" : "Exportar" }));
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await settleForScreenshot();
  },
};

/**
 * A list inside another record's page (a company's jobs): the container's where narrows "all" like a filter, so the
 * export of every one of them goes through with no filter of the user's.
 */
export const SelectAllInAScopedList: Story = {
  args: { rows: rows(25), total: 60, scopeWhere: { job_id: 7 } },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await userEvent.click(within(canvas.getByRole("grid")).getAllByRole("checkbox")[0] as HTMLElement);
    await userEvent.click(
      canvas.getByRole("button", { name: english ? "Select all 60 results" : "Selecionar todos os 60 resultados" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: english ? "Export" : "Exportar" }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await expect(screen.queryByRole("alert")).toBeNull();
    await settleForScreenshot();
  },
};

/** A delete the server refuses: the spec's 'Error on delete {entity}' toast. */
export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error("500"))) },
  play: async ({ canvas, globals }) => {
    const english = en(globals);
    await userEvent.click(
      within(within(canvas.getByRole("grid")).getAllByRole("row")[1] as HTMLElement).getByRole("checkbox"),
    );
    await userEvent.click(canvas.getByRole("button", { name: english ? "Delete" : "Excluir" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: english ? "Delete" : "Excluir" }));
    const toast = await screen.findByRole("alert");
    await expect(toast).toHaveTextContent(english ? "Error on delete Applies" : "Erro ao excluir Candidaturas");
    // The selection stays for another try: the bar still says so.
    await expect(canvas.getByText(english ? "1 selected" : "1 selecionados")).toBeVisible();
    await confirmationClosed();
    await settleForScreenshot();
  },
};

/** Export of the whole search (nothing picked): the container gets the search and shows its progress dialog. */
export const Export: Story = {
  args: {
    state: { ...initialListState("applies", { columns: ["candidate_name", "stage"] }), filters: ["open"] },
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: en(globals) ? "Export" : "Exportar" }));
    await expect(args.onExport).toHaveBeenCalledWith({
      collection: null,
      search: expect.objectContaining({ entity: "applies", filter: ["open"] }),
    });
  },
};

/** Blocks (the apply's blocks view: candidate, job, stage), switched to from the view toggle; sort by a select. */
export const Blocks: Story = {
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await userEvent.click(canvas.getByRole("radio", { name: english ? "Blocks" : "Blocos" }));
    await waitFor(() => expect(lastQuery(args.onStateChange)?.viewType).toBe("blocks"));
    const list = canvas.getByRole("list", { name: english ? "Applies" : "Candidaturas" });
    await expect(within(list).getAllByRole("article")).toHaveLength(8);
    await userEvent.click(within(list).getAllByRole("checkbox")[0] as HTMLElement);
    await expect(canvas.getByText(english ? "1 selected" : "1 selecionados")).toBeVisible();
    // The sort selects load when a view without sorting headers first shows: the picture waits for them.
    await expect(await canvas.findByText(english ? "Sort by" : "Ordenar por")).toBeVisible();
  },
};

/** The apply kanban inside the list: the stages as columns, loaded when the list shows them. */
export const Kanban: Story = {
  args: {
    onKanbanMove: fn(async () => undefined),
    state: { ...initialListState("applies"), viewType: "kanban" },
  },
  // The board is its own chunk, which the list imports when it first shows it. Loaded before the story renders, so
  // the play waits on the board alone, not on how long the dev server takes to serve the chunk to six brands at once.
  loaders: [
    async () => {
      // The sort selects too (a view without sorting headers shows them), so the toolbar renders at once.
      await Promise.all([preloadKanbanView(), preloadSortSelects()]);
    },
  ],
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("radio", { name: "Kanban" })).toBeChecked();
    const interview = await canvas.findByRole("region", { name: en(globals) ? "Interview" : "Entrevista" });
    await expect(within(interview).getAllByRole("row").length).toBeGreaterThan(0);
  },
};

/** 10,000 rows loaded at once: the table renders only the rows in view (≤ 3,000 DOM nodes in the whole story). */
export const TenThousandRows: Story = {
  args: {
    rows: rows(10_000),
    total: 10_000,
    perPage: 10_000,
    // Two columns: the story is about the rows; fewer cells keep it within the test timeout on a loaded machine.
    state: initialListState("applies", { columns: ["candidate_name", "stage"] }),
  },
  play: async ({ canvasElement, canvas }) => {
    // The virtualised table is a chunk of its own, loaded when a table is first virtualised: wait for its rows.
    const grid = await canvas.findByRole("grid");
    await waitFor(() => expect(grid).toHaveAttribute("aria-rowcount", "10001"));
    await expect(canvasElement.querySelectorAll("*").length).toBeLessThanOrEqual(3000);
  },
};

/** Candidates: the entity with sub-search fields (skill, a company of the experience, a language). */
const CANDIDATE_ROWS = [
  { id: 1, name: "Ana Souza", role_name: "Desenvolvedora React", city: "São Paulo" },
  { id: 2, name: "Bruno Lima", role_name: "Engenheiro de dados", city: "Recife" },
  { id: 3, name: "Carla Dias", role_name: "Analista de RH", city: "Curitiba" },
];

/**
 * Spec §3 sub-search fields: the entity's boxes (here the candidate's skill, company and language) search 800 ms
 * after the last key, reach the container in the list state, show as an active filter, and travel as where keys of
 * their own with an export.
 */
export const SubSearchFields: Story = {
  args: {
    structure: entityColumnsStructure("candidate"),
    entity: getEntity("candidates"),
    // The story's meta is typed for applies; a candidate row has the same shape to the list (an id and cells).
    rows: CANDIDATE_ROWS as unknown as ApplyRow[],
    total: 3,
    presets: [],
    state: initialListState("candidates", { columns: ["name", "role_name", "city"] }),
  },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    const group = canvas.getByRole("group", { name: english ? "Search by field" : "Pesquisar por campo" });
    await expect(within(group).getAllByRole("searchbox")).toHaveLength(3);
    await userEvent.type(within(group).getByRole("searchbox", { name: english ? "Skill" : "Habilidade" }), "React");
    await expect(args.onStateChange).not.toHaveBeenCalled();
    await waitFor(() => expect(lastQuery(args.onStateChange)?.subSearch).toEqual({ skills: "React" }), {
      timeout: 5000,
    });
    await expect(args.onStateChange).toHaveBeenCalledOnce();
    await expect(lastQuery(args.onStateChange)?.page).toBe(1);
    await expect(canvas.getByText(english ? "Skill contains React" : "Habilidade contém React")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: english ? "Export" : "Exportar" }));
    await expect(args.onExport).toHaveBeenCalledWith({
      collection: null,
      search: expect.objectContaining({ entity: "candidates", where: { skills: { contains: "React" } } }),
    });
    await settleForScreenshot();
  },
};

const RECRUITERS = [
  { id: "3", label: "Marina Costa" },
  { id: "7", label: "Marcos Pereira" },
  { id: "9", label: "Paula Nogueira" },
];

/**
 * A relation filter picks the record by name from `loadOptions` (the loader EntityForm's relation fields use), sends
 * its id, and the active filter names it.
 */
export const RelationFilterPicker: Story = {
  args: {
    loadOptions: fn(async (_entity: string, filterText: string) =>
      RECRUITERS.filter((recruiter) => recruiter.label.toLowerCase().includes(filterText.trim().toLowerCase())),
    ),
  },
  play: async ({ args, canvas, globals }) => {
    const english = en(globals);
    await userEvent.click(canvas.getByRole("button", { name: english ? "Filters" : "Filtros" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: english ? "Add condition" : "Adicionar condição" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: english ? /Field$/ : /Campo$/ }));
    await userEvent.click(await screen.findByRole("option", { name: english ? "Owner" : "Responsável" }));
    const picker = within(dialog).getByRole("combobox", { name: english ? "Value" : "Valor" });
    await userEvent.type(picker, "Mar");
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledWith("recruiters", "Mar", expect.any(AbortSignal)));
    await userEvent.click(await screen.findByRole("option", { name: "Marcos Pereira" }));
    await userEvent.click(within(dialog).getByRole("button", { name: english ? "Apply" : "Aplicar" }));
    await waitFor(() => expect(lastQuery(args.onStateChange)?.where).toEqual({ owner: { eq: 7 } }));
    await expect(
      canvas.getByText(english ? "Owner equals Marcos Pereira" : "Responsável é igual a Marcos Pereira"),
    ).toBeVisible();
    await settleForScreenshot();
  },
};

/**
 * Past the exact count's cap the API flags its total as estimated: a count that stopped at the cap says "more than
 * 10,000", with the locale's digit grouping.
 */
export const MoreThanTheCap: Story = {
  args: { rows: rows(25), total: 10_001, totalEstimated: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(en(globals) ? "more than 10,000 results" : "mais de 10.000 resultados"),
    ).toBeVisible();
  },
};

const SEARCHED = {
  ...initialListState("applies", { columns: ["candidate_name", "job_title", "stage"] }),
  terms: { search: "Ana", required: [], optional: [], excluded: [] },
};

/**
 * The container's state wins: a state that comes from outside (the browser's back button, a saved view) replaces the
 * search box's text, and the selection made in the other search is gone.
 */
export const StateFromOutside: Story = {
  args: { state: SEARCHED },
  render: (args) => {
    const [state, setState] = useState(args.state);
    return (
      <>
        <button type="button" onClick={() => setState({ ...SEARCHED, terms: { ...SEARCHED.terms, search: "Bruno" } })}>
          back
        </button>
        <ListView<ApplyRow> {...args} state={state} />
      </>
    );
  },
  play: async ({ canvas, globals }) => {
    const english = en(globals);
    await expect(canvas.getByRole("searchbox")).toHaveValue("Ana");
    await userEvent.click(
      within(within(canvas.getByRole("grid")).getAllByRole("row")[1] as HTMLElement).getByRole("checkbox"),
    );
    await expect(canvas.getByText(english ? "1 selected" : "1 selecionados")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "back" }));
    await waitFor(() => expect(canvas.getByRole("searchbox")).toHaveValue("Bruno"));
    await expect(canvas.queryByText(english ? "1 selected" : "1 selecionados")).toBeNull();
    await settleForScreenshot();
  },
};

/** How many times a kanban column rendered since the count was last reset. */
const columnRenders = { count: 0 };
const countColumnRender = () => {
  columnRenders.count += 1;
};

/**
 * The kanban inside the list keeps its columns when the list redraws for something else (its rows refreshing, a
 * container's render): the card functions keep their identity, so no column of the board renders again.
 */
export const KanbanKeepsItsColumns: Story = {
  args: {
    onKanbanMove: fn(async () => undefined),
    state: { ...initialListState("applies"), viewType: "kanban" },
  },
  render: (args) => {
    const [loading, setLoading] = useState(false);
    return (
      <KanbanRenderProbe.Provider value={countColumnRender}>
        <button type="button" onClick={() => setLoading((now) => !now)}>
          refresh
        </button>
        <ListView<ApplyRow> {...args} loading={loading} />
      </KanbanRenderProbe.Provider>
    );
  },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole("region", { name: en(globals) ? "Interview" : "Entrevista" }, { timeout: 10_000 });
    columnRenders.count = 0;
    await userEvent.click(canvas.getByRole("button", { name: "refresh" }));
    await waitFor(() =>
      expect(canvas.getByRole("region", { name: /Candidaturas|Applies/ })).toHaveAttribute("aria-busy"),
    );
    await expect(columnRenders.count).toBe(0);
    await userEvent.click(canvas.getByRole("button", { name: "refresh" }));
    await waitFor(() =>
      expect(canvas.getByRole("region", { name: /Candidaturas|Applies/ })).not.toHaveAttribute("aria-busy"),
    );
    await expect(columnRenders.count).toBe(0);
    await settleForScreenshot();
  },
};
