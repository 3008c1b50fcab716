import {
  Button,
  Card,
  Checkbox,
  Chip,
  ConfirmDialog,
  createToastQueue,
  DeleteIcon,
  DownloadIcon,
  Pagination,
  Select,
  Spinner,
  showToast,
  Table,
  type TableColumn,
  TextField,
  type ToastQueueOf,
  ToastRegion,
} from "@seleta/ui";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { type Key, ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { useIntl } from "react-intl";
import type { ColumnStructure, EntityColumnsStructure } from "../../entities/columnsStructure";
import { DEFAULT_PER_PAGE } from "../../entities/listQuery";
import { findEntity } from "../../entities/registry";
import { uiMessages } from "../../i18n/uiMessages";
import { type BulkCollection, isUnfilteredSelectAll } from "../../rules/bulkActions";
import { V } from "../../rules/messages";
import {
  bulkCollection,
  isSelected,
  type ListItem,
  type ListState,
  listSearch,
  selectedCount,
  type ViewType,
} from "../../state/listState";
import type { LoadRelationOptions } from "../EntityForm/fieldInputs";
import { Kanban, type MoveRequest } from "../Kanban";
import { useLocale, useMessage } from "../useMessage";
import { useStableCallback } from "../useStableCallback";
import { cellText } from "./cellText";
import { FilterDialog, type FilterPresetOption, relationLabelKey } from "./FilterDialog";
import { conditionsFromWhere, replaceConditions } from "./filterLogic";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";
import { withSubSearches } from "./subSearch";
import { useListView } from "./useListView";

export type { FilterPresetOption } from "./FilterDialog";

const M = listViewMessages.messages;
/** Spec: the table is virtualised beyond 100 rows. */
const VIRTUALISE_ABOVE = 100;

export type ListRow = ListItem & Readonly<Record<string, unknown>>;

/** What an export asks for: the rows picked (null: the whole search) and the search itself (spec §3 downloads). */
export type ExportRequest = {
  readonly collection: BulkCollection | null;
  readonly search: ReturnType<typeof listSearch>;
};

export type ListViewProps<T extends ListRow> = {
  /** The entity's column structure (spec §7 `entity_columns_structure`, `@seleta/domain/columns`). */
  structure: EntityColumnsStructure;
  /** The rows of the current page (or every row, for a list the container loads whole). */
  rows: readonly T[];
  /** How many rows match the search (all pages). */
  total: number;
  perPage?: number;
  loading?: boolean;
  /** A load failure, said in the user's language; the list shows it with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** The state to start from (a saved view, the URL); the structure's defaults otherwise. */
  defaultState?: ListState;
  /** The search, filters, order, page, columns or view changed: the container fetches. */
  onQueryChange?: (state: ListState) => void;
  /** The entity's named filters (`?filter=["mine"]`). */
  presets?: readonly FilterPresetOption[];
  /** Draws a cell; `undefined` falls back to the value as text. */
  renderCell?: (row: T, column: ColumnStructure) => ReactNode | undefined;
  onRowAction?: (row: T) => void;
  /** Deletes the selection (spec §3 bulk collection). A rejection shows 'Error on delete {entity}'. */
  onDelete?: (collection: BulkCollection, count: number) => Promise<unknown>;
  /** Starts an export; the container shows its progress dialog. */
  onExport?: (request: ExportRequest) => void;
  /** Saves a kanban move (the kanban view is offered when the entity has one and this is given). */
  onKanbanMove?: (row: T, move: MoveRequest) => Promise<unknown>;
  toastQueue?: ToastQueueOf;
  /**
   * Searches the records a relation filter may point to (EntityForm's loader: `GET /recruiters/{entity}?terms_search=`),
   * so the filter picks a job or a recruiter by name; without it, the filter takes typed ids.
   */
  loadOptions?: LoadRelationOptions;
  /**
   * The where the container always adds to the search (a company's jobs: `{client_company_id: 7}`). It is not shown
   * or editable, but it narrows "select all" like a filter would, so a bulk action on all of them is allowed.
   */
  scopeWhere?: Readonly<Record<string, unknown>>;
};

function tableSort(order: ListState["order"]) {
  const [column, direction] = Object.entries(order)[0] ?? [];
  return column
    ? { column, direction: direction === "asc" ? ("ascending" as const) : ("descending" as const) }
    : undefined;
}

/**
 * The generic list (spec §2): table, blocks or kanban; search (800 ms debounce), filters from the registry, order,
 * pages, column choice, multi-select with "select all results" and its deselected list, bulk delete with the spec's
 * confirmation, export. Data and callbacks by props: the container fetches on `onQueryChange`.
 */
export function ListView<T extends ListRow>({
  structure,
  rows,
  total,
  perPage = DEFAULT_PER_PAGE,
  loading = false,
  error = null,
  onRetry,
  defaultState,
  onQueryChange,
  presets = [],
  renderCell,
  onRowAction,
  onDelete,
  onExport,
  onKanbanMove,
  toastQueue,
  loadOptions,
  scopeWhere,
}: ListViewProps<T>) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMessage();
  const [ownQueue] = useState(() => (toastQueue ? null : createToastQueue()));
  const queue = toastQueue ?? (ownQueue as ToastQueueOf);
  const { state, dispatch, searchText, setSearchText, subSearchText, setSubSearchText, clearSubSearch, reset } =
    useListView<T>({ structure, defaultState, onQueryChange });
  const [confirming, setConfirming] = useState(false);
  // Names of the records the relation pickers have shown: the active filters say "Job is Engineer", not "Job is 12".
  const relationLabels = useRef(new Map<string, string>()).current;
  const entity = findEntity(structure.entity);
  const subSearches = Object.entries(entity?.subSearches ?? {});
  const activeSubSearches = subSearches.filter(([key]) => (state.subSearch[key] ?? "").trim() !== "");
  /** The state as the server must receive it: the sub-search boxes are where keys of their own. */
  const queryState = withSubSearches(state, entity);

  const entityMany = text(structure.label.many);
  const entityOne = text(structure.label.one);
  const withTotal = { ...state, total } as ListState;
  const selected = selectedCount(withTotal);
  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => isSelected(withTotal, id));
  const conditions = conditionsFromWhere(state.where, structure.columns);
  const filterCount = conditions.length + state.filters.length;

  const views: ViewType[] = [
    "table",
    ...(structure.views.blocks ? (["blocks"] as const) : []),
    ...(structure.views.kanban && onKanbanMove ? (["kanban"] as const) : []),
  ];
  const viewType = views.includes(state.viewType) ? state.viewType : "table";
  const titleKey = structure.views.blocks?.title ?? state.columns[0] ?? structure.columns[0]?.key ?? "id";

  const display = (row: T, column: ColumnStructure): ReactNode =>
    renderCell?.(row, column) ?? cellText(column, row[column.key], locale);

  const tableColumns = useMemo<TableColumn<T>[]>(
    () =>
      structure.columns.map((column) => ({
        id: column.key,
        header: text(column.label),
        cell: (row: T) => renderCell?.(row, column) ?? cellText(column, row[column.key], locale),
        isSortable: column.sortable,
        isRowHeader: column.key === titleKey,
        isHideable: column.key !== titleKey,
        width: 140,
        align: ["integer", "decimal", "currency", "percent"].includes(column.kind) ? "end" : "start",
      })),
    [structure.columns, renderCell, locale, titleKey, text],
  );
  // The row header names each row for screen readers: it is always shown.
  const hidden = useMemo(
    () =>
      structure.columns.map((column) => column.key).filter((key) => key !== titleKey && !state.columns.includes(key)),
    [structure.columns, titleKey, state.columns],
  );

  /** Spec §5: a bulk action on "all" with no term, where or filter is refused before anything is sent. */
  const refuseUnfiltered = () => {
    if (state.selection.mode !== "all") return false;
    const { term, where, filter, ...terms } = listSearch(queryState);
    const scoped = { ...scopeWhere, ...where };
    if (!isUnfilteredSelectAll({ ...terms, term, where: scoped, filter: [...filter] })) return false;
    showToast(queue, { title: text(V.bulkNeedsFilter), tone: "warning" });
    return true;
  };
  const referenceType = entity?.model ?? structure.entity;

  const hasRowAction = Boolean(onRowAction);
  const handleSelectionChange = (keys: "all" | Set<Key>) => {
    const chosen = keys === "all" ? new Set<number>(pageIds) : new Set([...keys].map(Number));
    if (keys !== "all" && chosen.size === 0 && allOnPage && state.selection.mode === "all") {
      dispatch({ type: "selectionCleared" });
      return;
    }
    for (const id of pageIds) {
      const was = isSelected(withTotal, id);
      if (chosen.has(id) && !was) dispatch({ type: "itemSelected", id });
      if (!chosen.has(id) && was) dispatch({ type: "itemDeselected", id });
    }
  };

  const handleDelete = async () => {
    try {
      await onDelete?.(bulkCollection(queryState, referenceType), selected);
      dispatch({ type: "selectionCleared" });
    } catch {
      showToast(queue, {
        title: text(uiMessages.messages.collectionDeleteError, { entity: entityMany }),
        tone: "danger",
      });
    }
  };

  const handleExport = () => {
    if (refuseUnfiltered()) return;
    onExport?.({
      collection: selected > 0 ? bulkCollection(queryState, referenceType) : null,
      search: listSearch(queryState),
    });
  };

  const sortable = structure.columns.filter((column) => column.sortable);
  const [orderKey, orderDirection] = Object.entries(state.order)[0] ?? ["created_at", "desc"];
  const pageCount = Math.max(1, Math.ceil(total / perPage));

  // The table is the costly part of a render: it is drawn again only when what it shows changes, not for the
  // toolbar's spinner, a typed search letter or a container's render.
  // The same selected ids keep the same set.
  const selectedKeyList = pageIds.filter((id) => isSelected(withTotal, id)).join(",");
  const selectedKeys = useMemo(
    () => new Set(selectedKeyList === "" ? [] : selectedKeyList.split(",").map(Number)),
    [selectedKeyList],
  );
  const sortDescriptor = useMemo(() => tableSort(state.order), [state.order]);
  const handleSortChange = useStableCallback((descriptor: { column: Key; direction: "ascending" | "descending" }) =>
    dispatch({
      type: "orderChanged",
      order: { [String(descriptor.column)]: descriptor.direction === "ascending" ? "asc" : "desc" },
    }),
  );
  const handleTableSelection = useStableCallback(handleSelectionChange);
  const handleHiddenColumns = useStableCallback((next: string[]) =>
    dispatch({
      type: "columnsChanged",
      columns: structure.columns.map((column) => column.key).filter((key) => !next.includes(key)),
    }),
  );
  const handleTableRowAction = useStableCallback((key: Key) => {
    const row = rows.find((candidate) => candidate.id === Number(key));
    if (row) onRowAction?.(row);
  });
  const emptyLoading = loading && rows.length === 0;
  const loadingLabel = text(M.loading);
  const table = useMemo(
    () => (
      <Table<T>
        aria-label={entityMany}
        columns={tableColumns}
        rows={rows}
        manualSorting
        sortDescriptor={sortDescriptor}
        onSortChange={handleSortChange}
        selectionMode="multiple"
        selectedKeys={selectedKeys}
        onSelectionChange={handleTableSelection}
        hiddenColumns={hidden}
        onHiddenColumnsChange={handleHiddenColumns}
        onRowAction={hasRowAction ? handleTableRowAction : undefined}
        isVirtualized={rows.length > VIRTUALISE_ABOVE}
        maxHeight={rows.length > VIRTUALISE_ABOVE ? 560 : 480}
        emptyState={emptyLoading ? <Spinner size="sm" label={loadingLabel} /> : undefined}
      />
    ),
    [
      entityMany,
      tableColumns,
      rows,
      sortDescriptor,
      handleSortChange,
      selectedKeys,
      handleTableSelection,
      hidden,
      handleHiddenColumns,
      hasRowAction,
      handleTableRowAction,
      emptyLoading,
      loadingLabel,
    ],
  );

  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className={css.error}>
        <span>{error || text(M.loadError)}</span>
        {onRetry ? (
          <Button variant="outline" tone="neutral" size="sm" onPress={onRetry}>
            {text(M.retry)}
          </Button>
        ) : null}
      </div>
    );
  } else if (viewType === "kanban" && structure.views.kanban && onKanbanMove) {
    const groupBy = structure.views.kanban.groupBy;
    const options = structure.columns.find((column) => column.key === groupBy)?.options ?? [];
    body = (
      <Kanban
        aria-label={entityMany}
        catalogue={options}
        cards={rows}
        columnOf={(row) => Number(row[groupBy])}
        cardText={(row) => String(row[titleKey] ?? row.id)}
        renderCard={(row) => <KanbanCardBody row={row} structure={structure} titleKey={titleKey} display={display} />}
        onMove={onKanbanMove}
        toastQueue={queue}
      />
    );
  } else if (viewType === "blocks") {
    body = (
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
                    isSelected={isSelected(withTotal, row.id)}
                    onChange={() => dispatch({ type: "selectionToggled", id: row.id })}
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
  } else {
    body = table;
  }

  return (
    <section aria-label={entityMany} aria-busy={loading || undefined} className={css.root}>
      <div className={css.toolbar} role="toolbar" aria-label={text(M.toolbar)}>
        <div className={css.search}>
          <TextField
            label={text(M.search, { entity: entityMany })}
            value={searchText}
            onChange={setSearchText}
            type="search"
          />
        </div>
        <FilterDialog
          columns={structure.columns}
          where={state.where}
          presets={presets}
          activePresets={state.filters}
          activeCount={filterCount}
          onApply={(next, nextPresets) => {
            dispatch({ type: "whereChanged", where: replaceConditions(state.where, next, structure.columns) });
            dispatch({ type: "filtersChanged", filters: nextPresets });
          }}
          loadOptions={loadOptions}
          relationLabels={relationLabels}
        />
        {viewType !== "table" && sortable.length > 0 ? (
          <div className={css.sort}>
            <Select
              label={text(M.orderBy)}
              options={sortable.map((column) => ({ id: column.key, label: text(column.label) }))}
              value={orderKey}
              onChange={(key) => dispatch({ type: "orderChanged", order: { [String(key)]: orderDirection ?? "desc" } })}
            />
            <Select
              label={text(M.direction)}
              options={[
                { id: "asc", label: text(M.ascending) },
                { id: "desc", label: text(M.descending) },
              ]}
              value={orderDirection ?? "desc"}
              onChange={(key) =>
                dispatch({ type: "orderChanged", order: { [orderKey]: key === "asc" ? "asc" : "desc" } })
              }
            />
          </div>
        ) : null}
        {views.length > 1 ? (
          <ToggleButtonGroup
            aria-label={text(M.viewType)}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[viewType]}
            onSelectionChange={(keys) => {
              const [next] = [...keys];
              if (next) dispatch({ type: "viewTypeChanged", viewType: next as ViewType });
            }}
            className={css.viewSwitch}
          >
            {views.map((view) => (
              <ToggleButton key={view} id={view} className={css.viewButton}>
                {text(
                  uiMessages.messages[view === "table" ? "viewTable" : view === "blocks" ? "viewBlocks" : "viewKanban"],
                )}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
        {onExport ? (
          <Button
            variant="outline"
            tone="neutral"
            size="sm"
            icon={<DownloadIcon size={16} aria-hidden="true" />}
            onPress={handleExport}
          >
            {text(M.export)}
          </Button>
        ) : null}
        <output className={css.total} aria-live="polite">
          {loading ? <Spinner size="sm" label={text(M.loading)} /> : null}
          {text(M.total, { total })}
        </output>
      </div>

      {subSearches.length > 0 ? (
        <fieldset className={css.subSearches}>
          <legend className={css.legend}>{text(M.subSearches)}</legend>
          {subSearches.map(([key, subSearch]) => (
            <div key={key} className={css.subSearch}>
              <TextField
                label={text(subSearch.label)}
                value={subSearchText[key] ?? ""}
                onChange={(value) => setSubSearchText(key, value)}
                type="search"
              />
            </div>
          ))}
        </fieldset>
      ) : null}

      {filterCount > 0 || state.terms.search !== "" || activeSubSearches.length > 0 ? (
        <div className={css.activeFilters}>
          {state.filters.map((name) => {
            const preset = presets.find((p) => p.name === name);
            return (
              <Chip
                key={name}
                size="sm"
                onRemove={() =>
                  dispatch({ type: "filtersChanged", filters: state.filters.filter((other) => other !== name) })
                }
              >
                {preset ? text(preset.label) : name}
              </Chip>
            );
          })}
          {conditions.map((condition) => {
            const column = structure.columns.find((c) => c.key === condition.field);
            const label = [
              column ? text(column.label) : condition.field,
              text(M[`operator.${condition.operator}`]),
              column ? conditionText(column, condition.value, locale, relationLabels) : String(condition.value),
            ].join(" ");
            return (
              <Chip
                key={`${condition.field}.${condition.operator}`}
                size="sm"
                onRemove={() =>
                  dispatch({
                    type: "whereChanged",
                    where: replaceConditions(
                      state.where,
                      conditions.filter((other) => other !== condition),
                      structure.columns,
                    ),
                  })
                }
              >
                {label}
              </Chip>
            );
          })}
          {activeSubSearches.map(([key, subSearch]) => (
            <Chip key={`subSearch.${key}`} size="sm" onRemove={() => clearSubSearch(key)}>
              {[text(subSearch.label), text(M["operator.contains"]), state.subSearch[key] ?? ""].join(" ")}
            </Chip>
          ))}
          <Button variant="ghost" size="sm" onPress={reset}>
            {text(uiMessages.messages.resetList)}
          </Button>
        </div>
      ) : null}

      {selected > 0 ? (
        <div className={css.selectionBar}>
          <span>{text(uiMessages.messages.selectedCount, { n: selected })}</span>
          {state.selection.mode === "some" && allOnPage && total > rows.length ? (
            <>
              <span>{text(M.pageSelected, { n: rows.length })}</span>
              <Button variant="ghost" size="sm" onPress={() => dispatch({ type: "allSelected" })}>
                {text(M.selectAllMatching, { total })}
              </Button>
            </>
          ) : null}
          {state.selection.mode === "all" ? <span>{text(M.allMatchingSelected, { n: selected })}</span> : null}
          <Button variant="ghost" size="sm" onPress={() => dispatch({ type: "selectionCleared" })}>
            {text(M.clearSelection)}
          </Button>
          {onDelete ? (
            <Button
              tone="danger"
              size="sm"
              icon={<DeleteIcon size={16} aria-hidden="true" />}
              onPress={() => {
                if (!refuseUnfiltered()) setConfirming(true);
              }}
            >
              {text(M.delete)}
            </Button>
          ) : null}
        </div>
      ) : null}

      {body}

      <Pagination
        pageCount={pageCount}
        page={Math.min(state.page, pageCount)}
        onPageChange={(page) => dispatch({ type: "pageChanged", page })}
      />

      <ConfirmDialog
        label={entityOne}
        count={selected}
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={handleDelete}
      />
      {ownQueue ? <ToastRegion queue={ownQueue} /> : null}
    </section>
  );
}

function conditionText(
  column: ColumnStructure,
  value: unknown,
  locale: "pt-BR" | "en",
  relationLabels: ReadonlyMap<string, string>,
): string {
  // A relation condition names its records (`null` takes a boolean: "is empty?").
  if (column.relation && typeof value !== "boolean") {
    const relation = column.relation;
    const name = (id: unknown) => relationLabels.get(relationLabelKey(relation, id)) ?? String(id);
    return Array.isArray(value) ? value.map(name).join(", ") : name(value);
  }
  if (Array.isArray(value)) return value.map((item) => cellText(column, item, locale) || String(item)).join(", ");
  if (typeof value === "boolean" && column.kind !== "boolean") {
    return listViewMessages.messages[value ? "yes" : "no"][locale];
  }
  return cellText(column, value, locale) || String(value);
}

/** A block's or a card's lines: the subtitle and details of the entity's blocks view, else the visible columns. */
function ListCardBody<T extends ListRow>({
  row,
  structure,
  titleKey,
  display,
}: {
  row: T;
  structure: EntityColumnsStructure;
  titleKey: string;
  display: (row: T, column: ColumnStructure) => ReactNode;
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

/** A kanban card is short (fixed height): the title and the blocks view's subtitle. */
function KanbanCardBody<T extends ListRow>({
  row,
  structure,
  titleKey,
  display,
}: {
  row: T;
  structure: EntityColumnsStructure;
  titleKey: string;
  display: (row: T, column: ColumnStructure) => ReactNode;
}) {
  const subtitleKey = structure.views.blocks?.subtitle;
  const subtitle = structure.columns.find((column) => column.key === subtitleKey);
  return (
    <>
      <strong className={css.cardTitle}>{String(row[titleKey] ?? row.id)}</strong>
      {subtitle ? <span className={css.cardSubtitle}>{display(row, subtitle)}</span> : null}
    </>
  );
}
