/**
 * Spec §2/§3/§7: `/recruiters/entity_pages` keeps each recruiter's saved views and recent pages,
 * per current business; a POST replaces the pages of one view; nobody reads or removes another recruiter's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import type { RunningServer } from "../src/server";
import { DEFAULT_DATABASE } from "./support/databases";
import type { World } from "./support/fixtures";
import type { caller } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

/** The saved views a recruiter keeps, set small through the configuration so the test reaches it. */
const ENTRIES_PER_RECRUITER = 12;

type Who = "anonymous" | "candidate" | "clientContact" | "recruiter" | "admin";

const view = (entity: string, pages: unknown[], extra: Record<string, unknown> = {}) => ({
  body: { entity_pages: { entity, type_view: "index", custom_entity: null, pages, ...extra } },
});

const page = (name: string, link: string, extra: Record<string, unknown> = {}) => ({ name, link, ...extra });

describe.each(DEFAULT_DATABASE)("entity pages on %s", (kind) => {
  let signed: SignedInWorld;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = {} as Record<Who, string | undefined>;
  const as = (who: Who, call: Record<string, unknown> = {}) => ({
    ...call,
    ...(tokens[who] ? { token: tokens[who] } : {}),
  });

  beforeAll(async () => {
    signed = await signedInWorld(kind, "entity_pages", {
      env: { ENTRIES_PER_RECRUITER: String(ENTRIES_PER_RECRUITER) },
    });
    ({ server, world, call } = signed);
    Object.assign(tokens, signed.tokens);
  });
  afterAll(async () => {
    await signed?.close();
  });

  const clear = async () => {
    for (const who of ["admin", "recruiter"] as const) {
      expect((await call("DELETE", "/recruiters/entity_pages/destroy_all", as(who))).statusCode).toBe(200);
    }
  };

  it("stores a saved view and answers it, then lists it", async () => {
    await clear();
    const pages = [
      page("Meus candidatos", "/recruiters/candidates", { id: 1, icon: "person", query: { where: { owner: 3 } } }),
      page("Em São Paulo", "/recruiters/candidates", { id: "sp", query: "where=%7B%22city%22%3A%22SP%22%7D" }),
    ];
    const response = await call("POST", "/recruiters/entity_pages", as("recruiter", view("candidates", pages)));
    expect(response.statusCode).toBe(200);
    const saved = response.json().entity_pages;
    expect(saved).toMatchObject({
      entity: "candidates",
      type_view: "index",
      custom_entity: null,
      link: "/recruiters/candidates",
      pages,
    });
    expect(saved.id).toEqual(expect.any(Number));

    const list = await call("GET", "/recruiters/entity_pages", as("recruiter"));
    expect(list.statusCode).toBe(200);
    expect(list.json().entity_pages).toEqual([saved]);
  });

  it("replaces the pages of the same view, keeping its id; another view gets its own entry", async () => {
    await clear();
    const first = (
      await call("POST", "/recruiters/entity_pages", as("recruiter", view("jobs", [page("A", "/recruiters/jobs")])))
    ).json().entity_pages;
    const second = (
      await call(
        "POST",
        "/recruiters/entity_pages",
        as("recruiter", view("jobs", [page("B", "/recruiters/jobs?x=1"), page("C", "/recruiters/jobs/4")])),
      )
    ).json().entity_pages;
    expect(second.id).toBe(first.id);
    expect(second.pages.map((p: { name: string }) => p.name)).toEqual(["B", "C"]);

    const show = (
      await call("POST", "/recruiters/entity_pages", as("recruiter", view("jobs", [], { type_view: "show" })))
    ).json().entity_pages;
    const custom = (
      await call("POST", "/recruiters/entity_pages", as("recruiter", view("jobs", [], { custom_entity: "kanban" })))
    ).json().entity_pages;
    expect(new Set([first.id, show.id, custom.id]).size).toBe(3);

    const all = (await call("GET", "/recruiters/entity_pages", as("recruiter"))).json().entity_pages;
    expect(all).toHaveLength(3);
    const shows = (await call("GET", "/recruiters/entity_pages?entity=jobs&type_view=show", as("recruiter"))).json();
    expect(shows.entity_pages.map((row: { id: number }) => row.id)).toEqual([show.id]);
  });

  it("keeps one entry when the same view is saved at once from several tabs", async () => {
    await clear();
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call("POST", "/recruiters/entity_pages", as("admin", view("tasks", [page(`v${index}`, "/recruiters/tasks")]))),
      ),
    );
    for (const response of saves) expect(response.statusCode).toBe(200);
    const rows = (await call("GET", "/recruiters/entity_pages?entity=tasks", as("admin"))).json().entity_pages;
    expect(rows).toHaveLength(1);
  });

  it("keeps the history speed-dial's recent pages under the entity `recent`", async () => {
    await clear();
    const recent = [
      page("Carla Candidata", "/recruiters/candidates/12", {
        id: "c-12",
        icon: "person",
        visitedAt: "2026-03-01T10:00:00.000Z",
      }),
      page("Vagas abertas", "/recruiters/jobs", { id: "jobs", query: "filter=%5B%22open%22%5D" }),
    ];
    const response = await call("POST", "/recruiters/entity_pages", as("recruiter", view("recent", recent)));
    expect(response.statusCode).toBe(200);
    expect(response.json().entity_pages).toMatchObject({ entity: "recent", link: null, pages: recent });
    await call("POST", "/recruiters/entity_pages", as("recruiter", view("candidates", [page("x", "/recruiters")])));

    // Clearing the history leaves the saved views alone when it names the entity.
    const cleared = await call("DELETE", "/recruiters/entity_pages/destroy_all?entity=recent", as("recruiter"));
    expect(cleared.json()).toEqual({ deleted: 1 });
    const left = (await call("GET", "/recruiters/entity_pages", as("recruiter"))).json().entity_pages;
    expect(left.map((row: { entity: string }) => row.entity)).toEqual(["candidates"]);
  });

  it("never shows, nor removes, another recruiter's pages", async () => {
    await clear();
    const admins = (
      await call("POST", "/recruiters/entity_pages", as("admin", view("candidates", [page("Admin", "/recruiters")])))
    ).json().entity_pages;
    await call("POST", "/recruiters/entity_pages", as("recruiter", view("candidates", [page("Mine", "/recruiters")])));

    const mine = (await call("GET", "/recruiters/entity_pages", as("recruiter"))).json().entity_pages;
    expect(mine.map((row: { pages: { name: string }[] }) => row.pages[0]?.name)).toEqual(["Mine"]);

    const refused = await call("DELETE", `/recruiters/entity_pages/${admins.id}`, as("recruiter"));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe("not_found");
    expect((await call("DELETE", "/recruiters/entity_pages/destroy_all", as("recruiter"))).json()).toEqual({
      deleted: 1,
    });
    const adminsLeft = (await call("GET", "/recruiters/entity_pages", as("admin"))).json().entity_pages;
    expect(adminsLeft.map((row: { id: number }) => row.id)).toEqual([admins.id]);

    expect((await call("DELETE", `/recruiters/entity_pages/${admins.id}`, as("admin"))).json()).toEqual({
      deleted: 1,
    });
    expect((await call("DELETE", `/recruiters/entity_pages/${admins.id}`, as("admin"))).statusCode).toBe(404);
  });

  it("keeps each business's pages apart", async () => {
    await clear();
    await call("POST", "/recruiters/entity_pages", as("admin", view("jobs", [page("Executive", "/recruiters/jobs")])));
    const switched = await call(
      "PUT",
      "/recruiters/business.json",
      as("admin", { body: { business_selected: world.otherBusiness } }),
    );
    expect(switched.statusCode).toBe(200);
    try {
      expect((await call("GET", "/recruiters/entity_pages", as("admin"))).json().entity_pages).toEqual([]);
      await call("POST", "/recruiters/entity_pages", as("admin", view("jobs", [page("Tech", "/recruiters/jobs")])));
      const tech = (await call("GET", "/recruiters/entity_pages", as("admin"))).json().entity_pages;
      expect(tech.map((row: { pages: { name: string }[] }) => row.pages[0]?.name)).toEqual(["Tech"]);
    } finally {
      await call("PUT", "/recruiters/business.json", as("admin", { body: { business_selected: world.business } }));
    }
    const executive = (await call("GET", "/recruiters/entity_pages", as("admin"))).json().entity_pages;
    expect(executive.map((row: { pages: { name: string }[] }) => row.pages[0]?.name)).toEqual(["Executive"]);
  });

  it("refuses a saved view of an entity the recruiter's role may not read", async () => {
    await clear();
    const response = await call(
      "POST",
      "/recruiters/entity_pages",
      as("recruiter", view("proposals", [page("P", "/recruiters/proposals")])),
    );
    expect(response.statusCode).toBe(403);
    expect((await call("GET", "/recruiters/entity_pages", as("recruiter"))).json().entity_pages).toEqual([]);
  });

  it("is for recruiters only", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/recruiters/entity_pages"],
      ["POST", "/recruiters/entity_pages", view("recent", []).body],
      ["DELETE", "/recruiters/entity_pages/1"],
      ["DELETE", "/recruiters/entity_pages/destroy_all"],
    ];
    for (const [method, path, body] of routes) {
      const expected: [Who, number][] = [
        ["anonymous", 401],
        ["candidate", 403],
        ["clientContact", 403],
      ];
      for (const [who, status] of expected) {
        const response = await call(method as "GET", path, as(who, body ? { body } : {}));
        expect(response.statusCode, `${method} ${path} as ${who}`).toBe(status);
      }
    }
  });

  describe("bad input: 400 naming the field, nothing stored", () => {
    const cases: [string, unknown, string][] = [
      ["an absolute URL", view("recent", [page("x", "https://evil.example/")]).body, "entity_pages.pages.0.link"],
      ["a protocol-relative URL", view("recent", [page("x", "//evil.example/")]).body, "entity_pages.pages.0.link"],
      ["a backslash URL", view("recent", [page("x", "/\\evil.example")]).body, "entity_pages.pages.0.link"],
      ["a script URL", view("recent", [page("x", "javascript:alert(1)")]).body, "entity_pages.pages.0.link"],
      ["a path without its root", view("recent", [page("x", "recruiters/jobs")]).body, "entity_pages.pages.0.link"],
      ["a blank name", view("recent", [page(" ", "/recruiters")]).body, "entity_pages.pages.0.name"],
      ["a long name", view("recent", [page("n".repeat(161), "/recruiters")]).body, "entity_pages.pages.0.name"],
      [
        "an unknown page field",
        view("recent", [page("x", "/recruiters", { onclick: "x" })]).body,
        "entity_pages.pages.0.onclick",
      ],
      [
        "a huge query",
        view("recent", [page("x", "/recruiters", { query: { where: "w".repeat(5000) } })]).body,
        "entity_pages.pages.0.query",
      ],
      [
        "too many pages",
        view(
          "recent",
          Array.from({ length: 51 }, (_, i) => page(`p${i}`, "/recruiters")),
        ).body,
        "entity_pages.pages",
      ],
      ["an unknown entity", view("nothing", []).body, "entity_pages.entity"],
      ["an unknown type_view", view("jobs", [], { type_view: "grid" }).body, "entity_pages.type_view"],
      ["an unknown field", { entity_pages: { entity: "jobs", pages: [], owner: 1 } }, "entity_pages.owner"],
      ["no pages", { entity_pages: { entity: "jobs" } }, "entity_pages.pages"],
    ];
    it.each(cases)("refuses %s", async (_name, body, field) => {
      await clear();
      const response = await call("POST", "/recruiters/entity_pages", as("recruiter", { body }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect((await call("GET", "/recruiters/entity_pages", as("recruiter"))).json().entity_pages).toEqual([]);
    });

    it("refuses an id that is not a number", async () => {
      for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
        const response = await call("DELETE", `/recruiters/entity_pages/${id}`, as("recruiter"));
        expect(response.statusCode, id).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(["params.id"]);
      }
    });

    it(`stops a recruiter at ${ENTRIES_PER_RECRUITER} entries`, async () => {
      await clear();
      await server.db.drizzle.insert(schema.entityPages).values(
        Array.from({ length: ENTRIES_PER_RECRUITER }, (_, index) => ({
          recruiter_id: world.recruiter.id,
          business_id: world.business,
          entity: "candidates",
          type_view: "index",
          custom_entity: `view ${index}`,
          pages: [],
        })),
      );
      const response = await call("POST", "/recruiters/entity_pages", as("recruiter", view("jobs", [])));
      expect(response.statusCode).toBe(422);
      // Replacing an existing view still works at the limit.
      const replaced = await call(
        "POST",
        "/recruiters/entity_pages",
        as("recruiter", view("candidates", [page("x", "/recruiters")], { custom_entity: "view 3" })),
      );
      expect(replaced.statusCode).toBe(200);
      await clear();
    });
  });
});
