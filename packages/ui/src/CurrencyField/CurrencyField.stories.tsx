import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { CurrencyField } from "./CurrencyField";

const meta = {
  title: "Fields/CurrencyField",
  component: CurrencyField,
  decorators: [fieldColumn],
  args: { label: "Pretensão salarial", onChange: fn() },
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed the Brazilian way and shown as R$ 1.234,56 (Intl puts a no-break space after R$) once the field is left. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Pretensão salarial" });
    await userEvent.type(input, "1234,56");
    await userEvent.tab();
    await expect(input).toHaveValue("R$\u00a01.234,56");
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.56);
    await userEvent.clear(input);
    await userEvent.tab();
  },
};

export const Filled: Story = { args: { defaultValue: 15000, description: "Valor bruto mensal." } };

/** Spec §5: no negative values — the minus sign is refused as it is typed and the amount is kept. */
export const RefusesNegative: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Pretensão salarial" });
    await userEvent.type(input, "-2500");
    await userEvent.tab();
    await expect(input).toHaveValue("R$\u00a02.500,00");
  },
};

export const Invalid: Story = {
  args: { isRequired: true, validationBehavior: "aria" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Obrigatório.")).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: 15000, isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 15000, isReadOnly: true } };
