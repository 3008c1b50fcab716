import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { TextField } from "./TextField";

const meta = {
  title: "Fields/TextField",
  component: TextField,
  decorators: [fieldColumn],
  args: { label: "Nome completo", placeholder: "Como no documento", onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Nome completo" });
    await userEvent.click(input);
    await userEvent.keyboard("Ana Souza");
    await expect(input).toHaveValue("Ana Souza");
    await expect(args.onChange).toHaveBeenLastCalledWith("Ana Souza");
    await userEvent.clear(input);
    await userEvent.tab();
  },
};

export const Filled: Story = {
  args: { defaultValue: "Ana Souza", description: "Usado nos documentos do processo." },
};

/** A required field left empty says 'Obrigatório.' once the user leaves it. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Nome completo/ });
    await expect(input).toBeRequired();
    // Native validation commits on the input's change event (leaving a field whose value changed) or on submit.
    await userEvent.type(input, "A");
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(await canvas.findByText("Obrigatório.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "Jo", minLength: 3, validationBehavior: "aria" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Mínimo de 3 caracteres.")).toBeVisible();
    await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Too long is reported, never cut: what the user typed stays in the field. */
export const KeepsWhatWasTyped: Story = {
  args: { label: "Apelido", maxLength: 10, placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Apelido" });
    await userEvent.type(input, "Anastácia Souza");
    await userEvent.tab();
    await expect(input).toHaveValue("Anastácia Souza");
    await expect(await canvas.findByText("Máximo de 10 caracteres.")).toBeVisible();
  },
};

/** A browser check with no message of its own (here `pattern`) says the spec's 'Erro Preencha corretamente.'. */
export const PatternMismatch: Story = {
  args: { label: "CEP", placeholder: "00000-000", pattern: "[0-9]{5}-[0-9]{3}" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "CEP" });
    await userEvent.type(input, "0131");
    await userEvent.tab();
    await expect(await canvas.findByText("Erro Preencha corretamente.")).toBeVisible();
    await expect(input).toHaveValue("0131");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "Ana Souza", isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: "Ana Souza", isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("Ana Souza");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};
