import type { BrandKey, BrandTokenInput } from "../tokens";

/** Text a brand shows in both UI languages (spec §1: pt-BR default, en). */
export type LocalizedText = { "pt-BR": string; en: string };

/** How the public navbar sits on the page: on white, on the brand's dark background, or over the hero image. */
export const NAVBAR_VARIANTS = ["light", "dark", "transparent"] as const;
export type NavbarVariant = (typeof NAVBAR_VARIANTS)[number];

export type BrandLogo = {
  /** Standalone SVG markup; rendered through an `<img>` so its `alt` is the accessible name. */
  svg: string;
  alt: string;
  /** Where the logo leads (the brand's home). */
  href: string;
  /** Intrinsic size, so the logo reserves its space before it loads (no layout shift). */
  width: number;
  height: number;
};

export type FooterLink = { label: LocalizedText; href: string };

export type BrandFooter = {
  tagline: LocalizedText;
  /** Spec §2: two office addresses, São Paulo and Rio de Janeiro. */
  offices: readonly { city: string; address: string }[];
  links: readonly FooterLink[];
};

export type BrandDefinition = {
  key: BrandKey;
  /** The brand's display name (document title, logo alt text). */
  name: string;
  /** Hosts this brand is served from; `<key>.localhost` works locally without any setup. */
  hosts: readonly string[];
  /** The diff over the base tokens. */
  tokens: BrandTokenInput;
  logo: BrandLogo;
  navbar: { variant: NavbarVariant };
  footer: BrandFooter;
  /** The text of the terms-acceptance banner and dialog (spec §1, §2). */
  termsAcceptance: LocalizedText;
  /** Google Analytics measurement id; `null` sends nothing (local development). */
  analyticsId: string | null;
};
