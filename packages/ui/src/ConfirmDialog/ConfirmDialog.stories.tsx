import type { Meta, StoryObj } from "@storybook/react-vite";
import { setInteractionModality } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { ConfirmDialog } from "./ConfirmDialog";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: { label: "candidato", defaultOpen: true, onConfirm: fn(), onCancel: fn(), onOpenChange: fn() },
  parameters: { screenshot: { target: "page" } },
  beforeEach: () => {
    // Cancel takes the focus on open; whether it shows the focus ring depends on the last input the page saw, which
    // in the tests is the previous story's. Fix it to keyboard (the ring shows) for stable pixels.
    setInteractionModality("keyboard");
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item: the spec's "…delete this {label}?"; Cancel has the focus, so Enter does not delete. */
export const DeleteOne: Story = {
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole("alertdialog");
    const question =
      globals.locale === "en"
        ? "Are you sure you want to delete this candidato?"
        : "Tem certeza de que deseja excluir este candidato?";
    await expect(dialog).toHaveTextContent(question);
    await waitFor(() => expect(screen.getByRole("button", { name: /Cancelar|Cancel/ })).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Several items: "…delete {n} items?". */
export const DeleteMany: Story = {
  args: { count: 12 },
  play: async () => {
    await expect(await screen.findByRole("alertdialog")).toHaveTextContent(/12 (itens|items)/);
  },
};

/** Confirming runs the action and closes; the trigger gets the focus back. */
export const ConfirmByKeyboard: Story = {
  args: { defaultOpen: false, trigger: <Button tone="danger">Excluir candidato</Button> },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Excluir candidato" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("alertdialog");
    await waitFor(() => expect(screen.getByRole("button", { name: /Cancelar|Cancel/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape answers "no": nothing is deleted and focus returns to the trigger. */
export const CancelWithEscape: Story = {
  args: { defaultOpen: false, trigger: <Button tone="danger">Excluir candidato</Button> },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Excluir candidato" });
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** While the deletion request runs, the dialog stays open with a busy Delete button. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  parameters: { screenshot: { target: "page", disableAnimations: true } },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(screen.getByRole("button", { name: /Excluir|Delete/ }));
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: /Cancelar|Cancel/ })).toBeDisabled());
  },
};
