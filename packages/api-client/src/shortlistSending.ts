/**
 * Sending a shortlist to the client (the recruiter's side): whom it can go to and who received it
 * (`GET /recruiters/shortlists/{id}/recipients`), send to contacts, resend to one, revoke one.
 */
import type {
  sendShortlistBodySchema,
  shortlistRecipientSchema,
  shortlistRecipientsAnswerSchema,
  shortlistResentAnswerSchema,
  shortlistSentAnswerSchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

/** Who received a shortlist, and the job's company's contacts it can go to. */
export type ShortlistRecipients = WireOf<typeof shortlistRecipientsAnswerSchema>;
/** One person a shortlist went to: the way they review, when it was sent, opened, rated, revoked. */
export type ShortlistRecipient = WireOf<typeof shortlistRecipientSchema>;
type SendBody = WireInputOf<typeof sendShortlistBodySchema>;

const recipientsPath = (shortlistId: number) => `/recruiters/shortlists/${segment(shortlistId)}/recipients`;

export function getShortlistRecipients(
  http: HttpClient,
  shortlistId: number,
  signal?: AbortSignal,
): Promise<ShortlistRecipients> {
  return http.get<ShortlistRecipients>(recipientsPath(shortlistId), { signal });
}

/** Sends the shortlist to contacts of its job's company; answers every recipient as they are after it. */
export async function sendShortlist(
  http: HttpClient,
  shortlistId: number,
  contactIds: readonly number[],
): Promise<ShortlistRecipient[]> {
  const body: SendBody = { client_contact_ids: [...contactIds] };
  const answer = await http.post<WireOf<typeof shortlistSentAnswerSchema>>(recipientsPath(shortlistId), body);
  return answer.recipients;
}

/** The mail again; a link recipient gets a new link and the old one stops working. */
export async function resendShortlist(
  http: HttpClient,
  shortlistId: number,
  recipientId: number,
): Promise<ShortlistRecipient> {
  const answer = await http.post<WireOf<typeof shortlistResentAnswerSchema>>(
    `${recipientsPath(shortlistId)}/${segment(recipientId)}/resend`,
    {},
  );
  return answer.recipient;
}

/** Ends one recipient's access at once. */
export async function revokeShortlistRecipient(http: HttpClient, shortlistId: number, recipientId: number) {
  await http.delete<null>(`${recipientsPath(shortlistId)}/${segment(recipientId)}`);
}

export const shortlistSendingQueries = {
  all: ["shortlistRecipients"] as const,
  recipients: (http: HttpClient, shortlistId: number) =>
    queryOptions({
      queryKey: [...shortlistSendingQueries.all, shortlistId] as const,
      queryFn: ({ signal }) => getShortlistRecipients(http, shortlistId, signal),
    }),
};

/** Each call changes who received the shortlist: the recipients refetch. */
export const shortlistSendingMutations = {
  send: (http: HttpClient, shortlistId: number) =>
    mutationOptions({
      mutationKey: [...shortlistSendingQueries.all, shortlistId, "send"] as const,
      mutationFn: (contactIds: readonly number[]) => sendShortlist(http, shortlistId, contactIds),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: [...shortlistSendingQueries.all, shortlistId] }),
    }),
  resend: (http: HttpClient, shortlistId: number) =>
    mutationOptions({
      mutationKey: [...shortlistSendingQueries.all, shortlistId, "resend"] as const,
      mutationFn: (recipientId: number) => resendShortlist(http, shortlistId, recipientId),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: [...shortlistSendingQueries.all, shortlistId] }),
    }),
  revoke: (http: HttpClient, shortlistId: number) =>
    mutationOptions({
      mutationKey: [...shortlistSendingQueries.all, shortlistId, "revoke"] as const,
      mutationFn: (recipientId: number) => revokeShortlistRecipient(http, shortlistId, recipientId),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: [...shortlistSendingQueries.all, shortlistId] }),
    }),
};
