import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Stepper } from "./Stepper";

/** Spec §9: the candidate wizard's three steps. */
const WIZARD = [
  { id: "account", label: "Conta", description: "E-mail e senha" },
  { id: "profile", label: "Perfil", description: "Experiência e pretensões" },
  { id: "cv", label: "Currículo", description: "Envie seu CV" },
] as const;

const meta = {
  title: "Primitives/Stepper",
  component: Stepper,
  args: { steps: WIZARD, current: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute("aria-current", "step");
    await expect(items[0]).not.toHaveAttribute("aria-current");
  },
};

export const FirstStep: Story = { args: { current: 0 } };

export const AllDone: Story = {
  args: { current: 3 },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole("listitem")) await expect(item).not.toHaveAttribute("aria-current");
  },
};

export const Vertical: Story = { args: { orientation: "vertical" } };
