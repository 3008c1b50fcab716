/**
 * Reads a multipart upload the gate admitted (gate.ts): the fields into memory (small, counted), the file straight
 * to a temp file while its SHA-256 and size are taken. busboy stops writing at the limit (bytes past it are read and dropped), so an
 * oversized upload never fills memory or disk; the caller learns it from `truncated`.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import type { FastifyRequest } from "fastify";
import { gatedParts } from "./gate";
import { multipartFailure, writeTempFile } from "./multipartBody";

/** Spec §3: the file travels as `data_file[file]` (Rails' nested form naming). */
export const FILE_FIELD = "data_file[file]";

export type ReceivedFile = {
  /** The temp file; the caller moves it to storage or removes it (`discard`). */
  path: string;
  size: number;
  sha256: string;
  /** The name the browser sent (only ever shown, never used as a path). */
  filename: string;
  /** The file reached the size limit: what was written is a prefix, to be thrown away. */
  truncated: boolean;
};

export type ReceivedUpload = {
  fields: ReadonlyMap<string, string>;
  file: ReceivedFile | undefined;
  /** File parts under any other name: refused, their bytes dropped. */
  unexpectedFiles: string[];
  /** Removes the temp file if it is still there. */
  discard(): Promise<void>;
};

/**
 * The multipart plugin's options: small text fields only (ids, a model name, a file name), one file, and the size
 * limit reported through `truncated` rather than thrown mid-stream (the route answers the spec's message).
 */
export const MULTIPART_OPTIONS = {
  limits: { fields: 16, fieldSize: 4096, files: 1, parts: 20, headerPairs: 100 },
  throwFileSizeLimit: false,
  // Browsers send a file's name as raw UTF-8 (busboy would read it as Latin-1).
  defParamCharset: "utf8",
} as const;

export type ReceiveOptions = {
  incomingDir: string;
  /**
   * Called with the fields sent before the file, as its part begins: a refusal (thrown) drops the file's bytes
   * unwritten and is thrown once the request is read. Browsers send the fields in the order the form set them.
   */
  beforeFile?: (fields: ReadonlyMap<string, string>) => Promise<void>;
};

export async function receiveUpload(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  await mkdir(options.incomingDir, { recursive: true });
  const fields = new Map<string, string>();
  const unexpectedFiles: string[] = [];
  let file: ReceivedFile | undefined;
  let tempPath: string | undefined;
  let refusal: { error: unknown } | undefined;
  const discard = async () => {
    if (tempPath) await rm(tempPath, { force: true });
  };
  try {
    // The gate's size limit for documents (UPLOAD_MAX_MB).
    const parts = gatedParts(request, "document", MULTIPART_OPTIONS.limits);
    for await (const part of parts) {
      if (part.type === "field") {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        unexpectedFiles.push(part.fieldname);
        part.file.resume();
        continue;
      }
      if (options.beforeFile) {
        try {
          await options.beforeFile(fields);
        } catch (error) {
          refusal = { error };
          part.file.resume();
          continue;
        }
      }
      tempPath = join(options.incomingDir, randomBytes(16).toString("hex"));
      const hash = createHash("sha256");
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      await writeTempFile(part.file, measure, tempPath);
      file = {
        path: tempPath,
        size,
        sha256: hash.digest("hex"),
        filename: part.filename ?? "",
        truncated: part.file.truncated,
      };
    }
  } catch (error) {
    await discard();
    throw multipartFailure(request, error);
  }
  if (refusal) throw refusal.error;
  return { fields, file, unexpectedFiles, discard };
}
