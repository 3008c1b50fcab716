import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, within } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import { shortlistReviewMessages } from "./messages";
import { type ShortlistCandidate, ShortlistReview } from "./ShortlistReview";

const M = shortlistReviewMessages.messages;

const ZERO = { like_candidate: 0, deslike_candidate: 0, star_candidate: 0, amount_description: 0 };

const CANDIDATES: ShortlistCandidate[] = [
  {
    applyId: 501,
    name: "Ana Souza",
    roleName: "Controller",
    currentExperience: { role: "Controller", company: "Banco Atlântico" },
    place: "São Paulo, SP",
    presentation: "12 anos em controladoria bancária; liderou a adoção do IFRS 9. Disponível em 30 dias.",
    salaryExpectation: { apply: 32000, clt: 30000, pj: null },
    cv: { name: "ana-souza-cv.pdf", href: "/shortlist/abc/applies/501/cv" },
    counts: { like_candidate: 2, deslike_candidate: 0, star_candidate: 1, amount_description: 2 },
    vote: null,
    starred: false,
    description: "",
    comments: [],
  },
  {
    applyId: 502,
    name: "Bruno Lima",
    roleName: "Gerente de Planejamento Financeiro",
    introduction: "Forte em FP&A e modelagem; inglês fluente.",
    counts: { ...ZERO, deslike_candidate: 1, amount_description: 1 },
    vote: "dislike",
    starred: false,
    description: "Pouca vivência em bancos.",
    comments: [],
  },
  {
    applyId: 503,
    name: "Carla Dias",
    roleName: "Head de Tesouraria",
    presentation: "Conduziu duas captações internacionais.",
    counts: { like_candidate: 3, deslike_candidate: 1, star_candidate: 2, amount_description: 3 },
    vote: "like",
    starred: true,
    description: "Ótima comunicação.",
    comments: [
      {
        id: 1,
        byRecruiter: false,
        authorName: "Clara Cliente",
        body: "Podemos entrevistá-la na terça?",
        createdAt: "2026-03-03T13:00:00Z",
      },
      {
        id: 2,
        byRecruiter: true,
        authorName: "Ana Admin",
        body: "Sim: ela tem a manhã livre.",
        createdAt: "2026-03-03T14:30:00Z",
      },
    ],
  },
];

const meta = {
  title: "Widgets/ShortlistReview",
  component: ShortlistReview,
  args: { candidates: CANDIDATES, action: "/shortlist/sr-7f3a" },
  // Taller than the 900 px test page: the story scrolls in its own box so the screenshot shows its top, sharp.
  // The read-only preview has nothing focusable inside: the box takes a tab stop so the keyboard scrolls it.
  decorators: [
    (Story, { args }) => (
      <div style={{ maxHeight: 820, overflow: "auto" }} tabIndex={args.readOnly ? 0 : undefined}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShortlistReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

const card = (name: string) =>
  screen.getByRole("heading", { name: new RegExp(`^${name}`) }).closest("li") as HTMLElement;

/** The candidates in the recruiter's order: presentation, profile, counts, the reviewer's own rating and thread. */
export const Populated: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    const names = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(names.map((name) => name?.replace(/★.*/, ""))).toEqual(["Ana Souza", "Bruno Lima", "Carla Dias"]);
    const ana = within(card("Ana Souza"));
    await expect(ana.getByText(/IFRS 9/)).toBeVisible();
    // What the recruiter chose to show: the pay expectation and the CV, only on Ana's card.
    await expect(ana.getByText(/32[.,]000/)).toBeVisible();
    await expect(ana.getByRole("link", { name: /ana-souza-cv\.pdf/ })).toHaveAttribute(
      "href",
      "/shortlist/abc/applies/501/cv",
    );
    await expect(within(card("Bruno Lima")).queryByText(t(M.salary))).toBeNull();
    const carla = within(card("Carla Dias"));
    await expect(carla.getByRole("button", { name: t(M.liked) })).toHaveAttribute("aria-pressed", "true");
    await expect(carla.getByRole("button", { name: `★ ${t(M.unfavourite)}` })).toHaveAttribute("aria-pressed", "true");
    await expect(carla.getByText("Sim: ela tem a manhã livre.")).toBeVisible();
    const bruno = within(card("Bruno Lima"));
    await expect(bruno.getByRole("button", { name: t(M.disliked) })).toHaveAttribute("aria-pressed", "true");
    await expect(bruno.getByRole("textbox", { name: t(M.description) })).toHaveValue("Pouca vivência em bancos.");
  },
};

/** Every action is a form posted to the page: its intent and candidate travel as fields, no script needed. */
export const FormsWithoutScripts: Story = {
  play: async ({ globals }) => {
    const t = say(globals);
    const ana = card("Ana Souza");
    const forms = [...ana.querySelectorAll("form")];
    await expect(forms.map((form) => form.getAttribute("method"))).toEqual(["post", "post", "post", "post"]);
    await expect(forms.every((form) => form.getAttribute("action") === "/shortlist/sr-7f3a")).toBe(true);
    await expect(forms.map((form) => (form.elements.namedItem("intent") as HTMLInputElement).value)).toEqual([
      "like",
      "star",
      "dislike",
      "comment",
    ]);
    await expect(within(ana).getByRole("textbox", { name: t(M.newComment) })).toHaveAttribute("name", "body");
  },
};

/** A dislike sent without a description: the server's message under the field, what was typed kept. */
export const DislikeRefused: Story = {
  args: {
    refusal: { applyId: 501, intent: "dislike", message: "Diga por que não gostou do candidato.", typed: "" },
  },
  play: async ({ globals }) => {
    const t = say(globals);
    const field = within(card("Ana Souza")).getByRole("textbox", { name: t(M.description) });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(within(card("Ana Souza")).getByText("Diga por que não gostou do candidato.")).toBeVisible();
  },
};

/** A comment over its limit: refused with the text kept for the reviewer to shorten. */
export const CommentRefused: Story = {
  args: {
    refusal: {
      applyId: 502,
      intent: "comment",
      message: "O comentário deve ter de 1 a 2000 caracteres.",
      typed: "Um comentário longo demais…",
    },
  },
  play: async ({ globals }) => {
    const t = say(globals);
    const field = within(card("Bruno Lima")).getByRole("textbox", { name: t(M.newComment) });
    await expect(field).toHaveValue("Um comentário longo demais…");
    await expect(field).toHaveAttribute("aria-invalid", "true");
  },
};

/** After a save: the candidate says so. */
export const Saved: Story = {
  args: { saved: 503 },
  play: async ({ globals }) => {
    await expect(within(card("Carla Dias")).getByRole("status")).toHaveTextContent(say(globals)(M.saved));
  },
};

/** A shortlist without candidates yet. */
export const Empty: Story = {
  args: { candidates: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals)(M.empty))).toBeVisible();
  },
};

/**
 * The recruiter's preview ("see as the client"): the banner first, the same candidates in the same order with what
 * the client receives, and no form at all: no rating, no comment, the CV named but not downloadable here.
 */
export const Preview: Story = {
  args: { readOnly: true, action: undefined },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = say(globals);
    await expect(canvas.getByRole("note")).toHaveTextContent(t(M.preview));
    const names = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(names.map((name) => name?.replace(/★.*/, ""))).toEqual(["Ana Souza", "Bruno Lima", "Carla Dias"]);
    await expect(canvasElement.querySelectorAll("form")).toHaveLength(0);
    await expect(canvas.queryByRole("button", { name: t(M.like) })).toBeNull();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    const ana = within(card("Ana Souza"));
    await expect(ana.getByText(/IFRS 9/)).toBeVisible();
    await expect(ana.getByText("ana-souza-cv.pdf")).toBeVisible();
    await expect(ana.queryByRole("link")).toBeNull();
  },
};
