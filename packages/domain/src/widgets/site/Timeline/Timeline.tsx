import { RichText } from "../RichText";
import * as styles from "./Timeline.css";

export type TimelineMilestone = { year: number; title: string; text_html: string | null };

export type TimelineProps = { milestones: readonly TimelineMilestone[]; lang?: string | undefined };

/** The firm's history ("nossa trajetória"): its milestones by year, oldest first, on one line. */
export function Timeline({ milestones, lang }: TimelineProps) {
  return (
    <ol className={styles.timeline} lang={lang}>
      {milestones.map((milestone) => (
        <li key={`${milestone.year}-${milestone.title}`} className={styles.milestone}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.year}>{milestone.year}</span>
          <h2 className={styles.title}>{milestone.title}</h2>
          {milestone.text_html ? <RichText html={milestone.text_html} /> : null}
        </li>
      ))}
    </ol>
  );
}
