import type { ReactNode } from "react";
import type { ColumnStructure, EntityColumnsStructure } from "../../entities/columnsStructure";
import type { ListItem } from "../../state/listState";
import { useMessage } from "../useMessage";
import * as css from "./ListView.css";

export type ListRow = ListItem & Readonly<Record<string, unknown>>;

/** Draws a row's cell: the container's renderer, else the value as text. */
export type CellDisplay<T extends ListRow> = (row: T, column: ColumnStructure) => ReactNode;

/** A block's lines: the subtitle and details of the entity's blocks view, else the visible columns. */
export function ListCardBody<T extends ListRow>({
  row,
  structure,
  titleKey,
  display,
}: {
  row: T;
  structure: EntityColumnsStructure;
  titleKey: string;
  display: CellDisplay<T>;
}) {
  const text = useMessage();
  const blocks = structure.views.blocks;
  const keys = blocks
    ? [blocks.subtitle, ...(blocks.details ?? [])].filter((key): key is string => Boolean(key))
    : structure.columns.filter((column) => column.visible && column.key !== titleKey).map((column) => column.key);
  return (
    <dl className={css.details}>
      {keys.map((key) => {
        const column = structure.columns.find((c) => c.key === key);
        if (!column) return null;
        return (
          <div key={key} className={css.detail}>
            <dt>{text(column.label)}</dt>
            <dd>{display(row, column)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
