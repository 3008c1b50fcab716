import { useMessage } from "../../useMessage";
import { siteChromeMessages } from "../messages";
import * as styles from "./TermsBanner.css";

/** The two choices the banner offers: the terms and analytics cookies, or the terms and necessary cookies only. */
export const CONSENT_CHOICES = ["all", "necessary"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The names of the banner's form fields, which the consent action reads. */
export const CONSENT_FIELDS = { choice: "choice", version: "version", returnTo: "returnTo" } as const;

export type TermsBannerProps = {
  /** The brand's acceptance text, in the page's language. */
  text: string;
  /** Where the form posts (the consent action). */
  action: string;
  /** The terms version the visitor is deciding on: the action records it. */
  version: string;
  /** The page to come back to afterwards (a path of this site). */
  returnTo: string;
  termsHref: string;
  privacyHref: string;
};

/**
 * The terms and cookies banner (spec §1/§2, LGPD): a plain form, so the choice works in a page without scripts.
 * Each button submits its own `choice`; the action records it in a cookie and sends the visitor back.
 */
export function TermsBanner({ text, action, version, returnTo, termsHref, privacyHref }: TermsBannerProps) {
  const message = useMessage();
  return (
    <section className={styles.banner} aria-label={message(siteChromeMessages.messages["terms.label"])}>
      <form className={styles.inner} method="post" action={action}>
        <input type="hidden" name={CONSENT_FIELDS.version} value={version} />
        <input type="hidden" name={CONSENT_FIELDS.returnTo} value={returnTo} />
        <div>
          <p className={styles.text}>{text}</p>
          <p className={styles.text}>{message(siteChromeMessages.messages["terms.analytics"])}</p>
          <p className={styles.links}>
            <a className={styles.link} href={termsHref}>
              {message(siteChromeMessages.messages["terms.termsLink"])}
            </a>
            <a className={styles.link} href={privacyHref}>
              {message(siteChromeMessages.messages["terms.privacyLink"])}
            </a>
          </p>
        </div>
        <div className={styles.actions}>
          <button className={styles.secondary} type="submit" name={CONSENT_FIELDS.choice} value="necessary">
            {message(siteChromeMessages.messages["terms.necessaryOnly"])}
          </button>
          <button className={styles.primary} type="submit" name={CONSENT_FIELDS.choice} value="all">
            {message(siteChromeMessages.messages["terms.acceptAll"])}
          </button>
        </div>
      </form>
    </section>
  );
}
