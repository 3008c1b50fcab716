import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Popover } from "./Popover";

const meta = {
  title: "Overlays/Popover",
  component: Popover,
  args: {
    trigger: <Button variant="outline">Detalhes da vaga</Button>,
    title: "Gerente de Engenharia",
    children: "São Paulo · Híbrido · CLT. Aberta há 12 dias, 34 candidaturas, 5 em entrevista com o cliente.",
  },
  decorators: [(Story) => <div style={{ paddingInlineStart: 200 }}>{Story()}</div>],
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a titled, non-modal dialog at most 276 px wide with an arrow. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Gerente de Engenharia" });
    await expect(dialog.closest("[data-placement]")?.getBoundingClientRect().width).toBeLessThanOrEqual(276);
  },
};

export const WithoutArrow: Story = { args: { defaultOpen: true, showArrow: false, placement: "bottom start" } };

/** Keyboard: Enter opens it, Escape closes it and the trigger has the focus again. */
export const Keyboard: Story = {
  parameters: { screenshot: { target: "canvas" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Detalhes da vaga" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Gerente de Engenharia" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
