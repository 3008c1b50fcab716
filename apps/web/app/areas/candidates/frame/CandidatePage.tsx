import type { ReactNode } from "react";
import * as css from "./CandidatePage.css";

/** What the page says about the form the candidate just sent: after a redirect (`?saved=1`) or a refusal. */
export type CandidatePageStatus = { readonly tone: "success" | "danger"; readonly text: string };

export type CandidatePageProps = {
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** A form, a timeline or a questionnaire reads `narrow`; cards of content `wide`. */
  readonly width?: "narrow" | "wide";
  /**
   * Shown under the title and focused as the page opens, so a screen reader hears first the outcome of what the
   * candidate just did (the page has no script to announce it later).
   */
  readonly status?: CandidatePageStatus;
  readonly children: ReactNode;
};

/** The frame of every page of the candidate area: its heading, the outcome of the last form sent, its content. */
export function CandidatePage({ title, lead, width = "narrow", status, children }: CandidatePageProps) {
  return (
    <div className={css.page[width]}>
      <header className={css.header}>
        <h1 className={css.title}>{title}</h1>
        {lead ? <p className={css.lead}>{lead}</p> : null}
      </header>
      {status ? (
        <p
          role={status.tone === "danger" ? "alert" : "status"}
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the page opens on the outcome of what the candidate just did.
          autoFocus
          className={css.status[status.tone]}
        >
          {status.text}
        </p>
      ) : null}
      {children}
    </div>
  );
}
