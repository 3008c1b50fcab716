import { type EntityName, type EntitySelection, entityApi, entityMutations } from "@seleta/api-client";
import {
  type AnyEntity,
  can,
  canCreateFromList,
  entityRoute,
  initialListState,
  type ListState,
  listStateToSearch,
  searchToListState,
} from "@seleta/domain";
import type { ColumnStructure, EntityColumnsStructure } from "@seleta/domain/columns";
import {
  type ExportRequest,
  type FilterPresetOption,
  type ListRow,
  ListView,
  totalBound,
  useStableCallback,
} from "@seleta/domain/widgets";
import { AddIcon, Button, lazyWithPreload, preloadOnIntent, showToast, useOpenedOnce } from "@seleta/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { memo, type ReactNode, Suspense, useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { useHttp, useToasts } from "../services/ServicesProvider";
import { AddToList, mayAddToLists } from "./AddToList";
import { BulkUpdate, mayBulkUpdate } from "./BulkUpdate";
import type { ExportFormat } from "./ExportDialog";
import { useEntityArea } from "./entityArea";
import { listDefaults, listParams, listQuery, structureQuery } from "./entityData";
import * as css from "./entityPages.css";
import { listAddIds } from "./listAddSelection";
import { exportSelection, selectionOf } from "./listSelection";
import { SavedViews } from "./SavedViews";
import { TermsBar } from "./TermsBar";
import { useDownloadProgress } from "./useDownloadProgress";
import { useEntityText } from "./useEntityText";
import { useRelationLabels } from "./useRelationLabels";

/**
 * What the list opens later loads on first use: the export's choice of format (preloaded when the export button is
 * pointed at or focused) and the progress dialog of exports and bulk deletes (loaded before the task starts, so it
 * follows the task from its first message).
 */
const ExportDialog = lazyWithPreload(() => import("./ExportDialog").then((module) => module.ExportDialog));
const ListProgressDialog = lazyWithPreload(() =>
  import("./ListProgressDialog").then((module) => module.ListProgressDialog),
);
const { onFocus: preloadExport } = preloadOnIntent(ExportDialog, ListProgressDialog);

/** The list re-renders for its own props only, not for the page's navigation and dialog states around it. */
const StableListView = memo(ListView) as typeof ListView;

type Props = {
  readonly entity: AnyEntity;
  /** Rows this page always narrows to (a company's jobs): sent with every search, never shown as a filter. */
  readonly fixedWhere?: Readonly<Record<string, unknown>>;
  /** The page's heading; the entity's plural label by default. */
  readonly heading?: string;
  /** Inside another record's page (a list's candidates): a section with an h2, without saved views. */
  readonly embedded?: boolean;
  /**
   * The page's own actions on the rows picked (a job's applies: add them to a shortlist), in the selection bar: the
   * selection as a bulk action sends it (a "select all" is the page's whole search) and how many rows it holds.
   */
  readonly selectionActions?: (picked: { selection: EntitySelection; count: number }) => ReactNode;
};

/**
 * Spec §2 generic list of an entity. Its state is the address (shareable; back and forward walk the searches): the
 * ListView is drawn from the address and each change it reports becomes a new address, its rows asked for at once.
 * The structure is read from the cache the route's loader filled (suspending until it is there; a failure goes to
 * the route's error boundary).
 */
export function EntityListPage({ entity, fixedWhere, heading, embedded = false, selectionActions }: Props) {
  const http = useHttp();
  const { message } = useEntityText();
  const { data: structure } = useSuspenseQuery(structureQuery(http, entity));
  return (
    <EntityList
      entity={entity}
      structure={structure}
      fixedWhere={fixedWhere}
      heading={heading ?? message(entity.label.many)}
      embedded={embedded}
      selectionActions={selectionActions}
    />
  );
}

type ListProps = {
  readonly entity: AnyEntity;
  readonly structure: EntityColumnsStructure;
  readonly fixedWhere?: Readonly<Record<string, unknown>>;
  readonly heading: string;
  readonly embedded: boolean;
  readonly selectionActions: Props["selectionActions"];
};

function EntityList({ entity, structure, fixedWhere, heading, embedded, selectionActions }: ListProps) {
  const http = useHttp();
  const toasts = useToasts();
  const { me } = useEntityArea();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const { message, t } = useEntityText();
  const name = entity.name as EntityName;

  const defaults = useMemo(() => listDefaults(structure), [structure]);
  const base = useMemo(() => initialListState(entity.name, defaults), [entity.name, defaults]);
  const search = location.search.replace(/^\?/, "");
  const state = useMemo(() => searchToListState(search, base), [search, base]);
  const params = useMemo(() => listParams(entity, state, fixedWhere), [entity, state, fixedWhere]);

  // Rows by `useQuery` with the previous search's rows kept, not `useSuspenseQuery`: each search is a new query key,
  // and the change of address that brings it is not always a transition (the rows are asked for before it starts),
  // so a suspending read could swap the shown list for the route's fallback. The old rows stay, marked busy.
  const list = useQuery({ ...listQuery(http, entity, params), placeholderData: keepPreviousData });
  const exportSize = totalBound(list.data?.meta.total ?? 0, list.data?.meta.total_estimated ?? false);
  const records = list.data?.records;
  const rows = useMemo(() => (records ?? []) as unknown as ListRow[], [records]);
  const relationColumns = useMemo(
    () => structure.columns.filter((column) => column.relation !== null),
    [structure.columns],
  );
  const { labels } = useRelationLabels(rows, relationColumns);

  const update = useMutation(entityMutations(http, name).update());
  const [exporting, setExporting] = useState<ExportRequest | null>(null);
  const progress = useDownloadProgress({
    readyMessage: t("entities.export.ready"),
    onFinished: () => queryClient.invalidateQueries({ queryKey: ["entities", name] }),
    onUpdated: (done) => showToast(toasts, { title: done, tone: "success" }),
  });

  const listPath = location.pathname;
  // A search the list reports late (its 800 ms debounce) while the recruiter is already on the way to another page
  // (a row click opened a record) must not bring them back to the list.
  const leaving = navigation.location !== undefined && navigation.location.pathname !== listPath;
  /** A new state of the list: its rows are asked for at once, and the address follows (one history entry). */
  const handleStateChange = useCallback(
    (next: ListState) => {
      if (leaving) return;
      const nextSearch = listStateToSearch(next, defaults);
      if (nextSearch === search) return;
      void queryClient.prefetchQuery(listQuery(http, entity, listParams(entity, next, fixedWhere)));
      navigate({ pathname: listPath, search: nextSearch ? `?${nextSearch}` : "" });
    },
    [leaving, defaults, search, queryClient, http, entity, fixedWhere, navigate, listPath],
  );

  const handleTerms = (terms: Pick<ListState["terms"], "required" | "optional" | "excluded">) => {
    handleStateChange({ ...state, terms: { ...state.terms, ...terms }, page: 1 });
  };

  const renderCell = useCallback(
    (row: ListRow, column: ColumnStructure) => {
      if (!column.relation) return undefined;
      const value = row[column.key];
      const names = labels[column.key] ?? {};
      if (value === null || value === undefined) return "";
      const ids = Array.isArray(value) ? value : [value];
      return ids.map((id) => names[String(id)] ?? `#${String(id)}`).join(", ");
    },
    [labels],
  );

  const { startBulkDelete, startBulkUpdate } = progress;
  const progressOpened = useOpenedOnce(progress.dialog.task !== null);
  const exportOpened = useOpenedOnce(exporting !== null);
  const mayDelete = can(me, "delete", entity);
  // The search's parameters are read when the recruiter deletes, so a new search does not make a new callback (and
  // redraw the list) before its rows arrive.
  const deleteSelection = useStableCallback(async (collection: ExportRequest["collection"]) => {
    const selection = selectionOf(name, params, collection);
    if (!selection) return;
    await ListProgressDialog.preload();
    await startBulkDelete(name, selection);
  });
  const handleDelete = mayDelete ? deleteSelection : undefined;
  // The search's parameters are read when the bar draws, through a stable callback: a new search alone does not
  // redraw the list.
  // Records that go on lists (candidates) offer "Adicionar a uma lista" beside the page's own actions; a "select
  // all" is read from the list's pages when confirmed.
  const listsAction = !embedded && mayAddToLists(me, entity);
  // A role that may update the entity in bulk writes one field to the selection; the progress dialog follows the
  // task and the rows reload when it ends.
  const updateAction = mayBulkUpdate(me, entity);
  const drawSelectionActions = useStableCallback(
    ({ collection, count }: { collection: ExportRequest["collection"]; count: number }) => {
      const selection = selectionOf(name, params, collection);
      if (!selection) return null;
      return (
        <>
          {selectionActions ? selectionActions({ selection, count }) : null}
          {updateAction ? (
            <BulkUpdate
              entity={entity}
              count={count}
              onStart={async (attributes) => {
                await ListProgressDialog.preload();
                await startBulkUpdate(name, selection, attributes);
              }}
            />
          ) : null}
          {listsAction ? (
            <AddToList
              count={count}
              candidateIds={(onProgress) =>
                listAddIds(
                  selection,
                  (page) =>
                    entityApi(http, name)
                      .list(page)
                      .then((answer) => answer.records.map((record) => record.id)),
                  onProgress,
                )
              }
            />
          ) : null}
        </>
      );
    },
  );
  const handleSelectionActions = selectionActions || listsAction || updateAction ? drawSelectionActions : undefined;
  const handleRowAction = useCallback(
    (row: ListRow) => navigate(entityRoute(entity, { kind: "detail", id: row.id })),
    [entity, navigate],
  );
  const { refetch } = list;
  const handleRetry = useCallback(() => void refetch(), [refetch]);

  const handleExportFormat = async (fileType: ExportFormat) => {
    const request = exporting;
    setExporting(null);
    if (!request) return;
    const chosen = exportSelection(name, params, request.collection);
    try {
      await ListProgressDialog.preload();
      await progress.startDownload({
        entity: name,
        fileType,
        ...(chosen ? { selection: chosen } : {}),
        columns: state.columns.length > 0 ? state.columns : undefined,
        totalRecord: list.data?.meta.total ?? 0,
      });
    } catch {
      showToast(toasts, { title: t("entities.export.error"), tone: "danger" });
    }
  };

  const kanban = structure.views.kanban;
  // A kanban whose moves need a dialog (the applies pipeline) moves on its own page; other kanbans move here.
  const mayMove = Boolean(kanban) && entity.views.kanban?.moves !== "dialog" && can(me, "update", entity);
  const { mutateAsync: updateRecord } = update;
  const groupBy = kanban?.groupBy;
  const handleKanbanMove = useMemo(
    () =>
      mayMove && groupBy
        ? (row: ListRow, move: { to: string | number }) =>
            updateRecord({ id: row.id, patch: { [groupBy]: Number(move.to) } as never })
        : undefined,
    [mayMove, groupBy, updateRecord],
  );

  const presets: FilterPresetOption[] = useMemo(
    () => Object.entries(entity.filters).map(([presetName, preset]) => ({ name: presetName, label: preset.label })),
    [entity.filters],
  );

  // A first load that failed has nothing to keep on screen: the route's error boundary says so. A failed refresh
  // keeps the rows shown, with the list's inline retry.
  if (list.isError && list.data === undefined) throw list.error;

  return (
    <div className={css.page}>
      <header className={css.header}>
        {embedded ? <h2 className={css.sectionTitle}>{heading}</h2> : <h1 className={css.title}>{heading}</h1>}
        <div className={css.actions}>
          {embedded ? null : <SavedViews entity={entity} search={search} />}
          {canCreateFromList(me, entity) ? (
            <Button
              size="sm"
              icon={<AddIcon size={16} aria-hidden="true" />}
              onPress={() => navigate(entityRoute(entity, { kind: "new" }))}
            >
              {`${t("entities.list.new")}: ${message(entity.label.one)}`}
            </Button>
          ) : null}
        </div>
      </header>
      <TermsBar terms={state.terms} onApply={handleTerms} />
      <StableListView
        structure={structure}
        entity={entity}
        state={state}
        onStateChange={handleStateChange}
        rows={rows}
        total={list.data?.meta.total ?? 0}
        totalEstimated={list.data?.meta.total_estimated ?? false}
        loading={list.isFetching}
        error={list.isError ? t("entities.loadError") : null}
        onRetry={handleRetry}
        presets={presets}
        renderCell={renderCell}
        onRowAction={handleRowAction}
        onDelete={handleDelete}
        selectionActions={handleSelectionActions}
        onExport={can(me, "export", entity) ? setExporting : undefined}
        onExportIntent={preloadExport}
        scopeWhere={fixedWhere}
        onKanbanMove={handleKanbanMove}
        toastQueue={toasts}
      />
      {exportOpened ? (
        <Suspense fallback={null}>
          <ExportDialog
            title={t("entities.export.title", { entity: message(entity.label.many) })}
            isOpen={exporting !== null}
            onCancel={() => setExporting(null)}
            onChoose={handleExportFormat}
          >
            <p>{t(`entities.export.body.${exportSize.kind}`, { count: exportSize.total })}</p>
          </ExportDialog>
        </Suspense>
      ) : null}
      {progressOpened ? (
        <Suspense fallback={null}>
          <ListProgressDialog {...progress.dialog} onNavigate={(to) => navigate(to)} />
        </Suspense>
      ) : null}
    </div>
  );
}
