import type { ReactNode } from "react";
import * as css from "./AppFrame.css";

export type AppFrameProps = {
  /** The id of the page's `<main>`, which the skip link jumps to. */
  readonly mainId: string;
  /** The skip link's text ('Pular para o conteúdo'), in the reader's language. */
  readonly skipLabel: string;
  readonly children: ReactNode;
};

/**
 * The frame every signed-in area's shell draws (recruiters, administrators, candidates): a full-height column in the
 * brand's page colours, whose first stop for the keyboard is a link, hidden until focused, over the bars to the page.
 */
export function AppFrame({ mainId, skipLabel, children }: AppFrameProps) {
  return (
    <div className={css.frame}>
      <a href={`#${mainId}`} className={css.skipLink}>
        {skipLabel}
      </a>
      {children}
    </div>
  );
}
