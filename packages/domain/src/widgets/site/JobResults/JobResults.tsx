import { EmptyState } from "@seleta/ui";
import { useId } from "react";
import type { PublicJobSummary } from "../../../wire/publicJobs";
import { useMessage } from "../../useMessage";
import { JobCard } from "../JobCard/JobCard";
import { outlineAction } from "../jobBoard/actions.css";
import * as styles from "../jobBoard/cardSections.css";
import { JOB_BOARD_PATH } from "../jobBoard/jobBoardLinks";
import { jobBoardMessages } from "../jobBoard/messages";

const M = jobBoardMessages.messages;

export type JobResultsProps = {
  /** This page's jobs. */
  jobs: readonly PublicJobSummary[];
  /** Every job the search finds, on all its pages (counted up to a cap: see `totalCapped`). */
  total: number;
  /** More jobs match than `total`: the count stopped at its cap ("Mais de 1.000 vagas"). */
  totalCapped?: boolean;
  /** Whether the visitor searched (a term or a filter): an empty answer then offers to clear the search. */
  searched: boolean;
};

/** A search's answer: how many jobs it found ("23 vagas", "Mais de 1.000 vagas") and this page's cards, or a way on when it found none. */
export function JobResults({ jobs, total, totalCapped = false, searched }: JobResultsProps) {
  const say = useMessage();
  const totalId = useId();
  return (
    <section className={styles.section} aria-labelledby={totalId}>
      <h2 id={totalId} className={styles.heading}>
        {say(totalCapped ? M.totalCapped : M.total, { total })}
      </h2>
      {jobs.length > 0 ? (
        <ul className={styles.resultsGrid}>
          {jobs.map((job) => (
            <li key={job.uid}>
              <JobCard job={job} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          headingLevel={3}
          title={say(M.emptyTitle)}
          description={say(searched ? M.emptySearched : M.emptyBoard)}
          action={
            searched ? (
              <a className={outlineAction} href={JOB_BOARD_PATH}>
                {say(M.seeAllJobs)}
              </a>
            ) : undefined
          }
        />
      )}
    </section>
  );
}
