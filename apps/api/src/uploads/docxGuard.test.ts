import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDocx, makeManyEntryDocx, makeZipBombDocx, SAMPLES } from "../../test/fixtures/uploads/files";
import { tempDir } from "../../test/support/databases";
import { checkDocx, DOCX_LIMITS } from "./docxGuard";

const dir = tempDir("seleta-docx-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(bytes: Buffer): string {
  const path = join(dir, `${Math.random().toString(16).slice(2)}.docx`);
  writeFileSync(path, bytes);
  return path;
}

/** Rewrites every declared uncompressed size (local and central headers) to `size`: a lying archive. */
function declareSizes(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at < copy.length - 4; at++) {
    const signature = copy.readUInt32LE(at);
    if (signature === 0x04034b50) copy.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe("checkDocx", () => {
  it("lets a real document through", async () => {
    await expect(checkDocx(file(makeDocx(["Olá", "mundo"])))).resolves.toBeUndefined();
  });

  it("refuses an entry compressed far beyond any document's ratio", async () => {
    await expect(checkDocx(file(makeZipBombDocx(5)))).rejects.toMatchObject({ status: 422, code: "zip_bomb" });
  });

  it("refuses more entries than the limit, before inflating any", async () => {
    const path = file(makeManyEntryDocx(30));
    await expect(checkDocx(path, { ...DOCX_LIMITS, maxEntries: 20 })).rejects.toMatchObject({
      code: "zip_bomb",
      message: expect.stringContaining("entries"),
    });
    await expect(checkDocx(path, DOCX_LIMITS)).resolves.toBeUndefined();
  });

  it("refuses a total inflated size over the limit even when each ratio is modest", async () => {
    const limits = { ...DOCX_LIMITS, maxTotalBytes: 1_000_000, maxRatio: 10_000 };
    await expect(checkDocx(file(makeZipBombDocx(2)), limits)).rejects.toMatchObject({ code: "zip_bomb" });
  });

  it("does not trust declared sizes: an entry that inflates past what it declared is refused", async () => {
    const lying = declareSizes(makeZipBombDocx(3), 1000);
    const limits = { ...DOCX_LIMITS, maxRatio: 10_000_000 };
    await expect(checkDocx(file(lying), limits)).rejects.toMatchObject({ status: 422 });
  });

  it("refuses a zip that does not open, and one without a Word document inside", async () => {
    const docx = makeDocx(["x"]);
    await expect(checkDocx(file(docx.subarray(0, docx.length - 30)))).rejects.toMatchObject({
      code: "corrupted_file",
    });
    await expect(checkDocx(file(SAMPLES.zip()))).rejects.toMatchObject({ code: "corrupted_file" });
  });
});
