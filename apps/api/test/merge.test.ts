/**
 * Merging a duplicate candidate into the one kept moves everything that points at it (skipping
 * what would make a second apply to the same job or a second entry in a list), fills the kept record's empty
 * fields, deletes the duplicate softly, records it all — and undo puts everything back, once.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { candidateReferences } from "../src/engine/merge";
import type { RunningServer } from "../src/server";
import { DATABASE_KINDS } from "./support/databases";
import { account, insert, PASSWORD, type World } from "./support/fixtures";
import type { caller } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

describe("the references a merge moves", () => {
  it("are every foreign key to candidates in the schema, and the data files attached to a Candidate", () => {
    const names = candidateReferences().map((reference) => `${reference.table}.${reference.column}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "applies.candidate_id",
        "submissions.candidate_id",
        "placements.candidate_id",
        "interviews.candidate_id",
        "tasks.candidate_id",
        "meetings.candidate_id",
        "feedbacks.candidate_id",
        "tearsheet_candidates.candidate_id",
        "data_collections.candidate_id",
        "off_limit_rule_candidates.candidate_id",
        "data_files.reference_id",
      ]),
    );
    // The merges' own table is what undo reads: a merge never moves it.
    expect(names.some((name) => name.startsWith("candidate_merges."))).toBe(false);
    const applies = candidateReferences().find((reference) => reference.table === "applies");
    expect(applies?.unique).toEqual([["candidate_id", "job_id"]]);
  });
});

describe.each(DATABASE_KINDS)("candidate merge on %s", (kind) => {
  let signed: SignedInWorld;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let reader: string;
  let foreign: string;

  let kept: number;
  let duplicate: number;
  let jobs: [number, number];
  let lists: [number, number];
  let files: { cv: number; jobFile: number };

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
  const candidateIdsOf = async (table: string) =>
    (
      await rows<{ id: number; candidate_id: number }>(
        sql`select id, candidate_id from ${sql.identifier(table)} where candidate_id in (${kept}, ${duplicate}) order by id`,
      )
    ).map((row) => [Number(row.id), Number(row.candidate_id)]);

  beforeAll(async () => {
    signed = await signedInWorld(kind, "merge", { foreignRecruiter: true });
    ({ server, world, call } = signed);
    ({ admin, recruiter: reader } = signed.tokens);
    foreign = signed.tokens.foreign as string;
  });
  afterAll(async () => {
    await signed?.close();
  });

  beforeEach(async () => {
    const business = world.business;
    kept = await insert(server.db, schema.candidates, {
      business_id: business,
      name: "Lia Moura",
      email: `lia.${Math.random()}@test.example`,
      status: 1,
      role_name: "Desenvolvedora",
    });
    duplicate = await insert(server.db, schema.candidates, {
      business_id: business,
      name: "Lia Moura",
      email: `lia.moura.${Math.random()}@test.example`,
      status: 2,
      role_name: "Analista",
      city: "Recife",
      cpf: "52998224725",
      linkedin: "https://linkedin.com/in/lia-moura",
      cv_text: "Experiência com Java",
    });
    const job = (title: string) =>
      insert(server.db, schema.jobs, {
        business_id: business,
        title,
        status: 1,
        client_company_id: world.clientContact.company,
        owner_id: world.admin.id,
      });
    jobs = [await job("Vaga A"), await job("Vaga B")];
    // Both applied to job A: the duplicate's apply cannot move (one apply per job); its apply to B can.
    for (const [candidate, jobId] of [
      [kept, jobs[0]],
      [duplicate, jobs[0]],
      [duplicate, jobs[1]],
    ] as const) {
      await insert(server.db, schema.applies, {
        business_id: business,
        candidate_id: candidate,
        job_id: jobId,
        stage: 0,
      });
    }
    await insert(server.db, schema.tasks, {
      business_id: business,
      title: "Ligar",
      type: 0,
      owner_id: world.admin.id,
      candidate_id: duplicate,
    });
    const list = (name: string) => insert(server.db, schema.tearsheets, { business_id: business, name });
    lists = [await list("Finalistas"), await list("Reserva")];
    for (const [tearsheet, candidate] of [
      [lists[0], kept],
      [lists[0], duplicate],
      [lists[1], duplicate],
    ] as const) {
      await insert(server.db, schema.tearsheet_candidates, {
        business_id: business,
        tearsheet_id: tearsheet,
        candidate_id: candidate,
        stage: 0,
      });
    }
    const file = async (referenceType: string) => {
      const [row] = await server.db.drizzle
        .insert(schema.dataFiles)
        .values({
          business_id: business,
          reference_type: referenceType,
          reference_id: duplicate,
          name: "cv.pdf",
          storage_key: `test/${Math.random()}.pdf`,
          content_type: "application/pdf",
          size: 10,
          sha256: "0".repeat(64),
        })
        .returning({ id: schema.dataFiles.id });
      return Number(row?.id);
    };
    // A job's file whose reference_id happens to equal the duplicate's id is not the candidate's.
    files = { cv: await file("Candidate"), jobFile: await file("Job") };
  });

  const merge = (token: string, keptId: number, duplicateId: number) =>
    call("POST", `/recruiters/candidates/${keptId}/merge`, { token, body: { merge: { duplicate_id: duplicateId } } });

  it("moves what points at the duplicate, skips what would repeat, fills empty fields and deletes the duplicate", async () => {
    const [applyKept, applyDupA, applyDupB] = await candidateIdsOf("applies");
    const response = await merge(admin, kept, duplicate);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();

    // The kept candidate, with the duplicate's values where it had none, and its own where it had some.
    expect(body.candidate).toMatchObject({
      id: kept,
      role_name: "Desenvolvedora",
      status: 1,
      city: "Recife",
      linkedin: "https://linkedin.com/in/lia-moura",
      cpf: "52998224725",
    });
    expect(body.candidate_merge).toMatchObject({
      id: expect.any(Number),
      kept_id: kept,
      merged_id: duplicate,
      undone_at: null,
      moved: [
        { table: "applies", column: "candidate_id", count: 1 },
        { table: "data_files", column: "reference_id", count: 1 },
        { table: "tasks", column: "candidate_id", count: 1 },
        { table: "tearsheet_candidates", column: "candidate_id", count: 1 },
      ],
      skipped: [
        { table: "applies", column: "candidate_id", count: 1, reason: "unique" },
        { table: "tearsheet_candidates", column: "candidate_id", count: 1, reason: "unique" },
      ],
    });
    expect(body.candidate_merge.filled.sort()).toEqual(["city", "cpf", "cv_text", "linkedin"]);

    expect(await candidateIdsOf("applies")).toEqual([applyKept, [applyDupA?.[0], duplicate], [applyDupB?.[0], kept]]);
    const [cv] = await rows<{ reference_id: number }>(sql`select reference_id from data_files where id = ${files.cv}`);
    const [jobFile] = await rows<{ reference_id: number }>(
      sql`select reference_id from data_files where id = ${files.jobFile}`,
    );
    expect(Number(cv?.reference_id)).toBe(kept);
    expect(Number(jobFile?.reference_id)).toBe(duplicate);
    const [keptRow] = await rows<{ cv_text: string }>(sql`select cv_text from candidates where id = ${kept}`);
    expect(keptRow?.cv_text).toBe("Experiência com Java");

    // The duplicate is gone from every route, kept in the table.
    expect((await call("GET", `/recruiters/candidates/${duplicate}`, { token: admin })).statusCode).toBe(404);
    expect(await rows(sql`select 1 from candidates where id = ${duplicate} and deleted_at is not null`)).toHaveLength(
      1,
    );

    // Exactly what moved is recorded, so undo can move it back.
    const [record] = await rows<{ moved: { moved: { table: string; keys: { id: number }[] }[] } }>(
      sql`select moved from candidate_merges where id = ${body.candidate_merge.id}`,
    );
    const movedApplies = record?.moved.moved.find((group) => group.table === "applies");
    expect(movedApplies?.keys).toEqual([{ id: applyDupB?.[0] }]);

    const audit = await rows<{ record_id: number; action: string; changes: Record<string, unknown> }>(
      sql`select record_id, action, changes from audit_logs where entity = 'candidates' and action = 'merge'
          and record_id in (${kept}, ${duplicate}) order by record_id`,
    );
    expect(audit.map((entry) => [Number(entry.record_id), entry.action])).toEqual([
      [kept, "merge"],
      [duplicate, "merge"],
    ]);
    expect(audit[0]?.changes).toMatchObject({
      merged_from: duplicate,
      city: [null, "Recife"],
      cpf: [null, "[redacted]"],
      moved: { "applies.candidate_id": 1 },
    });
    expect(audit[1]?.changes).toMatchObject({ merged_into: kept });
  });

  it("undoes a merge once: everything moves back, the duplicate returns, filled fields are emptied", async () => {
    const before = {
      applies: await candidateIdsOf("applies"),
      tasks: await candidateIdsOf("tasks"),
      tearsheets: await candidateIdsOf("tearsheet_candidates"),
    };
    const mergeId = (await merge(admin, kept, duplicate)).json().candidate_merge.id as number;

    const undone = await call("POST", `/recruiters/candidate_merges/${mergeId}/undo`, { token: admin });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().candidate_merge).toMatchObject({
      id: mergeId,
      undone_at: expect.stringMatching(/^\d{4}-/),
      skipped: [],
    });
    expect({
      applies: await candidateIdsOf("applies"),
      tasks: await candidateIdsOf("tasks"),
      tearsheets: await candidateIdsOf("tearsheet_candidates"),
    }).toEqual(before);
    const [cv] = await rows<{ reference_id: number }>(sql`select reference_id from data_files where id = ${files.cv}`);
    expect(Number(cv?.reference_id)).toBe(duplicate);

    const restored = await call("GET", `/recruiters/candidates/${duplicate}`, { token: admin });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().candidate).toMatchObject({ city: "Recife", cpf: "52998224725" });
    const keptNow = (await call("GET", `/recruiters/candidates/${kept}`, { token: admin })).json().candidate;
    expect(keptNow).toMatchObject({ role_name: "Desenvolvedora", city: null, cpf: null, linkedin: null });

    const actions = await rows<{ record_id: number; action: string }>(
      sql`select record_id, action from audit_logs where entity = 'candidates' and record_id in (${kept}, ${duplicate})
          order by id`,
    );
    expect(
      actions.map((entry) => `${Number(entry.record_id) === kept ? "kept" : "duplicate"}:${entry.action}`),
    ).toEqual(["kept:merge", "duplicate:merge", "kept:unmerge", "duplicate:unmerge"]);

    const again = await call("POST", `/recruiters/candidate_merges/${mergeId}/undo`, { token: admin });
    expect(again.statusCode).toBe(409);
    expect(await rows(sql`select 1 from candidates where id = ${duplicate} and deleted_at is null`)).toHaveLength(1);
  });

  it("moves the duplicate's login to the kept candidate, and back on undo", async () => {
    const email = `lia.login.${Math.random()}@test.example`;
    const login = await account(server.db, "candidates", email, world.business);
    await rows(sql`update candidates set account_id = ${login} where id = ${duplicate}`);
    const signedInAs = async () => {
      const session = await call("POST", "/candidates/sessions", { body: { email, password: PASSWORD } });
      return session.json().candidate?.id as number | undefined;
    };
    expect(await signedInAs()).toBe(duplicate);

    const merged = await merge(admin, kept, duplicate);
    expect(merged.json().candidate_merge.moved).toContainEqual({ table: "candidates", column: "account_id", count: 1 });
    expect(await signedInAs()).toBe(kept);

    await call("POST", `/recruiters/candidate_merges/${merged.json().candidate_merge.id}/undo`, { token: admin });
    expect(await signedInAs()).toBe(duplicate);
    const [keptRow] = await rows<{ account_id: number | null }>(
      sql`select account_id from candidates where id = ${kept}`,
    );
    expect(keptRow?.account_id).toBeNull();
  });

  it("leaves the duplicate's login behind, and says so, when the kept candidate has one", async () => {
    for (const id of [kept, duplicate]) {
      const login = await account(server.db, "candidates", `login.${id}.${Math.random()}@test.example`, world.business);
      await rows(sql`update candidates set account_id = ${login} where id = ${id}`);
    }
    const merged = await merge(admin, kept, duplicate);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().candidate_merge.skipped).toContainEqual({
      table: "candidates",
      column: "account_id",
      count: 1,
      reason: "unique",
    });
  });

  it("keeps a filled field someone edited after the merge", async () => {
    const mergeId = (await merge(admin, kept, duplicate)).json().candidate_merge.id as number;
    await call("PATCH", `/recruiters/candidates/${kept}`, { token: admin, body: { candidate: { city: "Natal" } } });
    await call("POST", `/recruiters/candidate_merges/${mergeId}/undo`, { token: admin });
    const keptNow = (await call("GET", `/recruiters/candidates/${kept}`, { token: admin })).json().candidate;
    expect(keptNow).toMatchObject({ city: "Natal", linkedin: null });
  });

  it("refuses merges it must not do, moving nothing", async () => {
    const foreignCandidate = await insert(server.db, schema.candidates, {
      business_id: world.otherBusiness,
      name: "Lia Moura",
      email: "lia.foreign@test.example",
      status: 1,
    });
    const snapshot = async () => ({
      applies: await candidateIdsOf("applies"),
      merges: await rows(sql`select id from candidate_merges order by id`),
      audit: await rows(sql`select id from audit_logs order by id`),
    });
    const before = await snapshot();

    expect((await merge(reader, kept, duplicate)).statusCode).toBe(403);
    expect((await merge(foreign, kept, duplicate)).statusCode).toBe(404);
    expect((await merge(admin, kept, foreignCandidate)).statusCode).toBe(404);
    expect((await merge(admin, foreignCandidate, duplicate)).statusCode).toBe(404);
    expect((await merge(admin, kept, 999_999)).statusCode).toBe(404);
    expect(
      (await call("POST", `/recruiters/candidates/${kept}/merge`, { body: { merge: { duplicate_id: duplicate } } }))
        .statusCode,
    ).toBe(401);
    const itself = await merge(admin, kept, kept);
    expect(itself.statusCode).toBe(422);
    expect(Object.keys(itself.json().error.fields)).toEqual(["merge.duplicate_id"]);
    for (const body of [{ merge: { duplicate_id: "x" } }, { merge: { duplicate_id: duplicate, keep: "all" } }, {}]) {
      const response = await call("POST", `/recruiters/candidates/${kept}/merge`, { token: admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets only the merge's own business undo it", async () => {
    const mergeId = (await merge(admin, kept, duplicate)).json().candidate_merge.id as number;
    expect((await call("POST", `/recruiters/candidate_merges/${mergeId}/undo`, { token: foreign })).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/recruiters/candidate_merges/${mergeId}/undo`, { token: reader })).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/recruiters/candidate_merges/999999/undo", { token: admin })).statusCode).toBe(404);
    expect(await rows(sql`select 1 from candidate_merges where id = ${mergeId} and undone_at is null`)).toHaveLength(1);
  });
});
