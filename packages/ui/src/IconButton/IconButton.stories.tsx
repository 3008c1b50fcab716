import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS } from "../Button";
import { CloseIcon, DeleteIcon, EditIcon, MoreIcon } from "../Icon";
import { IconButton } from "./IconButton";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { icon: EditIcon, label: "Editar candidato", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: BUTTON_VARIANTS },
    tone: { control: "inline-radio", options: BUTTON_TONES },
    size: { control: "inline-radio", options: BUTTON_SIZES },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; pressed by pointer, Enter and Space; the label shows as a tooltip on focus. */
export const Default: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Editar candidato" });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Editar candidato");
  },
};

export const VariantsAndTones: Story = {
  args: { showTooltip: false },
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: `repeat(${BUTTON_TONES.length}, max-content)`, gap: 8 }}>
      {BUTTON_VARIANTS.flatMap((variant) =>
        BUTTON_TONES.map((tone) => (
          <IconButton key={`${variant}-${tone}`} {...args} variant={variant} tone={tone} label={`${variant} ${tone}`} />
        )),
      )}
    </div>
  ),
};

export const SizesAndRound: Story = {
  args: { showTooltip: false },
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      {BUTTON_SIZES.map((size) => (
        <IconButton key={size} {...args} size={size} icon={MoreIcon} label={`Mais ações ${size}`} />
      ))}
      <IconButton {...args} round variant="solid" tone="primary" icon={CloseIcon} label="Fechar" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, icon: DeleteIcon, label: "Excluir", tone: "danger" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Excluir" }), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
