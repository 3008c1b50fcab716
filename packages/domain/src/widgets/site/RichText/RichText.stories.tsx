import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RichText } from "./RichText";

const meta = {
  title: "Site/RichText",
  component: RichText,
  args: {
    html:
      "<p>Em mais de cem processos de sucessão, o padrão é claro: conselhos que começam cedo escolhem melhor.</p>" +
      "<h2>Um roteiro de dezoito meses</h2><ul><li>Mapear os candidatos internos</li><li>Comparar com o mercado</li></ul>" +
      '<blockquote>Sucessão é um processo, não um evento.</blockquote><p>Leia também a <a href="/home/insights">nossa análise</a>.</p>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Um roteiro de dezoito meses" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "nossa análise" })).toHaveAttribute("href", "/home/insights");
  },
};
