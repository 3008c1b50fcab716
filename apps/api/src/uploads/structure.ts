/**
 * Cheap structural checks before a parser opens a file: a PDF must end with its `%%EOF` marker (a truncated upload
 * does not), and a DOCX must pass the zip-bomb guard. The parsers' own failures (extractText) catch the rest.
 */
import { open } from "node:fs/promises";
import { checkDocx, DOCX_LIMITS, type ZipLimits } from "./docxGuard";
import type { AcceptedType } from "./fileTypes";
import { corrupted } from "./rejections";

/** Readers look for `%%EOF` within the last 1024 bytes (PDF 1.7, implementation note 18). */
const PDF_TAIL_BYTES = 1024;

export async function hasPdfEndMarker(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, PDF_TAIL_BYTES);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return tail.includes("%%EOF");
  } finally {
    await handle.close();
  }
}

/** Resolves when the file may be opened; rejects with an `UploadRejected` (422) otherwise. */
export async function checkStructure(type: AcceptedType, path: string, zipLimits: ZipLimits = DOCX_LIMITS) {
  if (type.text === "pdf" && !(await hasPdfEndMarker(path))) throw corrupted("PDF");
  if (type.text === "docx") await checkDocx(path, zipLimits);
}
