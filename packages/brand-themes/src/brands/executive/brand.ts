import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandDefinition } from "../types";

/** Seleta Executive Search: C-level search; sober navy and gold, squarer corners. */
export const executive: BrandDefinition = {
  key: "executive",
  name: "Seleta Executive Search",
  hosts: ["executive.localhost", "executive.seleta.com.br"],
  tokens: {
    colors: { ...DEFAULT_COLORS, primary: "#1b365d", secondary: "#c9a227", primaryDarkBackground: "#22303f" },
    radius: { sm: "2px", md: "3px", lg: "6px" },
  },
};
