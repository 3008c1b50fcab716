/**
 * Private notes (the registry's `privateRows` on notes): a private note is its author's alone. Another recruiter
 * whose role may do everything to notes — an administrator included — neither reads it (detail, history, lists,
 * a record's notes, counts, search, full text, exports) nor changes it (PATCH, DELETE, bulk delete and bulk update,
 * by hand or in the background); its @mentions notify no one. A hidden note answers 404, as one that does not exist.
 * Public notes are untouched by the rule.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { mentionToken } from "../src/notifications/mentions";
import type { RunningServer } from "../src/server";
import { DEFAULT_DATABASE } from "./support/databases";
import { ALL_PERMISSIONS, insert, recruiterIn, type World } from "./support/fixtures";
import type { caller } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

type Who = "author" | "colleague" | "admin";

describe.each(DEFAULT_DATABASE)("private notes on %s", (kind) => {
  let signed: SignedInWorld;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = {} as Record<Who, string>;
  const people = {} as Record<"author" | "colleague", { id: number; name: string }>;
  let requestCount = 0;

  /** A recruiter of the business whose role may do everything to every recruiter-area entity (not an admin). */
  async function recruiter(name: string, email: string, role: number) {
    const id = await recruiterIn(server.db, world.business, { name, email, roleId: role });
    return { id, name };
  }

  beforeAll(async () => {
    signed = await signedInWorld(kind, "private_notes");
    ({ server, world, call } = signed);
    const role = await insert(server.db, schema.roles, { name: "Tudo", permissions: ALL_PERMISSIONS });
    people.author = await recruiter("Paula Autora", "author@test.example", role);
    people.colleague = await recruiter("Caio Colega", "colleague@test.example", role);
    tokens.author = await signed.signIn("recruiters", "author@test.example");
    tokens.colleague = await signed.signIn("recruiters", "colleague@test.example");
    tokens.admin = signed.tokens.admin;
  });
  afterAll(async () => {
    await signed?.close();
  });

  /** A note by the author about a new candidate (so each test has its own record and its own notes). */
  async function candidate(name: string): Promise<number> {
    return insert(server.db, schema.candidates, {
      business_id: world.business,
      name,
      email: "x@example.com",
      status: 3,
    });
  }

  async function note(about: number, body: string, isPrivate: boolean, extra: Record<string, unknown> = {}) {
    const response = await call("POST", "/recruiters/notes", {
      token: tokens.author,
      body: {
        note: {
          action: "Ligação",
          body,
          reference_type: "Candidate",
          reference_id: about,
          private: isPrivate,
          ...extra,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.json().note.id);
  }

  async function list(params: Record<string, unknown>, who: Who) {
    const search = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]),
    );
    const response = await call("GET", `/recruiters/notes?${search}`, { token: tokens[who] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { notes: { id: number }[]; meta?: { total?: number } } & Record<string, unknown>;
    return { ids: body.notes.map((record) => record.id).sort((a, b) => a - b), body };
  }

  async function exists(id: number): Promise<{ body: string; private: boolean } | undefined> {
    const [row] = await queryRows<{ body: string; private: boolean }>(
      server.db,
      sql`select body, private from notes where id = ${id}`,
    );
    return row;
  }

  function newRequestId() {
    requestCount += 1;
    return `notes-${kind}-${requestCount}`;
  }

  /** A background task's final row, once it is no longer processing. */
  async function finishedTask(requestId: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await queryRows<{ status: string; message: string | null }>(
        server.db,
        sql`select status, message from background_tasks where request_id = ${requestId}`,
      );
      if (row && row.status !== "processing") return row;
      if (Date.now() > deadline) throw new Error(`Task ${requestId} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("hides another's private note from detail and history with a 404, to an administrator too", async () => {
    const about = await candidate("Davi Detalhe");
    const secret = await note(about, "<p>Pretensão real: 30 mil</p>", true);
    const open = await note(about, "<p>Conversa aberta</p>", false);
    for (const who of ["colleague", "admin"] as const) {
      const detail = await call("GET", `/recruiters/notes/${secret}`, { token: tokens[who] });
      expect(detail.statusCode, who).toBe(404);
      expect(detail.body).not.toContain("30 mil");
      const missing = await call("GET", "/recruiters/notes/2147483000", { token: tokens[who] });
      expect(detail.json().error.code).toBe(missing.json().error.code);
      expect((await call("GET", `/recruiters/notes/${secret}/audit_logs`, { token: tokens[who] })).statusCode).toBe(
        404,
      );
      expect((await call("GET", `/recruiters/notes/${open}`, { token: tokens[who] })).statusCode, who).toBe(200);
      // Its attached files are not listed either: the note is not there for them.
      const files = await call("GET", `/recruiters/data_files?reference_type=Note&reference_id=${secret}`, {
        token: tokens[who],
      });
      expect(files.statusCode, who).toBe(404);
    }
    expect(
      (await call("GET", `/recruiters/data_files?reference_type=Note&reference_id=${secret}`, { token: tokens.author }))
        .statusCode,
    ).toBe(200);
    const mine = await call("GET", `/recruiters/notes/${secret}`, { token: tokens.author });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().note).toMatchObject({ id: secret, private: true, owner: people.author.id });
    expect((await call("GET", `/recruiters/notes/${secret}/audit_logs`, { token: tokens.author })).statusCode).toBe(
      200,
    );
  });

  it("leaves another's private note out of lists, a record's notes, totals, search and full text", async () => {
    const about = await candidate("Lia Listagem");
    const secret = await note(about, "<p>Zebrafantasma confidencial</p>", true);
    const open = await note(about, "<p>Zebrafantasma pública</p>", false);
    const ofRecord = { where: { reference_type: "Candidate", reference_id: about }, per_page: 100 };
    const searches: Record<string, unknown>[] = [
      ofRecord,
      { ...ofRecord, where: { reference_id: about }, order: { owner: "asc" } },
      { term: "zebrafantasma", per_page: 100 },
      { terms_search: "zebrafantasma", per_page: 100 },
      { terms_required: "confidencial", per_page: 100 },
    ];
    for (const params of searches) {
      const author = await list(params, "author");
      expect(author.ids, JSON.stringify(params)).toEqual(
        params.terms_required ? [secret] : [secret, open].sort((a, b) => a - b),
      );
      for (const who of ["colleague", "admin"] as const) {
        const other = await list(params, who);
        expect(other.ids, `${who} ${JSON.stringify(params)}`).toEqual(params.terms_required ? [] : [open]);
        expect(JSON.stringify(other.body)).not.toContain("confidencial");
      }
    }
    // A page of one row is full: its total is counted (or estimated), and the private note is not in it.
    const counted = await list({ ...ofRecord, per_page: 1 }, "colleague");
    expect(counted.body).toMatchObject({ meta: { total: 1 } });
    const countedByAuthor = await list({ ...ofRecord, per_page: 1 }, "author");
    expect(countedByAuthor.body).toMatchObject({ meta: { total: 2 } });
  });

  it("keeps another's private note out of an export", async () => {
    const about = await candidate("Ester Exporta");
    const secret = await note(about, "<p>Exportada não</p>", true);
    const open = await note(about, "<p>Exportada sim</p>", false);
    /** The ids of the exported rows (the first column of each line after the header). */
    const exported = async (who: Who) => {
      const created = await call("POST", "/recruiters/recruiter_downloads", {
        token: tokens[who],
        body: {
          recruiter_download: {
            entity: "notes",
            file_type: "csv",
            select_all_params: { search: { entity: "notes", where: { reference_id: about } } },
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = Number(created.json().recruiter_download.id);
      const deadline = Date.now() + 60_000;
      for (;;) {
        const download = (await call("GET", `/recruiters/recruiter_downloads/${id}`, { token: tokens[who] })).json()
          .recruiter_download as { status: string };
        if (download.status !== "processing") break;
        if (Date.now() > deadline) throw new Error(`Download ${id} still processing`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const file = await call("GET", `/recruiters/recruiter_downloads/${id}/file`, { token: tokens[who] });
      expect(file.statusCode, file.body).toBe(200);
      const [header, ...lines] = file.body
        .replace(/^\ufeff/, "")
        .trimEnd()
        .split("\r\n");
      expect(header?.split(",")[0]).toBe("ID");
      return lines.map((line) => Number(line.split(",")[0])).sort((a, b) => a - b);
    };
    expect(await exported("colleague")).toEqual([open]);
    expect(await exported("admin")).toEqual([open]);
    expect(await exported("author")).toEqual([secret, open].sort((a, b) => a - b));
  });

  it("refuses another's PATCH, DELETE and bulk delete of a private note with a 404, changing nothing", async () => {
    const about = await candidate("Mário Mudança");
    const secret = await note(about, "<p>Original</p>", true);
    const open = await note(about, "<p>Aberta</p>", false);
    for (const who of ["colleague", "admin"] as const) {
      const patch = await call("PATCH", `/recruiters/notes/${secret}`, {
        token: tokens[who],
        body: { note: { body: "<p>Trocada</p>", private: false } },
      });
      expect(patch.statusCode, who).toBe(404);
      expect((await call("DELETE", `/recruiters/notes/${secret}`, { token: tokens[who] })).statusCode, who).toBe(404);
      const picked = await call("DELETE", "/recruiters/notes", {
        token: tokens[who],
        body: {
          entity_collection: {
            collections: [secret, open].map((id) => ({ reference_type: "Note", reference_id: id })),
          },
        },
      });
      expect(picked.statusCode, who).toBe(404);
    }
    // In the background (bulk delete and bulk update with a request id): the task fails, nothing changes.
    for (const method of ["DELETE", "PATCH"] as const) {
      const requestId = newRequestId();
      const response = await call(method, "/recruiters/notes", {
        token: tokens.colleague,
        body: {
          entity_collection: { collections: [{ reference_type: "Note", reference_id: secret }] },
          request_id: requestId,
          ...(method === "PATCH" ? { attributes: { action: "Trocada" } } : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(202);
      expect((await finishedTask(requestId)).status).toBe("error");
    }
    // A select-all of the candidate's notes deletes the colleague's visible ones only.
    const selectAll = await call("DELETE", "/recruiters/notes", {
      token: tokens.colleague,
      body: { select_all_params: { search: { entity: "notes", where: { reference_id: about } } } },
    });
    expect(selectAll.statusCode, selectAll.body).toBe(200);
    expect(selectAll.json()).toEqual({ deleted: 1 });
    expect(await exists(open)).toBeUndefined();
    expect(await exists(secret)).toEqual({ body: "<p>Original</p>", private: true });
  });

  it("refuses another's making a public note private, with a message on the flag, and writes nothing", async () => {
    const about = await candidate("Ivo Invisível");
    const open = await note(about, "<p>Aberta a todos</p>", false);
    const response = await call("PATCH", `/recruiters/notes/${open}`, {
      token: tokens.colleague,
      headers: { "accept-language": "pt-BR" },
      body: { note: { body: "<p>Só da autora agora</p>", private: true } },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toMatchObject({
      code: "would_hide_record",
      fields: { "note.private": [expect.stringContaining("privado de outra pessoa")] },
    });
    expect(await exists(open)).toEqual({ body: "<p>Aberta a todos</p>", private: false });
  });

  it("lets the author read, change and delete their own private note", async () => {
    const about = await candidate("Alice Autoria");
    const secret = await note(about, "<p>Minha</p>", true);
    const patch = await call("PATCH", `/recruiters/notes/${secret}`, {
      token: tokens.author,
      body: { note: { body: "<p>Minha, revista</p>" } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().note).toMatchObject({ body: "<p>Minha, revista</p>", private: true });
    const picked = await call("DELETE", "/recruiters/notes", {
      token: tokens.author,
      body: { entity_collection: { collections: [{ reference_type: "Note", reference_id: secret }] } },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toEqual({ deleted: 1 });
    expect(await exists(secret)).toBeUndefined();
  });

  it("notifies no one of a mention in a private note, and the mentioned of a mention in a public one", async () => {
    const about = await candidate("Nina Notifica");
    const mentionNotifications = async (noteId: number) => {
      const [row] = await queryRows<{ n: number }>(
        server.db,
        sql`select count(*)::int as n from notifications
            where recruiter_id = ${people.colleague.id} and reference_type = 'notes' and reference_id = ${noteId}`,
      );
      return Number(row?.n);
    };
    const text = `<p>Fala com ${mentionToken(people.colleague)} sobre a proposta</p>`;
    const secret = await note(about, text, true, { mentions: [people.colleague.id] });
    const open = await note(about, text, false, { mentions: [people.colleague.id] });
    expect(await mentionNotifications(secret)).toBe(0);
    expect(await mentionNotifications(open)).toBe(1);
  });
});
