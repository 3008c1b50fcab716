import {
  Button,
  createToastQueue,
  lazyWithPreload,
  Pagination,
  Spinner,
  showToast,
  type TableColumn,
  type ToastQueueOf,
  ToastRegion,
  useOpenedOnce,
} from "@seleta/ui";
import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { Key } from "react-aria-components";
import type { ColumnStructure, EntityColumnsStructure } from "../../entities/columnsStructure";
import type { AnyEntity, Order } from "../../entities/defineEntity";
import { DEFAULT_PER_PAGE } from "../../entities/listQuery";
import { uiMessages } from "../../i18n/uiMessages";
import type { BulkCollection } from "../../rules/bulkActions";
import { isUnfilteredSelectAll } from "../../rules/bulkSelection";
import { V } from "../../rules/messages";
import {
  bulkCollection,
  isSelected,
  type ListAction,
  type ListState,
  listSearch,
  listStateReducer,
  type Selection,
  selectedCount,
  type ViewType,
} from "../../state/listState";
import type { LoadRelationOptions } from "../EntityForm/fieldInputs";
import type { MoveRequest } from "../Kanban";
import { useLocale, useMessage } from "../useMessage";
import { useStableCallback } from "../useStableCallback";
import { ActiveFilters } from "./ActiveFilters";
import { BlocksView } from "./BlocksView";
import type { ListRow } from "./CardBody";
import { cellText } from "./cellText";
import { conditionsFromWhere, type FilterPresetOption, replaceConditions } from "./filterLogic";
import type { KanbanViewProps } from "./KanbanView";
import { ListToolbar, SubSearchBox } from "./ListToolbar";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";
import { KanbanViewPart } from "./parts";
import { SelectionBar } from "./SelectionBar";
import { withSubSearches } from "./subSearch";
import { TableView } from "./TableView";

export type { ListRow } from "./CardBody";
export type { FilterPresetOption } from "./filterLogic";

const M = listViewMessages.messages;
const NOTHING_SELECTED: Selection = { mode: "some", ids: [] };

/** The board (parts.ts), typed for this list's rows. */
const KanbanView = KanbanViewPart as unknown as ComponentType<KanbanViewProps<ListRow>>;

/**
 * The bulk delete's confirmation (a modal and react-aria's overlay code) loads on first use: preloaded when rows are
 * picked (the selection bar and its delete button appear), drawn once the delete is pressed.
 */
const DeleteConfirmation = lazyWithPreload(() =>
  import("./DeleteConfirmation").then((module) => module.DeleteConfirmation),
);

/** What an export asks for: the rows picked (null: the whole search) and the search itself (spec §3 downloads). */
export type ExportRequest = {
  readonly collection: BulkCollection | null;
  readonly search: ReturnType<typeof listSearch>;
};

export type ListViewProps<T extends ListRow> = {
  /** The entity's column structure (spec §7 `entity_columns_structure`, `@seleta/domain/columns`). */
  structure: EntityColumnsStructure;
  /** The entity's definition, for its sub-search boxes and its files' model (none without it). */
  entity?: AnyEntity;
  /**
   * What the list shows: search, terms, filters, where, sub-searches, order, page, columns and view (the container's,
   * from its address). Its `selection`, `items` and `total` are not read: the selection is the list's own.
   */
  state: ListState;
  /**
   * The user changed what the list shows (one call per gesture, with the search box's 800 ms debounce): the
   * container keeps the new state (its address) and fetches, and passes it back as `state`.
   */
  onStateChange: (next: ListState) => void;
  /** The rows of the current page (or every row, for a list the container loads whole). */
  rows: readonly T[];
  /** How many rows match the search (all pages). */
  total: number;
  /** The total is the database's estimate (past the exact count's cap): the list says "more than" or "about". */
  totalEstimated?: boolean;
  perPage?: number;
  loading?: boolean;
  /** A failed refresh, said in the user's language; the list shows it with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** The entity's named filters (`?filter=["mine"]`). */
  presets?: readonly FilterPresetOption[];
  /** Draws a cell; `undefined` falls back to the value as text. */
  renderCell?: (row: T, column: ColumnStructure) => ReactNode | undefined;
  onRowAction?: (row: T) => void;
  /** Deletes the selection (spec §3 bulk collection). A rejection shows 'Error on delete {entity}'. */
  onDelete?: (collection: BulkCollection, count: number) => Promise<unknown>;
  /**
   * Actions of the container on the rows picked (a job's applies: add them to a shortlist), drawn in the selection
   * bar while rows are picked: the selection as a bulk collection (picked by hand, or "select all" as the search
   * minus the rows deselected) and how many rows it holds.
   */
  selectionActions?: (picked: { collection: BulkCollection; count: number }) => ReactNode;
  /** Starts an export; the container shows its progress dialog. */
  onExport?: (request: ExportRequest) => void;
  /** The export button is pointed at or focused: the container may preload what the export opens. */
  onExportIntent?: () => void;
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

/** What the rows matching a list are decided by: a selection belongs to one search and starts empty for another. */
function searchKey(state: ListState): string {
  return JSON.stringify([state.name, state.terms, state.where, state.filters, state.subSearch]);
}

/** What the container fetches by: everything but the selection and the loaded items. */
function queryKey(state: ListState): string {
  const { page, order, columns, viewType } = state;
  return JSON.stringify([searchKey(state), page, order, columns, viewType]);
}

/**
 * The generic list (spec §2), controlled: the container gives the state (its address) and receives each change.
 * Composed of its regions: the toolbar (search with its 800 ms debounce, filters, sort, view switch, export, total),
 * the sub-search boxes, the active filters, the selection bar (multi-select with "select all results" and its
 * deselected list, bulk delete with the spec's confirmation) and one body view (table, blocks, or the kanban, loaded
 * when shown), then the pages.
 */
export function ListView<T extends ListRow>({
  structure,
  state,
  onStateChange,
  rows,
  total,
  totalEstimated = false,
  perPage = DEFAULT_PER_PAGE,
  loading = false,
  error = null,
  onRetry,
  presets = [],
  renderCell,
  onRowAction,
  onDelete,
  selectionActions,
  onExport,
  onExportIntent,
  onKanbanMove,
  toastQueue,
  loadOptions,
  scopeWhere,
  entity,
}: ListViewProps<T>) {
  const locale = useLocale();
  const text = useMessage();
  const [ownQueue] = useState(() => (toastQueue ? null : createToastQueue()));
  const queue = toastQueue ?? (ownQueue as ToastQueueOf);
  const [confirming, setConfirming] = useState(false);
  const confirmationOpened = useOpenedOnce(confirming);
  // The selection is the list's, for the search it was made in: another search starts with nothing picked.
  const currentSearch = searchKey(state);
  const [picked, setPicked] = useState({ search: currentSearch, selection: NOTHING_SELECTED });
  const selection = picked.search === currentSearch ? picked.selection : NOTHING_SELECTED;
  // Reset empties the search boxes at once, typed text included: they start again.
  const [boxesGeneration, setBoxesGeneration] = useState(0);
  // Names of the records the relation pickers have shown: the active filters say "Job is Engineer", not "Job is 12".
  const relationLabels = useRef(new Map<string, string>()).current;
  const subSearches = Object.entries(entity?.subSearches ?? {});
  const activeSubSearches = subSearches
    .filter(([key]) => (state.subSearch[key] ?? "").trim() !== "")
    .map(([key, subSearch]) => ({ key, label: subSearch.label, value: state.subSearch[key] ?? "" }));

  const full = { ...state, selection, total } as ListState;
  /** The state as the server must receive it: the sub-search boxes are where keys of their own. */
  const queryState = withSubSearches(full, entity);

  /** The domain's reducer over the list's state: the selection stays here, any other change goes out at once. */
  const change = useStableCallback((...actions: ListAction[]) => {
    let next = full;
    for (const action of actions) next = listStateReducer(next, action);
    if (next.selection !== full.selection) setPicked({ search: searchKey(next), selection: next.selection });
    if (queryKey(next) !== queryKey(full)) onStateChange(next);
  });

  const entityMany = text(structure.label.many);
  const entityOne = text(structure.label.one);
  const selected = selectedCount(full);
  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => isSelected(full, id));
  const conditions = conditionsFromWhere(state.where, structure.columns);
  const filterCount = conditions.length + state.filters.length;

  const views: ViewType[] = [
    "table",
    ...(structure.views.blocks ? (["blocks"] as const) : []),
    ...(structure.views.kanban && onKanbanMove ? (["kanban"] as const) : []),
  ];
  const viewType = views.includes(state.viewType) ? state.viewType : "table";
  const titleKey = structure.views.blocks?.title ?? state.columns[0] ?? structure.columns[0]?.key ?? "id";

  const display = useStableCallback(
    (row: T, column: ColumnStructure): ReactNode =>
      renderCell?.(row, column) ?? cellText(column, row[column.key], locale),
  );

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
    if (selection.mode !== "all") return false;
    const { term, where, filter, ...terms } = listSearch(queryState);
    const scoped = { ...scopeWhere, ...where };
    if (!isUnfilteredSelectAll({ ...terms, term, where: scoped, filter: [...filter] })) return false;
    showToast(queue, { title: text(V.bulkNeedsFilter), tone: "warning" });
    return true;
  };
  const referenceType = entity?.model ?? structure.entity;

  const handleSelectionChange = useStableCallback((keys: "all" | Set<Key>) => {
    const chosen = keys === "all" ? new Set<number>(pageIds) : new Set([...keys].map(Number));
    if (keys !== "all" && chosen.size === 0 && allOnPage && selection.mode === "all") {
      change({ type: "selectionCleared" });
      return;
    }
    const actions: ListAction[] = [];
    for (const id of pageIds) {
      const was = isSelected(full, id);
      if (chosen.has(id) && !was) actions.push({ type: "itemSelected", id });
      if (!chosen.has(id) && was) actions.push({ type: "itemDeselected", id });
    }
    change(...actions);
  });

  const handleDelete = async () => {
    try {
      await onDelete?.(bulkCollection(queryState, referenceType), selected);
      change({ type: "selectionCleared" });
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

  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const mayDelete = selected > 0 && onDelete !== undefined;
  useEffect(() => {
    if (mayDelete) DeleteConfirmation.preload().catch(() => undefined);
  }, [mayDelete]);

  // The same selected ids keep the same set: the memoised table does not redraw for an equal selection.
  const selectedKeyList = pageIds.filter((id) => isSelected(full, id)).join(",");
  const selectedKeys = useMemo(
    () => new Set(selectedKeyList === "" ? [] : selectedKeyList.split(",").map(Number)),
    [selectedKeyList],
  );
  const handleOrderChange = useStableCallback((order: Order) => change({ type: "orderChanged", order }));
  const handleHiddenColumns = useStableCallback((next: string[]) =>
    change({
      type: "columnsChanged",
      columns: structure.columns.map((column) => column.key).filter((key) => !next.includes(key)),
    }),
  );
  const handleTableRowAction = useStableCallback((key: Key) => {
    const row = rows.find((candidate) => candidate.id === Number(key));
    if (row) onRowAction?.(row);
  });
  const handleSearch = useStableCallback((search: string) => change({ type: "termsChanged", terms: { search } }));
  const handleSubSearch = useStableCallback((field: string, value: string) =>
    change({ type: "subSearchChanged", field, value }),
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
    body = (
      <Suspense fallback={<Spinner size="sm" label={text(M.loading)} />}>
        <KanbanView
          entityMany={entityMany}
          structure={structure}
          groupBy={structure.views.kanban.groupBy}
          rows={rows}
          titleKey={titleKey}
          display={display as KanbanViewProps<ListRow>["display"]}
          onMove={onKanbanMove as KanbanViewProps<ListRow>["onMove"]}
          toastQueue={queue}
        />
      </Suspense>
    );
  } else if (viewType === "blocks") {
    body = (
      <BlocksView
        entityMany={entityMany}
        structure={structure}
        rows={rows}
        loading={loading}
        titleKey={titleKey}
        display={display}
        isSelected={(id) => isSelected(full, id)}
        onToggle={(id) => change({ type: "selectionToggled", id })}
        onRowAction={onRowAction}
      />
    );
  } else {
    body = (
      <TableView<T>
        entityMany={entityMany}
        columns={tableColumns}
        rows={rows}
        order={state.order}
        onOrderChange={handleOrderChange}
        selectedKeys={selectedKeys}
        onSelectionChange={handleSelectionChange}
        hiddenColumns={hidden}
        onHiddenColumnsChange={handleHiddenColumns}
        onRowAction={onRowAction ? handleTableRowAction : undefined}
        emptyLoading={loading && rows.length === 0}
        loadingLabel={text(M.loading)}
      />
    );
  }

  return (
    <section aria-label={entityMany} aria-busy={loading || undefined} className={css.root}>
      <ListToolbar
        key={`toolbar-${boxesGeneration}`}
        entityMany={entityMany}
        search={state.terms.search}
        onSearch={handleSearch}
        columns={structure.columns}
        where={state.where}
        presets={presets}
        activePresets={state.filters}
        filterCount={filterCount}
        onFiltersApply={(next, nextPresets) =>
          change(
            { type: "whereChanged", where: replaceConditions(state.where, next, structure.columns) },
            { type: "filtersChanged", filters: nextPresets },
          )
        }
        loadOptions={loadOptions}
        relationLabels={relationLabels}
        order={state.order}
        showSort={viewType !== "table"}
        onOrderChange={handleOrderChange}
        views={views}
        viewType={viewType}
        onViewTypeChange={(next) => change({ type: "viewTypeChanged", viewType: next })}
        onExport={onExport ? handleExport : undefined}
        onExportIntent={onExportIntent}
        loading={loading}
        total={total}
        totalEstimated={totalEstimated}
      />

      {subSearches.length > 0 ? (
        <fieldset className={css.subSearches}>
          <legend className={css.legend}>{text(M.subSearches)}</legend>
          {subSearches.map(([key, subSearch]) => (
            <SubSearchBox
              key={`${key}-${boxesGeneration}`}
              label={text(subSearch.label)}
              value={state.subSearch[key] ?? ""}
              onCommit={(value) => handleSubSearch(key, value)}
            />
          ))}
        </fieldset>
      ) : null}

      {filterCount > 0 || state.terms.search !== "" || activeSubSearches.length > 0 ? (
        <ActiveFilters
          columns={structure.columns}
          presets={presets}
          activePresets={state.filters}
          conditions={conditions}
          subSearches={activeSubSearches}
          relationLabels={relationLabels}
          locale={locale}
          onPresetRemove={(name) =>
            change({ type: "filtersChanged", filters: state.filters.filter((other) => other !== name) })
          }
          onConditionRemove={(condition) =>
            change({
              type: "whereChanged",
              where: replaceConditions(
                state.where,
                conditions.filter((other) => other !== condition),
                structure.columns,
              ),
            })
          }
          onSubSearchRemove={(key) => handleSubSearch(key, "")}
          onReset={() => {
            setBoxesGeneration((n) => n + 1);
            change({ type: "reset" });
          }}
        />
      ) : null}

      {selected > 0 ? (
        <SelectionBar
          selected={selected}
          offerAll={selection.mode === "some" && allOnPage && total > rows.length}
          allMatching={selection.mode === "all"}
          pageRows={rows.length}
          total={total}
          onSelectAll={() => change({ type: "allSelected" })}
          onClear={() => change({ type: "selectionCleared" })}
          actions={selectionActions?.({ collection: bulkCollection(queryState, referenceType), count: selected })}
          onDelete={
            onDelete
              ? () => {
                  if (!refuseUnfiltered()) setConfirming(true);
                }
              : undefined
          }
        />
      ) : null}

      {body}

      <Pagination
        pageCount={pageCount}
        page={Math.min(state.page, pageCount)}
        onPageChange={(page) => change({ type: "pageChanged", page })}
      />

      {confirmationOpened ? (
        <Suspense fallback={null}>
          <DeleteConfirmation
            label={entityOne}
            count={selected}
            isOpen={confirming}
            onOpenChange={setConfirming}
            onConfirm={handleDelete}
          />
        </Suspense>
      ) : null}
      {ownQueue ? <ToastRegion queue={ownQueue} /> : null}
    </section>
  );
}
