import { Button, Card, Checkbox } from "@seleta/ui";
import { useIntl } from "react-intl";
import type { EntityColumnsStructure } from "../../entities/columnsStructure";
import { useMessage } from "../useMessage";
import { type CellDisplay, ListCardBody, type ListRow } from "./CardBody";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";

const M = listViewMessages.messages;

export type BlocksViewProps<T extends ListRow> = {
  entityMany: string;
  structure: EntityColumnsStructure;
  rows: readonly T[];
  loading: boolean;
  titleKey: string;
  display: CellDisplay<T>;
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
  onRowAction?: (row: T) => void;
};

/** The blocks body: a card per row with its title, the blocks view's lines, a selection box and "open". */
export function BlocksView<T extends ListRow>({
  entityMany,
  structure,
  rows,
  loading,
  titleKey,
  display,
  isSelected,
  onToggle,
  onRowAction,
}: BlocksViewProps<T>) {
  const intl = useIntl();
  const text = useMessage();
  return (
    <ul className={css.blocks} aria-label={entityMany}>
      {rows.length === 0 && !loading ? (
        <li className={css.emptyBlocks}>{intl.formatMessage({ id: "ui.table.empty" })}</li>
      ) : null}
      {rows.map((row) => {
        const title = String(row[titleKey] ?? row.id);
        return (
          <li key={row.id}>
            <Card
              as="article"
              padding="md"
              title={title}
              actions={
                <Checkbox
                  aria-label={text(M.selectRow, { title })}
                  isSelected={isSelected(row.id)}
                  onChange={() => onToggle(row.id)}
                >
                  {null}
                </Checkbox>
              }
            >
              <ListCardBody row={row} structure={structure} titleKey={titleKey} display={display} />
              {onRowAction ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onRowAction(row)}
                  aria-label={`${text(M.open)} ${title}`}
                >
                  {text(M.open)}
                </Button>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
