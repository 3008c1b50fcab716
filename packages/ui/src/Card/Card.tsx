import type { ReactNode } from "react";
import * as styles from "./Card.css";
import type { CardPadding, CardVariant } from "./variants";

export type CardProps = {
  children?: ReactNode;
  title?: ReactNode;
  /** The heading level of the title, so a card fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons beside the title (a menu, an edit button). */
  actions?: ReactNode;
  footer?: ReactNode;
  variant?: CardVariant;
  padding?: CardPadding;
  /** `section` gives the card a landmark named by its title; `article` suits self-contained items (a job). */
  as?: "div" | "section" | "article";
};

/** A surface that groups one subject's content: a job, a candidate, a dashboard figure. */
export function Card({
  children,
  title,
  headingLevel = 3,
  description,
  actions,
  footer,
  variant = "outlined",
  padding = "lg",
  as: Element = "div",
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  return (
    <Element className={styles.card({ variant, padding })}>
      {hasHeader && (
        <div className={styles.header}>
          <div className={styles.headerText}>
            {title !== undefined && <Heading className={styles.title}>{title}</Heading>}
            {description !== undefined && <p className={styles.description}>{description}</p>}
          </div>
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
