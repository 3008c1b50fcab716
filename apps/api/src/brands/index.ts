/**
 * The six brands (keys, names, hosts, colours) as plain data. `@seleta/brand-themes`' root also loads its
 * vanilla-extract theme files, which run only under the vanilla-extract bundler plugin, so the server imports
 * the brand definitions from their own module (see the report of issue 5: brand-themes should export them as
 * `@seleta/brand-themes/brands`).
 */
export { DEFAULT_COLORS } from "../../../../packages/brand-themes/src/baseTokens";
export { BRANDS } from "../../../../packages/brand-themes/src/brands";
export { hostToBrand } from "../../../../packages/brand-themes/src/hostToBrand";
export { BRAND_KEYS, type BrandColors, type BrandKey } from "../../../../packages/brand-themes/src/tokens";
