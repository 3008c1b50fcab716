import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandDefinition } from "../types";

/** Seleta Finance & Legal: finance, tax and legal search; deep green with a brass secondary. */
export const finance: BrandDefinition = {
  key: "finance",
  name: "Seleta Finance & Legal",
  hosts: ["finance.localhost", "finance.seleta.com.br"],
  tokens: {
    colors: { ...DEFAULT_COLORS, primary: "#0b6e4f", secondary: "#b8943b", primaryLight: "#f3f7f5" },
    radius: { sm: "2px", md: "4px", lg: "8px" },
  },
};
