import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { TextArea } from "./TextArea";

const meta = {
  title: "Fields/TextArea",
  component: TextArea,
  decorators: [fieldColumn],
  args: { label: "Mensagem", onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: "Escreva sua mensagem" },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole("textbox", { name: "Mensagem" });
    await userEvent.type(textArea, "Olá,{Enter}tudo bem?");
    // Enter adds a line instead of submitting the form.
    await expect(textArea).toHaveValue("Olá,\ntudo bem?");
    await expect(args.onChange).toHaveBeenLastCalledWith("Olá,\ntudo bem?");
    await userEvent.clear(textArea);
    await userEvent.tab();
  },
};

export const Filled: Story = {
  args: {
    defaultValue: "Tenho interesse na vaga e disponibilidade para início imediato.",
    description: "Até 500 caracteres.",
    maxLength: 500,
  },
};

export const Invalid: Story = {
  args: { defaultValue: "Oi", minLength: 10, validationBehavior: "aria" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Mínimo de 10 caracteres.")).toBeVisible();
  },
};

export const KeepsWhatWasTyped: Story = {
  args: { maxLength: 5 },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole("textbox", { name: "Mensagem" });
    await userEvent.type(textArea, "Seis c.");
    await userEvent.tab();
    await expect(textArea).toHaveValue("Seis c.");
    await expect(await canvas.findByText("Máximo de 5 caracteres.")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: "Mensagem enviada.", isDisabled: true },
};

export const ReadOnly: Story = {
  args: { defaultValue: "Mensagem enviada.", isReadOnly: true },
};
