import { BRANDS, type BrandKey, isBrandKey } from "@seleta/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TermsBanner } from "./TermsBanner";

const brandOf = (globals: Record<string, unknown>): BrandKey => (isBrandKey(globals.brand) ? globals.brand : "default");

const meta = {
  title: "Site/TermsBanner",
  // Renders the toolbar's brand (its logo, its name): tested once per brand (.storybook/vitest.config.ts).
  tags: ["brand-markup"],
  component: TermsBanner,
  args: {
    text: "",
    action: "/consent",
    version: "2026-11-01",
    returnTo: "/jobs",
    termsHref: "/termos_de_uso",
    privacyHref: "/politica_de_privacidade",
  },
  // Fixed at the bottom of the viewport: the screenshot is the page's.
  parameters: { screenshot: { target: "page" } },
  render: (args, { globals }) => {
    const locale = globals.locale === "en" ? "en" : "pt-BR";
    return <TermsBanner {...args} text={BRANDS[brandOf(globals)].termsAcceptance[locale]} />;
  },
} satisfies Meta<typeof TermsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two choices, each a submit button of one form that carries the terms version and the way back. */
export const Portuguese: Story = {
  play: async ({ canvas }) => {
    const accept = canvas.getByRole("button", { name: "Aceitar todos" });
    await expect(accept).toHaveAttribute("value", "all");
    await expect(canvas.getByRole("button", { name: "Somente necessários" })).toHaveAttribute("value", "necessary");
    const form = accept.closest("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/consent");
    await expect(form?.querySelector('input[name="version"]')).toHaveValue("2026-11-01");
    await expect(form?.querySelector('input[name="returnTo"]')).toHaveValue("/jobs");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Accept all" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Privacy policy" })).toBeVisible();
  },
};
