/** What other packages and tests use of the server (`@seleta/api`). `main.ts` is the command that runs it. */
export { type Config, ConfigError, type LogLevel, loadConfig } from "./config";
export {
  type Database,
  type DatabaseKind,
  DatabaseUnreachableError,
  type Drizzle,
  openDatabase,
  queryRows,
} from "./db/client";
export { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, lockFilePath } from "./db/lock";
export { migrateDatabase } from "./db/migrate";
export * as schema from "./db/schema";
export { type ErrorBody, HttpError, notFound, validationFailed } from "./edge/errors";
export { assertPortFree, PortInUseError } from "./preflight";
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoBusinesses, SeedRefusedError, seedDemo } from "./seed";
export { type RunningServer, type StartServerOptions, startServer } from "./server";
