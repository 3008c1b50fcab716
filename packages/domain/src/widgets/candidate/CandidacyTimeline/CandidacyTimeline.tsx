import { visuallyHidden } from "@seleta/ui";
import {
  type CandidacyStatus,
  type CandidacyStep,
  upcomingCandidacyStatuses,
} from "../../../candidatePortal/candidacyStatus";
import { formatDate } from "../../../format/dates";
import { useMessage } from "../../useMessage";
import * as styles from "./CandidacyTimeline.css";
import { candidacyClosureMessage, candidacyStatusMessage, candidacyTimelineMessages } from "./messages";

const { messages } = candidacyTimelineMessages;

export type CandidacyTimelineProps = {
  /** The steps the application entered, oldest first (the last is where it stands now). */
  steps: readonly CandidacyStep[];
};

/**
 * Where an application stands: the steps it went through with their dates, the current one marked (for screen
 * readers too: `aria-current="step"` and its words), then the steps still ahead; a closed application says how it
 * ended, kindly.
 */
export function CandidacyTimeline({ steps }: CandidacyTimelineProps) {
  const text = useMessage();
  const current = steps.at(-1);
  const upcoming: CandidacyStatus[] = current ? upcomingCandidacyStatuses(current.status) : [];
  return (
    <ol className={styles.timeline} aria-label={text(messages.timeline)}>
      {steps.map((step, index) => {
        const isCurrent = index === steps.length - 1;
        const state = isCurrent ? "current" : "reached";
        return (
          <li key={step.status} className={styles.step} aria-current={isCurrent ? "step" : undefined}>
            <span className={styles.dot[state]} aria-hidden="true" />
            <span className={styles.label[state]}>
              {text(candidacyStatusMessage(step.status))}
              {isCurrent ? <span className={visuallyHidden}> {text(messages.currentStep)}</span> : null}
            </span>
            <time className={styles.date} dateTime={step.at}>
              {formatDate(step.at)}
            </time>
            {step.closure ? <p className={styles.closure}>{text(candidacyClosureMessage(step.closure))}</p> : null}
          </li>
        );
      })}
      {upcoming.map((status) => (
        <li key={status} className={styles.step}>
          <span className={styles.dot.upcoming} aria-hidden="true" />
          <span className={styles.label.upcoming}>
            {text(candidacyStatusMessage(status))}
            <span className={visuallyHidden}> {text(messages.upcomingStep)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
