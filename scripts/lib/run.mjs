import { spawn } from "node:child_process";

/** Runs a command with inherited stdio and resolves to its exit code (never rejects on failure). */
export function run(command, args, { env, cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env }, cwd });
    const forward = (signal) => child.kill(signal);
    process.once("SIGINT", forward);
    process.once("SIGTERM", forward);
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

export function log(message) {
  console.log(`\n\u001b[1m▸ ${message}\u001b[0m`);
}
