import { BRANDS } from "./brands";
import type { BrandKey } from "./tokens";

/*
 * The business configuration's shape, its defaults and its resolution against a brand live in `@seleta/domain/wire`
 * (businessConfig.ts), beside the API's other answers; what stays here is what only the brands know.
 */

/** The name the group's businesses carry until someone gives them their own. */
export const GROUP_DEFAULT_NAME = "Grupo Seleta";
/** Spec §9: shown instead of a configured title equal to the group's default name. */
export const ALTERNATIVE_TITLE = "Seleta | Recrutamento e Seleção Executiva";

/** Spec §8/§9: no title → the brand's name; the group's default name → the fixed alternative title. */
export function resolveTitle(title: string | null | undefined, brand: BrandKey): string {
  const trimmed = title?.trim();
  if (!trimmed) return BRANDS[brand].name;
  if (trimmed.localeCompare(GROUP_DEFAULT_NAME, "pt-BR", { sensitivity: "base" }) === 0) return ALTERNATIVE_TITLE;
  return trimmed;
}
