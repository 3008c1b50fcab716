import { Select } from "@seleta/ui";
import type { ColumnStructure } from "../../entities/columnsStructure";
import type { Order } from "../../entities/defineEntity";
import { useMessage } from "../useMessage";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";

const M = listViewMessages.messages;

export type SortSelectsProps = {
  /** The sortable columns. */
  sortable: readonly ColumnStructure[];
  order: Order;
  onOrderChange: (order: Order) => void;
};

/** The sort by and direction selects, where no table header sorts (blocks, kanban). */
export function SortSelects({ sortable, order, onOrderChange }: SortSelectsProps) {
  const text = useMessage();
  const [orderKey, orderDirection] = Object.entries(order)[0] ?? ["created_at", "desc"];
  return (
    <div className={css.sort}>
      <Select
        label={text(M.orderBy)}
        options={sortable.map((column) => ({ id: column.key, label: text(column.label) }))}
        value={orderKey}
        onChange={(key) => onOrderChange({ [String(key)]: orderDirection ?? "desc" })}
      />
      <Select
        label={text(M.direction)}
        options={[
          { id: "asc", label: text(M.ascending) },
          { id: "desc", label: text(M.descending) },
        ]}
        value={orderDirection ?? "desc"}
        onChange={(key) => onOrderChange({ [orderKey]: key === "asc" ? "asc" : "desc" })}
      />
    </div>
  );
}
