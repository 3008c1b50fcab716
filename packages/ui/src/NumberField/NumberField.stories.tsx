import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { NumberField } from "./NumberField";

const meta = {
  title: "Fields/NumberField",
  component: NumberField,
  decorators: [fieldColumn],
  args: { label: "Anos de experiência", onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { minValue: 0, maxValue: 50 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Anos de experiência" });
    await userEvent.type(input, "7");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    // Arrow keys step the value; the stepper buttons do the same for pointers.
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("9");
    await userEvent.click(canvas.getByRole("button", { name: /Diminuir/ }));
    await expect(input).toHaveValue("8");
    await userEvent.clear(input);
    await userEvent.tab();
  },
};

export const Filled: Story = { args: { defaultValue: 12, description: "Anos completos na área." } };

/** Letters cannot be typed: the field keeps the number the user had. */
export const RefusesLetters: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Anos de experiência" });
    await userEvent.type(input, "1a2");
    await expect(input).toHaveValue("12");
    await userEvent.tab();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, validationBehavior: "aria" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Obrigatório.")).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: 12, isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 12, isReadOnly: true } };
