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
  /** The home hero's image (spec §3 `header_url`), or `null` for the page's own. */
  headerUrl: string | null;
  /** The business's renames of the public navbar's entries (keys in the site widgets' `siteNavigation.ts`). */
  customLabels: Record<string, string>;
  /** Spec §3 `show_*`: what the job pages show and label (the API already leaves hidden data out). */
  show: { salary: boolean; benefits: boolean; contractType: boolean; openingData: boolean };
  /** The Google Analytics measurement id; loaded only once the visitor accepts analytics cookies. */
  analyticsId: string | null;
  /** Whether recruiters may sign in with Microsoft here (the shell sends a recruiter not yet linked to it). */
  microsoftSignIn: boolean;
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
    headerUrl: config.headerUrl,
    customLabels: config.customLabels,
    show: {
      salary: config.show.salary,
      benefits: config.show.benefits,
      contractType: config.show.contractType,
      openingData: config.show.openingData,
    },
    analyticsId: config.analyticsId,
    microsoftSignIn: config.socialCredentials.microsoft?.enabled === true,
  };
}
