import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Icon, JobIcon } from "../Icon";
import { Chip } from "./Chip";
import { CHIP_SIZES } from "./variants";

const meta = {
  title: "Primitives/Chip",
  component: Chip,
  args: { children: "React" },
  argTypes: { size: { control: "inline-radio", options: CHIP_SIZES } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SizesAndIcon: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      {CHIP_SIZES.map((size) => (
        <Chip key={size} {...args} size={size} icon={<Icon icon={JobIcon} size="sm" />}>
          {`Vagas ${size}`}
        </Chip>
      ))}
    </div>
  ),
};

/** The remove button is named after the chip and works with the keyboard. */
export const Removable: Story = {
  args: { onRemove: fn(), children: "São Paulo" },
  play: async ({ args, canvas, globals }) => {
    const name = globals.locale === "en" ? "Remove São Paulo" : "Remover São Paulo";
    const remove = canvas.getByRole("button", { name });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};
