/**
 * The benches that run the server in a child process talk to it over IPC: `{ type, … }` messages each way, a
 * `{ type: "failed", error }` when the server could not do what it was asked, and `{ type: "stop" }` to end it.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunningServer, StartServerOptions } from "../src/server";

type Message = { type: string };

/** The machine's load averages (1, 5, 15 minutes), as every bench prints them beside its figures. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}

/** `--postgres` among a bench's arguments: run on PostgreSQL (BENCH_DATABASE_URL, else a throwaway server). */
export function wantsPostgres(args: readonly string[] = process.argv.slice(2)): boolean {
  return args.includes("--postgres");
}

export type BenchServer<FromServer extends Message, ToServer extends Message> = {
  /** The server's address (`http://127.0.0.1:port`). */
  url: string;
  /** The server's data dir (a fresh temp dir, removed by `stop`). */
  dataDir: string;
  channel: ReturnType<typeof childServerChannel<FromServer, ToServer>>;
  /** Stops the server, then the throwaway PostgreSQL, and removes the data dir; safe to call twice. */
  stop(): Promise<void>;
};

/**
 * A bench's server, started the one way every bench starts it: a fresh data dir, the database (PGlite in that dir,
 * or PostgreSQL when `postgres`: BENCH_DATABASE_URL, else a throwaway server started here), `script` forked as the
 * server (`forkBenchServer`), and its `ready`. Whatever fails on the way stops what was started.
 * BENCH_SERVER_NODE_OPTIONS adds flags to the server's node (a profile: `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startBenchServer<FromServer extends Message, ToServer extends Message>(
  script: string,
  options: {
    /** Names the data dir (`seleta-bench-<name>-…`). */
    name: string;
    postgres: boolean;
    /** How long the server may take to start and seed (ms). */
    readyTimeoutMs?: number;
    /** Called with the data dir before the server starts (a copy of a seeded data dir). */
    prepareDataDir?: (dataDir: string) => void;
  } & Omit<Parameters<typeof forkBenchServer>[1], "dataDir" | "databaseUrl">,
): Promise<BenchServer<FromServer, ToServer>> {
  const { name, postgres, readyTimeoutMs = 300_000, prepareDataDir, ...forkOptions } = options;
  const dataDir = mkdtempSync(join(tmpdir(), `seleta-bench-${name}-`));
  let throwaway: { url: string; stop: () => Promise<void> } | undefined;
  let channel: ReturnType<typeof childServerChannel<FromServer, ToServer>> | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await channel?.stop(20_000);
    await throwaway?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    prepareDataDir?.(dataDir);
    if (postgres && !process.env.BENCH_DATABASE_URL) {
      const { startThrowawayPostgres } = await import("../../../scripts/lib/postgres.mjs");
      throwaway = await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) });
    }
    const databaseUrl = postgres ? (process.env.BENCH_DATABASE_URL ?? throwaway?.url) : undefined;
    // BENCH_SERVER_NODE_OPTIONS: flags for the server's node alone (`--cpu-prof --cpu-prof-dir=…` profiles it).
    const extra = process.env.BENCH_SERVER_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];
    const nodeOptions = [...(forkOptions.nodeOptions ?? []), ...extra];
    channel = childServerChannel<FromServer, ToServer>(
      forkBenchServer(script, { ...forkOptions, nodeOptions, dataDir, databaseUrl }),
    );
    const ready = (await channel.next("ready" as FromServer["type"], readyTimeoutMs)) as unknown as { url: string };
    return { url: ready.url, dataDir, channel, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs `script` (a bench's own file, `import.meta.url`) again as the server: `--serve`, from the API's folder, on a
 * free loopback port, with the demo seed, in `dataDir` (and `databaseUrl` when given), without a web build unless
 * `webBuildDir` names one.
 */
export function forkBenchServer(
  script: string,
  options: {
    dataDir: string;
    databaseUrl?: string | undefined;
    nodeOptions?: string[];
    /** Variables over the defaults below (a test's limits, no demo seed). */
    env?: Record<string, string>;
    /** The web build the server serves (none by default: the API alone). */
    webBuildDir?: string;
  },
): ChildProcess {
  const { dataDir, databaseUrl, nodeOptions = [], env = {}, webBuildDir = join(dataDir, "no-web-build") } = options;
  return fork(fileURLToPath(script), ["--serve"], {
    cwd: join(fileURLToPath(new URL(".", import.meta.url)), ".."),
    // BENCH_PROFILE_DIR=dir: the server's CPU profile is written there when it stops (open it in Chrome's DevTools).
    execArgv: [
      "--import",
      "tsx",
      "--conditions=@seleta/source",
      ...nodeOptions,
      ...(process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []),
    ],
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_BUILD_DIR: webBuildDir,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}
type Failed = { type: "failed"; error: string };

/**
 * The child's side: starts the API on the configuration in the environment, answers `ready` with its address, ends
 * on `stop`, and hands every other message to `handle` (whose failure answers `failed`).
 */
export async function serveOverIpc<ToServer extends Message, FromServer extends Message>(
  handle: (message: ToServer, server: RunningServer, send: (message: FromServer | Failed) => void) => Promise<void>,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const { loadConfig } = await import("../src/config");
  const { startServer } = await import("../src/server");
  const send = (message: FromServer | Failed) => process.send?.(message);
  const server = await startServer(loadConfig(process.env), options);
  process.on("message", async (message: ToServer) => {
    try {
      if (message.type === "stop") {
        await server.close();
        process.exit(0);
      }
      await handle(message, server, send);
    } catch (error) {
      send({ type: "failed", error: String(error) });
    }
  });
  send({ type: "ready", url: server.url } as unknown as FromServer);
  return server;
}

/** The child's IPC as awaitable calls: `next(type)` is the next message, which must be of that type. */
export function childServerChannel<FromServer extends Message, ToServer extends Message>(child: ChildProcess) {
  const inbox: (FromServer | Failed)[] = [];
  const waiting: ((message: FromServer | Failed) => void)[] = [];
  let exited: string | undefined;
  child.on("message", (message: FromServer | Failed) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  child.on("exit", (code, signal) => {
    exited = `server exited (${code ?? signal})`;
  });
  async function next<T extends FromServer["type"]>(
    type: T,
    timeoutMs = 30_000,
  ): Promise<Extract<FromServer, { type: T }>> {
    const message =
      inbox.shift() ??
      (await withTimeout(
        new Promise<FromServer | Failed>((resolve) => waiting.push(resolve)),
        timeoutMs,
        exited ?? `waiting for the server's "${type}"`,
      ));
    if (message.type === "failed") throw new Error(`server: ${(message as Failed).error}`);
    if (message.type !== type) throw new Error(`server answered ${message.type}, expected ${type}`);
    return message as Extract<FromServer, { type: T }>;
  }
  const send = (message: ToServer) => child.send(message);
  return {
    next,
    send,
    /** Asks the server to stop and waits for it to exit; kills it when it has not within `timeoutMs`. */
    async stop(timeoutMs = 30_000): Promise<void> {
      if (child.exitCode !== null || exited) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "stop" });
      await withTimeout(gone, timeoutMs, "stopping the server").catch(() => child.kill("SIGKILL"));
    },
  };
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
