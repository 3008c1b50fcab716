/**
 * `npm start` (dist/main.js): configuration → port check → database → listen. A mistake in the environment
 * ends the process with one line on stderr and exit code 1, before anything is written.
 */
import { exitWithFailure } from "./cli/failure";
import { loadConfig } from "./config";
import { assertPortFree } from "./preflight";
import { type RunningServer, startServer } from "./server";

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  await assertPortFree(config.port, config.host);
  // Without SMTP, queued mail (confirmations, password resets) is printed here for the person running the server.
  const server = await startServer(config, { mailConsole: (text) => process.stdout.write(text) });
  const port = new URL(server.url).port;
  server.app.log.info(`Seleta listening on http://localhost:${port}`);
  const link = server.seeded?.demoShortlistLink;
  // Shown once: only the token's hash is stored, so a later start cannot print it again (the builder's resend can).
  if (link) server.app.log.info(`Demo shortlist link (a client without an account): http://localhost:${port}${link}`);
  handleSignals(server);
}

function handleSignals(server: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: the person does not want to wait.
      process.exit(1);
    }
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => {
      server.app.log.error(`Shutdown took more than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "Shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => exitWithFailure(error, "Seleta could not start"));
