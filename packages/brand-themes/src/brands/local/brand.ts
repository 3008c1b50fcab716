import { DEFAULT_COLORS } from "../../baseTokens";
import { defaultBrand } from "../default/brand";
import { wordmark } from "../shared";
import type { BrandDefinition } from "../types";

/**
 * Local development: the default look, with its own hosts so every brand can be tried on one machine. Its logo
 * says "local" so nobody mistakes a development tab for production, and it sends no analytics.
 */
export const local: BrandDefinition = {
  ...defaultBrand,
  key: "local",
  name: "Seleta",
  hosts: ["localhost", "127.0.0.1"],
  tokens: { colors: DEFAULT_COLORS },
  logo: {
    ...wordmark({ mark: DEFAULT_COLORS.primary, accent: "#585857", line: "local" }),
    alt: "Seleta (desenvolvimento local)",
    href: "/",
  },
  analyticsId: null,
};
