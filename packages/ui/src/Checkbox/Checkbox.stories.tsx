import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { inForm, submitForm } from "../Field/storyDecorators";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Fields/Checkbox",
  component: Checkbox,
  args: { children: "Aceito os termos de uso", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles the focused box; a click on the label does too. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Aceito os termos de uso" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText("Aceito os termos de uso"));
    await expect(box).not.toBeChecked();
    await userEvent.tab();
  },
};

export const Filled: Story = {
  args: { defaultSelected: true, description: "Você pode revogar o aceite quando quiser." },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, children: "Selecionar todos" } };

/** Submitted unchecked while required: 'Obrigatório.' under the box. */
export const Invalid: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas, canvasElement }) => {
    await submitForm(canvasElement);
    await expect(await canvas.findByText("Obrigatório.")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 8 }}>
      <Checkbox {...args} isDisabled />
      <Checkbox {...args} isDisabled defaultSelected>
        Receber novidades por e-mail
      </Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText("Aceito os termos de uso"));
    await expect(canvas.getByRole("checkbox")).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
