/**
 * Reads a multipart upload: the fields into memory (small, counted), the file straight to a temp file while its
 * SHA-256 and size are taken. busboy stops writing at the limit (bytes past it are read and dropped), so an
 * oversized upload never fills memory or disk; the caller learns it from `truncated`.
 */
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { maxFileBytes } from "@seleta/domain";
import type { FastifyRequest } from "fastify";
import { HttpError, requestLocale } from "../errors";

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

const MALFORMED_MULTIPART = {
  "pt-BR": "O envio chegou incompleto ou mal formado: envie o formulário de novo.",
  en: "The upload arrived incomplete or malformed: send the form again.",
} as const;

/** RFC 2046: a multipart body's boundary is 1 to 70 characters, quoted or not. */
const BOUNDARY_PARAMETER = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/**
 * Writes a part to a new temp file. When the body fails, it returns only once the file is closed: a file still being
 * opened would otherwise appear after the reader has removed what it wrote.
 */
export async function writeTempFile(source: Readable, measure: Transform, path: string): Promise<void> {
  const sink = createWriteStream(path, { flags: "wx" });
  try {
    await pipeline(source, measure, sink);
  } catch (error) {
    if (!sink.closed) await once(sink, "close");
    throw error;
  }
}

/** What busboy throws or emits on a body it cannot read: cut off, no closing delimiter, no boundary. */
const UNREADABLE_BODY = /unexpected end of multipart data|boundary not found|boundary required|needle/i;

function malformedMultipart(request: FastifyRequest, cause?: unknown): HttpError {
  const message = MALFORMED_MULTIPART[requestLocale(request)];
  return new HttpError(400, "malformed_multipart", message, undefined, { cause });
}

/**
 * The one way a route reads a multipart body. The content type must name a boundary busboy can use, or the request
 * is refused before anything is read; a body that ends before its closing delimiter is the caller's fault (400),
 * whichever part it was in. Readers remove what they had written when this throws, so no file is kept.
 */
export function multipartParts(request: FastifyRequest, limits: Record<string, number>) {
  if (!BOUNDARY_PARAMETER.test(request.headers["content-type"] ?? "")) throw malformedMultipart(request);
  try {
    return request.parts({ limits });
  } catch (error) {
    throw multipartFailure(request, error);
  }
}

/** An error met while reading a multipart body, as the caller should hear it: their unreadable body is a 400. */
export function multipartFailure(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof HttpError || (error as { statusCode?: unknown })?.statusCode !== undefined) return error;
  return error instanceof Error && UNREADABLE_BODY.test(error.message) ? malformedMultipart(request, error) : error;
}

export type ReceiveOptions = {
  incomingDir: string;
  maxMegabytes: number;
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
    // busboy truncates once a file passes `fileSize`: a file of exactly the limit must already be refused.
    const parts = multipartParts(request, {
      ...MULTIPART_OPTIONS.limits,
      fileSize: maxFileBytes(options.maxMegabytes) - 1,
    });
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
