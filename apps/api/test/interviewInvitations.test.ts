/**
 * An interview's invitations end to end on both databases: written through the API as a recruiter writes them, queued
 * in the outbox with the write, delivered to a real SMTP server, and read back as a calendar program reads the
 * attached file (ical.js): who is invited, at which local hour, what an update and a cancellation send.
 */
import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { smtpMailer } from "../src/mail/mailer";
import { deliverDueMail } from "../src/mail/outbox";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./support/smtpServer";

type Invitation = { to: string; subject: string; method: string; sequence: number; event: ICAL.Event; body: string };

/** A header as a mail program shows it: RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** A delivered mail's calendar part, as a calendar program reads it. */
function invitationOf(mail: ReceivedMail): Invitation {
  const text = mail.body.match(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/)?.[0];
  if (!text) throw new Error(`No calendar in the mail to ${mail.envelopeTo.join(", ")}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
  return {
    to: mail.envelopeTo.join(","),
    subject: decodedHeader(mail.headers.subject ?? ""),
    method: String(calendar.getFirstPropertyValue("method")),
    sequence: event.sequence,
    event,
    body: mail.body,
  };
}

describe.each(DATABASE_KINDS)("an interview's invitations on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let smtp: TestSmtpServer;
  let call: ReturnType<typeof caller>;
  let token = "";
  let job = 0;
  let apply = 0;
  let contact = 0;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "interview_invitations");
    server = await startServer(testConfig(storage));
    world = await createWorld(server.db);
    call = caller(server.app);
    smtp = await startSmtpServer();
    token = (
      await call("POST", "/recruiters/sessions", { body: { email: world.admin.email, password: PASSWORD } })
    ).json().token;
    job = await insert(server.db, schema.jobs, {
      business_id: world.business,
      title: "Diretora Financeira",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    apply = await insert(server.db, schema.applies, {
      business_id: world.business,
      candidate_id: world.candidate.id,
      job_id: job,
      stage: 4,
    });
    contact = await insert(server.db, schema.client_contacts, {
      business_id: world.business,
      name: "Bruno Banca",
      email: "bruno@cliente.example",
      client_company_id: world.clientContact.company,
      active: true,
    });
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.close();
    await storage?.cleanup();
  });
  beforeEach(async () => {
    await queryRows(server.db, sql`delete from outbox`);
    smtp.messages.length = 0;
  });

  /** Delivers what is due to the SMTP server: the invitations, sorted by recipient. */
  async function delivered(): Promise<Invitation[]> {
    const mailer = smtpMailer({ url: smtp.url, from: "Seleta <agenda@seleta.test>" });
    try {
      await deliverDueMail(server.db, mailer);
    } finally {
      mailer.close();
    }
    const invitations = smtp.messages.map(invitationOf).sort((a, b) => a.to.localeCompare(b.to));
    smtp.messages.length = 0;
    return invitations;
  }

  const create = (fields: Record<string, unknown>) =>
    call("POST", "/recruiters/interviews", {
      token,
      body: {
        interview: {
          apply,
          candidate: world.candidate.id,
          job,
          status: 2,
          scheduled_at: "2027-03-10T13:00:00.000Z",
          duration_minutes: 60,
          location: "Av. Paulista, 1000",
          ...fields,
        },
      },
    });
  const update = (id: number, fields: Record<string, unknown>) =>
    call("PATCH", `/recruiters/interviews/${id}`, { token, body: { interview: fields } });

  it("invites the candidate, the client's contacts and the recruiters taking part, at the interview's local hour", async () => {
    const created = await create({ client_contacts: [contact, world.clientContact.id], recruiters: [world.admin.id] });
    expect(created.statusCode, created.body).toBe(201);
    const invitations = await delivered();
    expect(invitations.map((invitation) => invitation.to)).toEqual(
      [world.admin.email, "bruno@cliente.example", world.candidate.email, world.clientContact.email].sort(),
    );
    for (const invitation of invitations) {
      expect(invitation.method).toBe("REQUEST");
      expect(invitation.sequence).toBe(0);
      expect(invitation.subject).toContain("1ª entrevista com o cliente");
      // 13:00 UTC is 10:00 in São Paulo, written under its zone.
      expect(invitation.event.startDate.zone?.tzid).toBe("America/Sao_Paulo");
      expect(invitation.event.startDate.hour).toBe(10);
      expect(invitation.event.endDate.toJSDate().toISOString()).toBe("2027-03-10T14:00:00.000Z");
      expect(invitation.event.location).toBe("Av. Paulista, 1000");
      expect(invitation.event.uid).toBe(invitations[0]?.event.uid);
      expect(invitation.event.attendees).toHaveLength(4);
      expect(String(invitation.event.organizer).toLowerCase()).toBe(`mailto:${world.admin.email}`);
      expect(invitation.body).toContain("Quando:");
    }
  });

  it("tells everyone of a new time with the next sequence, and nobody of a change a calendar does not show", async () => {
    const created = await create({ client_contacts: [contact] });
    const id = Number(created.json().interview.id);
    await delivered();
    expect((await update(id, { scheduled_at: "2027-03-11T17:30:00.000Z" })).statusCode).toBe(200);
    const moved = await delivered();
    expect(
      moved.map((invitation) => [invitation.method, invitation.sequence, invitation.event.startDate.hour]),
    ).toEqual([
      ["REQUEST", 1, 14],
      ["REQUEST", 1, 14],
    ]);
    expect(moved[0]?.subject).toContain("Entrevista alterada");
    expect((await update(id, { feedback: "Boa conversa." })).statusCode).toBe(200);
    expect(await delivered()).toEqual([]);
  });

  it("cancels for a contact taken off, and updates those still taking part", async () => {
    const created = await create({ client_contacts: [contact] });
    const id = Number(created.json().interview.id);
    await delivered();
    expect((await update(id, { client_contacts: [] })).statusCode).toBe(200);
    const sent = await delivered();
    expect(sent.map((invitation) => [invitation.to, invitation.method, invitation.sequence])).toEqual([
      ["bruno@cliente.example", "CANCEL", 1],
      [world.candidate.email, "REQUEST", 1],
    ]);
  });

  it("cancels with a reason, telling everyone once; no reason, nothing changes", async () => {
    const created = await create({ client_contacts: [contact] });
    const id = Number(created.json().interview.id);
    await delivered();
    const refused = await call("POST", `/recruiters/interviews/${id}/cancel`, {
      token,
      body: { interview: { cancel_reason: "   " } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      "interview.cancel_reason": ["Diga por que está cancelando."],
    });
    expect(await delivered()).toEqual([]);
    const cancelled = await call("POST", `/recruiters/interviews/${id}/cancel`, {
      token,
      body: { interview: { cancel_reason: "A vaga foi congelada pelo cliente." } },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().interview.cancelled_at).toEqual(expect.any(String));
    const sent = await delivered();
    expect(sent.map((invitation) => [invitation.method, invitation.sequence])).toEqual([
      ["CANCEL", 1],
      ["CANCEL", 1],
    ]);
    for (const invitation of sent) {
      expect(invitation.event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(invitation.body).toContain("Motivo: A vaga foi congelada pelo cliente.");
    }
    const again = await call("POST", `/recruiters/interviews/${id}/cancel`, {
      token,
      body: { interview: { cancel_reason: "De novo" } },
    });
    expect(again.statusCode).toBe(409);
    expect((await call("DELETE", `/recruiters/interviews/${id}`, { token })).statusCode).toBe(200);
    expect(await delivered()).toEqual([]);
  });

  it("cancels only records cancelled that way, which the recruiter may change", async () => {
    const notCancellable = await call("POST", `/recruiters/jobs/${job}/cancel`, {
      token,
      body: { job: { cancel_reason: "?" } },
    });
    expect(notCancellable.statusCode).toBe(404);
    const unknown = await call("POST", "/recruiters/interviews/999999/cancel", {
      token,
      body: { interview: { cancel_reason: "Sumiu" } },
    });
    expect(unknown.statusCode).toBe(404);
    const tooLong = await call("POST", `/recruiters/interviews/999999/cancel`, {
      token,
      body: { interview: { cancel_reason: "x".repeat(501) } },
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it("cancels for everyone when an invited interview is deleted", async () => {
    const created = await create({ recruiters: [world.admin.id] });
    const id = Number(created.json().interview.id);
    expect((await delivered()).map((invitation) => invitation.method)).toEqual(["REQUEST", "REQUEST"]);
    expect((await call("DELETE", `/recruiters/interviews/${id}`, { token })).statusCode).toBe(200);
    expect((await delivered()).map((invitation) => [invitation.method, invitation.sequence])).toEqual([
      ["CANCEL", 1],
      ["CANCEL", 1],
    ]);
  });

  it("refuses a participant of another business, keeping nothing", async () => {
    const other = await insert(server.db, schema.businesses as never, { name: "Outra Firma" });
    const company = await insert(server.db, schema.client_companies, {
      business_id: other,
      name: "Outra Cliente",
      status: 1,
    });
    const stranger = await insert(server.db, schema.client_contacts, {
      business_id: other,
      client_company_id: company,
      name: "Estranho",
      email: "estranho@outra.example",
      active: true,
    });
    const before = await queryRows<{ count: number }>(server.db, sql`select count(*)::int as count from interviews`);
    const refused = await create({ client_contacts: [stranger] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().error.fields ?? {})).toEqual(["interview.client_contacts"]);
    expect(await queryRows(server.db, sql`select count(*)::int as count from interviews`)).toEqual(before);
    expect(await delivered()).toEqual([]);
  });
});
