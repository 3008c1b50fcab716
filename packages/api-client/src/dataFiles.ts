/**
 * Spec §7 uploads: `POST /{role}/data_files`, multipart (`data_file[file]`, reference_type, reference_id, name) —
 * a file attached to a registry record; role defaults to recruiters. Also the record's files, a download, and a
 * recruiter's removal. Refusals come back typed: 413 over the size limit ('File too large, the max size is {n}mb'),
 * 415 for a type outside the allow-list, 422 for a corrupted file.
 */
import type { AuthStrategy, EntityName } from "@seleta/domain";
import { entityIndex } from "@seleta/domain";
import type { dataFileAnswerSchema, dataFileSchema, dataFilesAnswerSchema, WireOf } from "@seleta/domain/wire";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { entityKeys } from "./entities";
import { type HttpClient, segment } from "./http";

export type DataFile = WireOf<typeof dataFileSchema>;

/** The record a file belongs to, by registry name: the model name goes on the wire. */
export type DataFileReference = { entity: EntityName; id: number };

export type DataFileUpload = DataFileReference & {
  /** A browser `File`, or any Blob (Node: `new Blob([bytes])`); `fileName` names a Blob that has no name. */
  file: Blob;
  fileName?: string;
  /** The name shown for the file (the file's own name when absent). */
  name?: string;
  role?: AuthStrategy;
};

export const DATA_FILE_FIELD = "data_file[file]";

function referenceOf({ entity, id }: DataFileReference) {
  return { reference_type: entityIndex[entity].model, reference_id: id };
}

export async function uploadDataFile(http: HttpClient, upload: DataFileUpload): Promise<DataFile> {
  const { reference_type, reference_id } = referenceOf(upload);
  const form = new FormData();
  // The fields first: the server reads the parts in order and can refuse before it stores the bytes.
  form.set("reference_type", reference_type);
  form.set("reference_id", String(reference_id));
  if (upload.name) form.set("name", upload.name);
  const fileName = upload.fileName ?? (upload.file as Blob & { name?: string }).name ?? "file";
  form.set(DATA_FILE_FIELD, upload.file, fileName);
  const body = await http.post<WireOf<typeof dataFileAnswerSchema>>(`/${upload.role ?? "recruiters"}/data_files`, form);
  return body.data_file;
}

export async function getDataFiles(
  http: HttpClient,
  reference: DataFileReference & { role?: AuthStrategy },
  signal?: AbortSignal,
): Promise<DataFile[]> {
  const body = await http.get<WireOf<typeof dataFilesAnswerSchema>>(`/${reference.role ?? "recruiters"}/data_files`, {
    query: referenceOf(reference),
    signal,
  });
  return body.data_files;
}

/** The file's bytes (for a Bearer-token caller; a browser with its cookie can simply follow `url`). */
export async function downloadDataFile(
  http: HttpClient,
  id: number,
  role: AuthStrategy = "recruiters",
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await http.send("GET", `/${role}/data_files/${segment(id)}`, { signal, headers: { accept: "*/*" } });
  return response.blob();
}

/** Only recruiters remove files. */
export async function removeDataFile(http: HttpClient, id: number): Promise<void> {
  await http.delete<undefined>(`/recruiters/data_files/${segment(id)}`);
}

export const dataFileQueries = {
  all: ["dataFiles"] as const,
  ofRecord: (http: HttpClient, reference: DataFileReference & { role?: AuthStrategy }) =>
    queryOptions({
      queryKey: [...dataFileQueries.all, reference.entity, reference.id] as const,
      queryFn: ({ signal }) => getDataFiles(http, reference, signal),
    }),
};

/**
 * A file's text joins its record's search document when the entity's files extract text (a candidate's CV): its
 * lists refetch, since searches may now find the record, or no longer.
 */
function searchMayChange(client: QueryClient, entity: EntityName): Promise<void> | null {
  return entityIndex[entity].files?.extractsText
    ? client.invalidateQueries({ queryKey: entityKeys.lists(entity) })
    : null;
}

/** After an upload or a removal the record's files refetch. */
export const dataFileMutations = {
  upload: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...dataFileQueries.all, "upload"] as const,
      mutationFn: (upload: DataFileUpload) => uploadDataFile(http, upload),
      onSuccess: async (_file, upload, _result, { client }) => {
        await Promise.all([
          client.invalidateQueries({ queryKey: [...dataFileQueries.all, upload.entity, upload.id] }),
          searchMayChange(client, upload.entity),
        ]);
      },
    }),
  remove: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...dataFileQueries.all, "remove"] as const,
      mutationFn: ({ id }: { id: number; reference: DataFileReference }) => removeDataFile(http, id),
      onSuccess: async (_answer, { reference }, _result, { client }) => {
        await Promise.all([
          client.invalidateQueries({ queryKey: [...dataFileQueries.all, reference.entity, reference.id] }),
          searchMayChange(client, reference.entity),
        ]);
      },
    }),
};
