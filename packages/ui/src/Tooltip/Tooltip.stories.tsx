import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Tooltip } from "./Tooltip";

const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  args: { content: "Exporta a lista filtrada em XLSX", children: <Button variant="outline">Exportar</Button> },
  decorators: [(Story) => <div style={{ paddingTop: 80, paddingInlineStart: 120 }}>{Story()}</div>],
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it without delay; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Exportar" })).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Exporta a lista filtrada em XLSX");
    await expect(canvas.getByRole("button", { name: "Exportar" })).toHaveAttribute("aria-describedby", tooltip.id);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
  parameters: { screenshot: { target: "canvas" } },
};

/** Long text wraps at 200 px. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    placement: "bottom",
    content: "Exporta a lista filtrada em XLSX com as colunas visíveis, na ordem atual e com os filtros aplicados.",
  },
  play: async () => {
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};
