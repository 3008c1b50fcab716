import { BRANDS } from "@seleta/brand-themes";
import { ButtonLink, Logo } from "@seleta/ui";
import { FormattedMessage, useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../../root";
import * as styles from "./home.css";

/** Spec §2: the home area's cards. */
const AREAS = ["engineering", "technology", "hr", "finance", "legal", "compliance", "sales", "oil", "gas"] as const;

export function Home() {
  const intl = useIntl();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brandKey = root?.brand ?? "default";
  const brand = BRANDS[brandKey];
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {/* The business's logo when it has one (spec §3 logo_url), the brand's otherwise or when it fails. */}
          <Logo brand={brandKey} src={root?.business.logoUrl} alt={root?.business.title ?? brand.logo.alt} />
        </div>
      </header>
      <main>
        <section className={styles.hero}>
          <div className={styles.heroInner}>
            <h1 className={styles.title}>
              <FormattedMessage id="home.title" />
            </h1>
            <p className={styles.lead}>
              <FormattedMessage id="home.lead" values={{ brand: brand.name }} />
            </p>
            <div className={styles.actions}>
              <ButtonLink href="/jobs" size="lg">
                {intl.formatMessage({ id: "home.opportunities" })}
              </ButtonLink>
              <ButtonLink href="/contact" size="lg" variant="outline" tone="neutral">
                {intl.formatMessage({ id: "home.contact" })}
              </ButtonLink>
            </div>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="areas-title">
          <h2 id="areas-title" className={styles.sectionTitle}>
            <FormattedMessage id="home.areas" />
          </h2>
          <ul className={styles.areas}>
            {AREAS.map((area) => (
              <li key={area} className={styles.area}>
                <FormattedMessage id={`home.area.${area}`} />
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <span>
            <FormattedMessage id="footer.offices" />
          </span>
          <a className={styles.footerLink} href="/termos_de_uso">
            <FormattedMessage id="footer.terms" />
          </a>
          <a className={styles.footerLink} href="/politica_de_privacidade">
            <FormattedMessage id="footer.privacy" />
          </a>
        </div>
      </footer>
    </>
  );
}

export default Home;
