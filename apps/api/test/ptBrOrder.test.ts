/**
 * Text orders as pt-BR collation's primary order does: accents and capitals do not count ("Alícia" < "Aline" <
 * "Álvaro" < "Bruno" < "Zélia"), names that differ only by them stay together in a fixed order, and pages of such
 * a list never overlap or skip (both databases).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

/** Inserted in this order, so that neither the ids nor the bytes of the names give the pt-BR order. */
const NAMES = ["Zélia", "Álvaro", "Aline", "alícia", "Bruno", "ÁLVARO"];
/** Equal keys ("Álvaro", "ÁLVARO") keep one order, the exact text's: capitals first, and reversed when descending. */
const ASCENDING = ["alícia", "Aline", "ÁLVARO", "Álvaro", "Bruno", "Zélia"];
const CITY = "Cidade da Ordenação";

describe.each(DATABASE_KINDS)("pt-BR ordering on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let token: string;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "pt_br_order");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    for (const name of NAMES) {
      await insert(server.db, schema.candidates, {
        business_id: world.business,
        name,
        email: `${NAMES.indexOf(name)}@example.com`,
        status: 3,
        city: CITY,
      });
    }
    for (const name of ["Ômega Consultoria", "alfa RH", "Ágil Talentos"]) {
      await insert(server.db, schema.businesses, { name, active: true });
    }
    const session = await call("POST", "/recruiters/sessions", {
      body: { email: world.admin.email, password: PASSWORD },
    });
    token = session.json().token as string;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  /** One page of the test's candidates ordered by name. */
  async function page(direction: "asc" | "desc", number: number, perPage: number): Promise<string[]> {
    const search = new URLSearchParams({
      where: JSON.stringify({ city: CITY }),
      order: JSON.stringify({ name: direction }),
      page: String(number),
      per_page: String(perPage),
    });
    const response = await call("GET", `/recruiters/candidates?${search}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().candidates as { name: string }[]).map((candidate) => candidate.name);
  }

  it("orders names by their letters, not their accents or capitals, both ways", async () => {
    expect(await page("asc", 1, 25)).toEqual(ASCENDING);
    expect(await page("desc", 1, 25)).toEqual([...ASCENDING].reverse());
  });

  it("pages such a list without overlap or gap", async () => {
    for (const direction of ["asc", "desc"] as const) {
      const pages = [await page(direction, 1, 2), await page(direction, 2, 2), await page(direction, 3, 2)];
      expect(pages.flat(), direction).toEqual(direction === "asc" ? ASCENDING : [...ASCENDING].reverse());
    }
  });

  it("lists an administrator's businesses in the same order", async () => {
    const response = await call("GET", "/recruiters/businesses", { token });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().businesses as { name: string }[]).map((business) => business.name)).toEqual([
      "Ágil Talentos",
      "alfa RH",
      "Ômega Consultoria",
      "Seleta Executive Search",
      "Seleta Tech",
    ]);
  });
});
