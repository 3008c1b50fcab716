import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Timeline } from "./Timeline";

const meta = {
  title: "Site/Timeline",
  component: Timeline,
  args: {
    milestones: [
      {
        year: 1998,
        title: "Fundação em São Paulo",
        text_html: "<p>Três sócios abrem a primeira sala na Avenida Paulista.</p>",
      },
      {
        year: 2006,
        title: "Escritório no Rio de Janeiro",
        text_html: "<p>A chegada ao Rio acompanha o setor de energia.</p>",
      },
      { year: 2015, title: "Mil executivos colocados", text_html: null },
      {
        year: 2024,
        title: "Nasce o grupo Seleta",
        text_html: "<p>Tecnologia, finanças e interim ganham marcas próprias.</p>",
      },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("heading", { name: "Nasce o grupo Seleta" })).toBeVisible();
  },
};
