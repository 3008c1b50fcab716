import { BRAND_KEYS, BRANDS, isBrandKey } from "@seleta/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { Logo } from "./Logo";

const meta = {
  title: "Primitives/Logo",
  // Renders the toolbar's brand (its logo, its name): tested once per brand (.storybook/vitest.config.ts).
  tags: ["brand-markup"],
  component: Logo,
  args: { brand: "default" },
  argTypes: { brand: { control: "select", options: BRAND_KEYS } },
  // The toolbar's brand (and each test project's) picks the logo, so every brand's screenshot shows its own.
  render: (args, { globals }) => <Logo {...args} brand={isBrandKey(globals.brand) ? globals.brand : args.brand} />,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the brand's home, named by the logo's alt text; reachable with Tab. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const brand = isBrandKey(globals.brand) ? globals.brand : "default";
    const link = canvas.getByRole("link", { name: BRANDS[brand].logo.alt });
    await expect(link).toHaveAttribute("href", BRANDS[brand].logo.href);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const NotALink: Story = {
  args: { href: null, height: 64 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** A business's configured logo (spec §3 `logo_url`) replaces the brand's. */
export const ConfiguredLogo: Story = {
  args: {
    alt: "Acme Talentos",
    src: `data:image/svg+xml;utf8,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="#0b5fff"/><text x="60" y="26" text-anchor="middle" font-family="Arial" font-size="18" font-weight="700" fill="#fff">ACME</text></svg>',
    )}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Acme Talentos" })).toBeVisible();
  },
};

/** A configured logo that does not load (a dead link, a CDN down) gives way to the brand's own: spec §8. */
export const ConfiguredLogoFails: Story = {
  args: { alt: "Acme Talentos", href: null, src: "/nowhere/acme-logo.svg" },
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "Acme Talentos" });
    await waitFor(() => expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/));
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** All six logos side by side. */
export const AllBrands: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, max-content)", gap: 24 }}>
      {BRAND_KEYS.map((brand) => (
        <Logo key={brand} brand={brand} href={null} />
      ))}
    </div>
  ),
};
