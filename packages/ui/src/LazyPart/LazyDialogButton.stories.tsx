import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { TextField } from "../TextField";
import { LazyDialogButton } from "./LazyDialogButton";
import { lazyWithPreload } from "./lazyWithPreload";

function NameDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [name, setName] = useState("");
  return (
    <Dialog
      title="Nova lista"
      isOpen={isOpen}
      onOpenChange={(next) => (next ? undefined : onClose())}
      footer={(close) => <Button onPress={close}>Concluir</Button>}
    >
      <TextField label="Nome" value={name} onChange={setName} />
    </Dialog>
  );
}

const load = fn(async () => NameDialog);
const LazyNameDialog = lazyWithPreload(load);

const meta = {
  title: "Overlays/LazyDialogButton",
  component: LazyDialogButton,
  args: {
    children: "Adicionar a uma lista",
    part: LazyNameDialog,
    dialog: (state) => <LazyNameDialog {...state} />,
  },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof LazyDialogButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is drawn when pressed, afresh at each opening, and the focus comes back to the button. */
export const OpensAfresh: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Adicionar a uma lista" });
    await expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(button);
    const name = await screen.findByRole("textbox", { name: "Nome" });
    await userEvent.type(name, "Finalistas");
    await userEvent.click(screen.getByRole("button", { name: "Concluir" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    await expect(await screen.findByRole("textbox", { name: "Nome" })).toHaveValue("");
    await expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Concluir" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    button.blur();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Adicionar a uma lista" })).toBeDisabled();
  },
};
