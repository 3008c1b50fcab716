/**
 * The real API on PGlite, on a free port, with a data dir of its own and a small demo world (the demo seed at a
 * few dozen candidates): the five demo accounts, businesses, jobs, applies, shortlists. The data dir is a copy of
 * the one globalSetup.ts migrated and seeded.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadConfig, type RunningServer, startServer } from "@seleta/api";
import type { AuthStrategy } from "@seleta/domain";
import { MutationObserver, type MutationOptions, type QueryClient } from "@tanstack/react-query";
import { inject } from "vitest";
import { createHttpClient, type HttpClient, type HttpClientOptions, signIn } from "../../src";

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export type TestApi = {
  server: RunningServer;
  /** A client with nobody signed in. */
  anonymous: (options?: Partial<HttpClientOptions>) => HttpClient;
  /** A client signed in as a demo account (Bearer token, as a script or an SSR loader would hold it). */
  signedIn: (who: DemoAccount, options?: Partial<HttpClientOptions>) => Promise<SignedInClient>;
  close: () => Promise<void>;
};

export type SignedInClient = { http: HttpClient; token: string; strategy: AuthStrategy };

/** Uploads are capped at 1 MB here, so the size refusal is testable with a small body. */
export const TEST_UPLOAD_MAX_MB = 1;

export async function startTestApi(): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), "seleta-api-client-"));
  cpSync(inject("apiTemplateDir"), dataDir, { recursive: true });
  const server = await startServer(
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      UPLOAD_MAX_MB: String(TEST_UPLOAD_MAX_MB),
      // The tests check what the API answers, on machines of any load: a busy event loop must not answer them 503.
      SHED_EVENT_LOOP_DELAY_MS: "0",
    }),
    { logger: false, authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 } },
  );
  const anonymous = (options: Partial<HttpClientOptions> = {}) => createHttpClient({ baseUrl: server.url, ...options });
  return {
    server,
    anonymous,
    async signedIn(who, options = {}) {
      const { email, strategy } = DEMO_ACCOUNTS[who];
      const { token } = await signIn(anonymous(), strategy, { email, password: DEMO_PASSWORD });
      return { http: anonymous({ getToken: () => token, ...options }), token, strategy };
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs mutation options the way `useMutation` does, through a MutationObserver of a real QueryClient. */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/**
 * A parameterised query straight to the test database, for what no route offers yet (issuing a shortlist token).
 * Test setup only: the API's own code goes through drizzle.
 */
export async function rawQuery<T>(api: TestApi, text: string, params: unknown[] = []): Promise<T[]> {
  const driver = api.server.db.driver;
  if (driver.kind === "pglite") return (await driver.client.query<T>(text, params)).rows;
  return (await driver.pool.query(text, params)).rows as T[];
}
