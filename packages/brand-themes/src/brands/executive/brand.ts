import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandColors } from "../../tokens";
import { FOOTER_LINKS, OFFICES, TERMS_ACCEPTANCE, wordmark } from "../shared";
import type { BrandDefinition } from "../types";

const colors: BrandColors = {
  ...DEFAULT_COLORS,
  primary: "#1b365d",
  secondary: "#c9a227",
  primaryDarkBackground: "#22303f",
};

/** Seleta Executive Search: C-level search; sober navy and gold, squarer corners, a dark navbar. */
export const executive: BrandDefinition = {
  key: "executive",
  name: "Seleta Executive Search",
  hosts: ["executive.localhost", "executive.seleta.com.br"],
  tokens: { colors, radius: { sm: "2px", md: "3px", lg: "6px" } },
  logo: {
    ...wordmark({ mark: colors.primary, accent: "#a8841a", line: "Executive Search" }),
    alt: "Seleta Executive Search",
    href: "/home",
  },
  navbar: { variant: "dark" },
  footer: {
    tagline: {
      "pt-BR": "Busca de executivos e conselheiros, com discrição.",
      en: "Discreet search for executives and board members.",
    },
    offices: OFFICES,
    links: FOOTER_LINKS,
  },
  termsAcceptance: TERMS_ACCEPTANCE,
  analyticsId: "G-SELETAEXEC",
};
