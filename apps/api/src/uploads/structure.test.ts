import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "../../test/fixtures/uploads/files";
import { tempDir } from "../../test/support/databases";
import { ACCEPTED_TYPES } from "./fileTypes";
import { checkStructure, hasPdfEndMarker } from "./structure";

const dir = tempDir("seleta-structure-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe("PDF end marker", () => {
  it("is found at the end of a whole PDF, even with trailing bytes", async () => {
    expect(await hasPdfEndMarker(file("whole.pdf", makePdf(["x"])))).toBe(true);
    const trailing = Buffer.concat([makePdf(["x"]), Buffer.alloc(500, 0x20)]);
    expect(await hasPdfEndMarker(file("trailing.pdf", trailing))).toBe(true);
  });

  it("is missing from a truncated PDF, which checkStructure refuses as corrupted (422)", async () => {
    const pdf = makePdf(["x"]);
    const path = file("cut.pdf", pdf.subarray(0, pdf.length - 10));
    expect(await hasPdfEndMarker(path)).toBe(false);
    await expect(checkStructure(ACCEPTED_TYPES.pdf, path)).rejects.toMatchObject({
      status: 422,
      code: "corrupted_file",
    });
  });

  it("leaves types without a structure check alone", async () => {
    await expect(checkStructure(ACCEPTED_TYPES.png, file("any.png", Buffer.from("x")))).resolves.toBeUndefined();
  });
});
