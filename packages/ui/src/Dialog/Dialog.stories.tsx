import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Dialog } from "./Dialog";

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  args: {
    title: "Editar candidato",
    children: "Altere os dados e salve para aplicar as mudanças ao perfil do candidato.",
    defaultOpen: true,
    onOpenChange: fn(),
    footer: (close: () => void) => (
      <>
        <Button variant="outline" tone="neutral" onPress={close}>
          Cancelar
        </Button>
        <Button onPress={close}>Salvar</Button>
      </>
    ),
  },
  // The dialog is portalled to <body>: screenshot the page, not the canvas.
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default modal: 500 px. */
export const Medium: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Editar candidato" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.parentElement).toHaveStyle({ maxWidth: "500px" });
  },
};

export const Small: Story = {
  args: { size: "sm", title: "Remover filtro", children: "O filtro será removido da lista." },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog.parentElement).toHaveStyle({ maxWidth: "300px" });
  },
};

export const Large: Story = { args: { size: "lg" } };

export const ExtraLarge: Story = { args: { size: "xl" } };

/** A bottom dialog is capped at 900 px whatever its size. */
export const Bottom: Story = {
  args: { placement: "bottom", size: "full" },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog.parentElement).toHaveStyle({ maxWidth: "900px" });
  },
};

/** The loading dialog: 400 px, no close button, Escape and the scrim do nothing. */
export const Persistent: Story = {
  args: {
    size: "loading",
    isPersistent: true,
    title: "Carregando",
    children: "Aguarde um momento…",
    footer: undefined,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Carregando" });
    await expect(screen.queryByRole("button", { name: "Fechar" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A body longer than the viewport scrolls inside the dialog; header and actions stay put. */
export const LongContent: Story = {
  args: {
    children: Array.from({ length: 30 }, (_, i) => `Parágrafo ${i + 1}`).map((label) => (
      <p key={label}>{`${label}: experiência profissional, formação e idiomas do candidato.`}</p>
    )),
  },
};

/**
 * Opened from a trigger: Escape closes it and focus returns to the trigger; the close button and the footer close it
 * too. Screenshot of the closed state (the trigger).
 */
export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>Editar</Button> },
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Editar" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Editar candidato" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
