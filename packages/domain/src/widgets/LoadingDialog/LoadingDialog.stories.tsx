import { Button } from "@seleta/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LoadingDialog } from "./LoadingDialog";

const meta = {
  title: "Widgets/LoadingDialog",
  component: LoadingDialog,
  args: { isLoading: true, onApplied: fn() },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof LoadingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While loading: 400 px wide, 'Processando solicitação...', and Escape does not close it (spec §4, §8, §9). */
export const Processing: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Aguarde" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Processando solicitação...");
    await expect(dialog.closest("[class]")?.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(within(dialog).queryByRole("button")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Aguarde" })).toBeVisible());
    await expect(args.onApplied).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { status: "success" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Aguarde" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Adicionado com sucesso");
  },
};

export const ErrorStatus: Story = {
  args: { status: "error" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Aguarde" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Ocorreu um erro");
  },
};

export const CustomMessage: Story = {
  args: { message: "Movendo 12 candidatos para Entrevista" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Aguarde" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Movendo 12 candidatos para Entrevista");
  },
};

/** The flag turns off: the dialog closes, and the update is applied 100 ms later, not before. */
export const AppliedAfterClosing: Story = {
  args: { isLoading: false },
  parameters: { screenshot: { target: "canvas" } },
  render: function Render(args) {
    const [loading, setLoading] = useState(true);
    return (
      <>
        <Button onPress={() => setLoading(false)}>Concluir</Button>
        <LoadingDialog {...args} isLoading={loading} status={loading ? "processing" : "success"} />
      </>
    );
  },
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Aguarde" });
    // The dialog is modal: the page behind is inert, so the story finishes the work as the app would.
    const finish = screen.getByRole("button", { name: "Concluir", hidden: true });
    finish.click();
    const closedAt = performance.now();
    // The exit animation ran over a second at load average 17 (a fresh-clone run): wait up to 5 s.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(args.onApplied).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(performance.now() - closedAt).toBeGreaterThanOrEqual(100);
  },
};
