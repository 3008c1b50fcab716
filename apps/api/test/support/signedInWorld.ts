/**
 * The world most route tests start from: a server on a fresh database of one kind, the fixtures' businesses and
 * people (support/fixtures.ts), and a session token for each kind of account. Optionally a recruiter with every
 * permission who works only in the other business: what cross-business isolation is tested with.
 */
import type { AuthStrategy } from "@seleta/domain";
import type { DatabaseKind } from "../../src/db/client";
import * as schema from "../../src/db/schema";
import { type RunningServer, startServer } from "../../src/server";
import { createTestStorage, type TestStorage, testConfig } from "./databases";
import { ALL_PERMISSIONS, account, createWorld, insert, link, PASSWORD, type World } from "./fixtures";
import { caller } from "./http";

/** The foreign recruiter's e-mail (they work in `world.otherBusiness` only). */
export const FOREIGN_RECRUITER_EMAIL = "foreign@test.example";

export type SignedInWorld = {
  storage: TestStorage;
  server: RunningServer;
  world: World;
  call: ReturnType<typeof caller>;
  /** A new session of someone with the fixtures' password: its Bearer token. */
  signIn(strategy: AuthStrategy, email: string): Promise<string>;
  tokens: {
    /** `world.admin`, an administrator. */
    admin: string;
    /** `world.recruiter`, a recruiter whose role may only read a few entities. */
    recruiter: string;
    candidate: string;
    clientContact: string;
    /** Only with `foreignRecruiter`. */
    foreign: string | undefined;
  };
  close(): Promise<void>;
};

export async function signedInWorld(
  kind: DatabaseKind,
  name: string,
  { foreignRecruiter = false, env = {} }: { foreignRecruiter?: boolean; env?: Record<string, string> } = {},
): Promise<SignedInWorld> {
  const storage = await createTestStorage(kind, name);
  const server = await startServer(testConfig(storage, env), {
    // Tests sign in far more often than a person would.
    authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
  });
  const world = await createWorld(server.db);
  const call = caller(server.app);
  if (foreignRecruiter) {
    const role = await insert(server.db, schema.roles, { name: "Tudo", permissions: ALL_PERMISSIONS });
    const foreignAccount = await account(server.db, "recruiters", FOREIGN_RECRUITER_EMAIL, null);
    const foreign = await insert(server.db, schema.recruiters, {
      name: "Fábio Forasteiro",
      email: FOREIGN_RECRUITER_EMAIL,
      role_id: role,
      is_admin: false,
      active: true,
      account_id: foreignAccount,
    });
    await link(server.db, schema.recruiters_businesses, foreign, world.otherBusiness);
  }
  const signIn = async (strategy: AuthStrategy, email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    if (response.statusCode !== 200) throw new Error(`${email} cannot sign in: ${response.body}`);
    return response.json().token as string;
  };
  return {
    storage,
    server,
    world,
    call,
    signIn,
    tokens: {
      admin: await signIn("recruiters", world.admin.email),
      recruiter: await signIn("recruiters", world.recruiter.email),
      candidate: await signIn("candidates", world.candidate.email),
      clientContact: await signIn("client_contacts", world.clientContact.email),
      foreign: foreignRecruiter ? await signIn("recruiters", FOREIGN_RECRUITER_EMAIL) : undefined,
    },
    async close() {
      await server.close();
      await storage.cleanup();
    },
  };
}
