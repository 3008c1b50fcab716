import { createThemeContract } from "@vanilla-extract/css";
import { baseBrandInput } from "./baseTokens";
import { resolveTokens } from "./resolveTokens";

/**
 * The one token contract every brand fills (Braid's pattern). Its shape is the base tokens' shape, so adding a
 * token to the base adds it to the contract and TypeScript makes every brand provide it.
 */
export const vars = createThemeContract(resolveTokens(baseBrandInput));
