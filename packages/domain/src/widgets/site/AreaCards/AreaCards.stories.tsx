import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { AreaCards } from "./AreaCards";

const AREAS = [
  ["engenharia", "Engenharia", "Diretores industriais, gerentes de obras e especialistas de projetos."],
  ["tecnologia", "Tecnologia", "CTOs, líderes de engenharia de software, dados e produto."],
  ["recursos-humanos", "Recursos Humanos", "CHROs, business partners e especialistas em remuneração."],
  ["financas-e-tributos", "Finanças e Tributos", "CFOs, controllers, tesoureiros e especialistas tributários."],
  ["juridico", "Jurídico", "Diretores jurídicos e advogados corporativos."],
  ["compliance", "Compliance", "Chief compliance officers e especialistas em integridade."],
  ["vendas", "Vendas", "Diretores comerciais e key account managers."],
  ["oleo", "Óleo", "Exploração, produção, refino e operações offshore."],
  ["gas", "Gás", "Distribuição, transporte, GNL e transição energética."],
].map(([slug, name, summary]) => ({ slug: slug as string, name: name as string, summary }));

const meta = {
  title: "Site/AreaCards",
  component: AreaCards,
  args: { areas: AREAS, hrefOf: (slug: string) => `/home/specialties/${slug}` },
} satisfies Meta<typeof AreaCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home's nine areas: names only. */
export const Names: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(9);
    await expect(canvas.getByRole("link", { name: "Finanças e Tributos" })).toHaveAttribute(
      "href",
      "/home/specialties/financas-e-tributos",
    );
  },
};

/** The specialties page: each area with its line. */
export const WithSummaries: Story = {
  args: { withSummary: true, headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Exploração, produção, refino e operações offshore.")).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(9);
  },
};
