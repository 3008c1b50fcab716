/**
 * Bulk delete (with request_id) and bulk update as background tasks — by ids and by select-all,
 * progress on ProgressChannel ending with what was done, invalid input ending in 'error' with nothing written,
 * batches of 500 rows per transaction, and per-role authorisation before anything is queued.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { BULK_BATCH_SIZE } from "../src/jobs/bulkActions";
import { streams } from "../src/live/bus";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

type TaskMessage = { message: string; percent: number; error?: boolean };

/** What one request deletes at once, set small through the configuration; the background has no such bound. */
const BULK_DELETE_RECORDS = 3;

describe.each(DATABASE_KINDS)("bulk actions in the background on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens: Record<string, string> = {};
  const published: { stream: string; message: unknown }[] = [];
  let requestCount = 0;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "bulk");
    server = await startServer(testConfig(storage, { BULK_DELETE_RECORDS: String(BULK_DELETE_RECORDS) }), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    const original = server.live.publish.bind(server.live);
    server.live.publish = async (stream, message) => {
      published.push({ stream, message });
      return original(stream, message);
    };
    world = await createWorld(server.db);
    call = caller(server.app);
    const signIn = async (email: string) =>
      (await call("POST", "/recruiters/sessions", { body: { email, password: PASSWORD } })).json().token as string;
    tokens.admin = await signIn(world.admin.email);
    tokens.reader = await signIn(world.recruiter.email);
  });

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  async function newCandidates(count: number, city: string, business = world.business): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      server.db,
      sql`insert into candidates (business_id, name, email, status, city)
          select ${business}, 'Bulk ' || n, 'bulk' || n || '@example.com', 1, ${city}
          from generate_series(1, ${count}) as n returning id`,
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  const collection = (ids: number[], type = "Candidate") => ({
    entity_collection: { collections: ids.map((id) => ({ reference_type: type, reference_id: id })) },
  });

  function newRequestId() {
    requestCount += 1;
    return `req-${kind}-${requestCount}`;
  }

  async function send(method: "DELETE" | "PATCH", body: Record<string, unknown>, who = "admin", path = "candidates") {
    return call(method, `/recruiters/${path}`, {
      token: tokens[who],
      body,
      headers: { "accept-language": "en" },
    });
  }

  /** The task's messages once its last one (percent 100) arrived. */
  async function finalMessages(requestId: string, recruiterId = world.admin.id): Promise<TaskMessage[]> {
    const stream = streams.progress(recruiterId, requestId);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const messages = published
        .filter((entry) => entry.stream === stream)
        .map((entry) => entry.message as TaskMessage);
      if (messages.at(-1)?.percent === 100) return messages;
      if (Date.now() > deadline) throw new Error(`Task ${requestId} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function deletedCount(ids: number[]): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from candidates where id = any(${sql.param(ids)}::int[]) and deleted_at is not null`,
    );
    return Number(row?.n);
  }

  async function taskRow(requestId: string) {
    const [row] = await queryRows<{ status: string; percent: number; message: string | null }>(
      server.db,
      sql`select status, percent, message from background_tasks where request_id = ${requestId}`,
    );
    return row;
  }

  it("deletes picked records in the background: 202, progress in order, a final message with the count", async () => {
    const ids = await newCandidates(3, "Picked");
    const requestId = newRequestId();
    const response = await send("DELETE", { ...collection(ids), request_id: requestId });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      background_task: { id: expect.any(Number), request_id: requestId, status: "processing" },
    });
    const messages = await finalMessages(requestId);
    expect(messages.at(-1)).toEqual({ message: "3 record(s) deleted.", percent: 100 });
    expect(messages.some((message) => message.error)).toBe(false);
    const percents = messages.map((message) => message.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await deletedCount(ids)).toBe(3);
    expect(await taskRow(requestId)).toEqual({ status: "completed", percent: 100, message: "3 record(s) deleted." });
    const audit = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from audit_logs where entity = 'candidates' and action = 'delete' and record_id = any(${sql.param(ids)}::int[])`,
    );
    expect(audit[0]?.n).toBe(3);
    // The same request id again is refused: it names the task's channel.
    expect((await send("DELETE", { ...collection(ids), request_id: requestId })).statusCode).toBe(409);
  });

  it("deletes a select-all in batches of 500 (more than one batch), sparing the deselected rows", async () => {
    const ids = await newCandidates(BULK_BATCH_SIZE + 150, "Batchville");
    const kept = ids.slice(0, 2);
    const requestId = newRequestId();
    const response = await send("DELETE", {
      select_all_params: {
        search: { entity: "candidates", where: JSON.stringify({ city: "Batchville", all: true }), excluded_ids: kept },
      },
      request_id: requestId,
    });
    expect(response.statusCode).toBe(202);
    const messages = await finalMessages(requestId);
    expect(messages.at(-1)).toEqual({ message: `${ids.length - 2} record(s) deleted.`, percent: 100 });
    // A report after the first batch: progress is real, between 0 and 100.
    expect(messages.some((message) => message.percent > 0 && message.percent < 100)).toBe(true);
    expect(await deletedCount(ids)).toBe(ids.length - 2);
    expect(await deletedCount(kept)).toBe(0);
  });

  it("updates picked and select-all records with the attributes, one audit entry per changed row", async () => {
    const ids = await newCandidates(4, "Updateville");
    const requestId = newRequestId();
    const picked = ids.slice(0, 2);
    expect(
      (
        await send("PATCH", {
          ...collection(picked),
          attributes: { status: 3, role_name: "Analista" },
          request_id: requestId,
        })
      ).statusCode,
    ).toBe(202);
    expect((await finalMessages(requestId)).at(-1)).toEqual({ message: "2 record(s) updated.", percent: 100 });
    const rows = await queryRows<{ id: number; status: number; role_name: string | null }>(
      server.db,
      sql`select id, status, role_name from candidates where id = any(${sql.param(ids)}::int[]) order by id`,
    );
    expect(rows.map((row) => [Number(row.status), row.role_name])).toEqual([
      [3, "Analista"],
      [3, "Analista"],
      [1, null],
      [1, null],
    ]);
    const audit = await queryRows<{ record_id: number; changes: Record<string, unknown> }>(
      server.db,
      sql`select record_id, changes from audit_logs where entity = 'candidates' and action = 'update' and record_id = any(${sql.param(ids)}::int[]) order by record_id`,
    );
    expect(audit.map((row) => Number(row.record_id))).toEqual(picked);
    expect(audit[0]?.changes).toMatchObject({ status: [1, 3], role_name: [null, "Analista"] });

    const all = newRequestId();
    const response = await send("PATCH", {
      select_all_params: { search: { entity: "candidates", where: { city: "Updateville" } } },
      attributes: { city: "Renamed" },
      request_id: all,
    });
    expect(response.statusCode).toBe(202);
    expect((await finalMessages(all)).at(-1)).toEqual({ message: "4 record(s) updated.", percent: 100 });
    const [renamed] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from candidates where id = any(${sql.param(ids)}::int[]) and city = 'Renamed'`,
    );
    expect(renamed?.n).toBe(4);
  });

  it("ends in 'error' with the message for invalid input, writing nothing", async () => {
    const ids = await newCandidates(2, "Invalidville");
    const cases: Record<string, unknown>[] = [
      // A value the entity's schema refuses.
      { ...collection(ids), attributes: { status: "not a status" } },
      // A relation to a record of another business.
      { ...collection(ids), attributes: { owner: 2_000_000 } },
    ];
    for (const body of cases) {
      const requestId = newRequestId();
      expect((await send("PATCH", { ...body, request_id: requestId })).statusCode).toBe(202);
      const last = (await finalMessages(requestId)).at(-1);
      expect(last).toMatchObject({ percent: 100, error: true });
      expect(last?.message.length).toBeGreaterThan(5);
      expect((await taskRow(requestId))?.status).toBe("error");
    }
    const [theirs] = await newCandidates(1, "Invalidville", world.otherBusiness);
    const requestId = newRequestId();
    expect(
      (await send("DELETE", { ...collection([...ids, theirs as number]), request_id: requestId })).statusCode,
    ).toBe(202);
    expect((await finalMessages(requestId)).at(-1)).toEqual({
      message: "Some of the selected records do not exist or may not be changed by you.",
      percent: 100,
      error: true,
    });
    expect(await deletedCount([...ids, theirs as number])).toBe(0);
    const rows = await queryRows<{ status: number; owner_id: number | null }>(
      server.db,
      sql`select status, owner_id from candidates where id = any(${sql.param(ids)}::int[])`,
    );
    expect(rows.every((row) => Number(row.status) === 1 && row.owner_id === null)).toBe(true);
  });

  it("refuses at once what the request shows: a role without the action (403), a select-all without filter (422)", async () => {
    const ids = await newCandidates(1, "Refuseville");
    const [before] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from background_tasks`);
    expect((await send("DELETE", { ...collection(ids), request_id: newRequestId() }, "reader")).statusCode).toBe(403);
    expect(
      (await send("PATCH", { ...collection(ids), attributes: { city: "X" }, request_id: newRequestId() }, "reader"))
        .statusCode,
    ).toBe(403);
    const noFilter = await send("DELETE", {
      select_all_params: { search: { entity: "candidates", where: { all: true } } },
      request_id: newRequestId(),
    });
    expect(noFilter.statusCode).toBe(422);
    expect(noFilter.json().error.message).toBe("Make a filter before do this action");
    expect((await send("DELETE", { ...collection(ids, "Job"), request_id: newRequestId() })).statusCode).toBe(400);
    expect((await send("PATCH", { ...collection(ids), attributes: { city: "X" } })).statusCode).toBe(400);
    // Fields many records may not share (bulkUpdatableFields): not written, sensitive, an upload.
    for (const attributes of [{ business_id: world.otherBusiness }, { cpf: "52998224725" }, { avatar: null }]) {
      const refused = await send("PATCH", { ...collection(ids), attributes, request_id: newRequestId() });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fields ?? {})).toEqual([`attributes.${Object.keys(attributes)[0]}`]);
    }
    const [after] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from background_tasks`);
    expect(after?.n).toBe(before?.n);
    expect(await deletedCount(ids)).toBe(0);
  });

  it("deletes at once at most the configured number of records, and a selection past it in the background", async () => {
    const many = await newCandidates(BULK_DELETE_RECORDS + 1, "Manytown");
    const refused = await send("DELETE", collection(many));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe("too_many_records");
    expect(refused.json().error.message).toContain(`at most ${BULK_DELETE_RECORDS} records`);
    expect(await deletedCount(many)).toBe(0);
    const deleted = await send("DELETE", collection(many.slice(0, BULK_DELETE_RECORDS)));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: BULK_DELETE_RECORDS });
    const more = await newCandidates(BULK_DELETE_RECORDS + 1, "Bigtown");
    const requestId = newRequestId();
    expect((await send("DELETE", { ...collection(more), request_id: requestId })).statusCode).toBe(202);
    const last = (await finalMessages(requestId)).at(-1);
    expect(last).toEqual({ message: `${BULK_DELETE_RECORDS + 1} record(s) deleted.`, percent: 100 });
  });
});
