import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { FieldOption } from "../Field/OptionList";
import { fieldColumn, inForm, submitForm } from "../Field/storyDecorators";
import { Select } from "./Select";

const regimes: FieldOption[] = [
  { id: "2", label: "CLT - Efetivo" },
  { id: "1", label: "PJ" },
  { id: "3", label: "Temporário" },
  { id: "8", label: "Terceirizado" },
  { id: "4", label: "Freelancer", isDisabled: true },
];

const meta = {
  title: "Fields/Select",
  component: Select,
  decorators: [fieldColumn],
  args: { label: "Regime de contratação", options: regimes, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Regime de contratação/ });
    await expect(trigger).toHaveTextContent("Selecione");
    // Keyboard: open with Enter, move with the arrows, choose with Enter; the disabled option is skipped.
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await expect(listbox).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(trigger).toHaveTextContent("Temporário");
    await expect(args.onChange).toHaveBeenLastCalledWith("3");
    // Choosing closes the list and gives focus back to the trigger (after the popover unmounts).
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{End}{Enter}");
    await expect(trigger).toHaveTextContent("Terceirizado");
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** The open list, as designers review it per brand (the popover is portalled, so the whole page is captured). */
export const Open: Story = {
  args: { defaultValue: "1" },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Regime de contratação/ }));
    await expect(await screen.findByRole("option", { name: "PJ" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Filled: Story = { args: { defaultValue: "2", description: "Como consta na vaga." } };

/** Submitted empty while required: 'Obrigatório.' in the app's language, not the browser's. */
export const Invalid: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas, canvasElement }) => {
    await submitForm(canvasElement);
    await expect(await canvas.findByText("Obrigatório.")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Disabled: Story = { args: { defaultValue: "2", isDisabled: true } };

/**
 * Read-only: the choice is focusable and readable (unlike disabled), but neither a click, Enter nor the closed
 * trigger's arrows and type-ahead open the list or change it.
 */
export const ReadOnly: Story = {
  args: { defaultValue: "2", isReadOnly: true },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Regime de contratação/ });
    await expect(trigger).toHaveTextContent("CLT - Efetivo");
    await expect(trigger).not.toBeDisabled();
    await userEvent.click(trigger);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{ArrowDown}{End}t");
    await expect(screen.queryByRole("listbox")).toBeNull();
    await expect(trigger).toHaveTextContent("CLT - Efetivo");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};
