import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandColors } from "../../tokens";
import { FOOTER_LINKS, OFFICES, TERMS_ACCEPTANCE, wordmark } from "../shared";
import type { BrandDefinition } from "../types";

const colors: BrandColors = { ...DEFAULT_COLORS, primary: "#0b6e4f", secondary: "#b8943b", primaryLight: "#f3f7f5" };

/** Seleta Finance & Legal: finance, tax and legal search; deep green with a brass secondary. */
export const finance: BrandDefinition = {
  key: "finance",
  name: "Seleta Finance & Legal",
  hosts: ["finance.localhost", "finance.seleta.com.br"],
  tokens: { colors, radius: { sm: "2px", md: "4px", lg: "8px" } },
  logo: {
    ...wordmark({ mark: colors.primary, accent: "#8a6d24", line: "Finance & Legal" }),
    alt: "Seleta Finance & Legal",
    href: "/home",
  },
  navbar: { variant: "light" },
  footer: {
    tagline: {
      "pt-BR": "Especialistas em finanças, tributário, jurídico e compliance.",
      en: "Specialists in finance, tax, legal and compliance.",
    },
    offices: OFFICES,
    links: FOOTER_LINKS,
  },
  termsAcceptance: TERMS_ACCEPTANCE,
  analyticsId: "G-SELETAFINL",
};
