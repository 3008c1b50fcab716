import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandColors } from "../../tokens";
import { FOOTER_LINKS, OFFICES, TERMS_ACCEPTANCE, wordmark } from "../shared";
import type { BrandDefinition } from "../types";

const colors: BrandColors = {
  ...DEFAULT_COLORS,
  primary: "#6c2bd9",
  secondary: "#00c2d1",
  secondaryDarkBackground: "#14101f",
};

/** Seleta Tech: the technology community (spec §2 footer: over 10,000 tech professionals); violet and cyan. */
export const tech: BrandDefinition = {
  key: "tech",
  name: "Seleta Tech",
  hosts: ["tech.localhost", "tech.seleta.com.br"],
  tokens: { colors, radius: { md: "8px", lg: "16px" } },
  logo: { ...wordmark({ mark: colors.primary, accent: "#008a95", line: "Tech" }), alt: "Seleta Tech", href: "/home" },
  navbar: { variant: "transparent" },
  footer: {
    tagline: {
      "pt-BR": "Uma comunidade de mais de 10.000 profissionais de tecnologia.",
      en: "A community of over 10,000 tech professionals.",
    },
    offices: OFFICES,
    links: FOOTER_LINKS,
  },
  termsAcceptance: TERMS_ACCEPTANCE,
  analyticsId: "G-SELETATECH",
};
