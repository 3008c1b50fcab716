/**
 * The production server as the benches run it: `apps/api/dist/main.js` (the API, serving the web build too) on a
 * free port of 127.0.0.1 with the data dir the bench chose, logging only warnings, its stderr on the bench's.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";

/** What the benches measure is the production build: without it they stop here and say what to run. */
export function requireBuild(root, benchName) {
  for (const built of ["apps/api/dist/main.js", "apps/web/build/server/index.js"]) {
    if (!existsSync(join(root, built))) {
      console.error(`${benchName} measures the production build: ${built} is missing. Run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/** A port nothing listens on now (the OS's choice), for the server to take. */
export function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** A GET with the Host a visitor would send (node:http: fetch drops a Host header, and the brand is chosen by it). */
export function getWithHost(port, path, host) {
  return new Promise((resolveGet, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, headers: { host: `${host}:${port}` } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolveGet({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} in time`);
}

/**
 * Starts the server on `port` (see `freePort`) over `dataDir`. `env` adds to or overrides the shell's environment;
 * a key set to `undefined` is left out of it. The server is started, not yet ready: `waitUntilHealthy` waits for its
 * health read, `stop` ends it and waits for it to exit.
 */
export function startServer({ root, port, dataDir, env = {} }) {
  const serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...env,
  };
  for (const [name, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[name];
  const child = spawn(process.execPath, [join(root, "apps/api/dist/main.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: serverEnv,
  });
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  return {
    waitUntilHealthy: (timeoutMs) => waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, Date.now() + timeoutMs),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
