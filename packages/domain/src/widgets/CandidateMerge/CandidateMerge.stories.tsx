import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { entities } from "../../entities/registry";
import { settleAtRest } from "../storyAtRest";
import { CandidateMerge, type CandidateMergeSummary } from "./CandidateMerge";

const KEPT = {
  id: 41,
  name: "Ana Souza",
  email: "ana.souza@example.com",
  mobile_phone: null,
  linkedin: "https://www.linkedin.com/in/anasouza",
};
const OTHER = {
  id: 57,
  name: "Ana S. Souza",
  email: "ana.souza@example.com",
  mobile_phone: "+55 11 91234-5678",
  linkedin: null,
};

const SUMMARY: CandidateMergeSummary = {
  id: 9,
  moved: [
    { table: "applies", column: "candidate_id", count: 2 },
    { table: "notes", column: "candidate_id", count: 3 },
    { table: "data_files", column: "reference_id", count: 1 },
  ],
  skipped: [{ table: "applies", column: "candidate_id", count: 1 }],
  filled: ["mobile_phone"],
};

const meta = {
  title: "Domain/CandidateMerge",
  component: CandidateMerge,
  args: {
    entity: entities.candidates,
    tableLabels: { applies: entities.applies.label.many, notes: entities.notes.label.many },
    kept: KEPT,
    other: OTHER,
    onMerge: fn(async () => SUMMARY),
    onUndo: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof CandidateMerge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two side by side on the fields that differ: the kept one's value stays, its empty phone takes the other's. */
export const TwoCandidates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Campos que diferem" });
    const rows = within(table).getAllByRole("row");
    // Header, name, phone, LinkedIn: the e-mail is the same and not listed.
    await expect(rows).toHaveLength(4);
    await expect(within(table).queryByRole("rowheader", { name: "E-mail" })).toBeNull();
    await expect(canvas.getByRole("row", { name: /Ana S\. Souza.*Mantém o valor de Ana Souza/ })).toBeVisible();
    await expect(canvas.getByRole("row", { name: /^Celular.*Recebe o valor de Ana S\. Souza/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Mesclar" })).toBeEnabled();
  },
};

/** Nothing differs: said, and the merge is still offered (the records still move). */
export const NothingDiffers: Story = {
  args: { other: { ...KEPT, id: 57 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Nenhum campo difere: Ana Souza fica como está.")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Mesclar" })).toBeVisible();
  },
};

/** A candidate with itself: refused before anything is sent, no confirm offered. */
export const SameCandidate: Story = {
  args: { other: KEPT },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Um candidato não pode ser mesclado com ele mesmo. Escolha outro candidato.",
    );
    await expect(canvas.queryByRole("button", { name: "Mesclar" })).toBeNull();
    await expect(args.onMerge).not.toHaveBeenCalled();
  },
};

/** The server refused: its message in view, the comparison kept, the confirm offered again. */
export const Refused: Story = {
  args: { onMerge: fn(async () => Promise.reject(new Error("Você não pode excluir este candidato."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mesclar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Você não pode excluir este candidato.");
    await expect(canvas.getByRole("table", { name: "Campos que diferem" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Mesclar" })).toBeEnabled();
    await settleAtRest();
  },
};

/** Merged: what moved, what stayed behind, the fields filled, and "Desfazer". */
export const Done: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mesclar" }));
    await expect(await canvas.findByText("Ana S. Souza foi mesclado em Ana Souza.")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "O que passou para Ana Souza" })).toBeVisible();
    await expect(args.onMerge).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText("Candidaturas: 2")).toBeVisible();
    await expect(canvas.getByText("Arquivos: 1")).toBeVisible();
    await expect(canvas.getByText(/Campos preenchidos: Celular/)).toBeVisible();
    await expect(canvas.getByText(/1 ficaram com Ana S\. Souza/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Desfazer" })).toBeEnabled();
    await settleAtRest();
  },
};

/** "Desfazer" undoes the merge it was given. */
export const Undone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mesclar" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Desfazer" }));
    await waitFor(() => expect(args.onUndo).toHaveBeenCalledWith(9));
    await expect(await canvas.findByText("Mesclagem desfeita: Ana S. Souza voltou.")).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Desfazer" })).toBeNull();
    await settleAtRest();
  },
};

/** The view as a page: its title is the page's heading, what moved the next level down. */
export const AsPage: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Mesclar candidatos" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Mesclar" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "O que passou para Ana Souza" })).toBeVisible();
    await settleAtRest();
  },
};
