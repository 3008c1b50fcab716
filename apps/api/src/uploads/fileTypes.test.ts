import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf, SAMPLES } from "../../test/fixtures/uploads/files";
import { tempDir } from "../../test/support/databases";
import { detectFileType } from "./fileTypes";

const dir = tempDir("seleta-types-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Written under a misleading name: detection reads bytes only. */
function file(bytes: Buffer): string {
  const path = join(dir, `upload-${Math.random().toString(16).slice(2)}.txt`);
  writeFileSync(path, bytes);
  return path;
}

describe("detectFileType", () => {
  it.each([
    ["PDF", () => makePdf(["x"]), "application/pdf"],
    ["DOCX", () => makeDocx(["x"]), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["DOC", SAMPLES.doc, "application/msword"],
    ["PNG", SAMPLES.png, "image/png"],
    ["JPEG", SAMPLES.jpeg, "image/jpeg"],
    ["WebP", SAMPLES.webp, "image/webp"],
    ["MP4", SAMPLES.mp4, "video/mp4"],
    ["WebM", SAMPLES.webm, "video/webm"],
  ])("accepts %s by its signature", async (_name, make, mime) => {
    const detection = await detectFileType(file(make()));
    expect(detection.accepted?.mime).toBe(mime);
  });

  it.each([
    ["GIF", SAMPLES.gif, "image/gif"],
    ["a plain zip", SAMPLES.zip, "application/zip"],
    ["an OLE file that is not Word (XLS)", SAMPLES.xls, "application/x-cfb"],
    ["HTML", SAMPLES.html, "unknown"],
    ["empty bytes", () => Buffer.alloc(0), "unknown"],
  ])("refuses %s, naming what it is", async (_name, make, detected) => {
    expect(await detectFileType(file(make()))).toEqual({ accepted: undefined, detected });
  });

  it("finds Word's stream name across the boundary of two reads", async () => {
    const name = Buffer.from("WordDocument\u0000", "utf16le");
    const header = SAMPLES.xls().subarray(0, 8);
    const bytes = Buffer.alloc((1 << 20) + 4096);
    header.copy(bytes, 0);
    name.copy(bytes, (1 << 20) - 7);
    expect((await detectFileType(file(bytes))).accepted?.ext).toBe("doc");
  });
});
