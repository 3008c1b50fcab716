import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandColors } from "../../tokens";
import { FOOTER_LINKS, OFFICES, TERMS_ACCEPTANCE, wordmark } from "../shared";
import type { BrandDefinition } from "../types";

const colors: BrandColors = {
  ...DEFAULT_COLORS,
  primary: "#e8590c",
  secondary: "#2b2d42",
  primaryDarkBackground: "#2b2d42",
};

/** Seleta Interim: interim and temporary management; energetic orange on graphite. */
export const interim: BrandDefinition = {
  key: "interim",
  name: "Seleta Interim",
  hosts: ["interim.localhost", "interim.seleta.com.br"],
  tokens: { colors },
  logo: {
    ...wordmark({ mark: colors.primary, accent: colors.secondary, line: "Interim" }),
    alt: "Seleta Interim",
    href: "/home",
  },
  navbar: { variant: "dark" },
  footer: {
    tagline: {
      "pt-BR": "Gestão interina e temporária, do briefing ao primeiro dia.",
      en: "Interim and temporary management, from briefing to day one.",
    },
    offices: OFFICES,
    links: FOOTER_LINKS,
  },
  termsAcceptance: TERMS_ACCEPTANCE,
  analyticsId: "G-SELETAINTR",
};
