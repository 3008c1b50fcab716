/**
 * Everything of brand-themes that is plain data and pure functions, with no vanilla-extract file behind it:
 * exported as `@seleta/brand-themes/brands` for Node code (the API server, scripts), where `.css.ts` files cannot
 * run outside the vanilla-extract bundler plugin. The root entry re-exports all of it with the theme classes.
 */
export { baseBrandInput, baseScale, DEFAULT_COLORS, SEMANTIC_BASES } from "./baseTokens";
export {
  BRANDS,
  type BrandDefinition,
  type BrandFooter,
  type BrandLogo,
  type FooterLink,
  type LocalizedText,
  NAVBAR_VARIANTS,
  type NavbarVariant,
} from "./brands";
export { ALTERNATIVE_TITLE, GROUP_DEFAULT_NAME, resolveTitle } from "./businessConfig";
export {
  contrastRatio,
  isHexColor,
  mix,
  normalizeHex,
  readableOn,
  relativeLuminance,
  shadeForContrast,
  WCAG_AA_TEXT,
} from "./color";
export { type ColorDerivation, deriveColorTokens } from "./deriveColorTokens";
export { type HostBrand, hostToBrand, normalizeHost } from "./hostToBrand";
export { resolveColors, resolveTokens, toneFrom } from "./resolveTokens";
export {
  BREAKPOINTS,
  type Breakpoint,
  CONTAINERS,
  GRID,
  MOBILE_BREAKPOINT,
  media,
  RESPONSIVE_STEPS,
  type ResponsiveStep,
  SIZES,
  TIMING,
} from "./sizes";
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
