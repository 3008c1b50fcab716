import { useMessage } from "../../useMessage";
import { largeAction, primaryAction } from "../jobBoard/actions.css";
import { applyHref } from "../jobBoard/jobBoardLinks";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./ApplyLink.css";

const M = jobBoardMessages.messages;

export type ApplyLinkProps = {
  /** The job's uid. */
  uid: string;
};

/**
 * The job's Apply button: a link (it works without JavaScript, and public pages never read who is signed in) to the
 * candidates' sign-in, which returns to the job's application afterwards — at once for a signed-in candidate.
 */
export function ApplyLink({ uid }: ApplyLinkProps) {
  const say = useMessage();
  return (
    <div className={styles.apply}>
      <a className={`${primaryAction} ${largeAction}`} href={applyHref(uid)}>
        {say(M.apply)}
      </a>
      <p className={styles.hint}>{say(M.applyHint)}</p>
    </div>
  );
}
