import { InfoIcon } from "@seleta/ui";
import type { PublicJobSearchNotice } from "../../../wire/publicJobs";
import { useMessage } from "../../useMessage";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./JobSearchNotices.css";

const M = jobBoardMessages.messages;

export type JobSearchNoticesProps = {
  /** What the API read differently from how it was asked (the answer's `notices`). */
  notices: readonly PublicJobSearchNotice[];
};

/**
 * Why the results are not exactly what the address asked for (a page past the last, a term cut short, a filter
 * value that does not exist), said plainly above them. Nothing when the search was read as asked.
 */
export function JobSearchNotices({ notices }: JobSearchNoticesProps) {
  const say = useMessage();
  if (notices.length === 0) return null;
  return (
    <div role="status" aria-label={say(M.notices)}>
      <ul className={styles.notices}>
        {[...new Set(notices)].map((notice) => (
          <li key={notice} className={styles.notice}>
            <InfoIcon className={styles.icon} aria-hidden="true" width="1em" height="1em" />
            <span>{say(M[`notice.${notice}`])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
