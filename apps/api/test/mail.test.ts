/**
 * Mail goes out by SMTP when configured (a real SMTP server started here), every mail being an
 * outbox row first; a refused or unreachable server leaves attempts and the answer on the row, tried again after
 * the retry delay and not past MAIL_MAX_ATTEMPTS; without SMTP the mail stays in the outbox.
 */
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config";
import { type Database, queryRows } from "../src/db/client";
import { startMailDelivery } from "../src/mail/delivery";
import { mailerFromConfig, smtpMailer } from "../src/mail/mailer";
import { deliverDueMail, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_S, onMailEnqueued } from "../src/mail/outbox";
import { type RunningServer, startServer } from "../src/server";
import {
  createTestStorage,
  DATABASE_KINDS,
  openMigratedDatabase,
  type TestStorage,
  testConfig,
} from "./support/databases";
import { caller } from "./support/http";
import { queueTestMail } from "./support/mail";
import { startSmtpServer, type TestSmtpServer } from "./support/smtpServer";

const FROM = "Seleta <no-reply@seleta.test>";

type OutboxState = { id: number; sent_at: unknown; attempts: number; last_error: string | null };

async function outboxRow(db: Database, id: number): Promise<OutboxState> {
  const [row] = await queryRows<OutboxState>(
    db,
    sql`select id, sent_at, attempts, last_error from outbox where id = ${id}`,
  );
  if (!row) throw new Error(`no outbox row ${id}`);
  return { ...row, attempts: Number(row.attempts) };
}

/** A port nothing listens on: bound, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the mailer from configuration", () => {
  it("is SMTP only when SMTP_URL and SMTP_FROM are set", () => {
    expect(mailerFromConfig(loadConfig({}))).toBeUndefined();
    const mailer = mailerFromConfig(
      loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", SMTP_FROM: "no-reply@seleta.test" }),
    );
    expect(mailer?.from).toBe("no-reply@seleta.test");
    mailer?.close();
  });
});

describe.each(DATABASE_KINDS)("outbox delivery on %s", (kind) => {
  let storage: TestStorage;
  let db: Database;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "mail");
    db = await openMigratedDatabase(storage);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.close();
    await storage?.cleanup();
  });
  beforeEach(async () => {
    await queryRows(db, sql`delete from outbox`);
    smtp.messages.length = 0;
    smtp.refuse.clear();
  });

  it("sends a waiting mail by SMTP, signed in with the URL's user, and marks it sent", async () => {
    const id = await queueTestMail(db, {
      to: "maria@example.com",
      kind: "confirmation",
      subject: "Confirme seu e-mail",
      body: "Olá, Maria! Confirme seu e-mail em http://localhost/confirmations/abc",
      secrets: [],
    });
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    try {
      expect(await deliverDueMail(db, mailer)).toEqual({ sent: 1, failed: 0 });
    } finally {
      mailer.close();
    }
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.user).toBe("mailer");
    expect(mail?.envelopeFrom).toBe("no-reply@seleta.test");
    expect(mail?.envelopeTo).toEqual(["maria@example.com"]);
    expect(mail?.headers.from).toBe("Seleta <no-reply@seleta.test>");
    expect(mail?.headers.to).toBe("maria@example.com");
    expect(mail?.headers.subject).toBe("Confirme seu e-mail");
    expect(mail?.body).toContain("Olá, Maria! Confirme seu e-mail em http://localhost/confirmations/abc");
    const row = await outboxRow(db, id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    // Sent once: the next run finds nothing.
    const again = smtpMailer({ url: smtp.url, from: FROM });
    try {
      expect(await deliverDueMail(db, again)).toEqual({ sent: 0, failed: 0 });
    } finally {
      again.close();
    }
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends a mail's Reply-To as an address, so a line break in it adds no header", async () => {
    await queueTestMail(db, {
      to: "contato@tech.localhost",
      kind: "contact_message",
      subject: "Contato pelo site: Oi",
      body: "Olá",
      secrets: [],
      replyTo: "maria@example.com",
    });
    await queueTestMail(db, {
      to: "contato@tech.localhost",
      kind: "contact_message",
      subject: "Contato pelo site: Oi",
      body: "Olá",
      secrets: [],
      replyTo: "eve@example.com\r\nBcc: victim@example.com",
    });
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    try {
      await deliverDueMail(db, mailer);
    } finally {
      mailer.close();
    }
    expect(smtp.messages.map((mail) => mail.headers["reply-to"])).toEqual(["maria@example.com", expect.any(String)]);
    expect(smtp.messages.map((mail) => mail.headers.bcc)).toEqual([undefined, undefined]);
    expect(smtp.messages.flatMap((mail) => mail.envelopeTo)).toEqual([
      "contato@tech.localhost",
      "contato@tech.localhost",
    ]);
  });

  it("records a refusal (attempts, last_error), retries only after the delay, and gives up after the last try", async () => {
    const id = await queueTestMail(db, {
      to: "gone@example.com",
      kind: "password_reset",
      subject: "Reset",
      body: "link",
      secrets: [],
    });
    smtp.refuse.add("gone@example.com");
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    // One millisecond on: the row's time has microseconds, a Date only milliseconds (same-millisecond rows are due).
    const created = new Date(Date.now() + 1);
    try {
      expect(await deliverDueMail(db, mailer, { now: created })).toEqual({ sent: 0, failed: 1 });
      let row = await outboxRow(db, id);
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/550/);
      expect(row.last_error).toContain("gone@example.com");

      // Not before the next delay (1 min)…
      expect(await deliverDueMail(db, mailer, { now: new Date(created.getTime() + 30_000) })).toEqual({
        sent: 0,
        failed: 0,
      });
      // …then each delay in turn, until no try is left.
      for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
        const at = new Date(created.getTime() + ((MAIL_RETRY_DELAYS_S[attempt] as number) + 1) * 1000);
        expect(await deliverDueMail(db, mailer, { now: at })).toEqual({ sent: 0, failed: 1 });
      }
      row = await outboxRow(db, id);
      expect(row.attempts).toBe(MAIL_MAX_ATTEMPTS);
      const muchLater = new Date(created.getTime() + 30 * 86_400_000);
      smtp.refuse.clear();
      expect(await deliverDueMail(db, mailer, { now: muchLater })).toEqual({ sent: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(0);
    } finally {
      mailer.close();
    }
  });

  it("records an unreachable server the same way, and sends once it answers", async () => {
    const id = await queueTestMail(db, {
      to: "ana@example.com",
      kind: "confirmation",
      subject: "Oi",
      body: "corpo",
      secrets: [],
    });
    const down = smtpMailer({ url: `smtp://127.0.0.1:${await closedPort()}`, from: FROM });
    // One millisecond on: the row's time has microseconds, a Date only milliseconds (same-millisecond rows are due).
    const created = new Date(Date.now() + 1);
    try {
      expect(await deliverDueMail(db, down, { now: created })).toEqual({ sent: 0, failed: 1 });
    } finally {
      down.close();
    }
    const row = await outboxRow(db, id);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

    const up = smtpMailer({ url: smtp.url, from: FROM });
    try {
      const later = new Date(created.getTime() + 61_000);
      expect(await deliverDueMail(db, up, { now: later })).toEqual({ sent: 1, failed: 0 });
    } finally {
      up.close();
    }
    expect((await outboxRow(db, id)).last_error).toBeNull();
    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([["ana@example.com"]]);
  });

  it("delivers on a timer once started, logging counts but never a body", async () => {
    const logged: string[] = [];
    const log = {
      info: (obj: object | string, msg?: string) => logged.push(JSON.stringify(obj) + (msg ?? "")),
      warn: (obj: object | string, msg?: string) => logged.push(JSON.stringify(obj) + (msg ?? "")),
      error: (obj: object | string, msg?: string) => logged.push(JSON.stringify(obj) + (msg ?? "")),
    };
    const delivery = startMailDelivery(
      { db, mailer: smtpMailer({ url: smtp.url, from: FROM }), log },
      { intervalMs: 50 },
    );
    try {
      const id = await queueTestMail(db, {
        to: "timer@example.com",
        kind: "password_reset",
        subject: "Reset",
        body: "http://localhost/recruiters/forgot_password?token=SECRET-TOKEN",
        secrets: [],
      });
      for (let tries = 0; tries < 200 && smtp.messages.length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([["timer@example.com"]]);
      for (let tries = 0; tries < 200 && (await outboxRow(db, id)).sent_at === null; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await outboxRow(db, id)).sent_at).not.toBeNull();
    } finally {
      await delivery.stop();
    }
    expect(logged.join("\n")).toContain("sent");
    expect(logged.join("\n")).not.toContain("SECRET-TOKEN");
  });

  it("sends a new mail at once when kicked on enqueue, without waiting for the timer", async () => {
    // An hour between ticks: only the kick can send it within the test.
    const delivery = startMailDelivery(
      { db, mailer: smtpMailer({ url: smtp.url, from: FROM }) },
      { intervalMs: 3_600_000 },
    );
    const stopKicking = onMailEnqueued(db, () => delivery.kick());
    try {
      await queueTestMail(db, {
        to: "now@example.com",
        kind: "password_reset",
        subject: "Reset",
        body: "Soon",
        secrets: [],
      });
      await vi.waitFor(() => expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([["now@example.com"]]), {
        timeout: 10_000,
        interval: 25,
      });
    } finally {
      stopKicking();
      await delivery.stop();
    }
    // Unsubscribed: a later mail waits for the (hour-long) timer.
    await queueTestMail(db, {
      to: "later@example.com",
      kind: "password_reset",
      subject: "Reset",
      body: "Later",
      secrets: [],
    });
    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([["now@example.com"]]);
  });

  it("does nothing without a mailer", async () => {
    await queueTestMail(db, { to: "idle@example.com", kind: "confirmation", subject: "Oi", body: "x", secrets: [] });
    const delivery = startMailDelivery({ db, mailer: undefined }, { intervalMs: 20 });
    delivery.kick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await delivery.stop();
    const rows = await queryRows<{ attempts: number }>(db, sql`select attempts from outbox`);
    expect(rows.map((row) => Number(row.attempts))).toEqual([0]);
  });

  it("leaves prospecting mail to the send-out processor", async () => {
    await queueTestMail(db, {
      to: "lead@example.com",
      kind: "prospecting",
      subject: "Oi",
      body: "<p>oi</p>",
      secrets: [],
      html: true,
    });
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    try {
      expect(await deliverDueMail(db, mailer)).toEqual({ sent: 0, failed: 0 });
    } finally {
      mailer.close();
    }
  });
});

describe.each(DATABASE_KINDS)("without SMTP on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "mail_outbox");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("keeps a candidate's confirmation mail in the outbox, unsent", async () => {
    const business = await queryRows<{ id: number }>(
      server.db,
      sql`insert into businesses (name, active) values ('Seleta', true) returning id`,
    );
    await queryRows(
      server.db,
      sql`insert into site_configs (domain, business_id, title) values ('localhost', ${business[0]?.id}, 'Seleta')`,
    );
    const call = caller(server.app);
    const response = await call("POST", "/candidates", {
      body: { candidate: { name: "Bia", email: "bia@example.com", password: "correct horse battery" } },
      headers: { host: "localhost" },
    });
    expect(response.statusCode).toBe(201);
    const rows = await queryRows<{ kind: string; sent_at: unknown; attempts: number }>(
      server.db,
      sql`select kind, sent_at, attempts from outbox where to_email = 'bia@example.com'`,
    );
    expect(rows).toEqual([{ kind: "confirmation", sent_at: null, attempts: 0 }]);
  });
});

describe.each(DATABASE_KINDS)("a server started with SMTP on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    storage = await createTestStorage(kind, "mail_server");
    server = await startServer(testConfig(storage, { SMTP_URL: smtp.url, SMTP_FROM: FROM }), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
    await smtp?.close();
  });

  it("sends a candidate's confirmation mail by itself, and marks it sent", async () => {
    const business = await queryRows<{ id: number }>(
      server.db,
      sql`insert into businesses (name, active) values ('Seleta', true) returning id`,
    );
    await queryRows(
      server.db,
      sql`insert into site_configs (domain, business_id, title) values ('localhost', ${business[0]?.id}, 'Seleta')`,
    );
    const response = await caller(server.app)("POST", "/candidates", {
      body: { candidate: { name: "Bia", email: "bia@example.com", password: "correct horse battery" } },
      headers: { host: "localhost" },
    });
    expect(response.statusCode).toBe(201);

    // The delivery timer of the running server, not a call from the test, sends it.
    await vi.waitFor(() => expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([["bia@example.com"]]), {
      timeout: 30_000,
      interval: 200,
    });
    await vi.waitFor(async () => {
      const rows = await queryRows<{ sent_at: unknown }>(
        server.db,
        sql`select sent_at from outbox where to_email = 'bia@example.com'`,
      );
      expect(rows[0]?.sent_at).not.toBeNull();
    });
  });
});
