/**
 * The recruiter's shortlist builder: a job's shortlists with their status and counts, one
 * shortlist with its candidates in order, the changes a recruiter makes, and the preview that is exactly what a
 * client receives. Every change answers the shortlist as it then stands: the mutations put it in the cache, so the
 * builder's screen agrees with the server without a reload, and the job's list refetches for its counts.
 */
import type {
  presentedShortlistSchema,
  shortlistActivitySchema,
  shortlistAnswerSchema,
  shortlistCommentAnswerSchema,
  shortlistCommentBodySchema,
  shortlistCreateBodySchema,
  shortlistDetailSchema,
  shortlistItemBodySchema,
  shortlistListAnswerSchema,
  shortlistSummarySchema,
  shortlistThreadCommentSchema,
  shortlistThreadsAnswerSchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { entityKeys } from "./entities";
import { type HttpClient, segment } from "./http";

export type ShortlistSummary = WireOf<typeof shortlistSummarySchema>;
export type ShortlistDetail = WireOf<typeof shortlistDetailSchema>;
/** What a client receives of the shortlist (the review's answer without the reviewer). */
export type ShortlistPreview = WireOf<typeof presentedShortlistSchema>;
export type ShortlistCreateInput = WireInputOf<typeof shortlistCreateBodySchema>["shortlist"];
export type ShortlistItemInput = WireInputOf<typeof shortlistItemBodySchema>["item"];
/** A comment of the shortlist's threads, naming its thread (the reviewer's relationship). */
export type ShortlistThreadComment = WireOf<typeof shortlistThreadCommentSchema>;
/** A recruiter's answer in one reviewer's thread about one candidate. */
export type ShortlistReplyInput = { threadUid: string } & WireInputOf<typeof shortlistCommentBodySchema>["comment"];
/** What a reviewer's rating or comment changed, as the live notification names it. */
export type ShortlistActivity = WireOf<typeof shortlistActivitySchema>;

const jobBase = (jobId: number) => `/recruiters/jobs/${segment(jobId)}/shortlists`;
const base = (id: number) => `/recruiters/shortlists/${segment(id)}`;
const item = (id: number, applyId: number) => `${base(id)}/items/${segment(applyId)}`;
const unwrap = (answer: WireOf<typeof shortlistAnswerSchema>) => answer.shortlist;

export async function listJobShortlists(
  http: HttpClient,
  jobId: number,
  signal?: AbortSignal,
): Promise<ShortlistSummary[]> {
  const answer = await http.get<WireOf<typeof shortlistListAnswerSchema>>(jobBase(jobId), { signal });
  return answer.shortlists;
}

export function getShortlistDetail(http: HttpClient, id: number, signal?: AbortSignal): Promise<ShortlistDetail> {
  return http.get<WireOf<typeof shortlistAnswerSchema>>(base(id), { signal }).then(unwrap);
}

export function previewShortlist(http: HttpClient, id: number, signal?: AbortSignal): Promise<ShortlistPreview> {
  return http.get<ShortlistPreview>(`${base(id)}/preview`, { signal });
}

/**
 * Applies a shortlist template (the recruiter's, or one shared): its presentation to each candidate without one,
 * its salary and CV switches to every candidate. Another business's or an unknown template is a 404 ApiError.
 */
export function applyShortlistTemplate(http: HttpClient, id: number, templateId: number): Promise<ShortlistDetail> {
  return http
    .post<WireOf<typeof shortlistAnswerSchema>>(`${base(id)}/apply_template`, { template_id: templateId })
    .then(unwrap);
}

/** Every reviewer's threads about the candidates the shortlist holds, oldest first. */
export async function getShortlistThreads(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<ShortlistThreadComment[]> {
  const answer = await http.get<WireOf<typeof shortlistThreadsAnswerSchema>>(`${base(id)}/comments`, { signal });
  return answer.comments;
}

/** Answers a reviewer in their thread (the body ≤ the domain's comment limit; a 422 ApiError otherwise). */
export async function replyToShortlistComment(
  http: HttpClient,
  { threadUid, ...comment }: ShortlistReplyInput,
): Promise<WireOf<typeof shortlistCommentAnswerSchema>["comment"]> {
  const answer = await http.post<WireOf<typeof shortlistCommentAnswerSchema>>(
    `/recruiters/shortlist_relationships/${segment(threadUid)}/comments`,
    { comment },
  );
  return answer.comment;
}

/** A new shortlist of the job; `apply_ids` are its first candidates, in order (each must be of this job). */
export function createShortlist(
  http: HttpClient,
  jobId: number,
  input: ShortlistCreateInput,
): Promise<ShortlistDetail> {
  return http.post<WireOf<typeof shortlistAnswerSchema>>(jobBase(jobId), { shortlist: input }).then(unwrap);
}

export function renameShortlist(http: HttpClient, id: number, name: string): Promise<ShortlistDetail> {
  return http.patch<WireOf<typeof shortlistAnswerSchema>>(base(id), { shortlist: { name } }).then(unwrap);
}

/** Deletes a draft; a sent shortlist is a 409 ApiError (`shortlist_sent`). */
export async function deleteShortlist(http: HttpClient, id: number): Promise<void> {
  await http.delete<unknown>(base(id));
}

/** Adds applies of the shortlist's job at the end, each once; another job's apply is a 422 naming its index. */
export function addToShortlist(http: HttpClient, id: number, applyIds: readonly number[]): Promise<ShortlistDetail> {
  return http.post<WireOf<typeof shortlistAnswerSchema>>(`${base(id)}/items`, { apply_ids: applyIds }).then(unwrap);
}

export function removeFromShortlist(http: HttpClient, id: number, applyId: number): Promise<ShortlistDetail> {
  return http.delete<WireOf<typeof shortlistAnswerSchema>>(item(id, applyId)).then(unwrap);
}

/** The whole new order: exactly the shortlist's applies, each once (a 422 `order_mismatch` otherwise). */
export function reorderShortlist(http: HttpClient, id: number, applyIds: readonly number[]): Promise<ShortlistDetail> {
  return http.put<WireOf<typeof shortlistAnswerSchema>>(`${base(id)}/order`, { apply_ids: applyIds }).then(unwrap);
}

/** A candidate's presentation (rich text, sanitised by the server) and the salary and CV switches. */
export function updateShortlistItem(
  http: HttpClient,
  id: number,
  applyId: number,
  input: ShortlistItemInput,
): Promise<ShortlistDetail> {
  return http.patch<WireOf<typeof shortlistAnswerSchema>>(item(id, applyId), { item: input }).then(unwrap);
}

export const shortlistBuilderQueries = {
  all: ["shortlistBuilder"] as const,
  ofJob: (http: HttpClient, jobId: number) =>
    queryOptions({
      queryKey: [...shortlistBuilderQueries.all, "job", jobId] as const,
      queryFn: ({ signal }) => listJobShortlists(http, jobId, signal),
    }),
  detail: (http: HttpClient, id: number) =>
    queryOptions({
      queryKey: [...shortlistBuilderQueries.all, "shortlist", id] as const,
      queryFn: ({ signal }) => getShortlistDetail(http, id, signal),
    }),
  preview: (http: HttpClient, id: number) =>
    queryOptions({
      queryKey: [...shortlistBuilderQueries.all, "shortlist", id, "preview"] as const,
      queryFn: ({ signal }) => previewShortlist(http, id, signal),
    }),
  threads: (http: HttpClient, id: number) =>
    queryOptions({
      queryKey: [...shortlistBuilderQueries.all, "shortlist", id, "comments"] as const,
      queryFn: ({ signal }) => getShortlistThreads(http, id, signal),
    }),
};

/**
 * The saved shortlist goes into the cache as the server answered it; its preview and the job's list (counts,
 * status) refetch, and so do the applies' lists and board (their `shortlisted` flag).
 */
function stored(http: HttpClient, client: QueryClient, shortlist: ShortlistDetail): void {
  client.setQueryData(shortlistBuilderQueries.detail(http, shortlist.id).queryKey, shortlist);
  void client.invalidateQueries({ queryKey: shortlistBuilderQueries.preview(http, shortlist.id).queryKey });
  void client.invalidateQueries({ queryKey: shortlistBuilderQueries.ofJob(http, shortlist.job_id).queryKey });
  void client.invalidateQueries({ queryKey: ["entities", "applies"] });
  void client.invalidateQueries({ queryKey: ["applies", "board", shortlist.job_id] });
}

/**
 * A reviewer rated or commented: the shortlist (its counts, status, preview and threads), the job's list of
 * shortlists, and the job's applies and board (their cards' counts) are stale. Only the queries on screen refetch;
 * the others load fresh when next shown.
 */
export function shortlistActivityStale(client: QueryClient, activity: ShortlistActivity): void {
  void client.invalidateQueries({ queryKey: [...shortlistBuilderQueries.all, "shortlist", activity.id] });
  void client.invalidateQueries({ queryKey: [...shortlistBuilderQueries.all, "job", activity.job_id] });
  void client.invalidateQueries({ queryKey: ["applies", "board", activity.job_id] });
  void client.invalidateQueries({ queryKey: entityKeys.lists("applies") });
  void client.invalidateQueries({ queryKey: entityKeys.detail("applies", activity.apply_id) });
}

type Context = { client: QueryClient };

/** A change of one shortlist whose answer is the shortlist as it then stands. */
function change<Input>(http: HttpClient, name: string, key: number, run: (input: Input) => Promise<ShortlistDetail>) {
  return mutationOptions({
    mutationKey: [...shortlistBuilderQueries.all, name, key] as const,
    mutationFn: run,
    onSuccess: (shortlist: ShortlistDetail, _input: Input, _result: unknown, { client }: Context) =>
      stored(http, client, shortlist),
  });
}

export const shortlistBuilderMutations = {
  create: (http: HttpClient, jobId: number) =>
    change(http, "create", jobId, (input: ShortlistCreateInput) => createShortlist(http, jobId, input)),
  rename: (http: HttpClient, id: number) =>
    change(http, "rename", id, (name: string) => renameShortlist(http, id, name)),
  remove: (http: HttpClient, jobId: number) =>
    mutationOptions({
      mutationKey: [...shortlistBuilderQueries.all, "delete", jobId] as const,
      mutationFn: (id: number) => deleteShortlist(http, id),
      onSuccess: (_none: unknown, id: number, _result: unknown, { client }: Context) => {
        client.removeQueries({ queryKey: shortlistBuilderQueries.detail(http, id).queryKey });
        void client.invalidateQueries({ queryKey: shortlistBuilderQueries.ofJob(http, jobId).queryKey });
        void client.invalidateQueries({ queryKey: ["entities", "applies"] });
      },
    }),
  add: (http: HttpClient, id: number) =>
    change(http, "add", id, (applyIds: readonly number[]) => addToShortlist(http, id, applyIds)),
  removeItem: (http: HttpClient, id: number) =>
    change(http, "removeItem", id, (applyId: number) => removeFromShortlist(http, id, applyId)),
  reorder: (http: HttpClient, id: number) =>
    change(http, "reorder", id, (applyIds: readonly number[]) => reorderShortlist(http, id, applyIds)),
  /** An answer in a reviewer's thread: the shortlist's threads and counts refetch. */
  reply: (http: HttpClient, id: number) =>
    mutationOptions({
      mutationKey: [...shortlistBuilderQueries.all, "reply", id] as const,
      mutationFn: (input: ShortlistReplyInput) => replyToShortlistComment(http, input),
      onSuccess: (_comment: unknown, _input: ShortlistReplyInput, _result: unknown, { client }: Context) =>
        client.invalidateQueries({ queryKey: [...shortlistBuilderQueries.all, "shortlist", id] }),
    }),
  applyTemplate: (http: HttpClient, id: number) =>
    change(http, "applyTemplate", id, (templateId: number) => applyShortlistTemplate(http, id, templateId)),
  updateItem: (http: HttpClient, id: number) =>
    change(http, "updateItem", id, ({ applyId, item: input }: { applyId: number; item: ShortlistItemInput }) =>
      updateShortlistItem(http, id, applyId, input),
    ),
};
