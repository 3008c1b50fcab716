import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "../Badge";
import { Button } from "../Button";
import { Card } from "./Card";
import { CARD_VARIANTS } from "./variants";

const meta = {
  title: "Primitives/Card",
  component: Card,
  args: {
    title: "Desenvolvedora Front-end Sênior",
    description: "São Paulo · Híbrido · CLT",
    children: <p style={{ margin: 0 }}>Produto SaaS de RH; React, TypeScript e design system.</p>,
  },
  argTypes: { variant: { control: "inline-radio", options: CARD_VARIANTS } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Desenvolvedora Front-end Sênior" })).toBeVisible();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    as: "article",
    actions: <Badge tone="success">Aberta</Badge>,
    footer: (
      <>
        <Button variant="ghost" tone="neutral">
          Detalhes
        </Button>
        <Button>Candidatar-se</Button>
      </>
    ),
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      {CARD_VARIANTS.map((variant) => (
        <Card key={variant} {...args} variant={variant} title={`Variante ${variant}`} />
      ))}
    </div>
  ),
};

/** Just a surface: no header, custom content. */
export const ContentOnly: Story = {
  args: { title: undefined, description: undefined, padding: "xl", children: "10.000+ profissionais de tecnologia" },
};
