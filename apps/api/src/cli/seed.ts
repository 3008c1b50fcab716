/**
 * `npm run seed` (-w @seleta/api): migrate, then seed the demo data if this database has not had it. Refuses a
 * DATABASE_URL unless SEED_DEMO=true (the demo accounts' password is public), and a data dir a server holds.
 *
 *   npm run seed                       the demo: 2,000 candidates and what goes with them
 *   npm run seed -- --scale 1000000    a million candidates and proportional data, for benchmarks
 *
 * The progress bar (stderr) shows the step and, in the long ones, the rows so far. The whole seed is one
 * transaction: interrupted, it leaves the database as it was.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { DEMO_CANDIDATES, SeedRefusedError, seedDemo } from "../seed";
import { consoleLog } from "./consoleLog";
import { exitWithFailure } from "./failure";
import { progressBar } from "./progressBar";
import { UsageError } from "./usage";

function candidatesFromArgs(args: string[]): number {
  const { values } = parseArgs({ args, options: { scale: { type: "string" } }, strict: true });
  if (values.scale === undefined) return DEMO_CANDIDATES;
  if (!/^\d+$/.test(values.scale) || Number(values.scale) < 10 || Number(values.scale) > 5_000_000) {
    throw new UsageError(`--scale must be a number of candidates between 10 and 5000000 (got "${values.scale}")`);
  }
  return Number(values.scale);
}

async function seed(): Promise<void> {
  const candidates = candidatesFromArgs(process.argv.slice(2));
  // `npm run seed` runs in apps/api (npm -w); a relative DATA_DIR means the directory the person typed it in,
  // the same one `npm start` at the root uses.
  const config = loadConfig(process.env, { cwd: process.env.INIT_CWD ?? process.cwd() });
  if (config.databaseUrl && !config.seedDemoExplicit) {
    throw new SeedRefusedError(
      "Refusing to seed the demo data into DATABASE_URL: its accounts use a public password. Set SEED_DEMO=true to seed anyway.",
    );
  }
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log: consoleLog });
  const bar = progressBar(process.stderr);
  try {
    await migrateDatabase(db, consoleLog);
    await seedDemo(db, {
      log: consoleLog,
      allowPostgres: config.seedDemoExplicit,
      candidates,
      onProgress: bar.update,
    });
  } finally {
    bar.done();
    await db.close();
  }
}

seed().catch((error: unknown) => exitWithFailure(error, "Seeding failed"));
