import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Container } from "./Container";
import { DemoBox } from "./DemoBox";
import { CONTAINER_SIZES } from "./variants";

const meta = {
  title: "Layout/Container",
  component: Container,
  args: { children: <DemoBox>Conteúdo da página</DemoBox> },
  argTypes: { size: { control: "inline-radio", options: CONTAINER_SIZES } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1200 px the default container is 1140 px wide (spec §9). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const container = canvas.getByText("Conteúdo da página").parentElement as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe("1140px");
  },
};

/** Every size at this width: each stops growing at its own step. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      {CONTAINER_SIZES.map((size) => (
        <Container key={size} size={size}>
          <DemoBox>{size}</DemoBox>
        </Container>
      ))}
    </div>
  ),
};
