import * as site from "../siteStyles.css";
import * as styles from "./EventCard.css";

export type EventCardProps = {
  title: string;
  href: string;
  /** The calendar leaf: the day of the month and the month's short name, in the page's language. */
  day: string;
  month: string;
  /** When, in full ("12 de março de 2026, 11:00"), and the machine-readable start. */
  when: string;
  startsAt: string;
  /** Where: a place, "Online", or both. */
  where?: string | null | undefined;
  summary?: string | null | undefined;
  headingLevel?: 2 | 3;
  lang?: string | undefined;
};

/** An event of a list (upcoming or past), leading to its page. */
export function EventCard({
  title,
  href,
  day,
  month,
  when,
  startsAt,
  where,
  summary,
  headingLevel = 3,
  lang,
}: EventCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={site.card} lang={lang}>
      <div className={styles.layout}>
        <div className={styles.dateLeaf} aria-hidden="true">
          <span className={styles.day}>{day}</span>
          <span className={styles.month}>{month}</span>
        </div>
        <div className={styles.body}>
          <Heading className={site.cardTitle}>
            <a className={site.cardLink} href={href}>
              {title}
            </a>
          </Heading>
          <p className={site.cardMeta}>
            <time dateTime={startsAt}>{when}</time>
            {where ? ` · ${where}` : null}
          </p>
          {summary ? <p className={site.cardText}>{summary}</p> : null}
        </div>
      </div>
    </article>
  );
}
