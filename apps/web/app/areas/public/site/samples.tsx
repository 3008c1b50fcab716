/**
 * `/samples`: a showcase of the public site's chrome with sample data, in the brand this host wears: the navbar in
 * each of its three variants (whatever the brand uses), the footer and the terms banner. It is where a designer or
 * an administrator checks one host's brand (logo, colours, labels) at a glance; the palette and type scale are on
 * `/samples/colors`. The samples are pictures of the widgets: `inert` and `aria-hidden`, so their links and form
 * are not a second navigation, footer or banner for keyboards and screen readers.
 */
import { BRANDS, NAVBAR_VARIANTS } from "@seleta/brand-themes";
import { SiteFooter, SiteNavbar, TermsBanner } from "@seleta/domain/site-widgets";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../../root";
import type { Route } from "./+types/samples";
import { TERMS_VERSION } from "./consent";
import { publicPageMeta } from "./pageMeta";
import * as styles from "./sitePages.css";

export function meta({ matches }: Route.MetaArgs) {
  return publicPageMeta(matches, {
    title: "Componentes do site",
    description: "A barra de navegação, o rodapé e o aviso de termos do site público, com dados de exemplo.",
    path: "/samples",
  });
}

export default function Samples() {
  const intl = useIntl();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brandKey = root?.brand ?? "default";
  const brand = BRANDS[brandKey];
  const locale = root?.locale ?? "pt-BR";
  const business = root?.business;
  const title = business?.title ?? brand.name;
  return (
    <main className={styles.wide}>
      <h1 className={styles.title}>{intl.formatMessage({ id: "site.samples.title" })}</h1>
      <p className={styles.lead}>{intl.formatMessage({ id: "site.samples.lead" }, { brand: title })}</p>
      <p>
        <ButtonLink href="/samples/colors" variant="outline">
          {intl.formatMessage({ id: "site.samples.colors" })}
        </ButtonLink>
      </p>
      {NAVBAR_VARIANTS.map((variant) => (
        <section key={variant} aria-labelledby={`sample-navbar-${variant}`}>
          <h2 id={`sample-navbar-${variant}`} className={styles.heading}>
            {intl.formatMessage({ id: "site.samples.navbar" }, { variant })}
          </h2>
          <div
            className={variant === "transparent" ? `${styles.showcase} ${styles.heroSample}` : styles.showcase}
            inert
          >
            <SiteNavbar
              brand={brandKey}
              variant={variant}
              currentPath="/jobs"
              customLabels={business?.customLabels}
              logoUrl={business?.logoUrl}
              logoAlt={business?.logoUrl ? title : brand.logo.alt}
              logoHref={brand.logo.href}
            />
          </div>
        </section>
      ))}
      <section aria-labelledby="sample-footer">
        <h2 id="sample-footer" className={styles.heading}>
          {intl.formatMessage({ id: "site.samples.footer" })}
        </h2>
        <div className={styles.showcase} inert aria-hidden>
          <SiteFooter
            siteName={title}
            tagline={brand.footer.tagline[locale]}
            offices={brand.footer.offices}
            links={brand.footer.links.map((link) => ({ label: link.label[locale], href: link.href }))}
            year={new Date().getFullYear()}
          />
        </div>
      </section>
      <section aria-labelledby="sample-banner">
        <h2 id="sample-banner" className={styles.heading}>
          {intl.formatMessage({ id: "site.samples.banner" })}
        </h2>
        <p className={styles.meta}>{intl.formatMessage({ id: "site.samples.bannerNote" })}</p>
        <div className={styles.showcase} inert aria-hidden>
          <TermsBanner
            text={brand.termsAcceptance[locale]}
            action="/consent"
            version={TERMS_VERSION}
            returnTo="/samples"
            termsHref="/termos_de_uso"
            privacyHref="/politica_de_privacidade"
          />
        </div>
      </section>
    </main>
  );
}
