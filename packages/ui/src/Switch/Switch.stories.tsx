import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Switch } from "./Switch";

const meta = {
  title: "Fields/Switch",
  component: Switch,
  args: { children: "Receber alertas de vagas", onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole("switch", { name: "Receber alertas de vagas" });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText("Receber alertas de vagas"));
    await expect(control).not.toBeChecked();
    await userEvent.tab();
  },
};

export const On: Story = { args: { defaultSelected: true, description: "No máximo um e-mail por dia." } };

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 8 }}>
      <Switch {...args} isDisabled />
      <Switch {...args} isDisabled defaultSelected>
        Perfil visível para recrutadores
      </Switch>
    </div>
  ),
};

export const ReadOnly: Story = {
  args: { defaultSelected: true, isReadOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText("Receber alertas de vagas"));
    await expect(canvas.getByRole("switch")).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
