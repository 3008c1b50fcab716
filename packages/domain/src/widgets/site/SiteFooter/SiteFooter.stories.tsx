import { BRANDS, type BrandKey, isBrandKey } from "@seleta/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SiteFooter } from "./SiteFooter";

const brandOf = (globals: Record<string, unknown>): BrandKey => (isBrandKey(globals.brand) ? globals.brand : "default");

const meta = {
  title: "Site/SiteFooter",
  // Renders the toolbar's brand (its logo, its name): tested once per brand (.storybook/vitest.config.ts).
  tags: ["brand-markup"],
  component: SiteFooter,
  args: { siteName: "", tagline: "", offices: [], links: [], year: 2026 },
  // The brand of the story's project: its name, line, offices and links, in the story's language.
  render: (args, { globals }) => {
    const brand = BRANDS[brandOf(globals)];
    const locale = globals.locale === "en" ? "en" : "pt-BR";
    return (
      <SiteFooter
        {...args}
        siteName={brand.name}
        tagline={brand.footer.tagline[locale]}
        offices={brand.footer.offices}
        links={brand.footer.links.map((link) => ({ label: link.label[locale], href: link.href }))}
      />
    );
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portuguese: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("São Paulo")).toBeVisible();
    await expect(canvas.getByText("Rio de Janeiro")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Termos de uso" })).toHaveAttribute("href", "/termos_de_uso");
    await expect(canvas.getByRole("link", { name: "Política de privacidade" })).toHaveAttribute(
      "href",
      "/politica_de_privacidade",
    );
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Offices" })).toBeVisible();
  },
};
