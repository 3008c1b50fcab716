/**
 * Writers of an export file, row by row to disk, so memory stays flat whatever the number of rows: CSV (UTF-8 with
 * a BOM so spreadsheets read the accents, RFC 4180 quoting) and XLSX (one sheet of inline strings).
 *
 * The XLSX is written here rather than through exceljs: its streaming writer builds an object per cell and spent
 * most of a 100,000-row export's time. A sheet of plain rows needs five fixed XML parts and one streamed
 * part; fflate lays out the ZIP container, and node's zlib deflates the sheet (native code on the thread pool, ten
 * times the speed of a JavaScript deflate).
 */
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { constants, crc32, createDeflateRaw, type DeflateRaw } from "node:zlib";
import { strToU8, Zip, ZipDeflate, type ZipInputFile } from "fflate";
import type { Cell } from "./columns";

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export type RowWriter = {
  /**
   * Adds a row. It returns a promise only when the disk lags behind: awaiting it then keeps the buffered bytes
   * bounded (a promise per row would cost more than the row).
   */
  write(cells: readonly Cell[]): Promise<void> | undefined;
  /** Finishes the file; after this it is complete on disk. */
  close(): Promise<void>;
  /** Gives up (the file is left for the caller to remove). */
  abort(): Promise<void>;
};

/** Text is handed to the streams in chunks of about this many characters: fewer calls, bounded memory. */
const CHUNK_CHARS = 64 * 1024;

function csvCell(cell: Cell): string {
  if (cell === null) return "";
  const value = String(cell);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A file written in chunks, waiting for the disk when its buffer is full; the first error is kept for the caller. */
async function openFile(path: string): Promise<{ stream: WriteStream; failure: () => Error | undefined }> {
  const stream = createWriteStream(path);
  let error: Error | undefined;
  stream.on("error", (cause) => {
    error ??= cause;
  });
  await once(stream, "open");
  return { stream, failure: () => error };
}

async function csvWriter(path: string, header: readonly string[]): Promise<RowWriter> {
  const { stream, failure } = await openFile(path);
  let pending = `\ufeff${csvLine(header)}`;
  const flush = (): Promise<void> | undefined => {
    const error = failure();
    if (error) return Promise.reject(error);
    const chunk = pending;
    pending = "";
    return stream.write(chunk) ? undefined : once(stream, "drain").then(() => undefined);
  };
  return {
    write(cells) {
      pending += csvLine(cells);
      return pending.length >= CHUNK_CHARS ? flush() : undefined;
    },
    async close() {
      await flush();
      stream.end();
      await finished(stream);
    },
    async abort() {
      stream.destroy();
    },
  };
}

// --- XLSX ----------------------------------------------------------------------------------------------------

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC_RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** Excel refuses a cell longer than this (it calls the file damaged); longer texts are cut there. */
export const XLSX_MAX_CELL_CHARS = 32_767;

/**
 * What XML 1.0 cannot carry (control characters other than tab and line breaks, U+FFFE/U+FFFF) is dropped, as
 * exceljs did; an `_x` + four hex digits + `_` already in a text gets its underscore escaped, or Excel would read
 * it as the escape of another character (ECMA-376 ST_Xstring).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what XML cannot carry
const XML_TEXT_SPECIAL = /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same characters, as a quick test
const XML_TEXT_SPECIAL_TEST = /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", _: "_x005F_" };

export function xmlText(text: string): string {
  return XML_TEXT_SPECIAL_TEST.test(text) ? text.replace(XML_TEXT_SPECIAL, (char) => XML_ESCAPES[char] ?? "") : text;
}

const xmlAttribute = (text: string) => xmlText(text).replace(/"/g, "&quot;");

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function isSpace(code: number | undefined): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** One row of the sheet: numbers as numbers, texts inline (no shared-strings table to keep until the end). */
export function sheetRowXml(cells: readonly Cell[], rowNumber: number, letters: readonly string[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index];
    if (cell === null || cell === undefined) continue;
    const ref = `${letters[index] ?? columnLetters(index)}${rowNumber}`;
    if (typeof cell === "number" && Number.isFinite(cell)) {
      xml += `<c r="${ref}"><v>${cell}</v></c>`;
      continue;
    }
    let text = String(cell);
    if (text.length > XLSX_MAX_CELL_CHARS) text = text.slice(0, XLSX_MAX_CELL_CHARS);
    // Without xml:space="preserve" a reader may trim the text's leading or trailing spaces.
    const preserve = isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1));
    xml += `<c r="${ref}" t="inlineStr"><is><t${preserve ? ' xml:space="preserve"' : ""}>${xmlText(text)}</t></is></c>`;
  }
  return `${xml}</row>`;
}

/** Excel's rules for a sheet name: ≤ 31 characters, none of \ / ? * [ ] :, not blank, no apostrophe at either end. */
export function sheetNameOf(name: string): string {
  const cleaned = name
    .replace(/[\\/?*[\]:]/g, " ")
    .slice(0, 31)
    .replace(/^'+|'+$/g, "")
    .trim();
  return cleaned || "Export";
}

/** The workbook's fixed parts for its sheets, in order (`xl/worksheets/sheet{n}.xml`). */
function fixedParts(sheetNames: readonly string[]): [string, string][] {
  const sheets = sheetNames.map((name, index) => ({ name, n: index + 1 }));
  return [
    [
      "[Content_Types].xml",
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        sheets
          .map(
            ({ n }) =>
              `<Override PartName="/${sheetPath(n)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join("") +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        "</Types>",
    ],
    [
      "_rels/.rels",
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}">` +
        `<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS}"><sheets>` +
        sheets.map(({ name, n }) => `<sheet name="${xmlAttribute(name)}" sheetId="${n}" r:id="rId${n}"/>`).join("") +
        "</sheets></workbook>",
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}">` +
        sheets
          .map(({ n }) => `<Relationship Id="rId${n}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
          .join("") +
        `<Relationship Id="rId${sheets.length + 1}" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      // The smallest style sheet Excel accepts without offering to repair the file.
      "xl/styles.xml",
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
        '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        "</styleSheet>",
    ],
  ];
}

const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`;

/**
 * A sheet's ZIP entry, fed with what zlib deflated. fflate asks an entry for its CRC and size only at its end
 * (they go in the data descriptor after the bytes), so they are counted here from the uncompressed text.
 */
class DeflatedEntry implements ZipInputFile {
  compression = 8;
  size = 0;
  crc = 0;
  mtime = Date.now();
  ondata?: ZipInputFile["ondata"];
  constructor(readonly filename: string) {}

  count(bytes: Buffer): void {
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
  }
}

/**
 * A workbook of several sheets written one after the other, each streamed like a one-sheet export: `sheet(header)`
 * ends the sheet being written and starts the next one, in the order of the names given; `close()` ends the last
 * (a sheet never started is written empty). The ZIP holds one sheet's bytes at a time, so memory stays flat.
 */
export type WorkbookWriter = {
  sheet(header: readonly string[]): Promise<void>;
  write(cells: readonly Cell[]): Promise<void> | undefined;
  close(): Promise<void>;
  abort(): Promise<void>;
};

export async function openWorkbookWriter(path: string, sheetNames: readonly string[]): Promise<WorkbookWriter> {
  if (sheetNames.length === 0) throw new Error("A workbook has at least one sheet");
  const { stream: file, failure: fileFailure } = await openFile(path);
  let zipError: Error | undefined;
  /** The deflater of the sheet being written: it waits while the file catches up. */
  let deflate: DeflateRaw | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      zipError ??= error;
      return;
    }
    if (!file.write(chunk)) deflate?.pause();
    if (final) file.end();
  });
  file.on("drain", () => deflate?.resume());
  // The fixed parts are a few hundred bytes: fflate's own deflate is fine for them.
  for (const [name, xml] of fixedParts(sheetNames.map(sheetNameOf))) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(xml), true);
  }

  let deflateError: Error | undefined;
  // A disk that fails while the deflater waits for it would leave the export waiting forever: it fails too.
  file.on("error", (error) => deflate?.destroy(error));
  const failure = () => fileFailure() ?? deflateError ?? zipError;

  let started = 0;
  let entry: DeflatedEntry | undefined;
  let letters: string[] = [];
  let rowNumber = 0;
  let pending = "";

  const flush = (): Promise<void> | undefined => {
    const error = failure();
    if (error) return Promise.reject(error);
    if (!entry || !deflate) return undefined;
    const bytes = Buffer.from(pending);
    pending = "";
    entry.count(bytes);
    return deflate.write(bytes) ? undefined : once(deflate, "drain").then(() => undefined);
  };

  const endSheet = async () => {
    if (!entry || !deflate) return;
    pending += "</sheetData></worksheet>";
    await flush();
    deflate.end();
    await finished(deflate);
    const error = failure();
    if (error) throw error;
    entry.ondata?.(null, new Uint8Array(0), true);
    entry = undefined;
    deflate = undefined;
  };

  const startSheet = async (header: readonly string[]) => {
    await endSheet();
    if (started >= sheetNames.length) throw new Error("More sheets than the workbook was opened with");
    started += 1;
    // Level 1: an export is read once; a few percent more bytes are worth a third of the CPU of the default level.
    const next = createDeflateRaw({ level: constants.Z_BEST_SPEED });
    const sheet = new DeflatedEntry(sheetPath(started));
    zip.add(sheet);
    next.on("error", (error) => {
      deflateError ??= error;
    });
    next.on("data", (chunk: Uint8Array<ArrayBuffer>) => sheet.ondata?.(null, chunk, false));
    deflate = next;
    entry = sheet;
    letters = header.map((_, index) => columnLetters(index));
    rowNumber = 1;
    pending = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${header.length > 0 ? sheetRowXml(header, rowNumber, letters) : ""}`;
  };

  return {
    sheet: startSheet,
    write(cells) {
      if (!entry) throw new Error("No sheet started");
      rowNumber += 1;
      pending += sheetRowXml(cells, rowNumber, letters);
      return pending.length >= CHUNK_CHARS ? flush() : undefined;
    },
    async close() {
      while (started < sheetNames.length) await startSheet([]);
      await endSheet();
      zip.end();
      await finished(file);
      const late = failure();
      if (late) throw late;
    },
    async abort() {
      deflate?.destroy();
      file.destroy();
    },
  };
}

/** A one-sheet workbook with its header: a list's export. */
async function xlsxWriter(path: string, header: readonly string[], sheetName: string): Promise<RowWriter> {
  const workbook = await openWorkbookWriter(path, [sheetName]);
  await workbook.sheet(header);
  return { write: workbook.write, close: workbook.close, abort: workbook.abort };
}

export function openRowWriter(
  format: ExportFormat,
  path: string,
  header: readonly string[],
  sheetName: string,
): Promise<RowWriter> {
  return format === "csv" ? csvWriter(path, header) : xlsxWriter(path, header, sheetName);
}
