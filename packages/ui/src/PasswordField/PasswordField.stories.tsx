import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { PasswordField } from "./PasswordField";

const meta = {
  title: "Fields/PasswordField",
  component: PasswordField,
  decorators: [fieldColumn],
  args: { label: "Senha", onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText("Senha");
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.type(input, "s3nh@F0rte");
    await expect(args.onChange).toHaveBeenLastCalledWith("s3nh@F0rte");
    // Tab order: the input, then the toggle; Space on the toggle shows the password.
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Mostrar senha" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Ocultar senha" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Ocultar senha" }));
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.clear(input);
    await userEvent.tab();
  },
};

export const Filled: Story = { args: { defaultValue: "s3nh@F0rte", description: "Mínimo de 8 caracteres." } };

export const Invalid: Story = {
  args: { defaultValue: "curta", minLength: 8, validationBehavior: "aria", autoComplete: "new-password" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Mínimo de 8 caracteres.")).toBeVisible();
    await expect(canvas.getByLabelText("Senha")).toHaveValue("curta");
  },
};

export const Disabled: Story = { args: { defaultValue: "s3nh@F0rte", isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: "s3nh@F0rte", isReadOnly: true } };
