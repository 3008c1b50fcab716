import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, lockFilePath } from "./lock";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "seleta-lock-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has just exited (pids are not reused that quickly). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

function writeLock(owner: object) {
  writeFileSync(lockFilePath(dataDir), JSON.stringify(owner));
}

describe("data dir lock", () => {
  it("writes the owner's pid and host into seleta.lock and removes it on release", () => {
    const lock = acquireDataDirLock(dataDir);
    expect(lock.path).toBe(join(dataDir, "seleta.lock"));
    expect(JSON.parse(readFileSync(lock.path, "utf8"))).toMatchObject({ pid: process.pid, hostname: hostname() });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it("refuses a second holder with an error naming the lock file, and leaves the first one's lock alone", () => {
    const first = acquireDataDirLock(dataDir);
    const before = readFileSync(first.path, "utf8");
    let refused: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(join(dataDir, "seleta.lock"));
    expect((refused as Error).message).toContain(`process ${process.pid}`);
    expect(readFileSync(first.path, "utf8")).toBe(before);
    first.release();
    const again = acquireDataDirLock(dataDir);
    again.release();
  });

  it("refuses while another live process on this host holds it", () => {
    writeLock({ pid: process.ppid, hostname: hostname(), acquiredAt: "2026-01-01T00:00:00.000Z" });
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(JSON.parse(readFileSync(lockFilePath(dataDir), "utf8")).pid).toBe(process.ppid);
  });

  it("takes over the lock of a process that is gone", () => {
    writeLock({ pid: deadPid(), hostname: hostname(), acquiredAt: "2026-01-01T00:00:00.000Z" });
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock left by an earlier life of its own pid (a restarted container is pid 1 again)", () => {
    writeLock({ pid: process.pid, hostname: hostname(), acquiredAt: "2026-01-01T00:00:00.000Z" });
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, "utf8")).acquiredAt).not.toBe("2026-01-01T00:00:00.000Z");
    lock.release();
  });

  it("takes over when the pid now belongs to a process started later than the owner", () => {
    writeLock({ pid: process.ppid, hostname: hostname(), startTime: "1", acquiredAt: "2026-01-01T00:00:00.000Z" });
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("does not take over a lock held on another host, nor one it cannot read", () => {
    writeLock({ pid: deadPid(), hostname: "other-host.example", acquiredAt: "2026-01-01T00:00:00.000Z" });
    expect(() => acquireDataDirLock(dataDir)).toThrow(/other-host\.example/);
    writeFileSync(lockFilePath(dataDir), "garbage");
    expect(() => acquireDataDirLock(dataDir)).toThrow(/another process \(lock file .*seleta\.lock\)/);
  });

  it("does not remove a lock somebody else took after this one was released", () => {
    const lock = acquireDataDirLock(dataDir);
    lock.release();
    writeLock({ pid: process.ppid, hostname: hostname(), acquiredAt: "later" });
    lock.release();
    expect(existsSync(lockFilePath(dataDir))).toBe(true);
  });
});
