/**
 * How a stored file is handed back: always as an attachment (never rendered by the browser on our origin), under the
 * name the user gave with the extension its bytes proved, so a PDF uploaded as `photo.png` downloads as a PDF.
 */
import type { Locale } from "@seleta/domain";
import type { FastifyReply } from "fastify";
import { ACCEPTED_TYPES } from "./fileTypes";
import { UploadRejected } from "./rejections";
import type { FileStorage } from "./storage";

/** Characters a file name should not carry into a header or a file system. */
const UNSAFE = /[\p{Cc}"\\/:*?<>|]+/gu;

/** The user's name with the real extension (added when the name ends otherwise). */
export function downloadName(name: string, ext: string): string {
  const clean = name.replace(UNSAFE, "_").trim() || "file";
  return clean.toLowerCase().endsWith(`.${ext}`) ? clean : `${clean}.${ext}`;
}

/** RFC 8187 `filename*` (UTF-8, percent-encoded) with a plain ASCII `filename` for old clients. */
export function contentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%]/g, "_") || "file";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Nothing in a served file may run: no scripts, no plugins, no frames, even if a browser ignored the type. */
export const DOWNLOAD_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** The name to keep: the one the user typed, else the file's own, cut to a sane length. */
export function displayName(given: string | undefined, filename: string): string {
  const name = (given?.trim() || filename.split(/[\\/]/).pop()?.trim() || "file").replace(/\p{Cc}+/gu, " ");
  return Array.from(name).slice(0, 255).join("");
}

/** What sending a stored file reads of its `data_files` row. */
export type StoredFile = { id: number; name: string; storage_key: string; content_type: string; size: number };

/**
 * Answers a stored file's bytes as an attachment that cannot run (the one way every route hands back an uploaded
 * file), or 404 when its bytes are gone (logged: the row outlived them).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  locale: Locale,
): Promise<FastifyReply> {
  const stream = await storage.open(file.storage_key);
  if (!stream) {
    reply.log.error({ data_file: file.id, key: file.storage_key }, "Stored file is missing");
    throw new UploadRejected(404, "not_found", "fileNotFound").toHttpError(locale);
  }
  const ext = Object.values(ACCEPTED_TYPES).find((type) => type.mime === file.content_type)?.ext ?? "bin";
  return reply
    .header("content-type", file.content_type)
    .header("content-length", String(file.size))
    .header("content-disposition", contentDisposition(downloadName(file.name, ext)))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", DOWNLOAD_CSP)
    .header("cache-control", "private, no-cache")
    .send(stream);
}
