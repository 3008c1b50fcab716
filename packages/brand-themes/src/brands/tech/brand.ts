import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandDefinition } from "../types";

/** Seleta Tech: the technology community (spec §2 footer: over 10,000 tech professionals); violet and cyan. */
export const tech: BrandDefinition = {
  key: "tech",
  name: "Seleta Tech",
  hosts: ["tech.localhost", "tech.seleta.com.br"],
  tokens: {
    colors: { ...DEFAULT_COLORS, primary: "#6c2bd9", secondary: "#00c2d1", secondaryDarkBackground: "#14101f" },
    radius: { md: "8px", lg: "16px" },
  },
};
