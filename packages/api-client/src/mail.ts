/**
 * Mail through the client: a prospecting message queued to a selection (spec §7: over 200 people
 * it goes by the bulk service), a recipient's answer recorded, the administrator's outbox, and the public
 * unsubscribe link of a prospecting mail (no session: the link is the key).
 */
import { ADMIN_API_PREFIX } from "@seleta/domain";
import type {
  outboxListAnswerSchema,
  outboxMailAnswerSchema,
  sendOutBatchAnswerSchema,
  sendOutBatchBodySchema,
  sendOutResponseAnswerSchema,
  unsubscribeAnswerSchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type SendOutBatchInput = WireInputOf<typeof sendOutBatchBodySchema>["sendout_queue"];
export type SendOutBatch = WireOf<typeof sendOutBatchAnswerSchema>["sendout_queues"];
export type SendOutResponse = WireOf<typeof sendOutResponseAnswerSchema>["sendout_queue"];
export type OutboxPage = WireOf<typeof outboxListAnswerSchema>;
export type OutboxMail = WireOf<typeof outboxMailAnswerSchema>["outbox"];
export type Unsubscribe = WireOf<typeof unsubscribeAnswerSchema>["unsubscribe"];

export async function queueSendOutBatch(http: HttpClient, batch: SendOutBatchInput): Promise<SendOutBatch> {
  const body = await http.post<WireOf<typeof sendOutBatchAnswerSchema>>("/recruiters/sendout_queues/batch", {
    sendout_queue: batch,
  });
  return body.sendout_queues;
}

/** The recipient answered a sent message (a message not sent yet is a 409 ApiError). */
export async function recordSendOutResponse(http: HttpClient, id: number): Promise<SendOutResponse> {
  const body = await http.post<WireOf<typeof sendOutResponseAnswerSchema>>(
    `/recruiters/sendout_queues/${segment(id)}/response`,
  );
  return body.sendout_queue;
}

export function getOutbox(
  http: HttpClient,
  page: { page?: number; per_page?: number } = {},
  signal?: AbortSignal,
): Promise<OutboxPage> {
  return http.get<OutboxPage>(`${ADMIN_API_PREFIX}/outbox`, { query: page, signal });
}

export async function getOutboxMail(http: HttpClient, id: number, signal?: AbortSignal): Promise<OutboxMail> {
  const body = await http.get<WireOf<typeof outboxMailAnswerSchema>>(`${ADMIN_API_PREFIX}/outbox/${segment(id)}`, {
    signal,
  });
  return body.outbox;
}

/** What an unsubscribe link is about; an unknown link is a 404 ApiError. No session involved. */
export async function getUnsubscribe(http: HttpClient, id: string, signal?: AbortSignal): Promise<Unsubscribe> {
  const body = await http.get<WireOf<typeof unsubscribeAnswerSchema>>(`/prospecting/unsubscribe/${segment(id)}`, {
    signal,
    signedIn: false,
  });
  return body.unsubscribe;
}

/** Idempotent: unsubscribing twice answers the same. */
export async function unsubscribeProspecting(http: HttpClient, id: string): Promise<Unsubscribe> {
  const body = await http.post<WireOf<typeof unsubscribeAnswerSchema>>(
    `/prospecting/unsubscribe/${segment(id)}`,
    undefined,
    { signedIn: false },
  );
  return body.unsubscribe;
}

export const mailQueries = {
  all: ["mail"] as const,
  outbox: (http: HttpClient, page: { page?: number; per_page?: number } = {}) =>
    queryOptions({
      queryKey: [...mailQueries.all, "outbox", page] as const,
      queryFn: ({ signal }) => getOutbox(http, page, signal),
    }),
  outboxMail: (http: HttpClient, id: number) =>
    queryOptions({
      queryKey: [...mailQueries.all, "outbox", "mail", id] as const,
      queryFn: ({ signal }) => getOutboxMail(http, id, signal),
    }),
  unsubscribe: (http: HttpClient, id: string) =>
    queryOptions({
      queryKey: [...mailQueries.all, "unsubscribe", id] as const,
      queryFn: ({ signal }) => getUnsubscribe(http, id, signal),
    }),
};

export const mailMutations = {
  sendOutBatch: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...mailQueries.all, "sendOutBatch"] as const,
      mutationFn: (batch: SendOutBatchInput) => queueSendOutBatch(http, batch),
      // The new mail shows in the outbox.
      onSuccess: (_answer, _batch, _result, { client }) => client.invalidateQueries({ queryKey: mailQueries.all }),
    }),
  unsubscribe: (http: HttpClient, id: string) =>
    mutationOptions({
      mutationKey: [...mailQueries.all, "unsubscribe", id, "confirm"] as const,
      mutationFn: () => unsubscribeProspecting(http, id),
      onSuccess: (answer, _variables, _result, { client }) =>
        client.setQueryData(mailQueries.unsubscribe(http, id).queryKey, answer),
    }),
};
