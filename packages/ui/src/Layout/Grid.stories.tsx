import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DemoBox } from "./DemoBox";
import { Grid, GridItem } from "./Grid";
import { SPACES, SPANS } from "./variants";

const meta = {
  title: "Layout/Grid",
  component: Grid,
  args: { gap: "lg", children: null },
  argTypes: { gap: { control: "select", options: SPACES } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 12 columns of spec §9. */
export const TwelveColumns: Story = {
  render: (args) => (
    <Grid {...args}>
      {SPANS.map((column) => (
        <GridItem key={column} span={1}>
          <DemoBox>{column}</DemoBox>
        </GridItem>
      ))}
    </Grid>
  ),
};

/** Cards one per row on phones, two from 768 px, three from 992 px (the story runs 1200 px wide: three). */
export const ResponsiveSpans: Story = {
  render: (args) => (
    <Grid {...args}>
      {["Vaga 1", "Vaga 2", "Vaga 3", "Vaga 4", "Vaga 5"].map((job) => (
        <GridItem key={job} span={{ xs: 12, md: 6, lg: 4 }}>
          <DemoBox height={64}>{job}</DemoBox>
        </GridItem>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText("Vaga 1").getBoundingClientRect();
    const third = canvas.getByText("Vaga 3").getBoundingClientRect();
    await expect(Math.round(third.top)).toBe(Math.round(first.top));
  },
};

/** A page layout: sidebar and content. */
export const SidebarLayout: Story = {
  render: (args) => (
    <Grid {...args}>
      <GridItem span={{ xs: 12, lg: 3 }}>
        <DemoBox height={160}>Filtros</DemoBox>
      </GridItem>
      <GridItem span={{ xs: 12, lg: 9 }}>
        <DemoBox height={160}>Resultados</DemoBox>
      </GridItem>
    </Grid>
  ),
};
