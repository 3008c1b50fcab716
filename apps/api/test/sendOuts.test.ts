/**
 * Spec §2 "Send Out", §7 "Recruiter mail sending", §9 bulk threshold: a prospecting message to a
 * selection becomes one send-out per address (over 200 people → bulk), unsubscribed addresses are skipped; the
 * processor sends through a real SMTP server (0 → 1 → 2), with a working unsubscribe link and List-Unsubscribe;
 * a refusal goes back to 0 with the server's answer; an answer makes it 3.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { smtpMailer } from "../src/mail/mailer";
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_S } from "../src/mail/outbox";
import { processSendOuts } from "../src/mail/sendOuts";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { startSmtpServer, type TestSmtpServer } from "./support/smtpServer";

const SITE = "http://localhost:3000";
const FROM = "Seleta <no-reply@seleta.test>";

type SendOutRow = {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  status: number;
  sending_type: number;
  reference_type: string;
  reference_id: number;
  owner_id: number;
  sent_at: unknown;
  error_message: string | null;
  responded_at: unknown;
};

describe.each(DEFAULT_DATABASE)("send-out queues on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let smtp: TestSmtpServer;
  let call: ReturnType<typeof caller>;
  let adminToken: string;
  let readerToken: string;

  const rows = () =>
    queryRows<SendOutRow>(
      server.db,
      sql`select id, to_email, subject, body, status, sending_type, reference_type, reference_id, owner_id, sent_at,
                 error_message, responded_at
          from sendout_queues order by id`,
    );
  const batch = (body: Record<string, unknown>, token = adminToken) =>
    call("POST", "/recruiters/sendout_queues/batch", { token, body: { sendout_queue: body } });
  const process = async (now = new Date()) => {
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    try {
      return await processSendOuts(server.db, mailer, { now, siteUrl: async () => SITE });
    } finally {
      mailer.close();
    }
  };
  const contacts = async (count: number, prefix: string, business = world.business) => {
    const values = Array.from({ length: count }, (_, index) => ({
      business_id: business,
      name: `${prefix} ${index}`,
      email: `${prefix.toLowerCase()}${index}@example.com`,
      status: 2,
    }));
    const inserted = await server.db.drizzle
      .insert(schema.contacts)
      .values(values as never)
      .returning({ id: schema.contacts.id });
    return inserted.map((row) => row.id);
  };
  const asRecipients = (ids: number[], type = "Contact") =>
    ids.map((id) => ({ reference_type: type, reference_id: id }));

  beforeAll(async () => {
    storage = await createTestStorage(kind, "sendouts");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    smtp = await startSmtpServer();
    const signIn = async (email: string) =>
      (await call("POST", "/recruiters/sessions", { body: { email, password: PASSWORD } })).json().token as string;
    adminToken = await signIn(world.admin.email);
    readerToken = await signIn(world.recruiter.email);
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.close();
    await storage?.cleanup();
  });
  beforeEach(async () => {
    await queryRows(server.db, sql`delete from outbox`);
    await queryRows(server.db, sql`delete from unsubscribe_tokens`);
    await queryRows(server.db, sql`delete from prospecting_unsubscribes`);
    await queryRows(server.db, sql`delete from sendout_queues`);
    await queryRows(server.db, sql`delete from contacts`);
    smtp.messages.length = 0;
    smtp.refuse.clear();
    smtp.hold = undefined;
  });

  it("queues one send-out per address of a hand-picked selection, by microsoft at up to 200 people", async () => {
    const ids = await contacts(2, "Lead");
    const withoutEmail = await insert(server.db, schema.contacts, {
      business_id: world.business,
      name: "Sem Email",
      status: 1,
    });
    const response = await batch({
      recipients: [
        ...asRecipients([...ids, withoutEmail]),
        { reference_type: "Candidate", reference_id: world.candidate.id },
      ],
      subject: "Olá {{first_name}}",
      body: "<p>Oi {{name}}, temos uma vaga.</p><script>alert(1)</script>",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      sendout_queues: { queued: 3, sending_type: 0, skipped: { unsubscribed: 0, without_email: 1, duplicate: 0 } },
    });
    const queued = await rows();
    expect(queued.map((row) => row.to_email).sort()).toEqual([
      "candidate@test.example",
      "lead0@example.com",
      "lead1@example.com",
    ]);
    const lead0 = queued.find((row) => row.to_email === "lead0@example.com") as SendOutRow;
    expect(lead0).toMatchObject({
      subject: "Olá Lead",
      status: 0,
      sending_type: 0,
      reference_type: "Contact",
      reference_id: ids[0],
      owner_id: world.admin.id,
    });
    expect(lead0.body).toContain("Oi Lead 0, temos uma vaga.");
    expect(lead0.body).not.toContain("<script>");
  });

  it("switches to the bulk service over 200 people selected (201 → bulk, 200 → microsoft)", async () => {
    const ids = await contacts(201, "Bulk");
    const over = await batch({ recipients: asRecipients(ids), subject: "Oi", body: "<p>Oi</p>" });
    expect(over.statusCode).toBe(201);
    expect(over.json().sendout_queues).toMatchObject({ queued: 201, sending_type: 1 });
    expect(new Set((await rows()).map((row) => row.sending_type))).toEqual(new Set([1]));

    await queryRows(server.db, sql`delete from sendout_queues`);
    const at = await batch({ recipients: asRecipients(ids.slice(0, 200)), subject: "Oi", body: "<p>Oi</p>" });
    expect(at.json().sendout_queues).toMatchObject({ queued: 200, sending_type: 0 });
  });

  it("skips unsubscribed addresses (any case) and repeated ones", async () => {
    const ids = await contacts(3, "Skip");
    await insert(server.db, schema.contacts, {
      business_id: world.business,
      name: "Same Address",
      email: "SKIP1@example.com",
      status: 1,
    }).then((id) => ids.push(id));
    await queryRows(
      server.db,
      sql`insert into prospecting_unsubscribes (business_id, email) values (${world.business}, 'Skip0@Example.com')`,
    );
    // The same address unsubscribed from another business does not count here.
    await queryRows(
      server.db,
      sql`insert into prospecting_unsubscribes (business_id, email) values (${world.otherBusiness}, 'skip2@example.com')`,
    );
    const response = await batch({ recipients: asRecipients(ids), subject: "Oi", body: "<p>Oi</p>" });
    expect(response.json().sendout_queues).toEqual({
      queued: 2,
      sending_type: 0,
      skipped: { unsubscribed: 1, without_email: 0, duplicate: 1 },
    });
    expect((await rows()).map((row) => row.to_email.toLowerCase()).sort()).toEqual([
      "skip1@example.com",
      "skip2@example.com",
    ]);
  });

  it("takes a select-all of a search, minus the deselected, and refuses one that narrows nothing", async () => {
    const ids = await contacts(4, "Search");
    await insert(server.db, schema.contacts, {
      business_id: world.business,
      name: "Outro Status",
      email: "other@example.com",
      status: 1,
    });
    const response = await batch({
      select_all_params: {
        search: { entity: "contacts", where: JSON.stringify({ status: 2, all: true }), excluded_ids: [ids[0]] },
      },
      subject: "Oi",
      body: "<p>Oi</p>",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().sendout_queues.queued).toBe(3);
    expect((await rows()).map((row) => row.reference_id).sort()).toEqual(ids.slice(1).sort());

    const everything = await batch({
      select_all_params: { search: { entity: "contacts", where: { all: true } } },
      subject: "Oi",
      body: "<p>Oi</p>",
    });
    expect(everything.statusCode).toBe(422);
    expect(everything.json().error.message).toBe("Faça um filtro antes de realizar esta ação");

    const jobs = await batch({
      select_all_params: { search: { entity: "jobs", term: "x" } },
      subject: "Oi",
      body: "x",
    });
    expect(jobs.statusCode).toBe(400);
    expect(jobs.json().error.fields).toHaveProperty(["select_all_params.search.entity"]);
  });

  it("writes from a message template, with its merge fields", async () => {
    const [id] = await contacts(1, "Tpl");
    const template = await insert(server.db, schema.prospecting_templates, {
      business_id: world.business,
      name: "Primeiro contato",
      channel: 1,
      subject: "Vaga para {{first_name}}",
      body: "<p>Olá {{name}} &lt;{{email}}&gt;</p>",
    });
    const response = await batch({ recipients: asRecipients([id as number]), prospecting_template: template });
    expect(response.statusCode).toBe(201);
    const [row] = await rows();
    expect(row?.subject).toBe("Vaga para Tpl");
    expect(row?.body).toContain("Olá Tpl 0 &lt;tpl0@example.com&gt;");

    const missing = await batch({ recipients: asRecipients([id as number]) });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(["body", "subject"]);
  });

  it("lets only recruiters who may create send-outs queue them, and only to their business's people", async () => {
    const [id] = await contacts(1, "Authz");
    const [foreign] = await contacts(1, "Foreign", world.otherBusiness);
    const body = { sendout_queue: { recipients: asRecipients([id as number]), subject: "Oi", body: "x" } };
    expect((await call("POST", "/recruiters/sendout_queues/batch", { body })).statusCode).toBe(401);
    expect((await batch(body.sendout_queue, readerToken)).statusCode).toBe(403);
    const other = await batch({ recipients: asRecipients([foreign as number]), subject: "Oi", body: "x" });
    expect(other.statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it("sends a due send-out by SMTP: Await Send → Processing Send → Completed Send, with a working unsubscribe link", async () => {
    const [id] = await contacts(1, "Send");
    await batch({ recipients: asRecipients([id as number]), subject: "Uma vaga", body: "<p>Oi {{first_name}}</p>" });
    let release: () => void = () => {};
    smtp.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = process();
    // While the SMTP server holds the message, the row is Processing Send.
    let status: number | undefined;
    for (let tries = 0; tries < 200 && status !== 1; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = Number((await rows())[0]?.status);
    }
    expect(status).toBe(1);
    release();
    expect(await running).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [row] = await rows();
    expect(row?.status).toBe(2);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.error_message).toBeNull();

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail?.envelopeTo).toEqual(["send0@example.com"]);
    expect(mail?.headers.subject).toBe("Uma vaga");
    const link = /<(http:\/\/localhost:3000\/prospecting\/unsubscribe\/([A-Za-z0-9_-]{22}))>/.exec(
      mail?.headers["list-unsubscribe"] ?? "",
    );
    expect(link).not.toBeNull();
    const [, url, unsubscribeId] = link as RegExpExecArray;
    expect(mail?.body).toContain("Oi Send");
    expect(mail?.body).toContain(`href="${url}"`);
    // The text part carries the link too.
    expect(mail?.body).toContain(`(${url})`);

    // The outbox holds the mail as sent; the token only as a hash.
    const outbox = await queryRows<{ kind: string; sent_at: unknown; attempts: number }>(
      server.db,
      sql`select kind, sent_at, attempts from outbox`,
    );
    expect(outbox).toMatchObject([{ kind: "prospecting", attempts: 1 }]);
    const tokens = await queryRows<{ token_hash: string }>(server.db, sql`select token_hash from unsubscribe_tokens`);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.token_hash).not.toContain(unsubscribeId);

    // Nothing left to send.
    expect(await process()).toEqual({ claimed: 0, sent: 0, failed: 0 });

    // The link: who and what, then the unsubscribe, twice.
    const info = await call("GET", `/prospecting/unsubscribe/${unsubscribeId}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      unsubscribe: { email: "se***@example.com", business: { name: "Seleta Executive Search" }, unsubscribed: false },
    });
    for (let time = 0; time < 2; time += 1) {
      const done = await call("POST", `/prospecting/unsubscribe/${unsubscribeId}`);
      expect(done.statusCode).toBe(200);
      expect(done.json().unsubscribe.unsubscribed).toBe(true);
    }
    expect(await queryRows(server.db, sql`select email, sendout_queue_id from prospecting_unsubscribes`)).toEqual([
      { email: "send0@example.com", sendout_queue_id: row?.id },
    ]);
    expect((await call("GET", `/prospecting/unsubscribe/${unsubscribeId}`)).json().unsubscribe.unsubscribed).toBe(true);

    // From now on the address is skipped.
    const again = await batch({ recipients: asRecipients([id as number]), subject: "De novo", body: "<p>x</p>" });
    expect(again.json().sendout_queues).toMatchObject({ queued: 0, skipped: { unsubscribed: 1 } });
  });

  it("answers 404 for an unknown or malformed unsubscribe id", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "not-a-token", "1"]) {
      expect((await call("GET", `/prospecting/unsubscribe/${id}`)).statusCode).toBe(404);
      expect((await call("POST", `/prospecting/unsubscribe/${id}`)).statusCode).toBe(404);
    }
    expect(await queryRows(server.db, sql`select 1 from prospecting_unsubscribes`)).toEqual([]);
  });

  it("stops a waiting send-out whose address unsubscribes before it goes", async () => {
    const [first, second] = await contacts(2, "Wait");
    await batch({ recipients: asRecipients([first as number]), subject: "Oi", body: "<p>1</p>" });
    expect((await process()).sent).toBe(1);
    const link = /unsubscribe\/([A-Za-z0-9_-]{22})/.exec(smtp.messages[0]?.headers["list-unsubscribe"] ?? "");
    // Another mail to the same address, queued for later, then the unsubscribe.
    await queryRows(server.db, sql`update contacts set email = 'wait0@example.com' where id = ${second}`);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await batch({ recipients: asRecipients([second as number]), subject: "Oi", body: "<p>2</p>", scheduled_at: later });
    await call("POST", `/prospecting/unsubscribe/${link?.[1]}`);
    expect(await process(new Date(Date.now() + 7_200_000))).toEqual({ claimed: 0, sent: 0, failed: 0 });
    const waiting = (await rows()).find((row) => row.status === 0);
    expect(waiting?.error_message).toBe("The recipient unsubscribed from prospecting mail.");
    expect(smtp.messages).toHaveLength(1);
  });

  it("puts a refused send-out back to Await Send with the server's answer, retries it later, then gives up", async () => {
    const [id] = await contacts(1, "Refused");
    await batch({ recipients: asRecipients([id as number]), subject: "Oi", body: "<p>x</p>" });
    smtp.refuse.add("refused0@example.com");
    // One millisecond on: the row's time has microseconds, a Date only milliseconds (same-millisecond rows are due).
    const start = new Date(Date.now() + 1);
    expect(await process(start)).toEqual({ claimed: 1, sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row?.status).toBe(0);
    expect(row?.error_message).toMatch(/550/);
    const [outbox] = await queryRows<{ attempts: number; last_error: string }>(
      server.db,
      sql`select attempts, last_error from outbox`,
    );
    expect(Number(outbox?.attempts)).toBe(1);
    expect(outbox?.last_error).toMatch(/550/);

    // Not again before the retry delay.
    expect((await process(new Date(start.getTime() + 10_000))).claimed).toBe(0);
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      const at = new Date(start.getTime() + ((MAIL_RETRY_DELAYS_S[attempt] as number) + 5) * 1000);
      expect(await process(at)).toEqual({ claimed: 1, sent: 0, failed: 1 });
    }
    [row] = await rows();
    expect(row?.status).toBe(0);
    expect(row?.error_message).toMatch(new RegExp(`^Gave up after ${MAIL_MAX_ATTEMPTS} attempts: .*550`));
    smtp.refuse.clear();
    expect((await process(new Date(start.getTime() + 30 * 86_400_000))).claimed).toBe(0);
    // One outbox row for all the tries.
    expect(await queryRows(server.db, sql`select attempts from outbox`)).toHaveLength(1);
  });

  it("sends a refused send-out once the server takes it, clearing the error", async () => {
    const [id] = await contacts(1, "Later");
    await batch({ recipients: asRecipients([id as number]), subject: "Oi", body: "<p>x</p>" });
    smtp.refuse.add("later0@example.com");
    // One millisecond on: the row's time has microseconds, a Date only milliseconds (same-millisecond rows are due).
    const start = new Date(Date.now() + 1);
    await process(start);
    smtp.refuse.clear();
    expect(await process(new Date(start.getTime() + 61_000))).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 2, error_message: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it("picks up what a dead process left in Processing Send: sends it, or completes it if it went out", async () => {
    const [lost, done] = await contacts(2, "Stale");
    await batch({ recipients: asRecipients([lost as number, done as number]), subject: "Oi", body: "<p>x</p>" });
    const [lostRow, doneRow] = await rows();
    await queryRows(server.db, sql`update sendout_queues set status = 1, updated_at = now() - interval '11 minutes'`);
    await queryRows(
      server.db,
      sql`insert into outbox (to_email, kind, subject, body, payload, attempts, sent_at, created_at)
          values ('stale1@example.com', 'prospecting', 'Oi', 'x', ${JSON.stringify({ sendout_queue_id: doneRow?.id })}::jsonb,
                  1, now() - interval '11 minutes', now() - interval '11 minutes')`,
    );
    expect(await process()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([[lostRow?.to_email]]);
    expect((await rows()).map((row) => row.status)).toEqual([2, 2]);
  });

  it("claims nothing without a mailer (no SMTP): the send-outs wait", async () => {
    const [id] = await contacts(1, "NoSmtp");
    await batch({ recipients: asRecipients([id as number]), subject: "Oi", body: "<p>x</p>" });
    expect(await processSendOuts(server.db, undefined)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect((await rows())[0]?.status).toBe(0);
  });

  it("does not send before scheduled_at", async () => {
    const [id] = await contacts(1, "Scheduled");
    const at = new Date(Date.now() + 86_400_000);
    await batch({
      recipients: asRecipients([id as number]),
      subject: "Oi",
      body: "<p>x</p>",
      scheduled_at: at.toISOString(),
    });
    expect((await process()).claimed).toBe(0);
    expect((await process(new Date(at.getTime() + 1000))).sent).toBe(1);
  });

  it("records an answer to a sent message (3), and refuses one to a message not sent", async () => {
    const [id] = await contacts(1, "Reply");
    await batch({ recipients: asRecipients([id as number]), subject: "Oi", body: "<p>x</p>" });
    const [queued] = await rows();
    const early = await call("POST", `/recruiters/sendout_queues/${queued?.id}/response`, { token: adminToken });
    expect(early.statusCode).toBe(409);
    await process();
    const answered = await call("POST", `/recruiters/sendout_queues/${queued?.id}/response`, { token: adminToken });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().sendout_queue).toMatchObject({ id: queued?.id, status: 3 });
    const [row] = await rows();
    expect(row?.status).toBe(3);
    expect(row?.responded_at).not.toBeNull();
    expect(
      (await call("POST", `/recruiters/sendout_queues/${queued?.id}/response`, { token: readerToken })).statusCode,
    ).toBe(403);
    expect((await call("POST", "/recruiters/sendout_queues/999999/response", { token: adminToken })).statusCode).toBe(
      404,
    );
  });
});
