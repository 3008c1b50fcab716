import { DEFAULT_COLORS } from "../../baseTokens";
import type { BrandDefinition } from "../types";

/** Local development: the default look, with its own hosts so every brand can be tried on one machine. */
export const local: BrandDefinition = {
  key: "local",
  name: "Seleta",
  hosts: ["localhost", "127.0.0.1"],
  tokens: { colors: DEFAULT_COLORS },
};
