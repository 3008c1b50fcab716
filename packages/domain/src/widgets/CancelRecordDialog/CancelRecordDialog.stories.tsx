import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { settleAtRest } from "../storyAtRest";
import { CancelRecordDialog } from "./CancelRecordDialog";

const meta = {
  title: "Domain/CancelRecordDialog",
  component: CancelRecordDialog,
  args: { label: "entrevista", isOpen: true, onOpenChange: fn(), onConfirm: fn(async () => undefined) },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof CancelRecordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, the reason's field focused. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Cancelar entrevista" });
    // Visible once its opening has played.
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Motivo do cancelamento/ })).toHaveFocus());
  },
};

/**
 * The field's invalid state is pinned by the play (its message, `aria-invalid`) and by axe, not by a screenshot: in
 * it, the muted description under the field rasterises in two stable ways from run to run (1,133 pixels of its
 * glyphs), which no wait settles.
 */
const INVALID_STATE = { screenshot: { target: "page", disable: true } };

/** No reason, no cancellation: the field says why, nothing is sent. */
export const ReasonRequired: Story = {
  parameters: INVALID_STATE,
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Cancelar entrevista" }));
    const refusal = await screen.findByText("Diga por que está cancelando.");
    await waitFor(() => expect(refusal).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole("textbox", { name: /Motivo do cancelamento/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await settleAtRest();
  },
};

/** A reason given: sent trimmed, and the dialog asks to close. */
export const Cancels: Story = {
  play: async ({ args }) => {
    await userEvent.type(
      await screen.findByRole("textbox", { name: /Motivo do cancelamento/ }),
      "  O cliente congelou a vaga.  ",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancelar entrevista" }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith("O cliente congelou a vaga."));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await settleAtRest();
  },
};

/** The server refused: its message stays in view with what was typed, and the dialog stays open. */
export const Refused: Story = {
  parameters: INVALID_STATE,
  args: { onConfirm: fn(async () => Promise.reject(new Error("Este registro já foi cancelado."))) },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole("textbox", { name: /Motivo do cancelamento/ }), "Vaga congelada");
    await userEvent.click(screen.getByRole("button", { name: "Cancelar entrevista" }));
    const refusal = await screen.findByText("Este registro já foi cancelado.");
    await waitFor(() => expect(refusal).toBeVisible());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole("textbox", { name: /Motivo do cancelamento/ })).toHaveValue("Vaga congelada");
    await settleAtRest();
  },
};
