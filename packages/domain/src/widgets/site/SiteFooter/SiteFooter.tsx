import { useMessage } from "../../useMessage";
import { siteChromeMessages } from "../messages";
import * as styles from "./SiteFooter.css";

export type SiteFooterProps = {
  /** The site's name for the copyright line (the business's title). */
  siteName: string;
  /** The brand's line (the tech brand's "community of over 10,000 tech professionals"), in the page's language. */
  tagline: string;
  /** Spec §2: the two offices, São Paulo and Rio de Janeiro. */
  offices: readonly { city: string; address: string }[];
  /** Terms of use, privacy policy, contact: labels in the page's language. */
  links: readonly { label: string; href: string }[];
  /** The copyright year, given so that the render is the same on every machine and in every test. */
  year: number;
};

/** The public site's footer (spec §2): the brand's line, its offices and the legal links. */
export function SiteFooter({ siteName, tagline, offices, links, year }: SiteFooterProps) {
  const message = useMessage();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.tagline}>{tagline}</p>
        <section aria-labelledby="site-footer-offices">
          <h2 id="site-footer-offices" className={styles.heading}>
            {message(siteChromeMessages.messages["footer.offices"])}
          </h2>
          <ul className={styles.list}>
            {offices.map((office) => (
              <li key={office.city}>
                <address className={styles.address}>
                  <span className={styles.city}>{office.city}</span>
                  {office.address}
                </address>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="site-footer-links">
          <h2 id="site-footer-links" className={styles.heading}>
            {message(siteChromeMessages.messages["footer.links"])}
          </h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <a className={styles.link} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.rights}>
          {message(siteChromeMessages.messages["footer.rights"], { year, name: siteName })}
        </p>
      </div>
    </footer>
  );
}
