import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { FieldOption } from "../Field/OptionList";
import { fieldColumn, inForm, submitForm } from "../Field/storyDecorators";
import { TagField } from "./TagField";

const languages: FieldOption[] = [
  { id: "pt", label: "Português" },
  { id: "en", label: "Inglês" },
  { id: "es", label: "Espanhol" },
  { id: "fr", label: "Francês" },
  { id: "de", label: "Alemão" },
];

const meta = {
  title: "Fields/TagField",
  component: TagField,
  decorators: [fieldColumn],
  args: { label: "Idiomas", options: languages, onChange: fn() },
} satisfies Meta<typeof TagField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Idiomas/ });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    // Space toggles the focused option and keeps the list open for the next one.
    await userEvent.keyboard(" {ArrowDown} {Escape}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["pt", "en"]);
    await waitFor(() => expect(trigger).toHaveFocus());
    const tags = canvas.getByRole("grid", { name: "Selecionados" });
    await expect(
      within(tags)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["Português", "Inglês"]);
    // A tag goes with its remove button.
    await userEvent.click(within(tags).getByRole("button", { name: "Remover Português" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["en"]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filled: Story = {
  args: { defaultValue: ["pt", "en", "es"], description: "Os idiomas que você usa no trabalho." },
  play: async ({ args, canvas }) => {
    // Keyboard on the tags: focus one and remove it with Delete.
    const tags = canvas.getByRole("grid", { name: "Selecionados" });
    await userEvent.click(within(tags).getByText("Espanhol"));
    await userEvent.keyboard("{Delete}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["pt", "en"]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Invalid: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas, canvasElement }) => {
    await submitForm(canvasElement);
    await expect(await canvas.findByText("Obrigatório.")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Disabled: Story = { args: { defaultValue: ["pt", "en"], isDisabled: true } };

/** Read-only: the choices show and can be reached, but the list stays shut and no tag can be removed. */
export const ReadOnly: Story = {
  args: { defaultValue: ["pt", "en"], isReadOnly: true },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Idiomas/ });
    await userEvent.click(trigger);
    await userEvent.keyboard("{ArrowDown}{Enter} ");
    await expect(screen.queryByRole("listbox")).toBeNull();
    const tags = canvas.getByRole("grid", { name: "Selecionados" });
    await expect(within(tags).queryByRole("button", { name: /Remover/ })).toBeNull();
    await userEvent.click(within(tags).getByText("Inglês"));
    await userEvent.keyboard("{Delete}{Backspace}");
    await expect(
      within(tags)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["Português", "Inglês"]);
    await expect(args.onChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
