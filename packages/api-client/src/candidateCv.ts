/**
 * The signed-in candidate's CV (spec §2 `/candidates/curriculum`): what is on record and where reading its text
 * stands (`GET`), sending a PDF or DOCX that replaces it (`POST`, multipart: the page's form hands its file on), and
 * removing it (`DELETE /candidates/curriculum/{id}`). Refusals come back as ApiErrors with the server's
 * message in the candidate's language: 413 'File too large, the max size is {n}mb', 415 another type, 422 a
 * corrupted file or a zip bomb.
 */
import type { candidateCurriculumAnswerSchema, dataFileAnswerSchema, TextStatus, WireOf } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { DATA_FILE_FIELD, type DataFile } from "./dataFiles";
import { type HttpClient, segment } from "./http";

export type CandidateCurriculum = WireOf<typeof candidateCurriculumAnswerSchema>;

export type CvUploadRequest = {
  file: Blob;
  fileName?: string;
};

const PATH = "/candidates/curriculum";

export function getCandidateCurriculum(http: HttpClient, signal?: AbortSignal): Promise<CandidateCurriculum> {
  return http.get<CandidateCurriculum>(PATH, { signal });
}

function formOf({ file, fileName }: CvUploadRequest): FormData {
  const form = new FormData();
  form.set(DATA_FILE_FIELD, file, fileName ?? (file as Blob & { name?: string }).name ?? "cv");
  return form;
}

/** Sends the CV; answered once it is stored (its text is read afterwards: `text_status: pending`). */
export async function uploadCandidateCv(http: HttpClient, upload: CvUploadRequest): Promise<DataFile> {
  const body = await http.post<WireOf<typeof dataFileAnswerSchema>>(PATH, formOf(upload));
  return body.data_file;
}

export async function removeCandidateCv(http: HttpClient, id: number): Promise<void> {
  await http.delete<undefined>(`${PATH}/${segment(id)}`);
}

/** Whether the CV's text is still being read: the page reloads itself until it is not. */
export function isReadingText(status: TextStatus | null | undefined): boolean {
  return status === "pending";
}

export const candidateCvQueries = {
  all: ["candidateCurriculum"] as const,
  current: (http: HttpClient) =>
    queryOptions({
      queryKey: candidateCvQueries.all,
      queryFn: ({ signal }) => getCandidateCurriculum(http, signal),
    }),
};
