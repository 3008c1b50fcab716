import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cell } from "./columns";
import { columnLetters, openRowWriter, openWorkbookWriter, sheetNameOf, XLSX_MAX_CELL_CHARS } from "./writers";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "seleta-writers-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Enough rows to cross many of the writer's chunks and the streams' buffers. */
const MANY = 12_000;

function rowOf(n: number): Cell[] {
  return [n, `Candidata ${n} da Silva`, n % 3 === 0 ? null : `c${n}@example.com.br`, n % 7 === 0 ? 1.5 : "Ativo"];
}

async function writeAll(format: "csv" | "xlsx", name: string, header: string[], rows: Cell[][]): Promise<string> {
  const path = join(dir, `${name}.${format}`);
  const writer = await openRowWriter(format, path, header, "Candidatos");
  for (const row of rows) await writer.write(row);
  await writer.close();
  return path;
}

/** The CRC-32 and size each entry's central-directory record announces (what Excel checks when it opens). */
function centralDirectory(zip: Buffer): Map<string, { crc: number; size: number }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, { crc: number; size: number }>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(offset + 28);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    entries.set(name, { crc: zip.readUInt32LE(offset + 16), size: zip.readUInt32LE(offset + 24) });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

describe("XLSX writer", () => {
  const header = ["ID", "Nome", "E-mail", "Status"];
  const tricky: Cell[][] = [
    [1, '\'=HYPERLINK("http://evil")', 'a & b <c> "d"', "São Paulo — Ação ✓ 😀"],
    [2, "  spaces kept  ", "line\nbreak", null],
    [3, "bell\u0007 and nul\u0000 dropped", "under_score", -42.25],
  ];
  const rows = [...tricky, ...Array.from({ length: MANY }, (_, i) => rowOf(i + 4))];
  let path: string;
  let zip: Buffer;

  beforeAll(async () => {
    path = await writeAll("xlsx", "many", header, rows);
    zip = await readFile(path);
  });

  it("writes a file exceljs reads back: header, texts, numbers, empty cells and every row", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Candidatos");
    expect(sheet?.rowCount).toBe(rows.length + 1);
    const values = (r: number) => [1, 2, 3, 4].map((c) => sheet?.getRow(r).getCell(c).value ?? null);
    expect(values(1)).toEqual(header);
    expect(values(2)).toEqual(tricky[0]);
    expect(values(3)).toEqual([2, "  spaces kept  ", "line\nbreak", null]);
    expect(values(4)).toEqual([3, "bell and nul dropped", "under_score", -42.25]);
    expect(values(rows.length + 1)).toEqual(rowOf(MANY + 3));
    // rowOf(n) is on row n + 1: the header and three tricky rows come first.
    expect(values(8)).toEqual([7, "Candidata 7 da Silva", "c7@example.com.br", 1.5]);
    expect(values(7)).toEqual([6, "Candidata 6 da Silva", null, "Ativo"]);
  });

  it("writes a ZIP whose announced CRC and size match every part (Excel calls the file damaged otherwise)", () => {
    const parts = unzipSync(new Uint8Array(zip));
    const announced = centralDirectory(zip);
    expect([...announced.keys()].sort()).toEqual(Object.keys(parts).sort());
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(["[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml"]),
    );
    for (const [name, bytes] of Object.entries(parts)) {
      expect({ name, crc: crc32(bytes), size: bytes.length }).toEqual({ name, ...announced.get(name) });
    }
    // Deflated: far smaller than the sheet's XML.
    expect(zip.length).toBeLessThan((parts["xl/worksheets/sheet1.xml"]?.length ?? 0) / 4);
  });

  it("escapes what Excel would otherwise decode, and cuts a text at Excel's cell limit", async () => {
    const long = "x".repeat(XLSX_MAX_CELL_CHARS + 10);
    const file = await writeAll("xlsx", "escapes", ["A", "B"], [["_x0041_ stays text", long]]);
    const sheetXml = new TextDecoder().decode(unzipSync(await readFile(file))["xl/worksheets/sheet1.xml"]);
    expect(sheetXml).toContain("<t>_x005F_x0041_ stays text</t>");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(String(workbook.worksheets[0]?.getRow(2).getCell(2).value)).toHaveLength(XLSX_MAX_CELL_CHARS);
  });

  it("names the sheet as Excel allows", () => {
    expect(sheetNameOf("Vagas/Jobs: [2026]?")).toBe("Vagas Jobs   2026");
    expect(sheetNameOf("'quoted'")).toBe("quoted");
    expect(sheetNameOf("A very long name of an entity beyond the limit")).toHaveLength(31);
    expect(sheetNameOf("***")).toBe("Export");
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
  });
});

describe("XLSX workbook of several sheets", () => {
  it("writes its sheets in order, each streamed with its own header; one never started is empty", async () => {
    const path = join(dir, "sheets.xlsx");
    const writer = await openWorkbookWriter(path, ["Candidatos", "Comentários", "Vazia"]);
    await writer.sheet(["Posição", "Nome"]);
    for (let n = 1; n <= MANY; n++) await writer.write([n, `Candidata ${n}`]);
    await writer.sheet(["Texto"]);
    await writer.write(["Ótima conversa"]);
    await writer.close();

    const zip = await readFile(path);
    const parts = unzipSync(new Uint8Array(zip));
    const announced = centralDirectory(zip);
    for (const [name, bytes] of Object.entries(parts)) {
      expect({ name, crc: crc32(bytes), size: bytes.length }).toEqual({ name, ...announced.get(name) });
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Candidatos", "Comentários", "Vazia"]);
    const [first, second, third] = workbook.worksheets;
    expect(first?.rowCount).toBe(MANY + 1);
    expect(first?.getRow(1).values).toEqual([undefined, "Posição", "Nome"]);
    expect(first?.getRow(MANY + 1).values).toEqual([undefined, MANY, `Candidata ${MANY}`]);
    expect(second?.rowCount).toBe(2);
    expect(second?.getRow(2).getCell(1).value).toBe("Ótima conversa");
    expect(third?.rowCount).toBe(0);
    await expect(writer.sheet(["Demais"])).rejects.toThrow(/More sheets/);
  });
});

describe("CSV writer", () => {
  it("writes a BOM, the header and every row, quoted where RFC 4180 needs it", async () => {
    const rows = [
      [1, 'Ana, "a Analista"', "line\nbreak", null],
      ...Array.from({ length: MANY }, (_, i) => rowOf(i + 2)),
    ];
    const text = await readFile(await writeAll("csv", "many", ["ID", "Nome", "E-mail", "Status"], rows), "utf8");
    expect(text.startsWith("\ufeffID,Nome,E-mail,Status\r\n")).toBe(true);
    expect(text).toContain('1,"Ana, ""a Analista""","line\nbreak",\r\n');
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines.at(-1)).toBe(`${MANY + 1},Candidata ${MANY + 1} da Silva,c${MANY + 1}@example.com.br,Ativo`);
  });

  it("reports a full disk instead of finishing the file (XLSX and CSV)", async () => {
    for (const format of ["xlsx", "csv"] as const) {
      const writer = await openRowWriter(format, "/dev/full", ["ID", "Nome"], "Full");
      const written = (async () => {
        // Random text deflates little: the deflater has output for the disk all along.
        for (let n = 0; n < MANY; n++) await writer.write([n, randomBytes(120).toString("base64")]);
        await writer.close();
      })();
      await expect(written).rejects.toThrow(/ENOSPC/);
      await writer.abort();
    }
  });

  it("refuses a path it cannot write", async () => {
    await expect(openRowWriter("csv", join(dir, "missing", "x.csv"), ["A"], "A")).rejects.toThrow(/ENOENT/);
    await expect(openRowWriter("xlsx", join(dir, "missing", "x.xlsx"), ["A"], "A")).rejects.toThrow(/ENOENT/);
  });
});
