import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { EmailField } from "./EmailField";

const meta = {
  title: "Fields/EmailField",
  component: EmailField,
  decorators: [fieldColumn],
  args: { label: "E-mail", onChange: fn() },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: "nome@empresa.com.br" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveAttribute("inputmode", "email");
    await userEvent.type(input, "ana@seleta.com.br");
    await expect(args.onChange).toHaveBeenLastCalledWith("ana@seleta.com.br");
    await userEvent.clear(input);
    await userEvent.tab();
  },
};

export const Filled: Story = { args: { defaultValue: "ana@seleta.com.br" } };

/** Spec §5: 'Invalid email', and the address stays as typed so it can be fixed. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await userEvent.type(input, "ana@seleta");
    await userEvent.tab();
    await expect(await canvas.findByText("E-mail inválido")).toBeVisible();
    await expect(input).toHaveValue("ana@seleta");
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: "", validationBehavior: "aria" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /E-mail/ });
    await userEvent.type(input, "a");
    await userEvent.clear(input);
    await expect(await canvas.findByText("Informe o e-mail")).toBeVisible();
    await userEvent.tab();
  },
};

export const Disabled: Story = { args: { defaultValue: "ana@seleta.com.br", isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: "ana@seleta.com.br", isReadOnly: true } };
