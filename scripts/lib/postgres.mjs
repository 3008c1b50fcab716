/**
 * A throwaway PostgreSQL server for tests and benchmarks: initdb into a fresh temp dir, pg_ctl start on
 * 127.0.0.1 and a free port, durability off (the data is thrown away), stop + remove on stop() or when the
 * parent process ends.
 *
 * initdb and postgres refuse to run as root; these machines run everything as root, so the binaries run as
 * the `postgres` system user (runuser) and the temp dir is handed to it.
 *
 * Plain Node ESM: used by scripts (node scripts/test.mjs) and by the API tests' vitest globalSetup.
 */
import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const DEFAULT_PG_ROOT = "/usr/lib/postgresql";
const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * @typedef {{ url: string, port: number, dataDir: string, stop: () => Promise<void> }} ThrowawayPostgres
 * @typedef {(message: string) => void} Log
 */

/** The PostgreSQL bin dir: $PG_BIN, else the highest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) {
    if (!existsSync(join(env.PG_BIN, "initdb"))) throw new Error(`PG_BIN=${env.PG_BIN} has no initdb`);
    return env.PG_BIN;
  }
  const versions = existsSync(DEFAULT_PG_ROOT)
    ? readdirSync(DEFAULT_PG_ROOT)
        .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(DEFAULT_PG_ROOT, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`PostgreSQL binaries not found in ${DEFAULT_PG_ROOT}/*/bin: install postgresql or set PG_BIN`);
  }
  return join(DEFAULT_PG_ROOT, /** @type {string} */ (versions[0]), "bin");
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresUser() {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** argv that runs `binary args…` as the postgres user when we are root (initdb/postgres refuse root). */
function asPostgres(binary, args) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}

function run(binary, args, options = {}) {
  const [command, argv] = asPostgres(binary, args);
  return execFileSync(command, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });
}

function tail(file, lines = 20) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

async function waitUntilReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`PostgreSQL did not accept connections at ${url}: ${lastError?.message ?? "timeout"}`);
}

/**
 * Starts a PostgreSQL server nobody else uses. Resolves once it accepts connections.
 * @param {{ log?: Log, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<ThrowawayPostgres>}
 */
export async function startThrowawayPostgres({ log = () => {}, env = process.env } = {}) {
  const bin = findPostgresBin(env);
  const started = Date.now();
  const root = mkdtempSync(join(tmpdir(), "seleta-pg-"));
  const dataDir = join(root, "data");
  const logFile = join(root, "postgres.log");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(root, uid, gid);
  }

  let stopped = false;
  let running = false;
  let watchdog;

  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    watchdog?.kill("SIGKILL");
    if (running) {
      try {
        run(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "10"]);
      } catch {
        // the server may already be gone; the directory is removed anyway
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  const onExit = () => stopSync();
  const onSignal = (signal) => {
    stopSync();
    removeHooks();
    // Keep the default behaviour (terminate) unless somebody else also handles the signal.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const removeHooks = () => {
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  process.on("exit", onExit);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    run(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);

    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        "-c listen_addresses=127.0.0.1",
        `-c port=${port}`,
        `-c unix_socket_directories=${root}`,
        "-c fsync=off",
        "-c full_page_writes=off",
        "-c synchronous_commit=off",
        "-c max_connections=200",
      ].join(" ");
      try {
        run(join(bin, "pg_ctl"), ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "30", "-o", options]);
        running = true;
        break;
      } catch (error) {
        // Another process may have taken the free port between freePort() and postgres' bind: try another.
        if (attempt >= 3) {
          throw new Error(`pg_ctl start failed: ${error.stderr || error.message}\n${tail(logFile)}`);
        }
      }
    }

    // If the parent dies without running its exit hooks (SIGKILL), a detached watchdog still cleans up.
    watchdog = spawnWatchdog({ bin, dataDir, root, isRoot });

    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilReady(url, 30_000);
    log(`PostgreSQL ${bin.split("/").at(-2)} ready at ${url} (${Date.now() - started} ms, data in ${dataDir})`);

    return {
      url,
      port,
      dataDir,
      async stop() {
        removeHooks();
        if (stopped) return;
        stopped = true;
        watchdog?.kill("SIGKILL");
        try {
          await runAsync(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "30"]);
        } catch (error) {
          log(`pg_ctl stop failed (${error.message}); removing ${root} anyway`);
        }
        rmSync(root, { recursive: true, force: true });
        log(`PostgreSQL on port ${port} stopped`);
      },
    };
  } catch (error) {
    stopSync();
    removeHooks();
    throw error;
  }
}

function runAsync(binary, args) {
  const [command, argv] = asPostgres(binary, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${binary} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

function spawnWatchdog({ bin, dataDir, root, isRoot }) {
  const pgCtl = `${isRoot ? "runuser -u postgres -- " : ""}"${bin}/pg_ctl"`;
  const script = [
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
    `${pgCtl} stop -D "${dataDir}" -m immediate -w -t 10 >/dev/null 2>&1`,
    `rm -rf "${root}"`,
  ].join("; ");
  const child = spawn("sh", ["-c", script], { detached: true, stdio: "ignore" });
  child.unref();
  return child;
}

function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function checkName(name) {
  if (!SAFE_NAME.test(name)) throw new Error(`Invalid database name ${JSON.stringify(name)}: use [a-z0-9_]`);
}

async function withClient(serverUrl, fn) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server and returns its URL.
 * @param {string} serverUrl
 * @param {string} name
 * @returns {Promise<string>}
 */
export async function createDatabase(serverUrl, name) {
  checkName(name);
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return databaseUrl(serverUrl, name);
}

/**
 * Drops database `name` (closing its connections) if it exists.
 * @param {string} serverUrl
 * @param {string} name
 * @returns {Promise<void>}
 */
export async function dropDatabase(serverUrl, name) {
  checkName(name);
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
