import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ButtonLink } from "./ButtonLink";

const meta = {
  title: "Primitives/ButtonLink",
  component: ButtonLink,
  args: { children: "Voltar", href: "/" },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Voltar" });
    await expect(link).toHaveAttribute("href", "/");
  },
};

export const Outline: Story = { args: { variant: "outline", children: "Ver oportunidades", href: "/jobs" } };
