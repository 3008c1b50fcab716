import { hiringRegimes } from "../../../catalogues/hiringRegimes";
import type { PublicJobSummary } from "../../../wire/publicJobs";
import { useLocale, useMessage } from "../../useMessage";
import { publicJobPath } from "../jobBoard/jobBoardLinks";
import { catalogueText, dateText, jobLocationText, salaryText, workTypeText } from "../jobBoard/jobText";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./JobCard.css";

const M = jobBoardMessages.messages;

export type JobCardProps = {
  job: PublicJobSummary;
  /** The title's heading level, so the card fits the page's outline (under the results' h2: h3). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A published job on the board and among a job's similar ones: its title (the link to its page), area, place, work
 * type, regime, salary when the answer has one, and when it was posted.
 */
export function JobCard({ job, headingLevel = 3 }: JobCardProps) {
  const say = useMessage();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const facts = [
    jobLocationText(job, say),
    workTypeText(job.work_type, locale),
    catalogueText(hiringRegimes, job.hiring_regime, locale),
  ].filter((fact): fact is string => fact !== null);
  const salary = salaryText(job.salary, locale, say);
  const posted = dateText(job.date_posted);
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        <a className={styles.titleLink} href={publicJobPath(job)}>
          {job.title}
        </a>
      </Heading>
      {job.specialty ? <p className={styles.specialty}>{job.specialty.name}</p> : null}
      {facts.length > 0 ? (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {salary ? <p className={styles.salary}>{salary}</p> : null}
      {posted ? (
        <p className={styles.posted}>
          <time dateTime={job.date_posted}>{say(M.posted, { date: posted })}</time>
        </p>
      ) : null}
    </article>
  );
}
