import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { LocalizedText } from "../../../catalogues/catalogue";
import { type CvFile, CvUpload } from "./CvUpload";
import { cvUploadMessages } from "./messages";

const M = cvUploadMessages.messages;

const cv = (textStatus: CvFile["textStatus"]): CvFile => ({
  id: 7,
  name: "Curriculo Carla Candidata.pdf",
  size: 1_234_567,
  createdAt: "2026-11-20T14:30:00.000Z",
  url: "/api/v1/candidates/data_files/7",
  textStatus,
});

const meta = {
  title: "Candidate widgets/CvUpload",
  component: CvUpload,
  args: {
    action: "/candidates/curriculum",
    fileInputName: "file",
    current: null,
    maxSizeMb: 5,
    removeHref: "/candidates/curriculum?confirm=remove",
  },
} satisfies Meta<typeof CvUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** No CV yet: a form that sends the chosen file to the page as multipart; nothing to remove. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = say(globals);
    await expect(canvas.getByText(t(M.none))).toBeVisible();
    const input = canvas.getByLabelText(t(M.send));
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAttribute("name", "file");
    await expect(input).toHaveAttribute("accept", expect.stringContaining(".pdf,.docx"));
    await expect(input).toHaveAccessibleDescription(t(M.limits).replace("{max}", "5"));
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    await expect(form).toHaveAttribute("action", "/candidates/curriculum");
    await expect(canvas.getByRole("button", { name: t(M.submit) })).toHaveAttribute("value", "upload");
    await expect(canvas.queryByRole("link", { name: t(M.remove) })).toBeNull();
  },
};

/** Sent, its text still being read in the background: the page reloads itself, and says so. */
export const ReadingText: Story = {
  args: { current: cv("pending") },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals)(M["status.pending"]))).toBeVisible();
    await expect(canvas.getByText(say(globals)(M["hint.pending"]))).toBeVisible();
  },
};

/** Sent and read: the download, its size and date, a new file to replace it, and Remove (a link to the step). */
export const TextRead: Story = {
  args: { current: cv("done") },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByText(t(M["status.done"]))).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Curriculo Carla Candidata\.pdf/ })).toHaveAttribute(
      "href",
      "/api/v1/candidates/data_files/7",
    );
    await expect(canvas.getByLabelText(t(M.replace))).toBeVisible();
    await expect(canvas.getByRole("link", { name: t(M.remove) })).toHaveAttribute(
      "href",
      "/candidates/curriculum?confirm=remove",
    );
  },
};

/** The removal's confirmation step: the question, the button that posts the removal, and Cancel back. */
export const ConfirmRemoval: Story = {
  args: { current: cv("done"), confirmRemoval: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = say(globals);
    await expect(
      canvas.getByText(t(M.removeQuestion).replace("{name}", "Curriculo Carla Candidata.pdf")),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: t(M.remove) })).toHaveAttribute("value", "remove");
    await expect(canvasElement.querySelector('input[type="hidden"][name="id"]')).toHaveAttribute("value", "7");
    await expect(canvas.getByRole("link", { name: t(M.cancel) })).toHaveAttribute("href", "/candidates/curriculum");
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
  },
};

/** A scanned PDF: kept, and the candidate is told its text could not be read. */
export const NoText: Story = {
  args: { current: cv("no_text") },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals)(M["status.no_text"]))).toBeVisible();
    await expect(canvas.getByText(say(globals)(M["hint.no_text"]))).toBeVisible();
  },
};

/** The parser gave up on the file's text. */
export const ReadingFailed: Story = {
  args: { current: cv("failed") },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals)(M["status.failed"]))).toBeVisible();
    await expect(canvas.getByText(say(globals)(M["hint.failed"]))).toBeVisible();
  },
};

/** The server refused the last file: its message under the file input, the CV on record unchanged. */
export const UploadError: Story = {
  args: {
    current: cv("done"),
    error: "O documento se expande demais ao ser aberto (20 MB) e foi recusado.",
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(/O documento se expande demais/)).toBeVisible();
    const input = canvas.getByLabelText(say(globals)(M.replace));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(expect.stringContaining("O documento se expande demais"));
  },
};
