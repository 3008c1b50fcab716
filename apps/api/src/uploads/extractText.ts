/**
 * Text of a PDF (pdf.js through unpdf) or a DOCX (mammoth), for the candidate's search document. A hostile file can
 * make a parser spin or swell, so extraction runs in a worker thread with a memory cap and a deadline, and the text
 * is cut to a length the full-text index takes (a tsvector holds at most 1 MB).
 */
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { packageRoot } from "../paths";
import type { TextKind } from "./fileTypes";

export type ExtractLimits = { timeoutMs: number; maxChars: number; maxPages: number; maxMemoryMb: number };

export const EXTRACT_LIMITS: ExtractLimits = {
  timeoutMs: 20_000,
  maxChars: 100_000,
  maxPages: 200,
  maxMemoryMb: 256,
};

export type Extraction =
  | { outcome: "text"; text: string }
  /** The file is not what its signature promised (a truncated PDF, a zip without a document). */
  | { outcome: "unreadable"; reason: string }
  /** A sound file we could not read in time or memory, or a password-protected PDF: stored without text. */
  | { outcome: "skipped"; reason: string };

/** Works from the sources (tests, tsx) and from dist/: the worker is found from the package root. */
const WORKER_PATH = join(packageRoot, "src", "uploads", "extractWorker.mjs");

type WorkerAnswer = { ok: true; text: string } | { ok: false; name: string; message: string };

export function extractText(kind: TextKind, path: string, limits: ExtractLimits = EXTRACT_LIMITS): Promise<Extraction> {
  return runWorker(kind, path, limits, false);
}

/**
 * Whether a parser opens the document at all, without reading its text: cheap enough to answer an upload with
 * (a PDF's structure and its first page's content), while the whole text is read later. A DOCX has passed the zip guard already and
 * its text is read by the job. `outcome: "text"` (with no text) means it opens.
 */
export function probeDocument(
  kind: TextKind,
  path: string,
  limits: ExtractLimits = EXTRACT_LIMITS,
): Promise<Extraction> {
  if (kind !== "pdf") return Promise.resolve({ outcome: "text", text: "" });
  return runWorker(kind, path, limits, true);
}

function runWorker(kind: TextKind, path: string, limits: ExtractLimits, probe: boolean): Promise<Extraction> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_PATH, {
      workerData: { kind, path, maxChars: limits.maxChars, maxPages: limits.maxPages, probe },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (extraction: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(extraction);
    };
    const timer = setTimeout(
      () => settle({ outcome: "skipped", reason: `no text within ${limits.timeoutMs / 1000} s` }),
      limits.timeoutMs,
    );
    worker.on("message", (answer: WorkerAnswer) => {
      if (answer.ok) settle({ outcome: "text", text: cleanText(answer.text) });
      else if (answer.name === "PasswordException") settle({ outcome: "skipped", reason: "password protected" });
      else settle({ outcome: "unreadable", reason: `${answer.name}: ${answer.message}` });
    });
    worker.on("error", (error: Error & { code?: string }) => {
      settle(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { outcome: "skipped", reason: "too much memory" }
          : { outcome: "unreadable", reason: error.message },
      );
    });
    worker.on("exit", (code) => settle({ outcome: "skipped", reason: `extractor exited (${code})` }));
  });
}

/** Text as the search document wants it: no NULs (PostgreSQL refuses them), no runs of blank space. */
export function cleanText(text: string): string {
  return text
    .replaceAll("\u0000", "")
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/ *\n[\s]*\n\s*/g, "\n\n")
    .trim();
}
