/**
 * What an upload really is, from its magic bytes (file-type), against the allow-list of spec §7: CVs
 * (PDF, DOC, DOCX), photos (PNG, JPEG, WebP) and video answers (MP4, WebM). The browser's claimed type and the
 * file's extension are never asked: a PDF named `photo.png` is a PDF, and an HTML page named `cv.pdf` is refused.
 */
import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";

/** How text is taken out of a type (the others are stored without text). */
export type TextKind = "pdf" | "docx";

export type AcceptedType = { readonly mime: string; readonly ext: string; readonly text?: TextKind };

export const ACCEPTED_TYPES = {
  pdf: { mime: "application/pdf", ext: "pdf", text: "pdf" },
  doc: { mime: "application/msword", ext: "doc" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx", text: "docx" },
  png: { mime: "image/png", ext: "png" },
  jpg: { mime: "image/jpeg", ext: "jpg" },
  webp: { mime: "image/webp", ext: "webp" },
  mp4: { mime: "video/mp4", ext: "mp4" },
  webm: { mime: "video/webm", ext: "webm" },
} as const satisfies Record<string, AcceptedType>;

export type Detection =
  | { accepted: AcceptedType; detected: string }
  /** `detected`: the MIME type the bytes say, or `unknown` when no signature matches. */
  | { accepted: undefined; detected: string };

/** Every MIME type the allow-list accepts (for error messages and documentation). */
export const ACCEPTED_MIMES: readonly string[] = Object.values(ACCEPTED_TYPES).map((type) => type.mime);

/** The text kind of a stored content type (PDF, DOCX), or undefined for files that carry none. */
export function textKindOf(contentType: string): TextKind | undefined {
  return (Object.values(ACCEPTED_TYPES) as AcceptedType[]).find((type) => type.mime === contentType)?.text;
}

/** The content types whose text is read: a CV's (PDF, DOCX). */
export const TEXT_CONTENT_TYPES: readonly string[] = (Object.values(ACCEPTED_TYPES) as AcceptedType[])
  .filter((type) => type.text)
  .map((type) => type.mime);

/**
 * A Word 97–2003 file is an OLE compound file (as are .xls, .ppt and .msi): only the one holding a `WordDocument`
 * stream is a DOC. Directory entry names are UTF-16LE; the directory may sit anywhere in the file.
 */
const WORD_STREAM_NAME = Buffer.from("WordDocument\u0000", "utf16le");

async function containsBytes(path: string, needle: Buffer): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const chunkSize = 1 << 20;
    const buffer = Buffer.alloc(chunkSize + needle.length);
    let carried = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, carried, chunkSize, null);
      if (bytesRead === 0) return false;
      const filled = carried + bytesRead;
      if (buffer.subarray(0, filled).includes(needle)) return true;
      // Keep the tail, so a name split across two reads is still found.
      carried = Math.min(needle.length - 1, filled);
      buffer.copy(buffer, 0, filled - carried, filled);
    }
  } finally {
    await handle.close();
  }
}

export async function detectFileType(path: string): Promise<Detection> {
  const found = await fileTypeFromFile(path);
  if (!found) return { accepted: undefined, detected: "unknown" };
  if (found.ext === "cfb") {
    return (await containsBytes(path, WORD_STREAM_NAME))
      ? { accepted: ACCEPTED_TYPES.doc, detected: ACCEPTED_TYPES.doc.mime }
      : { accepted: undefined, detected: found.mime };
  }
  const accepted = Object.values(ACCEPTED_TYPES).find((type) => type.ext === found.ext && type.mime === found.mime);
  return accepted ? { accepted, detected: found.mime } : { accepted: undefined, detected: found.mime };
}
