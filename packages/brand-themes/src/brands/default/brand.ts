import { DEFAULT_COLORS } from "../../baseTokens";
import { FOOTER_LINKS, OFFICES, TERMS_ACCEPTANCE, wordmark } from "../shared";
import type { BrandDefinition } from "../types";

/** The generic brand: spec §9's default colours. */
export const defaultBrand: BrandDefinition = {
  key: "default",
  name: "Seleta",
  hosts: ["default.localhost", "seleta.com.br", "www.seleta.com.br"],
  tokens: { colors: DEFAULT_COLORS },
  logo: {
    ...wordmark({ mark: DEFAULT_COLORS.primary, accent: DEFAULT_COLORS.secondary }),
    alt: "Seleta",
    href: "/",
  },
  navbar: { variant: "light" },
  footer: {
    tagline: {
      "pt-BR": "Recrutamento e seleção executiva para empresas que crescem.",
      en: "Executive recruitment for growing companies.",
    },
    offices: OFFICES,
    links: FOOTER_LINKS,
  },
  termsAcceptance: TERMS_ACCEPTANCE,
  analyticsId: "G-SELETA0001",
};
