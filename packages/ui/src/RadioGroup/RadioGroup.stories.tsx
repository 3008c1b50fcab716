import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { inForm, submitForm } from "../Field/storyDecorators";
import { Radio, RadioGroup } from "./RadioGroup";

const meta = {
  title: "Fields/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Nível de inglês",
    onChange: fn(),
    children: (
      <>
        <Radio value="1">Básico</Radio>
        <Radio value="2">Intermediário</Radio>
        <Radio value="3">Avançado</Radio>
        <Radio value="5" isDisabled>
          Nativo
        </Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group once; arrows move and choose, skipping the disabled option and wrapping around. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Básico" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Intermediário" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Básico" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("1");
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith("3");
    await userEvent.tab();
  },
};

export const Filled: Story = { args: { defaultValue: "2", description: "Como você se comunica no trabalho." } };

export const Horizontal: Story = { args: { defaultValue: "3", orientation: "horizontal" } };

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

export const ReadOnly: Story = {
  args: { defaultValue: "2", isReadOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText("Avançado"));
    await expect(canvas.getByRole("radio", { name: "Intermediário" })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
