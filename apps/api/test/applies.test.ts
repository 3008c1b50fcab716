/**
 * The applies pipeline: a job's kanban board in one answer, and moving a card — who may, the stages and
 * the Rejected rule (spec §4), the columns' order after a drop, the apply's history, and the notification of the
 * job's other recruiters, stored and pushed live.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { streams } from "../src/live/bus";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

type Card = { id: number; stage: number; position: number | null; candidate_name: string | null } & Record<
  string,
  unknown
>;

describe.each(DEFAULT_DATABASE)("the applies pipeline on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  /** A recruiter of the business with every permission, not an administrator: who moves the cards. */
  let mover: number;
  /** A recruiter of the other business only, on the job's team: never notified of this business's job. */
  let outsider: number;
  let job: number;
  let otherJob: number;
  let foreignApply: number;
  const tokens = { mover: "", admin: "", recruiter: "" };

  const signIn = async (email: string) => {
    const response = await call("POST", "/recruiters/sessions", { body: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  const NAMES = ["Ana Souza", "Bruno Lima", "Carla Dias", "Diego Alves", "Érica Rocha", "Fábio Nunes"];
  /** The candidates by name. */
  const ids: Record<string, number> = {};

  const board = async (token = tokens.mover, jobId = job) =>
    call("GET", `/recruiters/jobs/${jobId}/applies/board`, { token });
  const columnOf = async (stage: number) =>
    ((await board()).json().applies as Card[])
      .filter((card) => card.stage === stage)
      .map((card) => [card.candidate_name, card.position]);
  const move = (id: number, body: Record<string, unknown>, token = tokens.mover, headers?: Record<string, string>) =>
    call("PATCH", `/recruiters/jobs/${job}/applies/${id}/move`, { token, body, ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    storage = await createTestStorage(kind, "applies");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;

    const moverAccount = await account(db, "recruiters", "mover@test.example", null);
    mover = await insert(db, schema.recruiters, {
      name: "Marta Movimenta",
      email: "mover@test.example",
      role_id: world.adminRole,
      is_admin: false,
      active: true,
      account_id: moverAccount,
    });
    await link(db, schema.recruiters_businesses, mover, world.business);
    const outsiderAccount = await account(db, "recruiters", "outsider@test.example", null);
    outsider = await insert(db, schema.recruiters, {
      name: "Otto Outro",
      email: "outsider@test.example",
      role_id: world.adminRole,
      is_admin: false,
      active: true,
      account_id: outsiderAccount,
    });
    await link(db, schema.recruiters_businesses, outsider, world.otherBusiness);

    job = await insert(db, schema.jobs, {
      business_id: world.business,
      title: "Diretor Financeiro",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    // The team: the job's follower of the business, the mover, and one who does not work in the business.
    await link(db, schema.jobs_recruiters, job, world.recruiter.id);
    await link(db, schema.jobs_recruiters, job, mover);
    await link(db, schema.jobs_recruiters, job, outsider);
    otherJob = await insert(db, schema.jobs, {
      business_id: world.business,
      title: "Outra vaga",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });

    const otherCompany = await insert(db, schema.client_companies, {
      business_id: world.otherBusiness,
      name: "Tech",
      status: 1,
    });
    const foreignJob = await insert(db, schema.jobs, {
      business_id: world.otherBusiness,
      title: "Vaga de outra empresa",
      status: 1,
      client_company_id: otherCompany,
      owner_id: outsider,
    });
    const foreignCandidate = await insert(db, schema.candidates, {
      business_id: world.otherBusiness,
      name: "Fora",
      email: "fora@test.example",
      status: 3,
    });
    foreignApply = await insert(db, schema.applies, {
      business_id: world.otherBusiness,
      candidate_id: foreignCandidate,
      job_id: foreignJob,
      stage: 1,
      position: 0,
    });

    tokens.mover = await signIn("mover@test.example");
    tokens.admin = await signIn(world.admin.email);
    tokens.recruiter = await signIn(world.recruiter.email);

    for (const name of NAMES) {
      ids[name] = await insert(db, schema.candidates, {
        business_id: world.business,
        name,
        email: `${name.split(" ")[0]?.toLowerCase()}@test.example`,
        status: 3,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  beforeEach(async () => {
    const db = server.db;
    await queryRows(db, sql`delete from notifications`);
    await queryRows(db, sql`delete from audit_logs where entity = 'applies'`);
    await queryRows(db, sql`delete from applies where job_id = ${job}`);
    const applies: Record<string, number> = {};
    for (const [index, name] of NAMES.entries()) {
      const inSubmission = index < 4;
      applies[name] = await insert(db, schema.applies, {
        business_id: world.business,
        candidate_id: ids[name],
        job_id: job,
        stage: inSubmission ? 1 : 4,
        submission_status: inSubmission ? 1 : null,
        position: inSubmission ? index : index - 4,
        candidate_name: name,
      });
    }
    applyIds = applies;
  });
  /** Ana, Bruno, Carla, Diego in Submission (positions 0–3); Érica, Fábio in Internal Interview (0–1). */
  let applyIds: Record<string, number> = {};
  const apply = (name: string) => applyIds[name] as number;

  describe("GET /recruiters/jobs/{jobId}/applies/board", () => {
    it("answers the job and every apply as a card, by stage then position", async () => {
      const response = await board();
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer.job).toEqual({ id: job, title: "Diretor Financeiro" });
      expect(answer.applies.map((card: Card) => [card.candidate_name, card.stage, card.position])).toEqual([
        ["Ana Souza", 1, 0],
        ["Bruno Lima", 1, 1],
        ["Carla Dias", 1, 2],
        ["Diego Alves", 1, 3],
        ["Érica Rocha", 4, 0],
        ["Fábio Nunes", 4, 1],
      ]);
      expect(answer.applies[0]).toEqual({
        id: apply("Ana Souza"),
        candidate_id: ids["Ana Souza"],
        candidate_name: "Ana Souza",
        candidate_avatar: null,
        stage: 1,
        position: 0,
        submission_status: 1,
        reject_reason: null,
        like_candidates: null,
        deslike_candidates: null,
        star_candidate: null,
        amount_description: null,
      });
    });

    it("is refused to a role without read on applies, and 404 for a job of another business", async () => {
      expect((await board(tokens.recruiter)).statusCode).toBe(403);
      const foreignJob = await queryRows<{ job_id: number }>(
        server.db,
        sql`select job_id from applies where id = ${foreignApply}`,
      );
      expect((await board(tokens.mover, Number(foreignJob[0]?.job_id))).statusCode).toBe(404);
      expect((await board(tokens.mover, 999_999)).statusCode).toBe(404);
    });

    it("needs a session", async () => {
      expect((await call("GET", `/recruiters/jobs/${job}/applies/board`)).statusCode).toBe(401);
    });
  });

  describe("PATCH /recruiters/jobs/{jobId}/applies/{id}/move", () => {
    it("moves a card to its place in another column and numbers both columns again", async () => {
      const response = await move(apply("Bruno Lima"), { stage: 4, position: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().apply).toMatchObject({
        id: apply("Bruno Lima"),
        stage: 4,
        position: 1,
        submission_status: 1,
      });
      expect(await columnOf(1)).toEqual([
        ["Ana Souza", 0],
        ["Carla Dias", 1],
        ["Diego Alves", 2],
      ]);
      expect(await columnOf(4)).toEqual([
        ["Érica Rocha", 0],
        ["Bruno Lima", 1],
        ["Fábio Nunes", 2],
      ]);
    });

    it("reorders inside a column and clamps a position past its end", async () => {
      expect((await move(apply("Ana Souza"), { stage: 1, position: 2 })).statusCode).toBe(200);
      expect(await columnOf(1)).toEqual([
        ["Bruno Lima", 0],
        ["Carla Dias", 1],
        ["Ana Souza", 2],
        ["Diego Alves", 3],
      ]);
      expect((await move(apply("Érica Rocha"), { stage: 0, position: 40 })).json().apply.position).toBe(0);
      expect(await columnOf(0)).toEqual([["Érica Rocha", 0]]);
    });

    it("writes the move in the apply's history, and nothing in its neighbours'", async () => {
      await move(apply("Ana Souza"), { stage: 4, position: 0 });
      const history = await call("GET", `/recruiters/applies/${apply("Ana Souza")}/audit_logs`, {
        token: tokens.mover,
      });
      expect(history.statusCode, history.body).toBe(200);
      const [entry, ...rest] = history.json().audit_logs;
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        action: "update",
        changes: { stage: [1, 4] },
        account: { name: "mover@test.example" },
      });
      // Its position was 0 and is 0 again: the history lists only what changed.
      expect(entry.changes).not.toHaveProperty("position");
      const neighbour = await call("GET", `/recruiters/applies/${apply("Bruno Lima")}/audit_logs`, {
        token: tokens.mover,
      });
      expect(neighbour.json().audit_logs).toEqual([]);
    });

    it("saves the submission status picked when a card lands in Submission", async () => {
      const response = await move(apply("Érica Rocha"), { stage: 1, position: 0, submission_status: 14 });
      expect(response.json().apply).toMatchObject({ stage: 1, position: 0, submission_status: 14 });
      expect(await columnOf(1)).toEqual([
        ["Érica Rocha", 0],
        ["Ana Souza", 1],
        ["Bruno Lima", 2],
        ["Carla Dias", 3],
        ["Diego Alves", 4],
      ]);
    });

    it("needs a reject reason in a Rejected column: 422 naming the field, in the caller's language", async () => {
      const refused = await move(apply("Carla Dias"), { stage: 9, position: 0 });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: "validation_failed",
        fields: { reject_reason: ["Obrigatório."] },
      });
      const inEnglish = await move(apply("Carla Dias"), { stage: 14, position: 0 }, tokens.mover, {
        "accept-language": "en",
      });
      expect(inEnglish.json().error.fields).toEqual({ reject_reason: ["Required."] });
      // Nothing moved.
      expect((await columnOf(1)).map(([name]) => name)).toContain("Carla Dias");
      expect(await columnOf(9)).toEqual([]);
    });

    it("keeps the reason between the Rejected columns and drops it back in the pipeline", async () => {
      const rejected = await move(apply("Carla Dias"), { stage: 9, position: 0, reject_reason: 29 });
      expect(rejected.json().apply).toMatchObject({ stage: 9, reject_reason: 29 });
      const other = await move(apply("Carla Dias"), { stage: 14, position: 0 });
      expect(other.json().apply).toMatchObject({ stage: 14, reject_reason: 29 });
      const back = await move(apply("Carla Dias"), { stage: 5, position: 0 });
      expect(back.json().apply).toMatchObject({ stage: 5, reject_reason: null });
    });

    it("refuses a stage, a status or a reason outside spec §4's catalogues, and unknown fields: 400", async () => {
      for (const body of [
        { stage: 10, position: 0 },
        { stage: 1, position: -1 },
        { stage: 1, position: 0, submission_status: 15 },
        { stage: 9, position: 0, reject_reason: 30 },
        { stage: 1, position: 0, job_id: 1 },
      ]) {
        const response = await move(apply("Ana Souza"), body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code).toBe("validation_failed");
      }
      expect((await move(apply("Ana Souza"), { stage: 10, position: 0 })).json().error.fields).toHaveProperty("stage");
    });

    it("is refused to a role without update on applies: 403, and nothing moves", async () => {
      const response = await move(apply("Ana Souza"), { stage: 4, position: 0 }, tokens.recruiter);
      expect(response.statusCode).toBe(403);
      expect((await columnOf(1))[0]).toEqual(["Ana Souza", 0]);
      expect((await move(apply("Ana Souza"), { stage: 4, position: 0 }, "")).statusCode).toBe(401);
    });

    it("answers 404 for another business's apply, and for an apply under another job", async () => {
      const foreign = await call("PATCH", `/recruiters/jobs/${job}/applies/${foreignApply}/move`, {
        token: tokens.mover,
        body: { stage: 4, position: 0 },
      });
      expect(foreign.statusCode).toBe(404);
      const wrongJob = await call("PATCH", `/recruiters/jobs/${otherJob}/applies/${apply("Ana Souza")}/move`, {
        token: tokens.mover,
        body: { stage: 4, position: 0 },
      });
      expect(wrongJob.statusCode).toBe(404);
      const [row] = await queryRows<{ stage: number }>(
        server.db,
        sql`select stage from applies where id = ${foreignApply}`,
      );
      expect(Number(row?.stage)).toBe(1);
    });

    /** What each recruiter's stream hears while `work` runs, once every one of `expected` heard something. */
    async function heard(recruiters: number[], expected: number[], work: () => Promise<void>) {
      const messages = new Map<number, unknown[]>(recruiters.map((id) => [id, []]));
      const stops = recruiters.map((id) =>
        server.live.subscribe(streams.notifications(id), (message) => messages.get(id)?.push(message)),
      );
      try {
        await work();
        await vi.waitFor(
          () => {
            for (const id of expected) if (!messages.get(id)?.length) throw new Error(`Recruiter ${id} heard nothing`);
          },
          { timeout: 5000, interval: 20 },
        );
      } finally {
        for (const stop of stops) stop();
      }
      return messages;
    }

    const rowsOf = (recruiter: number) =>
      queryRows<{ kind: string; category: string; message: string; link: string; reference_id: number }>(
        server.db,
        sql`select kind, category, message, link, reference_id from notifications where recruiter_id = ${recruiter}`,
      );

    it("notifies the job's owner and team who work in the business, live, and not the mover", async () => {
      const everyone = [world.admin.id, world.recruiter.id, mover, outsider];
      const messages = await heard(everyone, [world.admin.id, world.recruiter.id], async () => {
        const response = await move(apply("Bruno Lima"), { stage: 4, position: 0 });
        expect(response.statusCode, response.body).toBe(200);
      });
      for (const recruiter of [world.admin.id, world.recruiter.id]) {
        expect(await rowsOf(recruiter)).toEqual([
          {
            kind: "applyMoved",
            category: "apply",
            message: "Marta Movimenta moveu Bruno Lima para Entrevista interna na vaga Diretor Financeiro",
            link: `/recruiters/jobs/${job}/applies/kanban`,
            reference_id: apply("Bruno Lima"),
          },
        ]);
      }
      expect(await rowsOf(mover)).toEqual([]);
      expect(await rowsOf(outsider)).toEqual([]);
      // The pushed item is the one the bell's list answers.
      const list = await call("GET", "/recruiters/notifications", { token: tokens.recruiter });
      const [listed] = list.json().tabs.find((tab: { value: string }) => tab.value === "apply").notifications;
      expect(messages.get(world.recruiter.id)).toEqual([{ notification: listed }]);
      expect(list.json().unread_count).toBe(1);
      expect(messages.get(world.admin.id)).toHaveLength(1);
      expect(messages.get(mover)).toEqual([]);
      expect(messages.get(outsider)).toEqual([]);
    });

    it("notifies nobody of a reorder inside a column, nor of a refused move", async () => {
      expect((await move(apply("Ana Souza"), { stage: 1, position: 3 })).statusCode).toBe(200);
      expect((await move(apply("Ana Souza"), { stage: 9, position: 0 })).statusCode).toBe(422);
      const [count] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from notifications`);
      expect(Number(count?.n)).toBe(0);
    });
  });
});
