import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ShortlistBuilder, type ShortlistBuilderCandidate } from "./ShortlistBuilder";
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

/** Keyboard only: the first candidate's row, its drag handle (ArrowRight), pick up, two places down, drop. */
async function moveFirstDownByKeyboard() {
  await userEvent.tab();
  await userEvent.keyboard("{ArrowRight}{Enter}");
  await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
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

/** By keyboard alone: the first candidate goes down; the order shows at once and the whole order is saved. */
export const KeyboardReorder: Story = {
  play: async ({ args, canvasElement }) => {
    await moveFirstDownByKeyboard();
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await afterDropFocusReturns();
    const [order] = (args.onReorder as ReturnType<typeof fn>).mock.calls[0] as [number[]];
    await expect([...order].sort()).toEqual([501, 502, 503]);
    await expect(order.indexOf(501)).toBeGreaterThan(0);
    // Every row shows its new place, not only the moved one.
    await waitFor(() => expect(rowNames(canvasElement)[0]).toMatch(/^(1º|#1)Bruno Lima/));
    await expect(rowNames(canvasElement).findIndex((row) => row.includes("Ana Souza"))).toBe(order.indexOf(501));
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
    await waitFor(() => expect(rowNames(canvasElement)[0]).toMatch(/Ana Souza/));
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
