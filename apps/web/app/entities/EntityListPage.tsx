import { type EntityName, entityMutations } from "@seleta/api-client";
import { type AnyEntity, can, entityRoute, initialListState, type ListState } from "@seleta/domain";
import type { ColumnStructure, EntityColumnsStructure } from "@seleta/domain/columns";
import {
  type ExportRequest,
  type FilterPresetOption,
  type ListRow,
  ListView,
  ProgressDialog,
  useStableCallback,
} from "@seleta/domain/widgets";
import { AddIcon, Button, Dialog, Spinner, showToast } from "@seleta/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { useHttp, useToasts } from "../services/ServicesProvider";
import { useEntityArea } from "./entityArea";
import { listDefaults, listParams, listQuery, structureQuery } from "./entityData";
import * as css from "./entityPages.css";
import { exportSelection, selectionOf } from "./listSelection";
import { listStateToSearch, searchToListState } from "./listUrl";
import { SavedViews } from "./SavedViews";
import { TermsBar } from "./TermsBar";
import { useDownloadProgress } from "./useDownloadProgress";
import { useEntityText } from "./useEntityText";
import { useRelationLabels } from "./useRelationLabels";

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
};

/**
 * Spec §2 generic list of an entity, its state in the address (shareable; back and forward walk the searches).
 * The ListView keeps its own state while the user works; a change of address it did not make (back, a saved view,
 * the term boxes) starts it again from the address.
 */
export function EntityListPage({ entity, fixedWhere, heading, embedded = false }: Props) {
  const http = useHttp();
  const { message, t } = useEntityText();
  const structure = useQuery(structureQuery(http, entity));

  if (structure.isPending) {
    return (
      <div className={css.centered}>
        <Spinner size="lg" label={t("entities.loading")} />
      </div>
    );
  }
  if (structure.isError) {
    return (
      <div className={css.page}>
        <div role="alert">
          {t("entities.loadError")}{" "}
          <Button variant="outline" size="sm" onPress={() => structure.refetch()}>
            {t("entities.retry")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <EntityList
      entity={entity}
      structure={structure.data}
      fixedWhere={fixedWhere}
      heading={heading ?? message(entity.label.many)}
      embedded={embedded}
    />
  );
}

type ListProps = {
  readonly entity: AnyEntity;
  readonly structure: EntityColumnsStructure;
  readonly fixedWhere?: Readonly<Record<string, unknown>>;
  readonly heading: string;
  readonly embedded: boolean;
};

function EntityList({ entity, structure, fixedWhere, heading, embedded }: ListProps) {
  const http = useHttp();
  const toasts = useToasts();
  const { me } = useEntityArea();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message, t } = useEntityText();
  const name = entity.name as EntityName;

  const defaults = useMemo(() => listDefaults(structure), [structure]);
  const base = useMemo(() => initialListState(entity.name, defaults), [entity.name, defaults]);
  const navigation = useNavigation();
  const urlSearch = location.search.replace(/^\?/, "");
  // The list asks for its new rows at once, not after the navigation's loaders: the address follows.
  const [pendingSearch, setPendingSearch] = useState<string | null>(null);
  const search = pendingSearch ?? urlSearch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a settled address (or a new one) ends the wait.
  useEffect(() => {
    if (navigation.state === "idle") setPendingSearch(null);
  }, [navigation.state, urlSearch]);
  const state = useMemo(() => searchToListState(search, base), [search, base]);
  const params = useMemo(() => listParams(state, fixedWhere), [state, fixedWhere]);

  // The ListView starts again (a new key) only for an address it did not write itself.
  const generation = useRef({ search, n: 0 });
  if (generation.current.search !== search) generation.current = { search, n: generation.current.n + 1 };

  const list = useQuery({ ...listQuery(http, entity, params), placeholderData: keepPreviousData });
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
  });

  // The list's own address: a search the list view reports late (its 800 ms debounce) after a row click has already
  // opened a record must not land on the record's address, nor on anything once the list is gone.
  const listPath = location.pathname;
  const alive = useRef(true);
  const pendingPath = navigation.location?.pathname;
  const leaving = useRef(false);
  leaving.current = pendingPath !== undefined && pendingPath !== listPath;
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  /** A new search: its rows are asked for at once, while the list redraws and the address follows. */
  const startSearch = useCallback(
    (nextSearch: string) => {
      void queryClient.prefetchQuery(
        listQuery(http, entity, listParams(searchToListState(nextSearch, base), fixedWhere)),
      );
      setPendingSearch(nextSearch);
      navigate({ pathname: listPath, search: nextSearch ? `?${nextSearch}` : "" });
    },
    [queryClient, http, entity, base, fixedWhere, navigate, listPath],
  );
  const handleQueryChange = useCallback(
    (next: ListState) => {
      if (!alive.current || leaving.current) return;
      const nextSearch = listStateToSearch(next, defaults);
      if (nextSearch === generation.current.search) return;
      generation.current.search = nextSearch;
      startSearch(nextSearch);
    },
    [defaults, startSearch],
  );

  const handleTerms = (terms: Pick<ListState["terms"], "required" | "optional" | "excluded">) => {
    startSearch(listStateToSearch({ ...state, terms: { ...state.terms, ...terms }, page: 1 }, defaults));
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

  const { startBulkDelete } = progress;
  const mayDelete = can(me, "delete", entity);
  // The search's parameters are read when the recruiter deletes, so a new search does not make a new callback (and
  // redraw the list) before its rows arrive.
  const deleteSelection = useStableCallback(async (collection: ExportRequest["collection"]) => {
    const selection = selectionOf(name, params, collection);
    if (selection) await startBulkDelete(name, selection);
  });
  const handleDelete = mayDelete ? deleteSelection : undefined;
  const handleRowAction = useCallback(
    (row: ListRow) => navigate(entityRoute(entity, { kind: "detail", id: row.id })),
    [entity, navigate],
  );
  const { refetch } = list;
  const handleRetry = useCallback(() => void refetch(), [refetch]);
  // The ListView reads its starting state once per mount (a new generation): later states are its own.
  const mounted = useRef({ n: -1, state });
  if (mounted.current.n !== generation.current.n) mounted.current = { n: generation.current.n, state };

  const handleExportFormat = async (fileType: "csv" | "xlsx") => {
    const request = exporting;
    setExporting(null);
    if (!request) return;
    const chosen = exportSelection(name, params, request.collection);
    try {
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

  return (
    <div className={css.page}>
      <header className={css.header}>
        {embedded ? <h2 className={css.sectionTitle}>{heading}</h2> : <h1 className={css.title}>{heading}</h1>}
        <div className={css.actions}>
          {embedded ? null : <SavedViews entity={entity} search={search} />}
          {entity.hasNewPage && can(me, "create", entity) ? (
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
      <TermsBar key={`terms-${generation.current.n}`} terms={state.terms} onApply={handleTerms} />
      <StableListView
        key={`list-${generation.current.n}`}
        structure={structure}
        rows={rows}
        total={list.data?.meta.total ?? 0}
        loading={list.isFetching}
        error={list.isError && !list.data ? t("entities.loadError") : null}
        onRetry={handleRetry}
        defaultState={mounted.current.state}
        onQueryChange={handleQueryChange}
        presets={presets}
        renderCell={renderCell}
        onRowAction={handleRowAction}
        onDelete={handleDelete}
        onExport={can(me, "export", entity) ? setExporting : undefined}
        scopeWhere={fixedWhere}
        onKanbanMove={handleKanbanMove}
        toastQueue={toasts}
      />
      <Dialog
        title={t("entities.export.title", { entity: message(entity.label.many) })}
        size="sm"
        isOpen={exporting !== null}
        onOpenChange={(open) => {
          if (!open) setExporting(null);
        }}
        footer={
          <>
            <Button variant="ghost" tone="neutral" onPress={() => setExporting(null)}>
              {t("entities.cancel")}
            </Button>
            <Button variant="outline" onPress={() => handleExportFormat("csv")}>
              {t("entities.export.csv")}
            </Button>
            <Button onPress={() => handleExportFormat("xlsx")}>{t("entities.export.xlsx")}</Button>
          </>
        }
      >
        <p>{t("entities.export.body", { count: list.data?.meta.total ?? 0 })}</p>
      </Dialog>
      <ProgressDialog {...progress.dialog} onNavigate={(to) => navigate(to)} />
    </div>
  );
}
