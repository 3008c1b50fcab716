/**
 * What a mail holds that opens something (a reset, confirmation or deletion token, an evaluation's uid, an
 * unsubscribe link) is for its recipient alone: for every kind of mail, made by its real route or job, the
 * administrator's outbox (list and detail) answers it masked, and the mail as delivered (SMTP, or the console
 * without SMTP) carries it whole. A kind added to MAIL_KINDS fails here until it is produced below.
 */
import { DEFAULT_RETENTION } from "@seleta/domain/privacy";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { formatQueuedMail } from "../src/mail/console";
import type { Mailer, MailMessage } from "../src/mail/mailer";
import {
  deliverDueMail,
  MAIL_KINDS,
  MAIL_MAX_ATTEMPTS,
  type MailKind,
  onMailEnqueued,
  SECRET_MASK,
} from "../src/mail/outbox";
import { processSendOuts } from "../src/mail/sendOuts";
import { runRetention } from "../src/privacy/retention";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const DAY_MS = 86_400_000;
const SITE = "http://localhost";

/** A mail made by its real route or job: its outbox row, and the secret it carries (null: it carries none). */
type Produced = { id: number; secret: string | null };

describe.each(DEFAULT_DATABASE)("the secrets of every kind of mail on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = { admin: "", candidate: "" };
  const delivered: MailMessage[] = [];
  const printed = new Map<number, string>();
  const mailer: Mailer = {
    from: "Seleta <no-reply@seleta.test>",
    async send(message) {
      delivered.push(message);
    },
    close() {},
  };

  const latest = async (mailKind: MailKind) => {
    const [row] = await queryRows<{ id: number; payload: Record<string, unknown> }>(
      server.db,
      sql`select id, payload from outbox where kind = ${mailKind} order by id desc limit 1`,
    );
    if (!row) throw new Error(`No ${mailKind} mail was queued`);
    return { id: Number(row.id), payload: row.payload };
  };
  const withToken = async (mailKind: MailKind): Promise<Produced> => {
    const row = await latest(mailKind);
    return { id: row.id, secret: String(row.payload.token) };
  };

  /** A job of the world's client company and the world's candidate's apply to it, at `stage`. */
  const jobWithApply = async (title: string, stage: number) => {
    const job = await insert(server.db, schema.jobs, {
      business_id: world.business,
      title,
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    const apply = await insert(server.db, schema.applies, {
      business_id: world.business,
      candidate_id: world.candidate.id,
      job_id: job,
      stage,
    });
    return { job, apply };
  };

  const produce: Record<MailKind, () => Promise<Produced>> = {
    async confirmation() {
      const response = await call("POST", "/candidates", {
        body: { candidate: { name: "Nina Nova", email: "nina@test.example", password: PASSWORD } },
      });
      expect(response.statusCode).toBe(201);
      return withToken("confirmation");
    },
    async sign_up_attempt() {
      const response = await call("POST", "/candidates", {
        body: { candidate: { name: "Outra Pessoa", email: world.candidate.email, password: PASSWORD } },
      });
      expect(response.statusCode).toBe(201);
      return withToken("sign_up_attempt");
    },
    async password_reset() {
      const response = await call("POST", "/candidates/password", { body: { email: world.candidate.email } });
      expect(response.statusCode).toBe(202);
      await server.settled();
      return withToken("password_reset");
    },
    async account_deletion() {
      const response = await call("POST", "/candidates/account_deletions", {
        token: tokens.candidate,
        body: { account_deletion: { password: PASSWORD } },
      });
      expect(response.statusCode).toBe(202);
      return withToken("account_deletion");
    },
    async evaluation_request() {
      const { apply } = await jobWithApply("Diretor Financeiro", 0);
      const evaluation = await insert(server.db, schema.evaluations, {
        business_id: world.business,
        title: "Liderança",
        questions: [{ text: "Como você lidera?", response_type: 0, options: [], required: true }],
        active: true,
      });
      const response = await call("POST", `/recruiters/applies/${apply}/evaluation_requests`, {
        token: tokens.admin,
        body: { evaluation_request: { evaluation_id: evaluation } },
      });
      expect(response.statusCode).toBe(201);
      const [request] = await queryRows<{ uid: string }>(
        server.db,
        sql`select uid from evaluation_requests where apply_id = ${apply}`,
      );
      return { id: (await latest("evaluation_request")).id, secret: String(request?.uid) };
    },
    async shortlist() {
      // A contact without an account gets a personal link: its token is the secret.
      const { job, apply } = await jobWithApply("Diretora Jurídica", 5);
      const shortlist = await insert(server.db, schema.shortlists as never, {
        business_id: world.business,
        job_id: job,
        name: "Finalistas",
      });
      await insert(server.db, schema.shortlistItems as never, {
        business_id: world.business,
        shortlist_id: shortlist,
        apply_id: apply,
        position: 1,
      });
      const contact = await insert(server.db, schema.client_contacts, {
        business_id: world.business,
        name: "Paulo Parecerista",
        email: "paulo@cliente.example",
        client_company_id: world.clientContact.company,
        active: true,
      });
      const response = await call("POST", `/recruiters/shortlists/${shortlist}/recipients`, {
        token: tokens.admin,
        body: { client_contact_ids: [contact] },
      });
      expect(response.statusCode).toBe(201);
      const row = await latest("shortlist");
      const [sent] = await queryRows<{ body: string }>(server.db, sql`select body from outbox where id = ${row.id}`);
      const token = sent?.body.match(/\/shortlist\/[A-Za-z0-9_-]+\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error("The shortlist mail went out without its link");
      return { id: row.id, secret: token };
    },
    async interview_invitation() {
      // An interview's invitation opens nothing: its calendar file says when and where, to those taking part.
      const { job, apply } = await jobWithApply("Diretor Financeiro", 4);
      const response = await call("POST", "/recruiters/interviews", {
        token: tokens.admin,
        body: {
          interview: {
            apply,
            candidate: world.candidate.id,
            job,
            status: 2,
            scheduled_at: "2027-03-10T13:00:00.000Z",
            duration_minutes: 60,
            client_contacts: [world.clientContact.id],
          },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return { id: (await latest("interview_invitation")).id, secret: null };
    },
    async prospecting() {
      const contact = await insert(server.db, schema.contacts, {
        business_id: world.business,
        name: "Lia Lead",
        email: "lia@example.com",
        status: 2,
      });
      const response = await call("POST", "/recruiters/sendout_queues/batch", {
        token: tokens.admin,
        body: {
          sendout_queue: {
            recipients: [{ reference_type: "Contact", reference_id: contact }],
            subject: "Uma vaga para você",
            body: "<p>Oi {{name}}, temos uma vaga.</p>",
          },
        },
      });
      expect(response.statusCode).toBe(201);
      // Its outbox row is written when it is sent, with its unsubscribe link.
      expect((await processSendOuts(server.db, mailer, { siteUrl: async () => SITE })).sent).toBe(1);
      const sent = delivered.find((message) => message.to === "lia@example.com");
      const unsubscribe = sent?.text.match(/\/prospecting\/unsubscribe\/([A-Za-z0-9_-]+)/)?.[1];
      if (!unsubscribe) throw new Error("The prospecting mail went out without its unsubscribe link");
      return { id: (await latest("prospecting")).id, secret: unsubscribe };
    },
    async contact_message() {
      const response = await call("POST", "/public/contact_messages", {
        body: { email: "visitante@example.com", subject: "Uma busca", message: "Olá, gostaria de conversar." },
      });
      expect(response.statusCode).toBe(201);
      return { id: (await latest("contact_message")).id, secret: null };
    },
    async retention_warning() {
      await candidateWithAccount(server.db, world.business, {
        email: "idle@test.example",
        name: "Ivo Inativo",
        last_activity_at: new Date(Date.now() - 800 * DAY_MS).toISOString(),
      });
      const outcome = await runRetention({
        db: server.db,
        storage: undefined,
        log: { info() {}, warn() {}, error() {} },
        origins: { forBusiness: async () => SITE },
        settings: DEFAULT_RETENTION,
      });
      expect(outcome.warned).toBe(1);
      return { id: (await latest("retention_warning")).id, secret: null };
    },
  };

  beforeAll(async () => {
    storage = await createTestStorage(kind, "mail-secrets");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    await queryRows(
      server.db,
      sql`update site_configs set contact_email = 'contato@executive.localhost' where domain = 'localhost'`,
    );
    onMailEnqueued(server.db, (mail) => printed.set(mail.id, formatQueuedMail(mail)));
    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.candidate = await signIn("candidates", world.candidate.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it.each(MAIL_KINDS)(
    "answers %s mail to administrators with its secrets masked, and delivers them whole",
    async (mailKind) => {
      const { id, secret } = await produce[mailKind]();
      if (mailKind !== "prospecting") await deliverDueMail(server.db, mailer);
      const [row] = await queryRows<{ to_email: string; subject: string }>(
        server.db,
        sql`select to_email, subject from outbox where id = ${id}`,
      );
      const sent = delivered.filter((message) => message.to === row?.to_email && message.subject === row?.subject);
      const mail = sent.at(-1);
      if (!mail) throw new Error(`The ${mailKind} mail was not delivered`);

      const list = await call("GET", "/recruiters/administrator/outbox?per_page=100", { token: tokens.admin });
      expect(list.statusCode).toBe(200);
      const listed = list.json().outbox.find((entry: { id: number }) => entry.id === id);
      expect(listed).toMatchObject({ kind: mailKind, to_email: row?.to_email, subject: row?.subject });
      const detail = await call("GET", `/recruiters/administrator/outbox/${id}`, { token: tokens.admin });
      expect(detail.statusCode).toBe(200);
      const shown = detail.json().outbox as { body: string; html: boolean };

      if (secret === null) {
        // Nothing in it is secret: the administrator reads it as it went.
        expect(shown.body).toBe(mail.html ?? mail.text);
      } else {
        expect(secret.length).toBeGreaterThan(10);
        expect(`${mail.text}${mail.html ?? ""}`).toContain(secret);
        expect(list.body).not.toContain(secret);
        expect(detail.body).not.toContain(secret);
        expect(shown.body).toContain(SECRET_MASK);
      }
      // Delivered, the row keeps no secret: the body is the shown one, the payload holds no token, link or header.
      const [stored] = await queryRows<{ body: string; shown_body: string; payload: string }>(
        server.db,
        sql`select body, shown_body, payload::text as payload from outbox where id = ${id}`,
      );
      expect(stored?.body).toBe(stored?.shown_body);
      if (secret !== null) expect(stored?.payload).not.toContain(secret);
      // Without SMTP the server's console is the recipient's channel: it prints the links whole.
      if (mailKind !== "prospecting") {
        expect(printed.get(id)).toBeDefined();
        if (secret !== null) expect(printed.get(id)).toContain(secret);
      }
    },
  );

  it("keeps a mail's secrets while a retry may deliver it, and forgets them once its last attempt fails", async () => {
    const { id, secret } = await produce.password_reset();
    const refusing: Mailer = { ...mailer, send: async () => Promise.reject(new Error("550 mailbox unavailable")) };
    const stored = async () =>
      (
        await queryRows<{ attempts: number; body: string; payload: string }>(
          server.db,
          sql`select attempts, body, payload::text as payload from outbox where id = ${id}`,
        )
      )[0];
    // Each run far enough after the last for the next retry to be due.
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await deliverDueMail(server.db, refusing, { now: new Date(Date.now() + attempt * DAY_MS) });
      const row = await stored();
      expect(row?.attempts).toBe(attempt);
      if (attempt < MAIL_MAX_ATTEMPTS) expect(row?.body).toContain(String(secret));
    }
    expect((await stored())?.body).not.toContain(String(secret));
    expect((await stored())?.payload).not.toContain(String(secret));
  });
});
