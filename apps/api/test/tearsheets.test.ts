/**
 * Lists (tearsheets) filled from a selection, their sharing and the talent pool:
 * - `POST /recruiters/tearsheets/{id}/candidates` adds each candidate once (one already there keeps its stage),
 *   all or none: an unknown candidate or another business's is a 422 naming only its index; more than one call
 *   takes is refused whole with a message in the caller's language;
 * - `POST /recruiters/tearsheets/with_candidates` makes the recruiter's list with its first candidates, or nothing;
 * - a list is its owner's until shared: a colleague neither reads, lists, changes nor fills it (404), and may not
 *   un-share another's list;
 * - the talent pool is one per business, shared with every recruiter of it, never deleted nor un-shared.
 * On both databases: the adds are one set-based statement under a unique index and a row lock.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import type { RunningServer } from "../src/server";
import { DATABASE_KINDS } from "./support/databases";
import { ALL_PERMISSIONS, insert, recruiterIn, type World } from "./support/fixtures";
import type { caller } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

describe.each(DATABASE_KINDS)("lists filled from a selection on %s", (kind) => {
  let signed: SignedInWorld;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = {} as Record<"owner" | "colleague" | "third", string>;
  const people = {} as Record<"owner" | "colleague" | "third", number>;

  const recruiter = (name: string, email: string, role: number) =>
    recruiterIn(server.db, world.business, { name, email, roleId: role });

  beforeAll(async () => {
    signed = await signedInWorld(kind, "tearsheets");
    ({ server, world, call } = signed);
    const role = await insert(server.db, schema.roles, { name: "Tudo", permissions: ALL_PERMISSIONS });
    people.owner = await recruiter("Olga Dona", "owner@test.example", role);
    people.colleague = await recruiter("Caio Colega", "colleague@test.example", role);
    tokens.owner = await signed.signIn("recruiters", "owner@test.example");
    tokens.colleague = await signed.signIn("recruiters", "colleague@test.example");
    people.third = await recruiter("Tina Terceira", "third@test.example", role);
    tokens.third = await signed.signIn("recruiters", "third@test.example");
  });
  afterAll(async () => {
    await signed?.close();
  });

  async function candidates(count: number, business = world.business): Promise<number[]> {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      ids.push(
        await insert(server.db, schema.candidates, {
          business_id: business,
          name: `Pessoa ${n}`,
          email: `pessoa${n}@example.com`,
          status: 3,
        }),
      );
    }
    return ids;
  }

  async function listRows(tearsheetId: number) {
    return queryRows<{ candidate_id: number; stage: number; position: number; added_by_id: number }>(
      server.db,
      sql`select candidate_id, stage, position, added_by_id from tearsheet_candidates
          where tearsheet_id = ${tearsheetId} order by position, id`,
    );
  }

  async function newList(name: string, candidateIds: number[], extra: Record<string, unknown> = {}) {
    return call("POST", "/recruiters/tearsheets/with_candidates", {
      token: tokens.owner,
      body: { tearsheet: { name, candidate_ids: candidateIds, ...extra } },
    });
  }

  it("makes a list with its first candidates, then adds each new one once at the end of the first stage", async () => {
    const [a, b, c, d] = await candidates(4);
    const created = await newList("Diretores financeiros", [a, b, c] as number[]);
    expect(created.statusCode).toBe(201);
    const { tearsheet, added, already } = created.json();
    expect({ added, already }).toEqual({ added: 3, already: 0 });
    expect(tearsheet).toMatchObject({ name: "Diretores financeiros", shared: false, owner_id: people.owner });
    expect(tearsheet.candidates_count).toBe(3);

    const more = await call("POST", `/recruiters/tearsheets/${tearsheet.id}/candidates`, {
      token: tokens.owner,
      body: { candidate_ids: [c, d, a, d] },
    });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ added: 1, already: 2, tearsheet: { candidates_count: 4 } });
    const rows = await listRows(tearsheet.id);
    expect(rows.map((row) => Number(row.candidate_id))).toEqual([a, b, c, d]);
    expect(rows.map((row) => Number(row.position))).toEqual([0, 1, 2, 3]);
    expect(new Set(rows.map((row) => Number(row.stage)))).toEqual(new Set([1]));
    expect(new Set(rows.map((row) => Number(row.added_by_id)))).toEqual(new Set([people.owner]));
    // The registry's read of the list says the same count.
    const read = await call("GET", `/recruiters/tearsheets/${tearsheet.id}`, { token: tokens.owner });
    expect(read.json().tearsheet.candidates_count).toBe(4);
  });

  it("adds nothing when one candidate is unknown or another business's, naming only its index", async () => {
    const [mine] = await candidates(1);
    const [foreign] = await candidates(1, world.otherBusiness);
    const list = (await newList("Lista limpa", [mine as number])).json().tearsheet;
    for (const stranger of [foreign as number, 999_999]) {
      const refused = await call("POST", `/recruiters/tearsheets/${list.id}/candidates`, {
        token: tokens.owner,
        body: { candidate_ids: [mine, stranger] },
        headers: { "accept-language": "en" },
      });
      expect(refused.statusCode).toBe(422);
      const { error } = refused.json();
      expect(error.code).toBe("candidate_not_found");
      expect(error.message).toBe("Candidate not found: no candidate was added to the list.");
      expect(Object.keys(error.fields)).toEqual(["candidate_ids.1"]);
      expect(refused.body).not.toContain("Pessoa");
    }
    expect(await listRows(list.id)).toHaveLength(1);
    const before = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from tearsheets`);
    const noList = await newList("Nunca feita", [mine as number, foreign as number]);
    expect(noList.statusCode).toBe(422);
    const after = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from tearsheets`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("refuses more than 1,000 candidates at once whole, in the caller's language", async () => {
    const [mine] = await candidates(1);
    const list = (await newList("Grande", [mine as number])).json().tearsheet;
    const ids = Array.from({ length: 1001 }, (_, n) => n + 1);
    const refused = await call("POST", `/recruiters/tearsheets/${list.id}/candidates`, {
      token: tokens.owner,
      body: { candidate_ids: ids },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: "too_many_candidates",
      message: "Escolha no máximo 1.000 candidatos de cada vez: nenhum foi adicionado.",
    });
    expect(await listRows(list.id)).toHaveLength(1);
  });

  it("keeps a list its owner's until shared with the team", async () => {
    const [a, b] = await candidates(2);
    const list = (await newList("Só minha", [a as number])).json().tearsheet;
    const asColleague = { token: tokens.colleague };
    expect((await call("GET", `/recruiters/tearsheets/${list.id}`, asColleague)).statusCode).toBe(404);
    const listed = await call("GET", "/recruiters/tearsheets?per_page=100", asColleague);
    expect(listed.json().tearsheets.map((row: { id: number }) => row.id)).not.toContain(list.id);
    const filled = await call("POST", `/recruiters/tearsheets/${list.id}/candidates`, {
      ...asColleague,
      body: { candidate_ids: [b] },
    });
    expect(filled.statusCode).toBe(404);
    expect(await listRows(list.id)).toHaveLength(1);
    // Its cards are as private as the list: not listed, not read, not moved on the kanban.
    const where = encodeURIComponent(JSON.stringify({ tearsheet: list.id }));
    const cards = await call("GET", `/recruiters/tearsheet_candidates?where=${where}`, asColleague);
    expect(cards.json().tearsheet_candidates).toEqual([]);
    const [card] = await queryRows<{ id: number }>(
      server.db,
      sql`select id from tearsheet_candidates where tearsheet_id = ${list.id}`,
    );
    expect((await call("GET", `/recruiters/tearsheet_candidates/${card?.id}`, asColleague)).statusCode).toBe(404);
    const moved = await call("PATCH", `/recruiters/tearsheet_candidates/${card?.id}`, {
      ...asColleague,
      body: { tearsheet_candidate: { stage: 2 } },
    });
    expect(moved.statusCode).toBe(404);
    const own = await call("GET", `/recruiters/tearsheet_candidates?where=${where}`, { token: tokens.owner });
    expect(own.json().tearsheet_candidates).toHaveLength(1);

    const shared = await call("PATCH", `/recruiters/tearsheets/${list.id}`, {
      token: tokens.owner,
      body: { tearsheet: { shared: true } },
    });
    expect(shared.statusCode).toBe(200);
    expect((await call("GET", `/recruiters/tearsheets/${list.id}`, asColleague)).statusCode).toBe(200);
    const sharedCards = await call("GET", `/recruiters/tearsheet_candidates?where=${where}`, asColleague);
    expect(sharedCards.json().tearsheet_candidates).toHaveLength(1);
    const added = await call("POST", `/recruiters/tearsheets/${list.id}/candidates`, {
      ...asColleague,
      body: { candidate_ids: [b] },
    });
    expect(added.json()).toMatchObject({ added: 1, already: 0 });
    // Only the owner takes a list back: a colleague's un-sharing would hide it from them, and is refused.
    const unshare = await call("PATCH", `/recruiters/tearsheets/${list.id}`, {
      ...asColleague,
      body: { tearsheet: { shared: false } },
    });
    expect(unshare.statusCode).toBe(422);
    expect(unshare.json().error.code).toBe("would_hide_record");
  });

  it("shares a list with named colleagues only, its cards with it", async () => {
    const [a, b] = await candidates(2);
    const list = (await newList("Para o Caio", [a as number])).json().tearsheet;
    const named = await call("PATCH", `/recruiters/tearsheets/${list.id}`, {
      token: tokens.owner,
      body: { tearsheet: { shared_with: [people.colleague] } },
    });
    expect(named.statusCode).toBe(200);
    const where = encodeURIComponent(JSON.stringify({ tearsheet: list.id }));
    expect((await call("GET", `/recruiters/tearsheets/${list.id}`, { token: tokens.colleague })).statusCode).toBe(200);
    const cards = await call("GET", `/recruiters/tearsheet_candidates?where=${where}`, { token: tokens.colleague });
    expect(cards.json().tearsheet_candidates).toHaveLength(1);
    const added = await call("POST", `/recruiters/tearsheets/${list.id}/candidates`, {
      token: tokens.colleague,
      body: { candidate_ids: [b] },
    });
    expect(added.json()).toMatchObject({ added: 1 });
    // Not named: nothing of it.
    expect((await call("GET", `/recruiters/tearsheets/${list.id}`, { token: tokens.third })).statusCode).toBe(404);
    const hidden = await call("GET", `/recruiters/tearsheet_candidates?where=${where}`, { token: tokens.third });
    expect(hidden.json().tearsheet_candidates).toEqual([]);
    // A named colleague cannot take themselves off another's list: it would hide it from them.
    const leave = await call("PATCH", `/recruiters/tearsheets/${list.id}`, {
      token: tokens.colleague,
      body: { tearsheet: { shared_with: [] } },
    });
    expect(leave.statusCode).toBe(422);
  });

  it("removes a candidate from a list with the registry's delete", async () => {
    const [a, b] = await candidates(2);
    const list = (await newList("Remoção", [a as number, b as number])).json().tearsheet;
    const [row] = await queryRows<{ id: number }>(
      server.db,
      sql`select id from tearsheet_candidates where tearsheet_id = ${list.id} and candidate_id = ${a as number}`,
    );
    const removed = await call("DELETE", `/recruiters/tearsheet_candidates/${row?.id}`, { token: tokens.owner });
    expect(removed.statusCode).toBe(200);
    expect((await listRows(list.id)).map((r) => Number(r.candidate_id))).toEqual([b]);
    // The list's count follows every write of its cards, the registry's as the bulk add's.
    const count = async () =>
      (await call("GET", `/recruiters/tearsheets/${list.id}`, { token: tokens.owner })).json().tearsheet
        .candidates_count;
    expect(await count()).toBe(1);
    const readded = await call("POST", "/recruiters/tearsheet_candidates", {
      token: tokens.owner,
      body: { tearsheet_candidate: { tearsheet: list.id, candidate: a, stage: 1 } },
    });
    expect(readded.statusCode).toBe(201);
    expect(await count()).toBe(2);
  });

  it("adds each candidate once when two calls add the same ones together", async () => {
    const ids = await candidates(30);
    const list = (await newList("Concorrida", [])).json();
    expect(list.error?.code).toBe("no_candidates");
    const made = (await newList("Concorrida", [ids[0] as number])).json().tearsheet;
    const answers = await Promise.all(
      [ids, [...ids].reverse()].map((batch) =>
        call("POST", `/recruiters/tearsheets/${made.id}/candidates`, {
          token: tokens.owner,
          body: { candidate_ids: batch },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.json().added, 0)).toBe(29);
    expect(await listRows(made.id)).toHaveLength(30);
  });

  it("refuses a role that may not change lists", async () => {
    const [a] = await candidates(1);
    const list = (await newList("Leitura", [a as number])).json().tearsheet;
    const refused = await call("POST", `/recruiters/tearsheets/${list.id}/candidates`, {
      token: signed.tokens.recruiter,
      body: { candidate_ids: [a] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("has one talent pool per business, shared with all, never deleted nor un-shared", async () => {
    const first = await call("GET", "/recruiters/tearsheets/talent_pool", { token: tokens.owner });
    expect(first.statusCode).toBe(200);
    const pool = first.json().tearsheet;
    expect(pool).toMatchObject({ talent_pool: true, shared: true, owner_id: null });
    const again = await call("GET", "/recruiters/tearsheets/talent_pool", { token: tokens.colleague });
    expect(again.json().tearsheet.id).toBe(pool.id);

    const [a] = await candidates(1);
    const added = await call("POST", `/recruiters/tearsheets/${pool.id}/candidates`, {
      token: tokens.colleague,
      body: { candidate_ids: [a] },
    });
    expect(added.json()).toMatchObject({ added: 1 });
    const filtered = await call("GET", `/recruiters/tearsheets?filter=${encodeURIComponent('["talent_pool"]')}`, {
      token: tokens.owner,
    });
    expect(filtered.json().tearsheets.map((row: { id: number }) => row.id)).toEqual([pool.id]);

    // The pool has no owner, so no one's delete reaches it; were it given one, the kept rows' rule still refuses.
    expect((await call("DELETE", `/recruiters/tearsheets/${pool.id}`, { token: tokens.owner })).statusCode).toBe(403);
    await queryRows(server.db, sql`update tearsheets set owner_id = ${people.owner} where id = ${pool.id}`);
    const deleted = await call("DELETE", `/recruiters/tearsheets/${pool.id}`, {
      token: tokens.owner,
      headers: { "accept-language": "en" },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toMatchObject({ code: "kept_record", message: "This record cannot be deleted." });
    // Picked with another list in a bulk delete: refused whole, the other list stays too.
    const other = (await newList("Apagável", [a as number])).json().tearsheet;
    const bulk = await call("DELETE", "/recruiters/tearsheets", {
      token: tokens.owner,
      body: {
        entity_collection: {
          collections: [other.id, pool.id].map((id: number) => ({ reference_type: "Tearsheet", reference_id: id })),
        },
      },
    });
    expect(bulk.statusCode).toBe(409);
    expect((await call("GET", `/recruiters/tearsheets/${other.id}`, { token: tokens.owner })).statusCode).toBe(200);
    expect((await call("DELETE", `/recruiters/tearsheets/${other.id}`, { token: tokens.owner })).statusCode).toBe(200);
    await queryRows(server.db, sql`update tearsheets set owner_id = null where id = ${pool.id}`);
    const unshared = await call("PATCH", `/recruiters/tearsheets/${pool.id}`, {
      token: tokens.owner,
      body: { tearsheet: { shared: false } },
    });
    expect(unshared.statusCode).toBe(422);
    expect((await call("GET", `/recruiters/tearsheets/${pool.id}`, { token: tokens.colleague })).statusCode).toBe(200);

    const foreignPool = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from tearsheets where talent_pool and business_id = ${world.otherBusiness}`,
    );
    expect(foreignPool[0]?.n).toBe(0);
  });
});
