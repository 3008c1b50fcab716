/**
 * The brand's chrome around every public page (spec §1/§2): navbar, the page, footer, and the terms banner until
 * the visitor decides; the analytics tag once they accepted it. Everything comes from the server's data (the root's
 * brand, locale and business, the layout's consent), so the document is complete without a script.
 */
import { BRANDS, type BrandKey, type NavbarVariant } from "@seleta/brand-themes";
import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";
import { SiteFooter, SiteNavbar, TermsBanner } from "@seleta/domain/site-widgets";
import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { PageBusiness } from "../../../business/pageBusiness";
import * as styles from "./chrome.css";
import { type Consent, TERMS_VERSION } from "./consent";

/** The consent form's action (routes.ts: the `consent` resource route). */
export const CONSENT_ACTION = "/consent";

/** The static file that starts gtag once its library is allowed (public/gtag-init.js: no inline script). */
export const GTAG_INIT_PATH = "/gtag-init.js";

type RootData = { brand: BrandKey; locale: Locale; business: PageBusiness } | undefined;

/**
 * The navbar's variant on a page: the brand's, except that the `transparent` one exists to lie over the home's
 * hero image and so shows on the homepage layout only; elsewhere (no hero to see through) it is the light one.
 */
export function navbarVariantFor(brandVariant: NavbarVariant, homepage: boolean): NavbarVariant {
  return brandVariant === "transparent" && !homepage ? "light" : brandVariant;
}

/** The gtag library's address for a measurement id. */
export function gtagSource(analyticsId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
}

export type PublicChromeProps = {
  children: ReactNode;
  /** The homepage layout: the navbar over the hero. */
  homepage?: boolean;
  /** The visitor's decision; `null` where it is not known (the root's error page): no banner, no analytics. */
  consent: Consent | null;
};

export function PublicChrome({ children, homepage = false, consent }: PublicChromeProps) {
  const root = useRouteLoaderData("root") as RootData;
  const location = useLocation();
  const brandKey = root?.brand ?? "default";
  const brand = BRANDS[brandKey];
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const business = root?.business;
  const variant = navbarVariantFor(brand.navbar.variant, homepage);
  const analyticsId = consent?.analytics ? business?.analyticsId : null;
  const here = `${location.pathname}${location.search}`;
  return (
    <div className={variant === "transparent" ? `${styles.frame} ${styles.frameUnderOverlay}` : styles.frame}>
      <div className={variant === "transparent" ? styles.overHero : undefined}>
        <SiteNavbar
          brand={brandKey}
          variant={variant}
          currentPath={location.pathname}
          customLabels={business?.customLabels}
          logoUrl={business?.logoUrl}
          logoAlt={business?.logoUrl ? business.title : brand.logo.alt}
          logoHref={brand.logo.href}
        />
      </div>
      <div className={styles.page}>{children}</div>
      <SiteFooter
        siteName={business?.title ?? brand.name}
        tagline={brand.footer.tagline[locale]}
        offices={brand.footer.offices}
        links={brand.footer.links.map((link) => ({ label: link.label[locale], href: link.href }))}
        year={new Date().getFullYear()}
      />
      {consent && !consent.decided ? (
        <TermsBanner
          text={brand.termsAcceptance[locale]}
          action={CONSENT_ACTION}
          version={TERMS_VERSION}
          returnTo={here}
          termsHref="/termos_de_uso"
          privacyHref="/politica_de_privacidade"
        />
      ) : null}
      {analyticsId ? (
        <>
          <script async src={gtagSource(analyticsId)} />
          <script defer src={GTAG_INIT_PATH} data-measurement-id={analyticsId} />
        </>
      ) : null}
    </div>
  );
}
