import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { ToastRegion } from "./ToastRegion";
import { createToastQueue, showToast, type ToastContent } from "./toastQueue";

/** A queue per story (stories share one page in the tests), pre-filled with persistent toasts for stable pixels. */
function ToastDemo({ initial = [] }: { initial?: ToastContent[] }) {
  const [queue] = useState(() => createToastQueue());
  useEffect(() => {
    const keys = initial.map((content) => showToast(queue, content, { timeout: null }));
    return () => {
      for (const key of keys) queue.close(key);
    };
  }, [queue, initial]);
  return (
    <>
      <Button
        onPress={() =>
          showToast(queue, { title: "Candidato salvo", tone: "success", description: "As alterações foram aplicadas." })
        }
      >
        Salvar candidato
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: "Overlays/Toast",
  component: ToastDemo,
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES: ToastContent[] = [
  { title: "Informação", description: "A exportação começou e chega por e-mail.", tone: "info" },
  { title: "Sessão expirada!", tone: "warning" },
  { title: "Selecione ao menos uma entidade", description: "A busca precisa de um filtro ligado.", tone: "danger" },
];

/** Three at once (the maximum), newest on top, top centre, 350 px wide. */
export const Tones: Story = {
  args: { initial: TONES },
  play: async () => {
    const region = await screen.findByRole("region", { name: /Notificações|Notifications/ });
    await waitFor(() => expect(region.querySelectorAll("[role=alertdialog]")).toHaveLength(3));
    await expect(region.getBoundingClientRect().width).toBe(350);
  },
};

export const Neutral: Story = { args: { initial: [{ title: "Link copiado" }] } };

/**
 * An action shows a toast without taking the focus; Tab reaches the toast and its close button, Enter closes it and
 * focus goes back to where it was.
 */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Salvar candidato" });
    await userEvent.click(button);
    const toast = await screen.findByRole("alertdialog");
    await expect(toast).toHaveTextContent("Candidato salvo");
    await userEvent.tab();
    await waitFor(() => expect(toast).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: /Fechar notificação|Close notification/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
