import type { BrandKey } from "../tokens";
import { defaultBrand } from "./default/brand";
import { executive } from "./executive/brand";
import { finance } from "./finance/brand";
import { interim } from "./interim/brand";
import { local } from "./local/brand";
import { tech } from "./tech/brand";
import type { BrandDefinition } from "./types";

export {
  type BrandDefinition,
  type BrandFooter,
  type BrandLogo,
  type FooterLink,
  type LocalizedText,
  NAVBAR_VARIANTS,
  type NavbarVariant,
} from "./types";

export const BRANDS: Record<BrandKey, BrandDefinition> = {
  local,
  default: defaultBrand,
  executive,
  tech,
  finance,
  interim,
};
