import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ShortlistRenderProbe } from "./renderProbe";
import { ShortlistBuilder, type ShortlistBuilderCandidate } from "./ShortlistBuilder";
import * as css from "./ShortlistBuilder.css";
import { ShortlistStatusBadge } from "./ShortlistStatusBadge";

const CANDIDATES: ShortlistBuilderCandidate[] = [
  {
    applyId: 501,
    name: "Ana Souza",
    roleName: "Controller",
    presentation:
      "<p>12 anos em controladoria bancária; liderou a adoção do <strong>IFRS 9</strong>.</p>" +
      "<ul><li><p>Disponível em 30 dias</p></li><li><p>Aceita mudar de cidade</p></li></ul>",
    showSalary: true,
    showCv: true,
    counts: { likes: 2, dislikes: 0, stars: 1 },
  },
  {
    applyId: 502,
    name: "Bruno Lima",
    roleName: "Gerente de Planejamento Financeiro",
    presentation: "",
    showSalary: false,
    showCv: true,
    counts: { likes: 0, dislikes: 1, stars: 0 },
  },
  {
    applyId: 503,
    name: "Carla Dias",
    roleName: null,
    presentation: "<p>Conduziu duas captações <em>internacionais</em>.</p>",
    showSalary: false,
    showCv: false,
    counts: { likes: 0, dislikes: 0, stars: 0 },
  },
];

const meta = {
  title: "Widgets/ShortlistBuilder",
  component: ShortlistBuilder,
  args: {
    "aria-label": "Shortlist Finanças",
    candidates: CANDIDATES,
    onReorder: fn(async () => undefined),
    onRemove: fn(),
    onPresentationSave: fn(),
    onSwitchChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShortlistBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: HTMLElement) =>
  within(within(canvas).getByRole("grid"))
    .getAllByRole("row")
    .map((row) => row.textContent ?? "");

/** The rows' names (each row is named by its candidate), first to last. */
const rowLabels = (canvas: HTMLElement) =>
  within(within(canvas).getByRole("grid"))
    .getAllByRole("row")
    .map((row) => row.getAttribute("aria-label"));

/** Keyboard only: the first candidate's row, its drag handle (ArrowRight), pick up, two places down. */
async function pickFirstAndChooseTwoDown() {
  await userEvent.tab();
  await userEvent.keyboard("{ArrowRight}{Enter}");
  await userEvent.keyboard("{ArrowDown}{ArrowDown}");
}

/** The same move, dropped (Enter). */
async function moveFirstDownByKeyboard() {
  await pickFirstAndChooseTwoDown();
  await userEvent.keyboard("{Enter}");
}

/** Each candidate's row and editor drawn since the last reset, as "row 501" or "editor 501". */
const drawn: string[] = [];
const countDrawn = (part: "row" | "editor", applyId: number) => {
  drawn.push(`${part} ${applyId}`);
};

/** The elements under `root` that count up `counter` (their `counter-increment` names it). */
const counting = (root: Element, counter: string) =>
  [...root.querySelectorAll("*")].filter((element) =>
    getComputedStyle(element).counterIncrement.split(" ").includes(counter),
  );

/**
 * The place each row and editor shows is its rank, written as its language writes a place ("#1", "1º"): the list and
 * the editors' section each count their own (`counter-reset`), only their rows and editors add one, and each place's
 * number is that count. So with the rows' names in order, the nth row shows n; the editors follow the rows' order.
 */
async function expectPlacesAreRanks(canvasElement: HTMLElement, en: boolean) {
  const grid = within(canvasElement).getByRole("grid");
  const rows = within(grid).getAllByRole("row");
  await expect(getComputedStyle(grid).counterReset).toBe(`${css.PLACE_COUNTER} 0`);
  await expect(counting(grid, css.PLACE_COUNTER)).toEqual(rows);
  for (const row of rows) {
    const number = row.querySelector(`.${css.place}`);
    await expect(number && getComputedStyle(number, "::before").content).toBe(`counter(${css.PLACE_COUNTER})`);
    // The language's text around the number, in the same box: "#" before it in English, "º" after it in Portuguese.
    await expect(number?.previousSibling?.textContent ?? "").toBe(en ? "#" : "");
    await expect(number?.nextSibling?.textContent ?? "").toBe(en ? "" : "º");
  }
  const editors = [...canvasElement.querySelectorAll<HTMLElement>(`.${css.editor}`)];
  const section = editors[0]?.parentElement;
  if (!section) throw new Error("No presentation editors");
  await expect(getComputedStyle(section).counterReset).toBe(`${css.EDITOR_PLACE_COUNTER} 0`);
  await expect(counting(section, css.EDITOR_PLACE_COUNTER)).toEqual(editors);
  for (const editor of editors) {
    const number = editor.querySelector(`h3 .${css.editorPlace}`);
    await expect(number && getComputedStyle(number, "::before").content).toBe(`counter(${css.EDITOR_PLACE_COUNTER})`);
    // Containment would scope the counter to the editor (each would read 1): the editor is never contained, its body
    // (the field and switches, drawn only near the viewport) is.
    await expect([getComputedStyle(editor).contain, getComputedStyle(editor).contentVisibility]).toEqual([
      "none",
      "visible",
    ]);
    const body = editor.querySelector(`.${css.editorBody}`);
    await expect(body && getComputedStyle(body).contentVisibility).toBe("auto");
  }
  await expect(editors.map((editor) => editor.dataset.apply)).toEqual(rows.map((row) => row.dataset.key));
}

/**
 * After a keyboard drop react-aria puts the focus back on a row from a 50 ms timer it starts when the drop is handed
 * over (the moment `onReorder` is called), showing the keyboard focus ring again. A timer started after it with a
 * longer delay fires after it whatever the machine's load, so the screenshot's blur comes once the ring has been
 * drawn, not before it returns.
 */
async function afterDropFocusReturns() {
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Three candidates in order, their counts, presentations and switches; a remove and a presentation saved on blur. */
export const Populated: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement).map((text) => text.match(/Ana|Bruno|Carla/)?.[0])).toEqual([
      "Ana",
      "Bruno",
      "Carla",
    ]);
    await userEvent.click(
      canvas.getByRole("button", {
        name: en ? "Remove Bruno Lima from the shortlist" : "Remover Bruno Lima da shortlist",
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ applyId: 502 }));

    // Each presentation is a rich-text editor once its chunk is there (a toolbar each).
    await waitFor(() => expect(canvas.getAllByRole("toolbar")).toHaveLength(3));
    const field = canvas.getByRole("textbox", {
      name: en ? "Presentation of Bruno Lima" : "Apresentação de Bruno Lima",
    });
    await userEvent.click(field);
    await userEvent.tab();
    // Nothing typed: nothing saved.
    await expect(args.onPresentationSave).not.toHaveBeenCalled();
    await userEvent.click(field);
    // Pasted, then made bold: ProseMirror reads simulated typing from the DOM, where a key can reach a node it has
    // just replaced; a paste and its shortcuts are its own transactions.
    await userEvent.paste("Forte em FP&A.");
    await userEvent.keyboard("{Control>}a{/Control}{Control>}b{/Control}");
    await userEvent.tab();
    await expect(args.onPresentationSave).toHaveBeenCalledWith(
      expect.objectContaining({ applyId: 502 }),
      "<p><strong>Forte em FP&amp;A.</strong></p>",
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** No candidates yet: the empty state and its way to the job's applies. */
export const Empty: Story = {
  args: { candidates: [], emptyAction: <a href="/recruiters/jobs/7/applies">Candidaturas</a> },
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === "en";
    await expect(
      within(canvasElement).getByText(en ? "No candidates in this shortlist" : "Nenhum candidato nesta shortlist"),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole("grid")).toBeNull();
  },
};

/**
 * By keyboard alone: the first candidate goes down; the order shows at once and the whole order is saved. Every row
 * and editor shows its new place, and the drop draws no candidate's row or editor again: react-aria moves the row's
 * element, and the places are the style's counters.
 */
export const KeyboardReorder: Story = {
  render: (args) => (
    <ShortlistRenderProbe.Provider value={countDrawn}>
      <ShortlistBuilder {...args} />
    </ShortlistRenderProbe.Provider>
  ),
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    await expectPlacesAreRanks(canvasElement, en);
    await pickFirstAndChooseTwoDown();
    drawn.length = 0;
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await afterDropFocusReturns();
    const [order] = (args.onReorder as ReturnType<typeof fn>).mock.calls[0] as [number[]];
    await expect([...order].sort()).toEqual([501, 502, 503]);
    await expect(order.indexOf(501)).toBeGreaterThan(0);
    const names = order.map((id) => CANDIDATES.find((candidate) => candidate.applyId === id)?.name);
    await waitFor(() => expect(rowLabels(canvasElement)).toEqual(names));
    await expect(names[0]).toBe("Bruno Lima");
    await expectPlacesAreRanks(canvasElement, en);
    await expect(drawn).toEqual([]);
    await waitFor(() => expect(canvasElement.querySelector("[data-dragging]")).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
    // The screenshot is taken at rest: no row still drawn as focused or as the drop's target.
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-focused], [data-focus-visible], [data-drop-target]")).toBeNull(),
    );
  },
};

/** The server refuses the order: the saved one comes back and the list says why. */
export const ReorderRejected: Story = {
  args: { onReorder: fn(() => Promise.reject(new Error("422"))) },
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    await moveFirstDownByKeyboard();
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent(
      en ? "The new order could not be saved" : "Não foi possível salvar a nova ordem",
    );
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await afterDropFocusReturns();
    await waitFor(() => expect(rowLabels(canvasElement)).toEqual(["Ana Souza", "Bruno Lima", "Carla Dias"]));
    await expectPlacesAreRanks(canvasElement, en);
    await waitFor(() => expect(canvasElement.querySelector("[data-dragging]")).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
    // The screenshot is taken at rest: no row still drawn as focused or as the drop's target.
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-focused], [data-focus-visible], [data-drop-target]")).toBeNull(),
    );
  },
};

/** The four derived statuses as their badges. */
export const StatusBadges: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <ShortlistStatusBadge status="draft" />
      <ShortlistStatusBadge status="sent" />
      <ShortlistStatusBadge status="viewed" />
      <ShortlistStatusBadge status="rated" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === "en";
    await expect(canvasElement).toHaveTextContent(en ? "DraftSentViewedRated" : "RascunhoEnviadaVisualizadaAvaliada");
  },
};
