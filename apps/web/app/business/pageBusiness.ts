import { type BrandKey, businessThemeStyle } from "@seleta/brand-themes";
import type { ResolvedBusinessConfig } from "@seleta/domain/wire";

/** The part of the business configuration every page wears, as the root loader sends it to the browser. */
export type PageBusiness = {
  /** The document title (spec §9's title rule already applied). */
  title: string;
  /** The site's public origin, for canonical URLs and shared links; `null` when unknown. */
  origin: string | null;
  /** The business's logo, or `null` for the brand's own (the `Logo` component draws it). */
  logoUrl: string | null;
  /** The favicon: the business's logo, else the brand's (spec §8: the default icon). */
  iconHref: string;
  /** The configured colours as CSS variables for `<body style>`; `undefined` when the brand's theme class suffices. */
  themeStyle: Record<string, string> | undefined;
};

/** Where the brand's own SVG logo is served (routes/brandLogo.ts); the demo seed's `logo_url`s point here too. */
export function brandLogoPath(brand: BrandKey): string {
  return `/brands/${brand}/logo.svg`;
}

export function pageBusiness(config: ResolvedBusinessConfig): PageBusiness {
  return {
    title: config.title,
    origin: config.origin,
    logoUrl: config.logoUrl,
    iconHref: config.logoUrl ?? brandLogoPath(config.brand),
    themeStyle: config.hasOwnColors ? businessThemeStyle(config.colors.tokens) : undefined,
  };
}
