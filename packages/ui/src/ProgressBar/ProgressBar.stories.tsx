import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ProgressBar } from "./ProgressBar";
import { PROGRESS_SIZES, PROGRESS_TONES } from "./variants";

const meta = {
  title: "Primitives/ProgressBar",
  component: ProgressBar,
  args: { label: "Exportando candidatos", value: 42 },
  argTypes: {
    tone: { control: "inline-radio", options: PROGRESS_TONES },
    size: { control: "inline-radio", options: PROGRESS_SIZES },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Exportando candidatos" });
    await expect(bar).toHaveAttribute("aria-valuenow", "42");
    await expect(bar).toHaveTextContent("42%");
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, value: undefined, label: "Processando solicitação..." },
  parameters: { screenshot: { disableAnimations: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false, size: "sm" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Exportando candidatos" })).toBeVisible();
  },
};

/** Start, middle, done, failed: the states of spec §4's progress dialog. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <ProgressBar {...args} label="Na fila" value={0} />
      <ProgressBar {...args} label="Enviando currículos" value={65} size="sm" />
      <ProgressBar {...args} label="Concluído" value={100} tone="success" />
      <ProgressBar {...args} label="Falhou" value={100} tone="danger" />
    </div>
  ),
};
