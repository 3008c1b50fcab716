import { CalendarDate } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { fieldColumn, inForm, submitForm } from "../Field/storyDecorators";
import { DateField } from "./DateField";

const meta = {
  title: "Fields/DateField",
  component: DateField,
  decorators: [fieldColumn],
  args: { label: "Data de nascimento", onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Day first: typing 31032025 fills dd, mm and yyyy in turn. */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const day = canvas.getByRole("spinbutton", { name: /dia/i });
    await userEvent.click(day);
    await userEvent.keyboard("31032025");
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 31));
    await expect(canvasElement).toHaveTextContent("31/03/2025");
    // Arrows step the focused segment (the year, after typing it).
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 31));
    await userEvent.tab();
  },
};

export const Filled: Story = {
  args: { defaultValue: new CalendarDate(1990, 7, 9), description: "dd/mm/aaaa" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("09/07/1990");
  },
};

/** Outside the allowed range: the limit in dd/mm/yyyy, in the app's language; the typed date is kept. */
export const Invalid: Story = {
  args: {
    defaultValue: new CalendarDate(2030, 1, 15),
    maxValue: new CalendarDate(2025, 12, 31),
    validationBehavior: "aria",
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("15/01/2030");
    await expect(canvas.getByText("A data deve ser 31/12/2025 ou anterior.")).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas, canvasElement }) => {
    await submitForm(canvasElement);
    await expect(await canvas.findByText("Obrigatório.")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Disabled: Story = { args: { defaultValue: new CalendarDate(1990, 7, 9), isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: new CalendarDate(1990, 7, 9), isReadOnly: true } };
