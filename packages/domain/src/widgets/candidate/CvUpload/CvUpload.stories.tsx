import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { LocalizedText } from "../../../catalogues/catalogue";
import { type CvFile, CvUpload } from "./CvUpload";
import { cvUploadMessages } from "./messages";

const M = cvUploadMessages.messages;

const cv = (textStatus: CvFile["textStatus"]): CvFile => ({
  name: "Curriculo Carla Candidata.pdf",
  size: 1_234_567,
  createdAt: "2026-11-20T14:30:00.000Z",
  url: "/api/v1/candidates/data_files/7",
  textStatus,
});

const meta = {
  title: "Candidate widgets/CvUpload",
  component: CvUpload,
  args: { current: null, maxSizeMb: 5, onUpload: fn(), onRemove: fn(async () => undefined) },
} satisfies Meta<typeof CvUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const say = (globals: Record<string, unknown>) => (text: LocalizedText) =>
  text[globals.locale === "en" ? "en" : "pt-BR"];

/** No CV yet: the zone offers to send one; nothing to remove. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByText(t(M.none))).toBeVisible();
    await expect(canvas.getByText(t(M.send))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t(M.remove) })).toBeNull();
  },
};

/** A file on its way: the progress bar says which and how far; the zone waits. */
export const Uploading: Story = {
  args: { uploading: { name: "cv-novo.pdf", percent: 40 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
  },
};

/** Sent, its text still being read in the background. */
export const ReadingText: Story = {
  args: { current: cv("pending") },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals)(M["status.pending"]))).toBeVisible();
  },
};

/** Sent and read: the download, its size and date, and Remove. */
export const TextRead: Story = {
  args: { current: cv("done") },
  play: async ({ canvas, globals }) => {
    const t = say(globals);
    await expect(canvas.getByText(t(M["status.done"]))).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Curriculo Carla Candidata\.pdf/ })).toHaveAttribute(
      "href",
      "/api/v1/candidates/data_files/7",
    );
    await expect(canvas.getByText(t(M.replace))).toBeVisible();
    await expect(canvas.getByRole("button", { name: t(M.remove) })).toBeVisible();
  },
};

/**
 * Remove asks first, then calls `onRemove`. No screenshot: the picture is TextRead's, and the moment the dialog's
 * closing ends (focus coming back to the button) depends on the machine's load.
 */
export const Removing: Story = {
  args: { current: cv("done") },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args, globals }) => {
    const t = say(globals);
    await userEvent.click(canvas.getByRole("button", { name: t(M.remove) }));
    const dialog = within(document.body).getByRole("alertdialog");
    await expect(dialog).toHaveTextContent(t(M.removeQuestion).replace("{name}", "Curriculo Carla Candidata.pdf"));
    await userEvent.click(within(dialog).getByRole("button", { name: t(M.remove) }));
    await expect(args.onRemove).toHaveBeenCalled();
    // The dialog and its busy confirm button (a spinner, role img) are gone before axe runs.
    await waitFor(() => expect(document.querySelector('[role="alertdialog"], [role="img"]')).toBeNull(), {
      timeout: 10_000,
    });
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

/** The server refused the last file: its message, the CV on record unchanged. */
export const UploadError: Story = {
  args: {
    current: cv("done"),
    error: "O documento se expande demais ao ser aberto (20 MB) e foi recusado.",
  },
  play: async ({ canvas }) => {
    const message = canvas.getByText(/O documento se expande demais/);
    await expect(message.closest('[role="alert"]')).not.toBeNull();
  },
};
