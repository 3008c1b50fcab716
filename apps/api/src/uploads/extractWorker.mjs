// The text extractor's worker thread (see extractText.ts). Plain JavaScript so that Node runs it as it is, from
// the TypeScript sources (tests, tsx) and beside the built server alike.
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";

const { kind, path, maxChars, maxPages, probe } = workerData;

/** Opens a PDF and reads its first page only: proves the parser takes it (cross-references, page tree, content). */
async function pdfOpens(bytes) {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
  });
  const page = await pdf.getPage(1);
  await page.getTextContent();
  page.cleanup();
  await pdf.destroy();
  return "";
}

async function pdfText(bytes) {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
  });
  const pages = [];
  let length = 0;
  for (let number = 1; number <= Math.min(pdf.numPages, maxPages) && length < maxChars; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
      .join("")
      .trim();
    pages.push(text);
    length += text.length;
    page.cleanup();
  }
  await pdf.destroy();
  return pages.join("\n\n");
}

async function docxText(bytes) {
  const mammoth = (await import("mammoth")).default;
  const result = await mammoth.extractRawText({ buffer: bytes });
  return result.value;
}

try {
  const bytes = await readFile(path);
  const text = probe ? await pdfOpens(bytes) : kind === "pdf" ? await pdfText(bytes) : await docxText(bytes);
  parentPort.postMessage({ ok: true, text: text.slice(0, maxChars) });
} catch (error) {
  // PasswordException: a valid PDF we may store but cannot read.
  const name = error && typeof error === "object" && "name" in error ? String(error.name) : "Error";
  parentPort.postMessage({ ok: false, name, message: String(error?.message ?? error) });
}
