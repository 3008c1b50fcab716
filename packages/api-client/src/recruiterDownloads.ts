/**
 * Background work: exports of a selection to CSV/XLSX (spec §3 recruiter_download,
 * `POST /recruiters/recruiter_downloads`), a shortlist dashboard as XLSX or PDF (the same downloads,
 * `POST /recruiters/recruiter_downloads/shortlist_dashboard`), and bulk delete / bulk update as background tasks under a request id.
 * Their progress arrives on the live channels (RecruiterDownloadChannel by download id, ProgressChannel by request
 * id: see live.ts); `getRecruiterDownload` reads the same state for a caller without a socket.
 */
import type { EntityName } from "@seleta/domain";
import { entityIndex } from "@seleta/domain";
import type {
  backgroundTaskAnswerSchema,
  downloadProgressMessageSchema,
  recruiterDownloadAnswerSchema,
  recruiterDownloadSchema,
  taskProgressMessageSchema,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type EntitySelection, entityPath } from "./entities";
import type { HttpClient } from "./http";

export type RecruiterDownload = WireOf<typeof recruiterDownloadSchema>;
export type BackgroundTask = WireOf<typeof backgroundTaskAnswerSchema>["background_task"];
export type DownloadProgressMessage = WireOf<typeof downloadProgressMessageSchema>;
export type TaskProgressMessage = WireOf<typeof taskProgressMessageSchema>;

/** What to export: the entity, the file type, the rows (none: every row the recruiter may read), the columns. */
export type RecruiterDownloadInput = {
  entity: EntityName;
  fileType: "csv" | "xlsx";
  /** Records picked by hand (ids of `entity`) or a select-all (the list's search). */
  selection?:
    | { ids: readonly number[] }
    | { selectAll: Extract<EntitySelection, { select_all_params: unknown }>["select_all_params"] };
  /** Field keys, in order; the list's default columns when absent. Sensitive fields are refused (400). */
  columns?: readonly string[];
  /** Spec §3 total_record: the number of items the screen showed. */
  totalRecord?: number;
  /** Spec §9: 'default' unless the screen asks for a named export. */
  requested?: string;
  /**
   * The entity's own list narrowed by these (spec §3 `extra_params`; a selection, when given, names the rows
   * instead): a job's market mapping is the findings list's export with `{where: {job: id}}`.
   */
  extraParams?: { where?: Record<string, unknown>; order?: Record<string, "asc" | "desc">; filter?: string[] };
};

function selectionBody(selection: EntitySelection) {
  return selection.select_all_params
    ? { select_all_params: selection.select_all_params }
    : { entity_collection: { collections: selection.collections } };
}

function collectionOf(entity: EntityName, ids: readonly number[]) {
  const model = entityIndex[entity].model;
  return ids.map((id) => ({ reference_type: model, reference_id: id }));
}

export async function createRecruiterDownload(
  http: HttpClient,
  input: RecruiterDownloadInput,
): Promise<RecruiterDownload> {
  const selection = input.selection;
  const body = await http.post<WireOf<typeof recruiterDownloadAnswerSchema>>("/recruiters/recruiter_downloads", {
    recruiter_download: {
      entity: input.entity,
      file_type: input.fileType,
      ...(input.requested ? { requested: input.requested } : {}),
      ...(input.totalRecord === undefined ? {} : { total_record: input.totalRecord }),
      ...(input.columns ? { columns: input.columns } : {}),
      ...(selection && "ids" in selection ? { collections: collectionOf(input.entity, selection.ids) } : {}),
      ...(selection && "selectAll" in selection ? { select_all_params: selection.selectAll } : {}),
      ...(input.extraParams ? { extra_params: input.extraParams } : {}),
    },
  });
  return body.recruiter_download;
}

export async function getRecruiterDownload(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<RecruiterDownload> {
  const body = await http.get<WireOf<typeof recruiterDownloadAnswerSchema>>(`/recruiters/recruiter_downloads/${id}`, {
    signal,
  });
  return body.recruiter_download;
}

/** The finished file's bytes (for a Bearer-token caller; a browser with its cookie can follow `file`). */
export async function downloadRecruiterDownloadFile(http: HttpClient, id: number, signal?: AbortSignal): Promise<Blob> {
  const response = await http.send("GET", `/recruiters/recruiter_downloads/${id}/file`, {
    signal,
    headers: { accept: "*/*" },
  });
  return response.blob();
}

/** What a shortlist dashboard is of: one shortlist, or every sent shortlist of a job. */
export type ShortlistDashboardInput = { fileType: "xlsx" | "pdf" } & (
  | { shortlistId: number; jobId?: never }
  | { jobId: number; shortlistId?: never }
);

/**
 * Starts a shortlist dashboard download (candidates in order, each reviewer's rating, the comments): a download like
 * any other, followed with `getRecruiterDownload` or RecruiterDownloadChannel, fetched with `file`. 403 without read on
 * jobs and applies, 404 for a shortlist or job the recruiter may not read.
 */
export async function createShortlistDashboardDownload(
  http: HttpClient,
  input: ShortlistDashboardInput,
): Promise<RecruiterDownload> {
  const body = await http.post<WireOf<typeof recruiterDownloadAnswerSchema>>(
    "/recruiters/recruiter_downloads/shortlist_dashboard",
    {
      shortlist_dashboard: {
        file_type: input.fileType,
        ...(input.shortlistId === undefined ? { job_id: input.jobId } : { shortlist_id: input.shortlistId }),
      },
    },
  );
  return body.recruiter_download;
}

/** `recruiterDownloads.create(http, …)`, `.shortlistDashboard(http, …)`, `.get(http, id)`, `.file(http, id)`. */
export const recruiterDownloads = {
  create: createRecruiterDownload,
  shortlistDashboard: createShortlistDashboardDownload,
  get: getRecruiterDownload,
  file: downloadRecruiterDownloadFile,
};

/**
 * Deletes the selection in the background: 202 with the task; progress on ProgressChannel under `requestId` (a new
 * id per task — a used one is refused with 409). A select-all needs a term, where or filter (422).
 */
export async function bulkDelete(
  http: HttpClient,
  entity: EntityName,
  selection: EntitySelection,
  requestId: string,
): Promise<BackgroundTask> {
  const body = await http.delete<WireOf<typeof backgroundTaskAnswerSchema>>(entityPath(entity), {
    body: { ...selectionBody(selection), request_id: requestId },
  });
  return body.background_task;
}

/**
 * Writes the same fields to every record of the selection in the background (validated like an update; a value
 * that is refused ends the task in error with its message, nothing written).
 */
export async function bulkUpdate(
  http: HttpClient,
  entity: EntityName,
  selection: EntitySelection,
  attributes: Record<string, unknown>,
  requestId: string,
): Promise<BackgroundTask> {
  const body = await http.patch<WireOf<typeof backgroundTaskAnswerSchema>>(entityPath(entity), {
    ...selectionBody(selection),
    attributes,
    request_id: requestId,
  });
  return body.background_task;
}

export const recruiterDownloadQueries = {
  all: ["recruiterDownloads"] as const,
  detail: (http: HttpClient, id: number) =>
    queryOptions({
      queryKey: [...recruiterDownloadQueries.all, id] as const,
      queryFn: ({ signal }) => getRecruiterDownload(http, id, signal),
    }),
};

export const recruiterDownloadMutations = {
  create: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...recruiterDownloadQueries.all, "create"] as const,
      mutationFn: (input: RecruiterDownloadInput) => createRecruiterDownload(http, input),
    }),
  shortlistDashboard: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...recruiterDownloadQueries.all, "shortlistDashboard"] as const,
      mutationFn: (input: ShortlistDashboardInput) => createShortlistDashboardDownload(http, input),
    }),
};
