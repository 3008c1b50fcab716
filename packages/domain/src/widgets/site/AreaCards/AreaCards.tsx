import * as site from "../siteStyles.css";
import * as styles from "./AreaCards.css";

export type AreaCard = { slug: string; name: string; summary?: string | undefined };

export type AreaCardsProps = {
  areas: readonly AreaCard[];
  /** The page of an area: `/home/specialties/{slug}` on the site. */
  hrefOf: (slug: string) => string;
  /** Show each area's one-line description under its name. */
  withSummary?: boolean;
  headingLevel?: 2 | 3;
};

/** The firm's business areas (spec §2), each leading to its page. */
export function AreaCards({ areas, hrefOf, withSummary = false, headingLevel = 3 }: AreaCardsProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.grid}>
      {areas.map((area) => (
        <li key={area.slug} className={styles.area}>
          <Heading className={styles.name}>
            <a className={site.cardLink} href={hrefOf(area.slug)}>
              {area.name}
            </a>
          </Heading>
          {withSummary && area.summary ? <p className={styles.summary}>{area.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
