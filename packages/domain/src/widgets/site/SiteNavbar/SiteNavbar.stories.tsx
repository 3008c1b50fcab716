import { BRANDS, type BrandKey, isBrandKey } from "@seleta/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { SiteNavbar } from "./SiteNavbar";

const brandOf = (globals: Record<string, unknown>): BrandKey => (isBrandKey(globals.brand) ? globals.brand : "default");

const meta = {
  title: "Site/SiteNavbar",
  // Renders the toolbar's brand (its logo, its name): tested once per brand (.storybook/vitest.config.ts).
  tags: ["brand-markup"],
  component: SiteNavbar,
  args: { brand: "default", variant: "light", currentPath: "/jobs", logoAlt: "", logoHref: "/home" },
  // The brand of the story's project dresses the navbar: its logo, alt text and link.
  render: (args, { globals }) => {
    const brand = brandOf(globals);
    const logo = BRANDS[brand].logo;
    return <SiteNavbar {...args} brand={brand} logoAlt={logo.alt} logoHref={logo.href} />;
  },
} satisfies Meta<typeof SiteNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On white; the opportunities page is the current one. */
export const Light: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Principal" });
    const links = nav.querySelectorAll("a");
    await expect([...links].map((link) => link.textContent)).toEqual([
      "Soluções",
      "Oportunidades",
      "Áreas de atuação",
      "Contato",
      "Trabalhe conosco",
      "Cadastre-se",
    ]);
    await expect(canvas.getByRole("link", { name: "Oportunidades" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Contato" })).not.toHaveAttribute("aria-current");
  },
};

/** On the brand's header colour. */
export const Dark: Story = { args: { variant: "dark", currentPath: "/home/solutions" } };

/** The homepage layout: over the hero image, which shows through. */
export const Transparent: Story = {
  args: { variant: "transparent", currentPath: "/home" },
  decorators: [
    (Story) => (
      <div style={{ position: "relative", minHeight: 260, background: "linear-gradient(135deg, #23395d, #5b3a8c)" }}>
        <Story />
      </div>
    ),
  ],
};

/** A business's `custom_labels` rename entries; its own logo and title replace the brand's. */
export const CustomLabels: Story = {
  args: { customLabels: { jobs: "Vagas abertas", register: "Quero me cadastrar" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Vagas abertas" })).toHaveAttribute("href", "/jobs");
    await expect(canvas.getByRole("link", { name: "Quero me cadastrar" })).toHaveAttribute("href", "/candidates");
  },
};

/** Narrower than the `lg` breakpoint the entries fold into a native disclosure, opened here. */
export const MobileMenuOpen: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Menu"));
    await expect(canvas.getByRole("navigation", { name: "Menu" })).toBeVisible();
  },
};
