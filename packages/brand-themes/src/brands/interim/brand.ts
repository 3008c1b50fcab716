import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandDefinition } from "../types";

/** Seleta Interim: interim and temporary management; energetic orange on graphite. */
export const interim: BrandDefinition = {
  key: "interim",
  name: "Seleta Interim",
  hosts: ["interim.localhost", "interim.seleta.com.br"],
  tokens: {
    colors: { ...DEFAULT_COLORS, primary: "#e8590c", secondary: "#2b2d42", primaryDarkBackground: "#2b2d42" },
  },
};
