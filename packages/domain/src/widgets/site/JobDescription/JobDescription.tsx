import { useId } from "react";
import { useMessage } from "../../useMessage";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./JobDescription.css";

const M = jobBoardMessages.messages;

export type JobDescriptionProps = {
  /** The job's description as the API sends it: HTML already sanitised there (an allow-list of tags and attributes). */
  descriptionHtml: string;
  /** Its requirements, likewise; no section when the job has none. */
  requirementsHtml?: string | null;
};

function ProseSection({ title, html }: { title: string; html: string }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {/* Sanitised by the API (its allow-list), the one place public job HTML is cleaned. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitised HTML, see above */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** The job's text: its description, then its requirements. */
export function JobDescription({ descriptionHtml, requirementsHtml }: JobDescriptionProps) {
  const say = useMessage();
  return (
    <div className={styles.sections}>
      <ProseSection title={say(M.description)} html={descriptionHtml} />
      {requirementsHtml?.trim() ? <ProseSection title={say(M.requirements)} html={requirementsHtml} /> : null}
    </div>
  );
}
