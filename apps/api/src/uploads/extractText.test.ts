import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../../test/fixtures/uploads/files";
import { tempDir } from "../../test/support/databases";
import { cleanText, EXTRACT_LIMITS, extractText } from "./extractText";

const dir = tempDir("seleta-extract-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe("extractText", () => {
  it("reads a PDF's words in a worker", async () => {
    const extraction = await extractText("pdf", file("cv.pdf", makePdf(["Engenheira de dados", "Python (avançado)"])));
    expect(extraction).toEqual({ outcome: "text", text: expect.stringContaining("Engenheira de dados") });
    expect(extraction.outcome === "text" && extraction.text).toContain("Python (avançado)");
  });

  it("reads a DOCX's paragraphs", async () => {
    const extraction = await extractText("docx", file("cv.docx", makeDocx(["Gerente comercial", "São Paulo"])));
    expect(extraction).toEqual({ outcome: "text", text: "Gerente comercial\n\nSão Paulo" });
  });

  it("cuts the text to the limit", async () => {
    const extraction = await extractText("docx", file("long.docx", makeDocx(["a".repeat(500)])), {
      ...EXTRACT_LIMITS,
      maxChars: 100,
    });
    expect(extraction.outcome === "text" && extraction.text.length).toBe(100);
  });

  it("calls a file the parser cannot read unreadable", async () => {
    const garbage = Buffer.from(`%PDF-1.7\n${"garbage ".repeat(50)}\n%%EOF\n`);
    expect((await extractText("pdf", file("bad.pdf", garbage))).outcome).toBe("unreadable");
    expect((await extractText("docx", file("bad.docx", Buffer.from("PK not a zip")))).outcome).toBe("unreadable");
  });

  it("gives up at the deadline without failing the upload", async () => {
    const extraction = await extractText("pdf", file("slow.pdf", makePdf(["x"])), { ...EXTRACT_LIMITS, timeoutMs: 1 });
    expect(extraction).toEqual({ outcome: "skipped", reason: "no text within 0.001 s" });
  });
});

describe("cleanText", () => {
  it("drops NULs and folds blank runs", () => {
    expect(cleanText("  a\u0000b \t c\n\n\n\n d  ")).toBe("ab c\n\nd");
  });
});
