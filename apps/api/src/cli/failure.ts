import { ConfigError } from "../config";
import { DatabaseUnreachableError } from "../db/client";
import { DataDirLockedError } from "../db/lock";
import { PortInUseError } from "../preflight";
import { SeedRefusedError } from "../seed";
import { UsageError } from "./usage";

/** Errors whose message already tells a person what is wrong and what to do. */
const SELF_EXPLANATORY = [
  ConfigError,
  PortInUseError,
  DataDirLockedError,
  DatabaseUnreachableError,
  SeedRefusedError,
  UsageError,
];

/** The one line printed on stderr when a command fails. */
export function failureLine(error: unknown, action: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const known = SELF_EXPLANATORY.some((type) => error instanceof type);
  return (known ? message : `${action}: ${message}`).replace(/\s*\n\s*/g, " ");
}

/** Prints the line (and the stack when LOG_LEVEL asks for detail) and ends the process with code 1. */
export function exitWithFailure(error: unknown, action: string): never {
  process.stderr.write(`${failureLine(error, action)}\n`);
  if (process.env.LOG_LEVEL === "debug" || process.env.LOG_LEVEL === "trace") console.error(error);
  process.exit(1);
}
