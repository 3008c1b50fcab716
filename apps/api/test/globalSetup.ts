import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "../../../scripts/lib/postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server the tests may create databases on (superuser, no password). */
    postgresServerUrl: string;
  }
}

/** TEST_DATABASE_URL when set (the root `npm test` starts one server for every package); else our own. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("postgresServerUrl", given);
    return undefined;
  }
  const server = await startThrowawayPostgres({ log: (message) => console.log(`[api tests] ${message}`) });
  project.provide("postgresServerUrl", server.url);
  return () => server.stop();
}
