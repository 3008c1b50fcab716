import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton, SkeletonGroup } from "./Skeleton";
import { SKELETON_SHAPES } from "./variants";

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  parameters: { screenshot: { disableAnimations: true } },
  argTypes: { shape: { control: "inline-radio", options: SKELETON_SHAPES } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };

export const Shapes: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <Skeleton shape="circle" width={48} />
      <Skeleton shape="rect" width={160} height={96} />
      <div style={{ flex: 1 }}>
        <Skeleton />
      </div>
    </div>
  ),
};

/** A list item loading: one "loading" status for the group, the placeholders themselves hidden. */
export const CardPlaceholder: Story = {
  render: () => (
    <SkeletonGroup label="Carregando candidatos">
      {[1, 2].map((row) => (
        <div key={row} style={{ display: "flex", gap: 12, alignItems: "center" }}>
          <Skeleton shape="circle" width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Carregando candidatos");
  },
};
