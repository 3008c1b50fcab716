/**
 * What a multipart body may be before anything is read, what an unreadable one answers, and how a part becomes a
 * temp file. The upload gate (gate.ts) reads parts through `checkMultipartBoundary`; the readers (receive.ts,
 * videoAnswers.ts) write parts with `writeTempFile` and turn what the parser throws with `multipartFailure`.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { HttpError, requestLocale } from "../edge/errors";

const MALFORMED_MULTIPART = {
  "pt-BR": "O envio chegou incompleto ou mal formado: envie o formulário de novo.",
  en: "The upload arrived incomplete or malformed: send the form again.",
} as const;

/** RFC 2046: a multipart body's boundary is 1 to 70 characters, quoted or not. */
const BOUNDARY_PARAMETER = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** What busboy throws or emits on a body it cannot read: cut off, no closing delimiter, no boundary. */
const UNREADABLE_BODY = /unexpected end of multipart data|boundary not found|boundary required|needle/i;

function malformedMultipart(request: FastifyRequest, cause?: unknown): HttpError {
  const message = MALFORMED_MULTIPART[requestLocale(request)];
  return new HttpError(400, "malformed_multipart", message, undefined, { cause });
}

/**
 * The content type must name a boundary busboy can use, or the request is refused (400) before anything is read;
 * a body that ends before its closing delimiter is the caller's fault too (`multipartFailure`), whichever part it
 * was in. Readers remove what they had written when reading throws, so no file is kept.
 */
export function checkMultipartBoundary(request: FastifyRequest): void {
  if (!BOUNDARY_PARAMETER.test(request.headers["content-type"] ?? "")) throw malformedMultipart(request);
}

/** An error met while reading a multipart body, as the caller should hear it: their unreadable body is a 400. */
export function multipartFailure(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof HttpError || (error as { statusCode?: unknown })?.statusCode !== undefined) return error;
  return error instanceof Error && UNREADABLE_BODY.test(error.message) ? malformedMultipart(request, error) : error;
}

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
