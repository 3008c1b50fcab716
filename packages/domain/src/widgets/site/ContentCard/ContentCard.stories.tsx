import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import * as site from "../siteStyles.css";
import { ContentCard } from "./ContentCard";

const meta = {
  title: "Site/ContentCard",
  component: ContentCard,
  args: {
    title: "Sucessão de CEOs: o que os conselhos aprenderam",
    href: "/home/publications#p-abc",
    meta: ["Publicação", "12 de janeiro de 2026"],
    summary:
      "Como os conselhos brasileiros preparam a sucessão do principal executivo, e os erros que ainda se repetem.",
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Publication: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Sucessão de CEOs/ })).toHaveAttribute(
      "href",
      "/home/publications#p-abc",
    );
    await expect(canvas.getByText("Publicação · 12 de janeiro de 2026")).toBeVisible();
  },
};

/** A media mention leads to the outlet's site, as an outside link. */
export const MediaMention: Story = {
  args: {
    title: "Procura por CEOs interinos cresce 30%",
    href: "https://valor.example.com/artigo",
    meta: ["Valor Econômico", "9 de janeiro de 2026"],
    summary: "Nossa sócia-diretora comenta a alta na contratação de executivos interinos.",
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /CEOs interinos/ });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** A solution: no page of its own, so no link. */
export const WithoutLink: Story = {
  args: { title: "Executive search", href: null, meta: undefined, summary: "Busca de presidentes e diretores." },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** Cards in the grid the pages use. */
export const Grid: Story = {
  render: (args) => (
    <ul className={site.cardGrid} style={{ width: 900 }}>
      {["Um", "Dois", "Três"].map((n) => (
        <li key={n}>
          <ContentCard {...args} title={`${args.title} (${n})`} />
        </li>
      ))}
    </ul>
  ),
  decorators: [(Story) => <div>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};
