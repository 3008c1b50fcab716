/**
 * Where uploaded bytes live. The name is always ours (`<yyyy>/<mm>/<128 random bits in hex>.<ext>`), never the
 * user's, so no upload can choose a path, overwrite another or be guessed. Local directory by default; the
 * interface is what an S3-compatible backend implements to replace it.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Readable } from "node:stream";

export type FileStorage = {
  /** Takes a finished file (a temp file the caller no longer uses) and stores it under `key`. */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when they are gone. */
  open(key: string): Promise<Readable | undefined>;
  /** Removes the bytes; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (an S3 client's sockets) when the server closes; nothing to do on a local disk. */
  close?(): void;
};

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** A fresh storage key. `now` and `random` come in for tests. */
export function newStorageKey(ext: string, now = new Date(), random = randomBytes(16).toString("hex")): string {
  const year = String(now.getUTCFullYear()).padStart(4, "0");
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const key = `${year}/${month}/${random}.${ext}`;
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Files under `root` (`<dataDir>/uploads`). Moves are renames: the temp dir lives under the same root. */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    // Keys come from our own rows; the check keeps a damaged row from reading outside the uploads dir.
    const path = resolve(base, key);
    if (!isStorageKey(key) || relative(base, path).startsWith(`..${sep}`)) throw new Error(`Bad storage key: ${key}`);
    return path;
  };
  return {
    async put(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(sourcePath, target);
    },
    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return undefined;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** `<dataDir>/uploads` and its temp dir (same file system, so a finished upload is renamed, not copied). */
export function uploadDirs(dataDir: string): { root: string; incoming: string } {
  const root = join(dataDir, "uploads");
  return { root, incoming: join(root, ".incoming") };
}
