/**
 * `npm run seed` (-w @seleta/api): migrate, then seed the demo data if this database has not had it. Refuses a
 * DATABASE_URL unless SEED_DEMO=true (the demo accounts' password is public), and a data dir a server holds.
 */
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { SeedRefusedError, seedDemo } from "../seed";
import { consoleLog } from "./consoleLog";
import { exitWithFailure } from "./failure";

async function seed(): Promise<void> {
  // `npm run seed` runs in apps/api (npm -w); a relative DATA_DIR means the directory the person typed it in,
  // the same one `npm start` at the root uses.
  const config = loadConfig(process.env, { cwd: process.env.INIT_CWD ?? process.cwd() });
  if (config.databaseUrl && !config.seedDemoExplicit) {
    throw new SeedRefusedError(
      "Refusing to seed the demo data into DATABASE_URL: its accounts use a public password. Set SEED_DEMO=true to seed anyway.",
    );
  }
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log: consoleLog });
  try {
    await migrateDatabase(db, consoleLog);
    await seedDemo(db, { log: consoleLog, allowPostgres: config.seedDemoExplicit });
  } finally {
    await db.close();
  }
}

seed().catch((error: unknown) => exitWithFailure(error, "Seeding failed"));
