import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./Spinner";
import { SPINNER_SIZES, SPINNER_TONES } from "./variants";

const meta = {
  title: "Primitives/Spinner",
  component: Spinner,
  parameters: { screenshot: { disableAnimations: true } },
  argTypes: {
    size: { control: "inline-radio", options: SPINNER_SIZES },
    tone: { control: "inline-radio", options: SPINNER_TONES },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const name = globals.locale === "en" ? "Loading…" : "Carregando…";
    await expect(canvas.getByRole("progressbar", { name })).not.toHaveAttribute("aria-valuenow");
  },
};

export const Labelled: Story = {
  args: { label: "Carregando vagas" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Carregando vagas" })).toBeVisible();
  },
};

export const SizesAndTones: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, max-content)", gap: 16, alignItems: "center" }}>
      {SPINNER_TONES.flatMap((tone) =>
        SPINNER_SIZES.map((size) => <Spinner key={`${tone}-${size}`} {...args} tone={tone} size={size} />),
      )}
    </div>
  ),
};
