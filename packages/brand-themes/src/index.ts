export { baseBrandInput, baseScale, DEFAULT_COLORS, SEMANTIC_BASES } from "./baseTokens";
export { BRANDS, type BrandDefinition } from "./brands";
export { contrastRatio, isHexColor, mix, normalizeHex, readableOn, shadeForContrast, WCAG_AA_TEXT } from "./color";
export { vars } from "./contract.css";
export { type HostBrand, hostToBrand, normalizeHost } from "./hostToBrand";
export { resolveColors, resolveTokens, toneFrom } from "./resolveTokens";
export { themeClass } from "./themes.css";
export {
  BRAND_KEYS,
  type BrandColors,
  type BrandKey,
  type BrandTokenInput,
  type ColorTokens,
  isBrandKey,
  type ThemeTokens,
  TONES,
  type Tone,
  type ToneTokens,
} from "./tokens";
