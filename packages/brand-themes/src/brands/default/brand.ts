import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandDefinition } from "../types";

/** The generic brand: spec §9's default colours. */
export const defaultBrand: BrandDefinition = {
  key: "default",
  name: "Seleta",
  hosts: ["default.localhost", "seleta.com.br", "www.seleta.com.br"],
  tokens: { colors: DEFAULT_COLORS },
};
