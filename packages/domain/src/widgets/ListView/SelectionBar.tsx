import { Button, DeleteIcon } from "@seleta/ui";
import type { ReactNode } from "react";
import { uiMessages } from "../../i18n/uiMessages";
import { useMessage } from "../useMessage";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";

const M = listViewMessages.messages;

export type SelectionBarProps = {
  /** How many rows an action would touch. */
  selected: number;
  /** Every row of the page is picked by hand, and the search has more: "select all results" is offered. */
  offerAll: boolean;
  /** "Select all results" is on (every match but the deselected ones). */
  allMatching: boolean;
  pageRows: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  /** Deletes the selection; no button without it. */
  onDelete?: () => void;
  /** The container's own actions on the picked rows (add them to a shortlist), drawn before the delete. */
  actions?: ReactNode;
};

/**
 * The selection bar region: how many rows are picked, "select all results", clear, the container's actions and the
 * bulk delete.
 */
export function SelectionBar({
  selected,
  offerAll,
  allMatching,
  pageRows,
  total,
  onSelectAll,
  onClear,
  onDelete,
  actions,
}: SelectionBarProps) {
  const text = useMessage();
  return (
    <div className={css.selectionBar}>
      <span>{text(uiMessages.messages.selectedCount, { n: selected })}</span>
      {offerAll ? (
        <>
          <span>{text(M.pageSelected, { n: pageRows })}</span>
          <Button variant="ghost" size="sm" onPress={onSelectAll}>
            {text(M.selectAllMatching, { total })}
          </Button>
        </>
      ) : null}
      {allMatching ? <span>{text(M.allMatchingSelected, { n: selected })}</span> : null}
      <Button variant="ghost" size="sm" onPress={onClear}>
        {text(M.clearSelection)}
      </Button>
      {actions}
      {onDelete ? (
        <Button tone="danger" size="sm" icon={<DeleteIcon size={16} aria-hidden="true" />} onPress={onDelete}>
          {text(M.delete)}
        </Button>
      ) : null}
    </div>
  );
}
