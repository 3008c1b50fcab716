/**
 * Shortlist templates are their author's until shared (the registry's `privateRows` with `flagMeans: "shared"`):
 * another recruiter of the business neither lists, reads, changes, deletes nor applies a template that is not
 * shared (404, as one that does not exist); a shared one they list, read and apply, but only its author changes or
 * deletes it (403: its existence is no secret) — an administrator included. On both databases: the rule is SQL of
 * every list and every write.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { DATABASE_KINDS } from "./support/databases";
import { ALL_PERMISSIONS, insert, recruiterIn } from "./support/fixtures";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

type Who = "author" | "colleague" | "admin";

describe.each(DATABASE_KINDS)("shortlist templates' privacy on %s", (kind) => {
  let w: SignedInWorld;
  let job: number;
  let applyId: number;
  const tokens = {} as Record<Who, string>;

  const call = (...args: Parameters<SignedInWorld["call"]>) => w.call(...args);

  /** A recruiter of the business whose role may do everything to every recruiter-area entity (not an admin). */
  const recruiter = (name: string, email: string, role: number) =>
    recruiterIn(w.server.db, w.world.business, { name, email, roleId: role });

  beforeAll(async () => {
    w = await signedInWorld(kind, "shortlist-templates");
    const db = w.server.db;
    const role = await insert(db, schema.roles, { name: "Tudo", permissions: ALL_PERMISSIONS });
    await recruiter("Paula Autora", "author@test.example", role);
    await recruiter("Caio Colega", "colleague@test.example", role);
    tokens.author = await w.signIn("recruiters", "author@test.example");
    tokens.colleague = await w.signIn("recruiters", "colleague@test.example");
    tokens.admin = w.tokens.admin;
    job = await insert(db, schema.jobs, {
      business_id: w.world.business,
      title: "Diretora Jurídica",
      status: 1,
      client_company_id: w.world.clientContact.company,
      owner_id: w.world.admin.id,
    });
    applyId = await insert(db, schema.applies, {
      business_id: w.world.business,
      candidate_id: w.world.candidate.id,
      job_id: job,
      stage: 5,
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  async function template(name: string, shared: boolean | null) {
    const response = await call("POST", "/recruiters/shortlist_templates", {
      token: tokens.author,
      body: { shortlist_template: { name, presentation: `<p>${name}</p>`, show_cv: true, shared } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.json().shortlist_template.id);
  }

  /** The names of the templates `who` lists, searched by `term` (the list's SQL with the full-text search). */
  async function listed(who: Who, term?: string) {
    const search = term ? `?term=${encodeURIComponent(term)}` : "";
    const response = await call("GET", `/recruiters/shortlist_templates${search}`, { token: tokens[who] });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().shortlist_templates as { name: string }[]).map((row) => row.name).sort();
  }

  /** A new shortlist of `who` holding the job's apply, with no presentation yet. */
  async function shortlist(who: Who, name: string) {
    const response = await call("POST", `/recruiters/jobs/${job}/shortlists`, {
      token: tokens[who],
      body: { shortlist: { name, apply_ids: [applyId] } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.json().shortlist.id);
  }

  const applyTemplate = (who: Who, shortlistId: number, templateId: number) =>
    call("POST", `/recruiters/shortlists/${shortlistId}/apply_template`, {
      token: tokens[who],
      body: { template_id: templateId },
    });

  async function stored(id: number) {
    const [row] = await queryRows<{ name: string; shared: boolean | null }>(
      w.server.db,
      sql`select name, shared from shortlist_templates where id = ${id}`,
    );
    return row;
  }

  it("keeps an unshared template from everyone but its author: absent from lists, 404 everywhere else", async () => {
    const own = await template("Só meu", false);
    const unset = await template("Sem marcação", null);
    expect(await listed("author", "meu")).toEqual(["Só meu"]);
    for (const who of ["colleague", "admin"] as const) {
      const names = await listed(who);
      expect(names, who).not.toContain("Só meu");
      expect(names, who).not.toContain("Sem marcação");
      expect(await listed(who, "meu"), who).toEqual([]);
      const unknown = await call("GET", "/recruiters/shortlist_templates/2147483000", { token: tokens[who] });
      for (const id of [own, unset]) {
        const show = await call("GET", `/recruiters/shortlist_templates/${id}`, { token: tokens[who] });
        expect(show.statusCode, who).toBe(404);
        expect(show.json().error.code).toBe(unknown.json().error.code);
        expect(show.body).not.toContain("Só meu");
        const update = await call("PATCH", `/recruiters/shortlist_templates/${id}`, {
          token: tokens[who],
          body: { shortlist_template: { name: "Tomado" } },
        });
        expect(update.statusCode, who).toBe(404);
        expect((await call("DELETE", `/recruiters/shortlist_templates/${id}`, { token: tokens[who] })).statusCode).toBe(
          404,
        );
        const theirs = await shortlist(who, `Com o modelo alheio ${id}`);
        const applied = await applyTemplate(who, theirs, id);
        expect(applied.statusCode, who).toBe(404);
        expect(applied.json().error.code).toBe("template_not_found");
        const items = (await call("GET", `/recruiters/shortlists/${theirs}`, { token: tokens[who] })).json().shortlist
          .items as { presentation: string | null; show_cv: boolean }[];
        expect(items.map((item) => [item.presentation, item.show_cv])).toEqual([[null, false]]);
      }
    }
    expect(await stored(own)).toEqual({ name: "Só meu", shared: false });
    expect(await stored(unset)).toEqual({ name: "Sem marcação", shared: null });
    // Its author applies it.
    const mine = await shortlist("author", "Com o meu modelo");
    const applied = await applyTemplate("author", mine, own);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().shortlist.items[0]).toMatchObject({ presentation: "<p>Só meu</p>", show_cv: true });
  });

  it("lets the business list, read and apply a shared template, and only its author change or delete it", async () => {
    const shared = await template("Da equipe", true);
    for (const who of ["colleague", "admin"] as const) {
      expect(await listed(who), who).toContain("Da equipe");
      expect(await listed(who, "equipe"), who).toEqual(["Da equipe"]);
      const show = await call("GET", `/recruiters/shortlist_templates/${shared}`, { token: tokens[who] });
      expect(show.statusCode, who).toBe(200);
      expect(show.json().shortlist_template).toMatchObject({ name: "Da equipe", shared: true });
      const theirs = await shortlist(who, `Com o modelo da equipe (${who})`);
      const applied = await applyTemplate(who, theirs, shared);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().shortlist.items[0]).toMatchObject({ presentation: "<p>Da equipe</p>", show_cv: true });

      const update = await call("PATCH", `/recruiters/shortlist_templates/${shared}`, {
        token: tokens[who],
        body: { shortlist_template: { name: "Mudado por outro" } },
      });
      expect(update.statusCode, who).toBe(403);
      expect(update.json().error.message).toBe("Só quem criou este registro pode alterá-lo ou excluí-lo.");
      const removed = await call("DELETE", `/recruiters/shortlist_templates/${shared}`, {
        token: tokens[who],
        headers: { "accept-language": "en" },
      });
      expect(removed.statusCode, who).toBe(403);
      expect(removed.json().error.message).toBe("Only whoever created this record may change or delete it.");
    }
    expect(await stored(shared)).toEqual({ name: "Da equipe", shared: true });

    const renamed = await call("PATCH", `/recruiters/shortlist_templates/${shared}`, {
      token: tokens.author,
      body: { shortlist_template: { name: "Da equipe, revisto" } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().shortlist_template).toMatchObject({ name: "Da equipe, revisto", shared: true });
  });

  it("takes a template back from the team when its author stops sharing it", async () => {
    const id = await template("Por um tempo", true);
    const theirs = await shortlist("colleague", "Antes e depois");
    expect((await applyTemplate("colleague", theirs, id)).statusCode).toBe(200);
    const unshared = await call("PATCH", `/recruiters/shortlist_templates/${id}`, {
      token: tokens.author,
      body: { shortlist_template: { shared: false } },
    });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect(await listed("colleague")).not.toContain("Por um tempo");
    expect((await applyTemplate("colleague", theirs, id)).statusCode).toBe(404);
    expect((await call("GET", `/recruiters/shortlist_templates/${id}`, { token: tokens.colleague })).statusCode).toBe(
      404,
    );
    const removed = await call("DELETE", `/recruiters/shortlist_templates/${id}`, { token: tokens.author });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stored(id)).toBeUndefined();
  });
});
