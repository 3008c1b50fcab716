import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { FieldOption } from "../Field/OptionList";
import { fieldColumn, inForm, submitForm } from "../Field/storyDecorators";
import { ComboBox, type LoadOptions } from "./ComboBox";

const cities: FieldOption[] = [
  "Belo Horizonte",
  "Brasília",
  "Curitiba",
  "Florianópolis",
  "Porto Alegre",
  "Recife",
  "Rio de Janeiro",
  "Salvador",
  "São José dos Campos",
  "São Paulo",
].map((name) => ({ id: name.toLowerCase().replace(/\s/g, "-"), label: name }));

/** Stands in for an API search: matches anywhere, ignoring accents and case, after a short delay. */
const searchCities: LoadOptions = (text, signal) =>
  new Promise((resolve, reject) => {
    const plain = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const timer = setTimeout(() => resolve(cities.filter((c) => plain(c.label).includes(plain(text)))), 50);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const meta = {
  title: "Fields/ComboBox",
  component: ComboBox,
  decorators: [fieldColumn],
  args: { label: "Cidade", loadOptions: searchCities, onChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Async options: typing asks `loadOptions`; arrows and Enter choose. */
export const Empty: Story = {
  args: { placeholder: "Digite para buscar" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Cidade" });
    await userEvent.type(input, "sao");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await expect(listbox).toHaveTextContent("São José dos Campos");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(input).toHaveValue("São Paulo");
    await expect(args.onChange).toHaveBeenLastCalledWith("são-paulo");
    await userEvent.tab();
  },
};

export const NoResults: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Cidade" }), "Lisboa");
    await expect(await screen.findByText("Nenhum resultado")).toBeVisible();
  },
};

/** A static list filters as the user types, without `loadOptions`. */
export const StaticOptions: Story = {
  args: { loadOptions: undefined, options: cities },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Cidade" }), "rio");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
  },
};

export const Filled: Story = {
  args: { defaultValue: "recife", defaultInputValue: "Recife", description: "Onde você mora hoje." },
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

export const Disabled: Story = { args: { defaultInputValue: "Recife", isDisabled: true } };

export const ReadOnly: Story = { args: { defaultInputValue: "Recife", isReadOnly: true } };
