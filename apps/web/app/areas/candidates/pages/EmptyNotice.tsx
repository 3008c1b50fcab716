import { EmptyState } from "@seleta/ui";
import type { ReactNode } from "react";

/** What a page of the candidate area shows when it has nothing yet, and where to go instead. */
export function EmptyNotice({
  title,
  description,
  action,
  headingLevel = 2,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  return (
    <EmptyState title={title} description={description} headingLevel={headingLevel} {...(action ? { action } : {})} />
  );
}
