import {
  API_PREFIX,
  type AuditLog,
  type DataFile,
  dataFileQueries,
  type EntityName,
  entityMutations,
  entityPath,
  entityQueries,
} from "@seleta/api-client";
import {
  type AnyEntity,
  can,
  canOnRecord,
  childEntities,
  defaultColumns,
  entityField,
  entityIndex,
  entityRoute,
  formatDateTime,
  loadedEntity,
  relatedPageRoute,
  uiMessages,
} from "@seleta/domain";
import { EntityDetail, entityFormMessages, type RelatedList } from "@seleta/domain/widgets";
import {
  Badge,
  Button,
  Card,
  DeleteIcon,
  type FieldOption,
  Link,
  lazyWithPreload,
  preloadOnIntent,
  Skeleton,
  Spinner,
  showToast,
  useOpenedOnce,
} from "@seleta/ui";
import { useMutation, useQueries, useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { type SavedDuplicate, savedNotice } from "../forms/savedNotice";
import { useHttp, useToasts } from "../services/ServicesProvider";
import { AddToList, mayAddToLists } from "./AddToList";
import { CandidateMergeNotices } from "./CandidateMergeNotices";
import { useEntityArea } from "./entityArea";
import * as css from "./entityPages.css";
import { pageChunks, usePageComponent } from "./pageChunks";
import { SentEvaluationsPart as SentEvaluations } from "./sentEvaluationsPart";
import { useEntityText } from "./useEntityText";
import { useRelationLabels } from "./useRelationLabels";

type Props = {
  readonly entity: AnyEntity;
  readonly id: number;
  /** The options each relation of the record's form starts with (when it is being edited). */
  readonly relationOptions?: Readonly<Record<string, readonly FieldOption[]>>;
};
type AnyRecord = Readonly<Record<string, unknown>>;

/** Spec §9: after a record is deleted, its list opens this long after the toast. */
const DELETE_REDIRECT_MS = 800;
const RELATED_PAGE = 10;

/** A file's text, and the dialog that shows it, load when a recruiter first asks to read one: most visits read none. */
/** The delete's confirmation (a modal, react-aria's overlay code) loads on first use, preloaded on intent. */
const DeleteConfirmation = lazyWithPreload(() =>
  import("./DeleteConfirmation").then((module) => module.DeleteConfirmation),
);

/** Cancelling with a reason (entities cancelled rather than deleted: an interview) loads on first use, like deleting. */
const CancelConfirmation = lazyWithPreload(() =>
  import("./CancelConfirmation").then((module) => module.CancelConfirmation),
);

/** The form (its fields, zod and the registry's checks) loads on the first edit, preloaded on intent. */
const { onFocus: preloadForm } = preloadOnIntent({ preload: pageChunks.new.load });

const FileTextDialog = lazyWithPreload(() => import("./FileTextDialog").then((module) => module.FileTextDialog));

/**
 * Spec §2 record page: the registry's detail with relation names, the records of other entities that point to it
 * (a company's contacts and jobs, a job's applies), its history, a candidate's files; Edit (`?edit`) and Delete.
 */
export function EntityDetailPage({ entity, id, relationOptions }: Props) {
  const http = useHttp();
  const navigate = useNavigate();
  const location = useLocation();
  const duplicates = useSavedNotice();
  const name = entity.name as EntityName;
  // The route's loader put the record in the cache (entityRoute.tsx): it is drawn at once, on the server too. A
  // record just deleted stays on screen for the spec's 800 ms before its list opens, after its query is gone.
  const detail = useQuery(entityQueries(http, name).detail(id));
  const EntityFormPage = usePageComponent(pageChunks.new);
  const editing = new URLSearchParams(location.search).has("edit");
  const shown = useRef<AnyRecord | undefined>(undefined);
  if (detail.data) shown.current = detail.data as AnyRecord;
  if (!shown.current) {
    // Only when the record could not be read again: the route's error page, with the API's status.
    if (detail.isError) throw detail.error;
    return null;
  }
  const record = shown.current as AnyRecord & { id: number };
  const detailPath = entityRoute(entity, { kind: "detail", id });
  if (editing) {
    return (
      <Suspense fallback={<Spinner size="lg" />}>
        <EntityFormPage entity={entity} record={record} relationOptions={relationOptions} />
      </Suspense>
    );
  }
  const view = <RecordView entity={entity} record={record} onEdit={() => navigate(`${detailPath}?edit`)} />;
  // A candidate's likely duplicates can be merged into it (the registry's `duplicates`: candidates only).
  if (!entity.duplicates) return view;
  return (
    <>
      <CandidateMergeNotices candidateId={record.id} duplicates={duplicates} />
      {view}
    </>
  );
}

function RecordView({
  entity,
  record,
  onEdit,
}: {
  entity: AnyEntity;
  record: AnyRecord & { id: number };
  onEdit: () => void;
}) {
  const http = useHttp();
  const toasts = useToasts();
  const { me } = useEntityArea();
  const navigate = useNavigate();
  const { message, t } = useEntityText();
  const name = entity.name as EntityName;
  const EmbeddedList = usePageComponent(pageChunks.list);
  const [confirming, setConfirming] = useState(false);
  const confirmationOpened = useOpenedOnce(confirming);
  const remove = useMutation(entityMutations(http, name).remove());
  const cancel = useMutation(entityMutations(http, name).cancel());
  const [cancelling, setCancelling] = useState(false);
  const cancellationOpened = useOpenedOnce(cancelling);
  const cancellable =
    entity.cancellation !== null &&
    canOnRecord(me, "update", entity, record) &&
    (record[entity.cancellation.at] === null || record[entity.cancellation.at] === undefined);

  const relationFields = useMemo(
    () => entity.fieldList.map((field) => ({ key: field.key, relation: field.relation?.entity ?? null })),
    [entity],
  );
  const rows = useMemo(() => [record], [record]);
  const { labels } = useRelationLabels(rows, relationFields);

  const sources = useMemo(
    // The route's loader loaded their definitions (the index's related lists).
    () =>
      entityIndex[entity.name as EntityName].relatedLists
        .map((list) => ({ entity: loadedEntity(list.entity), field: list.field }))
        .filter((source) => can(me, "read", source.entity)),
    [entity, me],
  );
  const relatedResults = useQueries({
    queries: sources.map((source) =>
      entityQueries(http, source.entity.name as EntityName).list({
        where: { [source.field]: record.id },
        per_page: RELATED_PAGE,
      }),
    ),
  });
  // One request per related entity for the names of every related list's relations: keys are namespaced by list.
  const relatedRows = relatedResults.map((result) => (result.data?.records ?? []) as unknown as AnyRecord[]);
  const answered = relatedResults.map((result) => result.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows change when the answers do (`answered`).
  const namespaced = useMemo(
    () =>
      relatedRows.flatMap((records, index) =>
        records.map((record) =>
          Object.fromEntries(Object.entries(record).map(([key, value]) => [`${index}.${key}`, value])),
        ),
      ),
    [answered],
  );
  const relatedFields = useMemo(
    () =>
      sources.flatMap((source, index) =>
        source.entity.fieldList.flatMap((field) =>
          field.relation ? [{ key: `${index}.${field.key}`, relation: field.relation.entity }] : [],
        ),
      ),
    [sources],
  );
  const { labels: relatedLabels } = useRelationLabels(namespaced, relatedFields);
  const related: RelatedList[] = sources.map((source, index) => ({
    key: `${source.entity.name}.${source.field}`,
    entity: source.entity,
    records: relatedRows[index] ?? [],
    // The link back to this record says nothing on its own page.
    columns: defaultColumns(source.entity)
      .map((field) => field.key)
      .filter((key) => key !== source.field),
    relationLabels: Object.fromEntries(
      Object.entries(relatedLabels).flatMap(([key, names]) =>
        key.startsWith(`${index}.`) ? [[key.slice(`${index}.`.length), names]] : [],
      ),
    ),
    isLoading: relatedResults[index]?.isPending ?? false,
    onOpen: (relatedId) => navigate(entityRoute(source.entity, { kind: "detail", id: relatedId })),
  }));

  // Records that live inside this one (a list's candidates, on their kanban): their own list, narrowed to it.
  const children = useMemo(
    () =>
      childEntities(entity.name)
        .filter((child) => can(me, "read", child))
        .map((child) => loadedEntity(child.name)),
    [entity, me],
  );

  const label = message(entity.label.one);
  const handleDelete = () =>
    remove.mutateAsync(record.id).then(
      () => {
        showToast(toasts, { title: message(uiMessages.messages.removeSuccess, { label }), tone: "success" });
        setTimeout(() => navigate(entityRoute(entity), { replace: true }), DELETE_REDIRECT_MS);
      },
      () => showToast(toasts, { title: message(uiMessages.messages.removeError, { label }), tone: "danger" }),
    );

  const links = entity.relatedPages.map((page) => (
    <Link key={`${page.entity}.${page.view}`} href={relatedPageRoute(entity, record.id, page)}>
      {message(page.label)}
    </Link>
  ));

  return (
    <div className={css.page}>
      <EntityDetail
        entity={entity}
        record={record}
        relationLabels={labels}
        related={related}
        onEdit={canOnRecord(me, "update", entity, record) ? onEdit : undefined}
        onEditIntent={preloadForm}
        // Entity pages are the recruiters' and administrators' (recruiter sessions both): their files are there.
        fileUrl={(fileId) => `${API_PREFIX}/recruiters/data_files/${fileId}`}
        actions={
          <>
            {links}
            {entity.calendarFile ? (
              <Link href={`${API_PREFIX}${entityPath(name)}/${record.id}/calendar`} download>
                {t("entities.detail.calendarFile")}
              </Link>
            ) : null}
            {mayAddToLists(me, entity) ? <AddToList count={1} candidateIds={async () => [record.id]} /> : null}
            {cancellable ? (
              <Button
                variant="outline"
                tone="danger"
                {...preloadOnIntent(CancelConfirmation)}
                onPress={() => setCancelling(true)}
              >
                {t("entities.detail.cancel", { label: label.toLowerCase() })}
              </Button>
            ) : null}
            {canOnRecord(me, "delete", entity, record) ? (
              <Button
                variant="outline"
                tone="danger"
                icon={<DeleteIcon size={16} aria-hidden="true" />}
                {...preloadOnIntent(DeleteConfirmation)}
                onPress={() => setConfirming(true)}
              >
                {t("entities.detail.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      {/* The rare record holding a list of children (a tearsheet's candidates) loads the list's chunk then. */}
      {children.map((child) => (
        <Suspense key={child.name} fallback={<Spinner size="lg" />}>
          <EmbeddedList entity={child} fixedWhere={{ [child.parent?.field ?? ""]: record.id }} embedded />
        </Suspense>
      ))}
      {entity.files ? <RecordFiles entity={entity} id={record.id} /> : null}
      {entity.sendsEvaluations ? (
        <Suspense fallback={null}>
          <SentEvaluations id={record.id} canSend={can(me, "update", entity)} />
        </Suspense>
      ) : null}
      <RecordHistory entity={entity} id={record.id} />
      {confirmationOpened ? (
        <Suspense fallback={null}>
          <DeleteConfirmation label={label} isOpen={confirming} onOpenChange={setConfirming} onConfirm={handleDelete} />
        </Suspense>
      ) : null}
      {cancellationOpened ? (
        <Suspense fallback={null}>
          <CancelConfirmation
            label={label.toLowerCase()}
            isOpen={cancelling}
            onOpenChange={setCancelling}
            onConfirm={(reason) =>
              cancel
                .mutateAsync({ id: record.id, reason })
                .then(() => showToast(toasts, { title: t("entities.detail.cancelled"), tone: "success" }))
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The record's audit log (oldest first from the API): newest first here, who, when and which fields. */
function RecordHistory({ entity, id }: { entity: AnyEntity; id: number }) {
  const http = useHttp();
  const { message, t } = useEntityText();
  const logs = useQuery(entityQueries(http, entity.name as EntityName).auditLogs(id));
  const fieldName = (key: string) => {
    const field = entityField(entity, key);
    return field ? message({ id: field.messageId, ...field.label }) : key;
  };
  const line = (log: AuditLog) =>
    t("entities.detail.historyEntry", {
      action: t(`entities.audit.${log.action}`),
      who: log.account?.name ?? t("entities.detail.someone"),
      date: formatDateTime(log.created_at),
    });

  return (
    <Card as="section" title={t("entities.detail.history")} headingLevel={2}>
      {logs.isPending ? <Skeleton lines={3} /> : null}
      {logs.isError ? (
        <div role="alert">
          {t("entities.loadError")}{" "}
          <Button variant="ghost" size="sm" onPress={() => logs.refetch()}>
            {t("entities.retry")}
          </Button>
        </div>
      ) : null}
      {logs.data && logs.data.length === 0 ? <p className={css.muted}>{t("entities.detail.historyEmpty")}</p> : null}
      {logs.data && logs.data.length > 0 ? (
        <ol className={css.history}>
          {[...logs.data].reverse().map((log) => {
            const fields = Object.keys(log.changes);
            return (
              <li key={log.id}>
                <span>{line(log)}</span>
                {fields.length > 0 && log.action === "update" ? (
                  <span className={css.muted}>
                    {" · "}
                    {t("entities.detail.changed", { fields: fields.map(fieldName).join(", ") })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </Card>
  );
}

/** Where reading a file's text stands (a background job reads a PDF's or DOCX's), as a badge's tone. */
const TEXT_STATUS_TONE = { pending: "info", done: "success", no_text: "warning", failed: "danger" } as const;

/**
 * A candidate's CV and other files (spec §3 data files), each a link that downloads it, with its date and, for a
 * document, whether its text has been read (and so whether searches find its words). A document whose text was read
 * can be read here, in a dialog (files are never shown inline from our origin). While a text is being read, the list
 * asks again every few seconds.
 */
function RecordFiles({ entity, id }: { entity: AnyEntity; id: number }) {
  const http = useHttp();
  const intl = useIntl();
  const { t } = useEntityText();
  const [reading, setReading] = useState<DataFile | null>(null);
  const [isReadingOpen, setReadingOpen] = useState(false);
  const files = useQuery({
    ...dataFileQueries.ofRecord(http, { entity: entity.name as EntityName, id }),
    refetchInterval: (query) => (query.state.data?.some((file) => file.text_status === "pending") ? 2000 : false),
  });
  return (
    <Card as="section" title={t("entities.detail.files")} headingLevel={2}>
      {files.isPending ? <Skeleton lines={1} /> : null}
      {files.isError ? <p role="alert">{t("entities.loadError")}</p> : null}
      {files.data && files.data.length === 0 ? <p className={css.muted}>{t("entities.detail.noFiles")}</p> : null}
      {files.data && files.data.length > 0 ? (
        <ul className={css.history}>
          {files.data.map((file) => (
            <li key={file.id} className={css.fileRow}>
              <Link href={file.url} isExternal>
                {file.name}
              </Link>
              <span className={css.muted}>{formatDateTime(file.created_at)}</span>
              {file.text_status ? (
                <Badge size="sm" tone={TEXT_STATUS_TONE[file.text_status]}>
                  {intl.formatMessage({ id: `candidateCv.fileText.${file.text_status}` })}
                </Badge>
              ) : null}
              {file.text_status === "done" ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("entities.detail.viewTextOf", { name: file.name })}
                  {...preloadOnIntent(FileTextDialog)}
                  onPress={() => {
                    setReading(file);
                    setReadingOpen(true);
                  }}
                >
                  {t("entities.detail.viewText")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {reading ? (
        <Suspense fallback={null}>
          <FileTextDialog file={reading} isOpen={isReadingOpen} onOpenChange={setReadingOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}

/**
 * After the form saved the record (its action came here with `?saved`): "Salvo com sucesso!" and the possible
 * duplicates the API named, as toasts; the address then drops the notice, so a reload does not say it again. The
 * duplicates are answered too, for the page to offer merging them until it is left.
 */
function useSavedNotice(): readonly SavedDuplicate[] {
  const [duplicates, setDuplicates] = useState<readonly SavedDuplicate[]>([]);
  const toasts = useToasts();
  const location = useLocation();
  const navigate = useNavigate();
  const { message, t } = useEntityText();
  const notice = savedNotice(location.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival with a notice in the address.
  useEffect(() => {
    if (!notice) return;
    showToast(toasts, { title: message(entityFormMessages.messages.saved), tone: "success" });
    if (notice.duplicates.length > 0) {
      showToast(toasts, {
        title: t("entities.duplicates", { names: notice.duplicates.map((item) => item.name).join(", ") }),
        tone: "warning",
      });
    }
    setDuplicates(notice.duplicates);
    navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [location.search]);
  return duplicates;
}
