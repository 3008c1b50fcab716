import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Icon, SuccessIcon } from "../Icon";
import { Badge } from "./Badge";
import { BADGE_SIZES, BADGE_TONES, BADGE_VARIANTS } from "./variants";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "Ativo" },
  argTypes: {
    tone: { control: "inline-radio", options: BADGE_TONES },
    variant: { control: "inline-radio", options: BADGE_VARIANTS },
    size: { control: "inline-radio", options: BADGE_SIZES },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ativo")).toBeVisible();
  },
};

/** Every variant in every tone: each must read at WCAG AA in every brand (axe checks the contrast). */
export const VariantsAndTones: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: `repeat(${BADGE_TONES.length}, max-content)`, gap: 8 }}>
      {BADGE_VARIANTS.flatMap((variant) =>
        BADGE_TONES.map((tone) => (
          <Badge key={`${variant}-${tone}`} {...args} variant={variant} tone={tone}>
            {tone}
          </Badge>
        )),
      )}
    </div>
  ),
};

export const SizesAndIcon: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      {BADGE_SIZES.map((size) => (
        <Badge key={size} {...args} size={size} tone="success" icon={<Icon icon={SuccessIcon} size="sm" />}>
          Aprovado
        </Badge>
      ))}
      <Badge {...args} variant="solid" tone="danger" size="sm">
        99+
      </Badge>
    </div>
  ),
};
