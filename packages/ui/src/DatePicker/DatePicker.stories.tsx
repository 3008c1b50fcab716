import { CalendarDate } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { fieldColumn, inForm, submitForm } from "../Field/storyDecorators";
import { DatePicker } from "./DatePicker";

const meta = {
  title: "Fields/DatePicker",
  component: DatePicker,
  decorators: [fieldColumn],
  args: { label: "Data de início", onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("spinbutton", { name: /dia/i }));
    await userEvent.keyboard("05082025");
    await expect(canvasElement).toHaveTextContent("05/08/2025");
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 8, 5));
    await userEvent.tab();
  },
};

/** The calendar, opened from the keyboard; arrows move the focused day and Enter picks it. */
export const Calendar: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 10) },
  parameters: { screenshot: { target: "page" } },
  play: async ({ args, canvas }) => {
    const open = canvas.getByRole("button", { name: /Abrir calendário/ });
    open.focus();
    await userEvent.keyboard("{Enter}");
    const grid = await screen.findByRole("grid");
    await expect(grid).toBeVisible();
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 18));
    // Picking closes the calendar and returns focus to the button; Enter opens it again on the new date.
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("grid")).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 31), description: "dd/mm/aaaa" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("31/03/2025");
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: new CalendarDate(2024, 1, 15),
    minValue: new CalendarDate(2025, 1, 1),
    validationBehavior: "aria",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("A data deve ser 01/01/2025 ou posterior.")).toBeVisible();
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

export const Disabled: Story = { args: { defaultValue: new CalendarDate(2025, 3, 31), isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: new CalendarDate(2025, 3, 31), isReadOnly: true } };
