import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { fieldColumn } from "../Field/storyDecorators";
import { PhoneField } from "./PhoneField";

const meta = {
  title: "Fields/PhoneField",
  component: PhoneField,
  decorators: [fieldColumn],
  args: { label: "Celular", onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed freely, formatted by digit count when the user leaves the field; the value is the digits. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Celular" });
    await userEvent.type(input, "11 9876a54321");
    await expect(input).toHaveValue("11 987654321");
    await userEvent.tab();
    await expect(input).toHaveValue("(11) 98765-4321");
    await expect(args.onChange).toHaveBeenLastCalledWith("11987654321");
    await userEvent.clear(input);
    await userEvent.tab();
  },
};

/** Spec §5: the display format depends on the digit count, 9 to 13. */
export const FormatsByLength: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      {["987654321", "1134567890", "11987654321", "551134567890", "5511987654321"].map((value) => (
        <PhoneField key={value} {...args} label={`${value.length} dígitos`} defaultValue={value} isReadOnly />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "9 dígitos" })).toHaveValue("98765-4321");
    await expect(canvas.getByRole("textbox", { name: "10 dígitos" })).toHaveValue("(11) 3456-7890");
    await expect(canvas.getByRole("textbox", { name: "11 dígitos" })).toHaveValue("(11) 98765-4321");
    await expect(canvas.getByRole("textbox", { name: "12 dígitos" })).toHaveValue("+55 (11) 3456-7890");
    await expect(canvas.getByRole("textbox", { name: "13 dígitos" })).toHaveValue("+55 (11) 98765-4321");
  },
};

export const Filled: Story = { args: { defaultValue: "11987654321", description: "Com DDD." } };

/** Spec §5: a required phone left empty says 'Esse campo é obrigatório.'. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Celular/ });
    await userEvent.type(input, "1");
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(await canvas.findByText("Esse campo é obrigatório.")).toBeVisible();
  },
};

/** Too few digits: reported, and the number stays as typed. */
export const Invalid: Story = {
  args: { defaultValue: "98765", validationBehavior: "aria" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Telefone inválido.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Celular" })).toHaveValue("98765");
  },
};

/**
 * Spec §5: the international mode has a country selector; the value is E.164. The story passes three countries
 * (every country is the default), so the arrow keys have a known path.
 */
export const International: Story = {
  args: {
    mode: "international",
    defaultValue: "+351912345678",
    countries: [
      { code: "BR", dialCode: "55" },
      { code: "PT", dialCode: "351" },
      { code: "US", dialCode: "1" },
    ],
  },
  play: async ({ args, canvas }) => {
    const country = canvas.getByRole("button", { name: /País/ });
    await expect(country).toHaveTextContent("PT +351");
    await expect(canvas.getByRole("textbox", { name: "Celular" })).toHaveValue("912345678");
    // Keyboard: open the list on the chosen country, move up past Estados Unidos to Brasil, choose with Enter.
    country.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(await screen.findByRole("option", { name: "Portugal (+351)" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{Enter}");
    await expect(country).toHaveTextContent("BR +55");
    await expect(args.onChange).toHaveBeenLastCalledWith("+55912345678");
    // Tab order: country, then the number. The list gives focus back to the country once it has closed (a Tab
    // pressed before that, under load, started from the list: the session-7 fresh clone failed so in one brand).
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await waitFor(() => expect(country).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Celular" })).toHaveFocus();
    await userEvent.tab();
  },
};

export const Disabled: Story = { args: { defaultValue: "11987654321", isDisabled: true } };

export const ReadOnly: Story = { args: { mode: "international", defaultValue: "+5511987654321", isReadOnly: true } };
