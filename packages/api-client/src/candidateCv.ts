/**
 * The signed-in candidate's CV (spec §2 `/candidates/curriculum`): what is on record and where reading its text
 * stands (`GET`), sending a PDF or DOCX that replaces it (`POST`, multipart, with upload progress in the browser),
 * and removing it (`DELETE /candidates/curriculum/{id}`). Refusals come back as ApiErrors with the server's
 * message in the candidate's language: 413 'File too large, the max size is {n}mb', 415 another type, 422 a
 * corrupted file or a zip bomb.
 */
import type { candidateCurriculumAnswerSchema, dataFileAnswerSchema, TextStatus, WireOf } from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { DATA_FILE_FIELD, type DataFile } from "./dataFiles";
import { ApiError, isApiErrorBody } from "./errors";
import { type HttpClient, segment } from "./http";

export type CandidateCurriculum = WireOf<typeof candidateCurriculumAnswerSchema>;

export type CvUploadRequest = {
  file: Blob;
  fileName?: string;
  /** Called as the bytes leave (0–100); only where the browser's XMLHttpRequest reports it. */
  onProgress?: (percent: number) => void;
  /** The candidate's language, for the refusal's message (the browser's XMLHttpRequest path). */
  locale?: string;
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
  if (upload.onProgress && typeof XMLHttpRequest !== "undefined") return uploadWithProgress(http, upload);
  const body = await http.post<WireOf<typeof dataFileAnswerSchema>>(PATH, formOf(upload));
  return body.data_file;
}

/** fetch cannot report an upload's progress; XMLHttpRequest can. Same cookies, same error bodies. */
function uploadWithProgress(http: HttpClient, upload: CvUploadRequest): Promise<DataFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${http.baseUrl}/api/v1${PATH}`);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    if (upload.locale) request.setRequestHeader("accept-language", upload.locale);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) upload.onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    const failed = (status: number, text: string) => {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      reject(
        new ApiError(
          status,
          isApiErrorBody(body) ? body.error : { code: `http_${status}`, message: `HTTP ${status}` },
          { method: "POST", path: PATH },
        ),
      );
    };
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        resolve((JSON.parse(request.responseText) as WireOf<typeof dataFileAnswerSchema>).data_file);
      } else failed(request.status, request.responseText);
    });
    request.addEventListener("error", () => failed(0, ""));
    request.send(formOf(upload));
  });
}

export async function removeCandidateCv(http: HttpClient, id: number): Promise<void> {
  await http.delete<undefined>(`${PATH}/${segment(id)}`);
}

/** Whether the CV's text is still being read: the page asks again until it is not. */
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

/** After a new CV or a removal, the CV on record is read again. */
export const candidateCvMutations = {
  upload: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...candidateCvQueries.all, "upload"] as const,
      mutationFn: (upload: CvUploadRequest) => uploadCandidateCv(http, upload),
      onSuccess: (_file, _upload, _result, { client }) =>
        client.invalidateQueries({ queryKey: candidateCvQueries.all }),
    }),
  remove: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...candidateCvQueries.all, "remove"] as const,
      mutationFn: (id: number) => removeCandidateCv(http, id),
      onSuccess: (_answer, _id, _result, { client }) => client.invalidateQueries({ queryKey: candidateCvQueries.all }),
    }),
};
