import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Checkbox } from "../Checkbox/Checkbox";
import { inForm, submitForm } from "../Field/storyDecorators";
import { CheckboxGroup } from "./CheckboxGroup";

const meta = {
  title: "Fields/CheckboxGroup",
  component: CheckboxGroup,
  args: {
    label: "Modelo de trabalho",
    onChange: fn(),
    children: (
      <>
        <Checkbox value="presential">Presencial</Checkbox>
        <Checkbox value="remote">Remoto</Checkbox>
        <Checkbox value="hybrid">Híbrido</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab visits every box in order; Space checks the focused one. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Presencial" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Remoto" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["remote", "hybrid"]);
    await userEvent.tab();
  },
};

export const Filled: Story = {
  args: { defaultValue: ["remote"], description: "Marque todos os que aceita." },
};

export const Horizontal: Story = { args: { orientation: "horizontal", defaultValue: ["presential", "hybrid"] } };

export const Invalid: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas, canvasElement }) => {
    await submitForm(canvasElement);
    await expect(await canvas.findByText("Obrigatório.")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ["remote"] } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ["remote"] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText("Presencial"));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
