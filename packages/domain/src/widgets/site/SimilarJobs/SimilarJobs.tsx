import { useId } from "react";
import type { PublicJobSummary } from "../../../wire/publicJobs";
import { useMessage } from "../../useMessage";
import { JobCard } from "../JobCard/JobCard";
import * as styles from "../jobBoard/cardSections.css";
import { jobBoardMessages } from "../jobBoard/messages";

const M = jobBoardMessages.messages;

export type SimilarJobsProps = {
  /** The answer's `similar` jobs; no section at all when there are none. */
  jobs: readonly PublicJobSummary[];
};

/** Other published jobs like this one (same area first), as cards: a way on for a visitor this job does not fit. */
export function SimilarJobs({ jobs }: SimilarJobsProps) {
  const say = useMessage();
  const headingId = useId();
  if (jobs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {say(M.similar)}
      </h2>
      <ul className={styles.similarGrid}>
        {jobs.map((job) => (
          <li key={job.uid}>
            <JobCard job={job} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
