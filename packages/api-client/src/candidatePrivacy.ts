/**
 * A candidate's LGPD self-service (`/candidates/…`, their own data only): consents per purpose and their history,
 * the ZIP of all their data (made in the background: `getDataExport` tells how far it came), and the request to
 * delete their account, confirmed from the mailed link (`confirmAccountDeletion`, no session needed).
 */
import type {
  consentsAnswerSchema,
  consentsBodySchema,
  consentsSchema,
  dataExportAnswerSchema,
  dataExportSchema,
  messageSchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type Consents = WireOf<typeof consentsSchema>;
export type DataExport = WireOf<typeof dataExportSchema>;
export type ConsentChoices = WireInputOf<typeof consentsBodySchema>["consents"];

export async function getConsents(http: HttpClient, signal?: AbortSignal): Promise<Consents> {
  const body = await http.get<WireOf<typeof consentsAnswerSchema>>("/candidates/consents", { signal });
  return body.consents;
}

export async function updateConsents(http: HttpClient, choices: ConsentChoices): Promise<Consents> {
  const body = await http.put<WireOf<typeof consentsAnswerSchema>>("/candidates/consents", { consents: choices });
  return body.consents;
}

export async function createDataExport(http: HttpClient): Promise<DataExport> {
  const body = await http.post<WireOf<typeof dataExportAnswerSchema>>("/candidates/data_exports");
  return body.data_export;
}

export async function getDataExport(http: HttpClient, id: number, signal?: AbortSignal): Promise<DataExport> {
  const body = await http.get<WireOf<typeof dataExportAnswerSchema>>(`/candidates/data_exports/${segment(id)}`, {
    signal,
  });
  return body.data_export;
}

/** Checks the password and mails the confirmation link; answers the message to show. */
export async function requestAccountDeletion(http: HttpClient, password: string): Promise<string> {
  const body = await http.post<WireOf<typeof messageSchema>>("/candidates/account_deletions", {
    account_deletion: { password },
  });
  return body.message;
}

/** The mailed link's token: the candidate is erased and signed out. */
export async function confirmAccountDeletion(http: HttpClient, token: string): Promise<string> {
  const body = await http.post<WireOf<typeof messageSchema>>("/candidates/account_deletions/confirmation", { token });
  return body.message;
}

export const candidatePrivacyQueries = {
  all: ["candidatePrivacy"] as const,
  consents: (http: HttpClient) =>
    queryOptions({
      queryKey: [...candidatePrivacyQueries.all, "consents"] as const,
      queryFn: ({ signal }) => getConsents(http, signal),
    }),
};
