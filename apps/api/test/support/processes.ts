import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join, relative } from "node:path";
import { packageRoot } from "../../src/paths";

export const repoRoot = join(packageRoot, "..", "..");

/** Variables of the outer environment that would change what the spawned server does. */
const SERVER_VARIABLES = ["PORT", "HOST", "DATA_DIR", "DATABASE_URL", "SEED_DEMO", "WEB_BUILD_DIR", "LOG_LEVEL"];

export type Spawned = {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
};

/** `node --import tsx --conditions=@seleta/source apps/api/<script>` from the repo root, as `npm start` would run. */
export function spawnTs(script: string, env: Record<string, string>, args: string[] = []): Spawned {
  const base = { ...process.env };
  for (const name of SERVER_VARIABLES) delete base[name];
  // As in testConfig: a slow event loop or a queue's deadline on a loaded machine must not turn the tests' requests
  // into 503s.
  base.SHED_EVENT_LOOP_DELAY_MS = "0";
  base.MAX_CONCURRENT_REQUESTS = "0";
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@seleta/source", join("apps", "api", script), ...args],
    { cwd: repoRoot, env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits until the spawned server logs its URL; fails with its output if it exits first. */
export async function waitForListening(spawned: Spawned, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | undefined;
  void spawned.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    const match = /Seleta listening on (http:\/\/localhost:\d+)/.exec(spawned.stdout());
    if (match?.[1]) return match[1].replace("localhost", "127.0.0.1");
    if (exitCode !== undefined) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start (exit ${exitCode}):\n${spawned.stdout()}\n${spawned.stderr()}`);
}

/** Occupies a port the way another program would. */
export function occupyPort(host = "0.0.0.0"): Promise<{ port: number; server: Server }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      resolve({ port: typeof address === "object" && address ? address.port : 0, server });
    });
  });
}

/** A port on 127.0.0.1 where nothing listens (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const { port, server } = await occupyPort("127.0.0.1");
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every file under `dir` with its size and modification time: proves nobody wrote there. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stat = statSync(path);
        files[relative(dir, path)] = `${stat.size}:${stat.mtimeMs}`;
      }
    }
  };
  walk(dir);
  return files;
}
