import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { settleAtRest } from "../storyAtRest";
import { ShortlistComments, type ShortlistCommentsCandidate } from "./ShortlistComments";

const CANDIDATES: ShortlistCommentsCandidate[] = [
  {
    applyId: 501,
    name: "Ana Souza",
    threads: [
      {
        uid: "rel-clara",
        reviewer: "Clara Cliente",
        comments: [
          {
            id: 1,
            byRecruiter: false,
            authorName: "Clara Cliente",
            body: "Podemos entrevistá-la na terça?",
            createdAt: "2026-03-10T13:05:00.000Z",
          },
          {
            id: 2,
            byRecruiter: true,
            authorName: "Ana Admin",
            body: "Sim: terça às 10h, por vídeo.",
            createdAt: "2026-03-10T14:20:00.000Z",
          },
        ],
      },
      {
        uid: "rel-link",
        reviewer: null,
        comments: [
          {
            id: 3,
            byRecruiter: false,
            authorName: null,
            body: "Qual o prazo de saída dela?",
            createdAt: "2026-03-11T09:00:00.000Z",
          },
        ],
      },
    ],
  },
  { applyId: 502, name: "Bruno Lima", threads: [] },
];

const meta = {
  title: "Widgets/ShortlistComments",
  component: ShortlistComments,
  args: { candidates: CANDIDATES, onReply: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShortlistComments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No reviewer has commented yet. */
export const Empty: Story = {
  args: { candidates: [{ applyId: 502, name: "Bruno Lima", threads: [] }] },
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === "en";
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(en ? "No comments from the clients yet." : "Nenhum comentário dos clientes ainda."),
    ).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** A candidate's two threads, a recruiter's answer in one; a reply sent, named by its thread, and the box emptied. */
export const Thread: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    const canvas = within(canvasElement);
    // Only the candidate with threads, each thread with its reviewer (a link without a name is "the client").
    await expect(canvas.queryByText("Bruno Lima")).toBeNull();
    await expect(
      canvas.getByText(en ? "Ana Admin (consultant)" : "Ana Admin (consultor)", { exact: false }),
    ).toBeVisible();
    const box = canvas.getByRole("textbox", { name: en ? "Reply to Clara Cliente" : "Responder a Clara Cliente" });
    await expect(
      canvas.getByRole("textbox", { name: en ? "Reply to the client" : "Responder ao cliente" }),
    ).toBeVisible();
    await userEvent.type(box, "  Confirmado.  ");
    const [send] = canvas.getAllByRole("button", { name: en ? "Reply" : "Responder" });
    await userEvent.click(send as HTMLElement);
    await expect(args.onReply).toHaveBeenCalledWith({ applyId: 501, threadUid: "rel-clara", body: "Confirmado." });
    await waitFor(() => expect(box).toHaveValue(""));
    await expect(canvas.getByRole("status")).toHaveTextContent(en ? "Reply sent." : "Resposta enviada.");
    await settleAtRest();
  },
};

/** The server refuses the reply: its message under the box, what was typed kept; a blank one is refused unsent. */
export const ReplyError: Story = {
  args: {
    candidates: CANDIDATES.slice(0, 1).map((candidate) => ({ ...candidate, threads: candidate.threads.slice(0, 1) })),
    onReply: fn(() => Promise.reject(new Error("Este candidato não está nesta shortlist."))),
  },
  play: async ({ args, canvasElement, globals }) => {
    const en = globals.locale === "en";
    const canvas = within(canvasElement);
    const send = canvas.getByRole("button", { name: en ? "Reply" : "Responder" });
    await userEvent.click(send);
    await expect(
      await canvas.findByText(en ? "Write the reply before sending it." : "Escreva a resposta antes de enviar."),
    ).toBeVisible();
    await expect(args.onReply).not.toHaveBeenCalled();
    const box = canvas.getByRole("textbox");
    await userEvent.type(box, "Vamos seguir.");
    await userEvent.click(send);
    await expect(await canvas.findByText("Este candidato não está nesta shortlist.")).toBeVisible();
    await expect(box).toHaveValue("Vamos seguir.");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await settleAtRest();
  },
};
