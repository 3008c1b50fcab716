import { createToastQueue, showToast, ToastRegion } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { LocalizedText } from "../../catalogues/catalogue";
import type { EvaluationCounts, LikeCandidateBody } from "../../state/shortlistEvaluation";
import { shortlistReviewMessages } from "./messages";
import { type ShortlistCandidate, ShortlistReview, type ShortlistReviewProps } from "./ShortlistReview";

const M = shortlistReviewMessages.messages;

const CANDIDATES: ShortlistCandidate[] = [
  {
    applyId: 501,
    name: "Ana Souza",
    roleName: "Controller · Banco Atlântico",
    comments: "12 anos em controladoria bancária; liderou a adoção do IFRS 9. Disponível em 30 dias.",
    evaluation: { counts: { like_candidate: 2, deslike_candidate: 0, star_candidate: 1, amount_description: 2 } },
  },
  {
    applyId: 502,
    name: "Bruno Lima",
    roleName: "Gerente de Planejamento Financeiro · Varejo Sul",
    comments: "Forte em FP&A e modelagem; inglês fluente.",
  },
  {
    applyId: 503,
    name: "Carla Dias",
    roleName: "Head de Tesouraria · Seguradora Norte",
    evaluation: {
      vote: "like",
      starred: true,
      description: "Ótima comunicação.",
      counts: { like_candidate: 3, deslike_candidate: 1, star_candidate: 2, amount_description: 3 },
    },
  },
];

/** The server's answer: the counts after this vote (a stand-in for `POST …/like_candidates/`). */
const answer = (body: LikeCandidateBody): Promise<EvaluationCounts> =>
  Promise.resolve({
    like_candidate: body.like_candidate.type_avaliation === 1 && body.like_candidate.like_avaliation ? 1 : 0,
    deslike_candidate: body.like_candidate.type_avaliation === 1 && !body.like_candidate.like_avaliation ? 1 : 0,
    star_candidate: body.like_candidate.type_avaliation === 2 && body.like_candidate.like_avaliation ? 1 : 0,
    amount_description: body.like_candidate.description ? 1 : 0,
  });

/** Toasts stay until closed here: a loaded machine must not decide whether the screenshot shows one. */
function WithToasts(props: ShortlistReviewProps) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <ShortlistReview {...props} onToast={(toast) => showToast(queue, toast, { timeout: null })} />
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: "Widgets/ShortlistReview",
  component: ShortlistReview,
  args: { uid: "sr-7f3a", candidates: CANDIDATES, onEvaluate: fn(answer) },
  render: (args) => <WithToasts {...args} />,
  // Taller than the 900 px test page: the story scrolls in its own box so the screenshot shows its top, sharp.
  decorators: [
    (Story) => (
      <div style={{ maxHeight: 820, overflow: "auto" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShortlistReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

const card = (name: string) => screen.getByRole("heading", { name }).closest("li") as HTMLElement;

/** The candidates in the recruiter's order, with the consultant's comments and the server's counts. */
export const Populated: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    const names = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(["Ana Souza", "Bruno Lima", "Carla Dias"]);
    await expect(within(card("Ana Souza")).getByText(/IFRS 9/)).toBeVisible();
    const carla = within(card("Carla Dias"));
    await expect(carla.getByRole("button", { name: new RegExp(t(M.like)) })).toHaveAttribute("aria-pressed", "true");
    await expect(carla.getByRole("button", { name: new RegExp(t(M.favourite)) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(carla.getByText(/^3 /)).toBeVisible();
  },
};

/** Like sends the comment; Dislike then replaces the like (spec §4); the counts are the server's. */
export const LikeThenDislike: Story = {
  play: async ({ args, globals }) => {
    const t = say(globals);
    const bruno = within(card("Bruno Lima"));
    await userEvent.type(bruno.getByRole("textbox", { name: t(M.yourComment) }), "Perfil aderente");
    await userEvent.click(bruno.getByRole("button", { name: new RegExp(`^${t(M.like)}`) }));
    await expect(args.onEvaluate).toHaveBeenLastCalledWith({
      like_candidate: {
        like_avaliation: true,
        type_avaliation: 1,
        apply_id: 502,
        description: "Perfil aderente",
        shortlist_relationship_uid: "sr-7f3a",
      },
    });
    await waitFor(() => expect(bruno.getByText(/^1 /)).toBeVisible());
    const like = bruno.getByRole("button", { name: new RegExp(`^${t(M.like)}`) });
    const dislike = bruno.getByRole("button", { name: new RegExp(t(M.dislike)) });
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(dislike);
    await expect(dislike).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(args.onEvaluate).toHaveBeenLastCalledWith({
      like_candidate: expect.objectContaining({ like_avaliation: false, type_avaliation: 1, apply_id: 502 }),
    });
  },
};

/** The favourite star by keyboard: Tab to it, Space toggles it and sends a type-2 evaluation. */
export const FavouriteByKeyboard: Story = {
  play: async ({ args, globals }) => {
    const t = say(globals);
    const ana = within(card("Ana Souza"));
    const star = ana.getByRole("button", { name: new RegExp(t(M.favourite)) });
    ana.getByRole("button", { name: new RegExp(t(M.dislike)) }).focus();
    await userEvent.tab();
    await expect(star).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(args.onEvaluate).toHaveBeenLastCalledWith({
      like_candidate: expect.objectContaining({ like_avaliation: true, type_avaliation: 2, apply_id: 501 }),
    });
  },
};

/** The server refused the evaluation: a message, nothing guessed. */
export const EvaluationFailed: Story = {
  args: { onEvaluate: fn((_body: LikeCandidateBody): Promise<EvaluationCounts> => Promise.reject(new Error("500"))) },
  parameters: { screenshot: { target: "page" } },
  play: async ({ globals }) => {
    const t = say(globals);
    await userEvent.click(within(card("Bruno Lima")).getByRole("button", { name: new RegExp(`^${t(M.like)}`) }));
    await expect(await screen.findByText(t(M.failed))).toBeVisible();
  },
};

/** A shortlist without candidates yet. */
export const Empty: Story = {
  args: { candidates: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals)(M.empty))).toBeVisible();
  },
};
