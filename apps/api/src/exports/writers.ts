/**
 * Writers of an export file, row by row to disk, so memory stays flat whatever the number of rows: CSV (UTF-8 with
 * a BOM so spreadsheets read the accents, RFC 4180 quoting) and XLSX through exceljs's streaming workbook writer.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import ExcelJS from "exceljs";
import type { Cell } from "./columns";

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export type RowWriter = {
  write(cells: readonly Cell[]): Promise<void>;
  /** Finishes the file; after this it is complete on disk. */
  close(): Promise<void>;
  /** Gives up (the file is left for the caller to remove). */
  abort(): Promise<void>;
};

function csvCell(cell: Cell): string {
  if (cell === null) return "";
  const value = String(cell);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

async function csvWriter(path: string, header: readonly string[]): Promise<RowWriter> {
  const stream = createWriteStream(path);
  await once(stream, "open");
  const write = async (chunk: string) => {
    if (!stream.write(chunk)) await once(stream, "drain");
  };
  await write(`\ufeff${csvLine(header)}`);
  return {
    write: (cells) => write(csvLine(cells)),
    async close() {
      stream.end();
      await once(stream, "finish");
    },
    async abort() {
      stream.destroy();
    },
  };
}

async function xlsxWriter(path: string, header: readonly string[], sheetName: string): Promise<RowWriter> {
  // No shared strings and no styles: both would be kept in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "Export");
  sheet.addRow([...header]).commit();
  return {
    async write(cells) {
      sheet.addRow([...cells]).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      try {
        sheet.commit();
        await workbook.commit();
      } catch {
        // The file is removed by the caller anyway.
      }
    },
  };
}

export function openRowWriter(
  format: ExportFormat,
  path: string,
  header: readonly string[],
  sheetName: string,
): Promise<RowWriter> {
  return format === "csv" ? csvWriter(path, header) : xlsxWriter(path, header, sheetName);
}
