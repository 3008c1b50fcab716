import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DemoBox } from "./DemoBox";
import { Stack } from "./Stack";
import { ALIGNS, SPACES } from "./variants";

const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: {
    gap: "md",
    children: ["Nome", "E-mail", "Telefone"].map((label) => <DemoBox key={label}>{label}</DemoBox>),
  },
  argTypes: { gap: { control: "select", options: SPACES }, align: { control: "inline-radio", options: ALIGNS } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `{ xs: "xs", lg: "2xl" }`: tight on phones, roomy from 992 px (the story runs 1200 px wide). */
export const ResponsiveGap: Story = {
  args: { gap: { xs: "xs", lg: "2xl" } },
  play: async ({ canvas }) => {
    const stack = canvas.getByText("Nome").parentElement as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe("32px");
  },
};

export const AlignCenter: Story = { args: { align: "center" } };
