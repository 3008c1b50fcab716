import type { ReactNode } from "react";
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from "../overlayParts/icons";
import * as css from "./Table.css";

/** A column header's content: its name and, when it sorts, the arrow of its direction (both tables draw it). */
export function ColumnHeading({
  header,
  allowsSorting,
  direction,
}: {
  header: ReactNode;
  allowsSorting: boolean;
  direction: "ascending" | "descending" | undefined;
}) {
  return (
    <span className={css.columnInner}>
      {header}
      {allowsSorting ? (
        <span className={[css.sortIcon, direction ? css.sortIconActive : ""].join(" ")} aria-hidden="true">
          {direction === "ascending" ? (
            <ArrowUpIcon size={12} />
          ) : direction === "descending" ? (
            <ArrowDownIcon size={12} />
          ) : (
            <SortIcon size={12} />
          )}
        </span>
      ) : null}
    </span>
  );
}
