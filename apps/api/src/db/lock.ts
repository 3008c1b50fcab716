/**
 * One process owns a data dir. PGlite has no multi-process protection: two processes opening the same
 * `db/` directory silently lose writes. The lock is a file created atomically (link of a complete temp file,
 * which fails if the lock exists) holding the owner's pid, host and process start time.
 */
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export const LOCK_FILE_NAME = "seleta.lock";

export type LockOwner = {
  pid: number;
  hostname: string;
  /** Kernel start time of the process (Linux), so a reused pid is not mistaken for the owner. */
  startTime?: string;
  acquiredAt: string;
};

export type DataDirLock = {
  path: string;
  owner: LockOwner;
  release(): void;
};

export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.hostname}` : "another process";
    super(
      `The data directory is in use by ${who} (lock file ${lockPath}). ` +
        "Stop that Seleta process, or set DATA_DIR to another directory; delete the lock file only if no Seleta process uses it.",
    );
  }
}

/** Locks held by this process: a second holder in the same process is refused like any other. */
const heldHere = new Set<string>();

export function lockFilePath(dataDir: string): string {
  return join(dataDir, LOCK_FILE_NAME);
}

/** Takes the data dir's lock or throws DataDirLockedError naming the lock file. Never touches a live owner's data. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = lockFilePath(dataDir);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startTime: processStartTime(process.pid),
    acquiredAt: new Date().toISOString(),
  };
  const content = `${JSON.stringify(owner)}\n`;

  // Two rounds: the second one runs after a stale lock was removed.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(path, content)) {
      heldHere.add(path);
      const release = () => {
        process.off("exit", release);
        if (!heldHere.delete(path)) return;
        try {
          if (readFileSync(path, "utf8") === content) unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
      };
      // A process that exits without closing the database (process.exit, uncaught error) still frees the dir.
      process.on("exit", release);
      return { path, owner, release };
    }
    const existing = readLock(path);
    if (existing === undefined) continue; // vanished between our attempt and the read: try again
    if (existing.owner === undefined || !isStale(path, existing.owner)) {
      throw new DataDirLockedError(path, existing.owner);
    }
    // The owner is dead: remove its lock, unless somebody replaced it meanwhile.
    try {
      if (readFileSync(path, "utf8") === existing.raw) unlinkSync(path);
    } catch {
      // removed by somebody else: the next round decides
    }
  }
  throw new DataDirLockedError(path, readLock(path)?.owner);
}

function tryCreate(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temp, content, { flag: "wx" });
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function readLock(path: string): { raw: string; owner: LockOwner | undefined } | undefined {
  let raw: string;
  try {
    raw = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockOwner>;
    if (typeof parsed.pid === "number" && typeof parsed.hostname === "string") {
      return { raw, owner: parsed as LockOwner };
    }
  } catch {
    // unreadable: treated as held, a person decides
  }
  return { raw, owner: undefined };
}

/** Stale = the owner ran on this host and is no longer running. Another host's owner cannot be checked. */
function isStale(path: string, owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) {
    // Our own pid: held if this process took it; otherwise a previous life of this pid (container restarts
    // often give the server pid 1 again).
    return !heldHere.has(path);
  }
  if (!isAlive(owner.pid)) return true;
  const startTime = processStartTime(owner.pid);
  return owner.startTime !== undefined && startTime !== undefined && startTime !== owner.startTime;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function processStartTime(pid: number): string | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  try {
    const text = readFileSync(stat, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return fields[19];
  } catch {
    return undefined;
  }
}
