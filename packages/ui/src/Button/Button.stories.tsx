import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./Button";
import { BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS } from "./variants";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Salvar", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: BUTTON_VARIANTS },
    tone: { control: "inline-radio", options: BUTTON_TONES },
    size: { control: "inline-radio", options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Salvar" });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space press a focused button too.
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** Every variant in every tone: what designers review per brand. */
export const VariantsAndTones: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: `repeat(${BUTTON_TONES.length}, max-content)`, gap: 12 }}>
      {BUTTON_VARIANTS.flatMap((variant) =>
        BUTTON_TONES.map((tone) => (
          <Button key={`${variant}-${tone}`} {...args} variant={variant} tone={tone}>
            {`${variant} ${tone}`}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Tamanho ${size}`}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, children: "Enviando" },
  parameters: { screenshot: { disableAnimations: true } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Enviando" });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
