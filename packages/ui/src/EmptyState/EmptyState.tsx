import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { EmptyIcon, Icon, type IconComponent } from "../Icon";
import * as styles from "./EmptyState.css";

export type EmptyStateProps = {
  /** Defaults to "Nada por aqui ainda". */
  title?: ReactNode;
  description?: ReactNode;
  icon?: IconComponent;
  /** What to do next: a button or a link. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/** What a list, a search or a panel shows when it has nothing, and what to do about it. */
export function EmptyState({ title, description, icon = EmptyIcon, action, headingLevel = 3 }: EmptyStateProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.icon}>
        <Icon icon={icon} size="xl" />
      </span>
      <Heading className={styles.title}>{title ?? intl.formatMessage({ id: "ui.emptyState.title" })}</Heading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
