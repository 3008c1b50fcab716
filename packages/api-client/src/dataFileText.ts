/**
 * The text read from an uploaded PDF or DOCX (`GET /{role}/data_files/{id}/text`): what a recruiter reads of a
 * candidate's CV without downloading it. `text` is null until the text has been read (`text_status: done`), and an
 * answer carries at most the API's cap (`truncated` says when more was read). Whoever may download the file may read
 * its text; another business's file is a 404.
 */
import type { AuthStrategy } from "@seleta/domain";
import type { dataFileTextAnswerSchema, WireOf } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type DataFileText = WireOf<typeof dataFileTextAnswerSchema>["data_file_text"];

export async function getDataFileText(
  http: HttpClient,
  id: number,
  role: AuthStrategy = "recruiters",
  signal?: AbortSignal,
): Promise<DataFileText> {
  const body = await http.get<WireOf<typeof dataFileTextAnswerSchema>>(`/${role}/data_files/${segment(id)}/text`, {
    signal,
  });
  return body.data_file_text;
}

export const dataFileTextQueries = {
  all: ["dataFileText"] as const,
  /** A file's text; read once per file while it is shown (the text of a read file does not change). */
  ofFile: (http: HttpClient, id: number, role: AuthStrategy = "recruiters") =>
    queryOptions({
      queryKey: [...dataFileTextQueries.all, role, id] as const,
      queryFn: ({ signal }) => getDataFileText(http, id, role, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
