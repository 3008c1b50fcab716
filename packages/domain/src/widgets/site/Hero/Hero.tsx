import { ButtonLink } from "@seleta/ui";
import type { ReactNode } from "react";
import * as styles from "./Hero.css";

export type HeroAction = { href: string; label: string };

export type HeroProps = {
  /** The page's one `<h1>`. */
  title: string;
  lead: string;
  /** The business's header image, behind the text; without one the brand's dark colour alone. */
  imageUrl?: string | null | undefined;
  primaryAction: HeroAction;
  secondaryAction?: HeroAction | undefined;
  /** A search box under the lead (the home's job search). */
  search?: ReactNode;
};

/** The top of the site's home: the brand's headline and the two ways in (opportunities, contact). */
export function Hero({ title, lead, imageUrl, primaryAction, secondaryAction, search }: HeroProps) {
  return (
    <section className={styles.hero}>
      {imageUrl ? (
        // Decorative, above the fold: loaded eagerly with a high priority (it is the page's largest paint).
        <img className={styles.image} src={imageUrl} alt="" width={1600} height={600} fetchPriority="high" />
      ) : null}
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {search ? <div className={styles.search}>{search}</div> : null}
        <div className={styles.actions}>
          <ButtonLink href={primaryAction.href} size="lg">
            {primaryAction.label}
          </ButtonLink>
          {secondaryAction ? (
            <a className={styles.secondaryAction} href={secondaryAction.href}>
              {secondaryAction.label}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
