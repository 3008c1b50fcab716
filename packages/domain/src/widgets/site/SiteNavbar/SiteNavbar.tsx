import type { BrandKey } from "@seleta/brand-themes";
import { Logo } from "@seleta/ui";
import { useMessage } from "../../useMessage";
import { siteChromeMessages } from "../messages";
import { type SiteNavKey, siteNavEntries } from "../siteNavigation";
import * as styles from "./SiteNavbar.css";

export type SiteNavbarProps = {
  brand: BrandKey;
  /** The brand's `navbar.variant` (brand-themes' NAVBAR_VARIANTS). */
  variant: keyof typeof styles.navbar;
  /** The path of the page shown, whose entry is marked current. */
  currentPath: string;
  /** The business's `custom_labels` (keys in siteNavigation.ts). */
  customLabels?: Readonly<Record<string, string>>;
  /** The business's logo; the brand's own when absent. */
  logoUrl?: string | null;
  /** The logo's text alternative: the business's title, or the brand's configured alt text. */
  logoAlt: string;
  /** Where the logo leads (the brand's configured link). */
  logoHref: string;
};

const MESSAGE_OF: Record<SiteNavKey, (typeof siteChromeMessages.messages)[keyof typeof siteChromeMessages.messages]> = {
  solutions: siteChromeMessages.messages["nav.solutions"],
  jobs: siteChromeMessages.messages["nav.jobs"],
  specialties: siteChromeMessages.messages["nav.specialties"],
  contact: siteChromeMessages.messages["nav.contact"],
  workWithUs: siteChromeMessages.messages["nav.workWithUs"],
  register: siteChromeMessages.messages["nav.register"],
};

/**
 * The public site's navbar (spec §1/§2): the brand's logo and the six entries, in the brand's variant. Plain links,
 * and below the `lg` breakpoint a `<details>` menu: everything works in a document without scripts.
 */
export function SiteNavbar({
  brand,
  variant,
  currentPath,
  customLabels = {},
  logoUrl,
  logoAlt,
  logoHref,
}: SiteNavbarProps) {
  const message = useMessage();
  const entries = siteNavEntries(customLabels, (key) => message(MESSAGE_OF[key]), currentPath);
  const items = entries.map((entry) => (
    <li key={entry.key}>
      <a
        className={entry.key === "register" ? styles.registerLink : styles.link}
        href={entry.href}
        aria-current={entry.current ? "page" : undefined}
      >
        {entry.label}
      </a>
    </li>
  ));
  return (
    <header className={styles.navbar[variant]} data-variant={variant}>
      <div className={styles.inner}>
        <span className={variant === "light" ? styles.logoTile : styles.logoTileOnDark}>
          <Logo brand={brand} src={logoUrl} alt={logoAlt} href={logoHref} height={36} />
        </span>
        <nav className={styles.desktopNav} aria-label={message(siteChromeMessages.messages["nav.label"])}>
          <ul className={styles.list}>{items}</ul>
        </nav>
        <details className={styles.mobileMenu}>
          <summary className={styles.summary}>{message(siteChromeMessages.messages["nav.menu"])}</summary>
          <nav className={styles.mobilePanel} aria-label={message(siteChromeMessages.messages["nav.menu"])}>
            <ul className={styles.mobileList}>{items}</ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
