import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Icon } from "./Icon";
import * as icons from "./icons";
import { ICON_SIZES } from "./variants";

const meta = {
  title: "Primitives/Icon",
  component: Icon,
  args: { icon: icons.SearchIcon, size: "md" },
  argTypes: { size: { control: "inline-radio", options: ICON_SIZES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** With a label the icon is an image with a name. */
export const Labelled: Story = {
  args: { label: "Buscar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Buscar" })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      {ICON_SIZES.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** The curated set: every icon Seleta uses, by its Seleta name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(6, 1fr)",
        gap: 12,
        listStyle: "none",
        padding: 0,
        margin: 0,
      }}
    >
      {Object.entries(icons).map(([name, glyph]) => (
        <li key={name} style={{ display: "flex", gap: 8, alignItems: "center", fontSize: 12 }}>
          <Icon icon={glyph as typeof icons.SearchIcon} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
