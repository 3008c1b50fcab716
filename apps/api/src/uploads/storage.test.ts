import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/databases";
import { isStorageKey, localFileStorage, newStorageKey, uploadDirs } from "./storage";

const dir = tempDir("seleta-storage-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("storage keys", () => {
  it("are <yyyy>/<mm>/<128 random bits>.<ext>, in UTC", () => {
    const key = newStorageKey("pdf", new Date("2026-01-31T23:30:00-03:00"), "ab".repeat(16));
    expect(key).toBe(`2026/02/${"ab".repeat(16)}.pdf`);
    expect(newStorageKey("docx")).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.docx$/);
    expect(newStorageKey("png")).not.toBe(newStorageKey("png"));
  });

  it("never take a user's path", () => {
    expect(isStorageKey("../../etc/passwd")).toBe(false);
    expect(isStorageKey(`2026/01/${"a".repeat(32)}.pdf/../x`)).toBe(false);
    expect(() => newStorageKey("pdf", new Date(), "../x")).toThrow();
  });
});

describe("localFileStorage", () => {
  const { root, incoming } = uploadDirs(dir);
  const storage = localFileStorage(root);

  it("moves a finished temp file under its key, serves it and removes it", async () => {
    const temp = join(dir, "temp-upload");
    writeFileSync(temp, "conteúdo");
    const key = newStorageKey("pdf");
    await storage.put(key, temp, "application/pdf");
    expect(existsSync(temp)).toBe(false);
    expect(readFileSync(join(root, key), "utf8")).toBe("conteúdo");
    const stream = await storage.open(key);
    expect(stream && (await text(stream))).toBe("conteúdo");
    await storage.remove(key);
    expect(await storage.open(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("refuses a key that is not one of ours", async () => {
    await expect(storage.open("../db/PG_VERSION")).rejects.toThrow(/Bad storage key/);
    await expect(storage.remove("../db")).rejects.toThrow(/Bad storage key/);
  });

  it("keeps temp files inside the uploads dir (one file system: a move is a rename)", () => {
    expect(incoming.startsWith(`${root}/`)).toBe(true);
  });
});
