/**
 * The public contact form's API: spec §5's messages in the visitor's language, the message kept and mailed to the
 * host's brand address (Reply-To the visitor) in one transaction, the honeypot, the per-address and per-business
 * limits (messages over them held for review, never refused for someone else's flood), releasing a held message,
 * the bound on held messages, and the cross-site check.
 */
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";

const PER_ADDRESS = 2;
const REFUSED_PER_ADDRESS = 4;
const PER_BUSINESS = 3;
const HELD_PER_BUSINESS = 3;
const HELD = 4;

type Post = { host?: string; ip: string; language?: string; headers?: Record<string, string> };

const valid = {
  name: "Maria Souza",
  email: "Maria.Souza@Example.com",
  phone: "(11) 98765-4321",
  subject: "Vaga de diretora financeira",
  message: "Olá,\nGostaria de conversar sobre uma busca.\n<b>Obrigada</b>",
};

describe.each(DEFAULT_DATABASE)("the public contact form on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let limitedBusiness: number;

  const post = (body: unknown, { host = "localhost", ip, language, headers }: Post): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method: "POST",
      url: "/api/v1/public/contact_messages",
      remoteAddress: ip,
      headers: { host, ...(language ? { "accept-language": language } : {}), ...headers },
      payload: body as object,
    });

  const messagesOf = (business: number) =>
    queryRows<{
      subject: string;
      email: string;
      name: string | null;
      status: number;
      site: string;
      page: string;
      locale: string;
    }>(
      server.db,
      sql`select subject, email, name, status, site, page, locale from contact_messages where business_id = ${business}
          order by id`,
    );
  const mailOf = (business: number) =>
    queryRows<{ to_email: string; kind: string; subject: string; body: string; reply_to: string | null }>(
      server.db,
      sql`select to_email, kind, subject, body, payload->>'reply_to' as reply_to, payload->>'html' as html
          from outbox where business_id = ${business} and kind = 'contact_message' order by id`,
    );

  beforeAll(async () => {
    storage = await createTestStorage(kind, "contact");
    server = await startServer(
      testConfig(storage, {
        CONTACT_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS),
        CONTACT_REFUSED_PER_ADDRESS_PER_HOUR: String(REFUSED_PER_ADDRESS),
        CONTACT_PER_BUSINESS_PER_DAY: String(PER_BUSINESS),
        CONTACT_HELD_PER_BUSINESS: String(HELD_PER_BUSINESS),
      }),
      { authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 } },
    );
    world = await createWorld(server.db);
    await queryRows(
      server.db,
      sql`update site_configs set contact_email = 'contato@executive.localhost' where domain = 'localhost'`,
    );
    await queryRows(
      server.db,
      sql`update site_configs set contact_email = 'contato@tech.localhost' where domain = 'tech.localhost'`,
    );
    // A second site of the tech business with no address of its own.
    await insert(server.db, schema.site_configs, { domain: "quiet.localhost", business_id: world.otherBusiness });
    limitedBusiness = await insert(server.db, schema.businesses, { name: "Seleta Finance", active: true });
    await insert(server.db, schema.site_configs, {
      domain: "finance.localhost",
      business_id: limitedBusiness,
      contact_email: "contato@finance.localhost",
    });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("refuses a message without e-mail, subject and message with spec §5's messages, in pt-BR and en", async () => {
    const portuguese = await post({}, { ip: "10.1.0.1" });
    expect(portuguese.statusCode).toBe(400);
    expect(portuguese.json().error).toMatchObject({
      code: "validation_failed",
      fields: {
        email: ["Informe o e-mail"],
        subject: ["Informe o assunto"],
        message: ["Digite a mensagem do e-mail"],
      },
    });
    const english = await post({ email: " ", subject: " ", message: "" }, { ip: "10.1.0.1", language: "en" });
    expect(english.json().error.fields).toEqual({
      email: ["Email needs to be entered"],
      subject: ["Inform the subject"],
      message: ["Enter the email message"],
    });
    expect(await messagesOf(world.business)).toEqual([]);
  });

  it("refuses an invalid e-mail or phone and texts over their limits, in pt-BR and en", async () => {
    const body = {
      name: "N".repeat(121),
      email: "maria@",
      phone: "12",
      subject: "S".repeat(161),
      message: "M".repeat(5001),
    };
    expect((await post(body, { ip: "10.1.0.2" })).json().error.fields).toEqual({
      name: ["Máximo de 120 caracteres."],
      email: ["E-mail inválido"],
      phone: ["Telefone inválido."],
      subject: ["Máximo de 160 caracteres."],
      message: ["Máximo de 5000 caracteres."],
    });
    expect((await post(body, { ip: "10.1.0.2", language: "en" })).json().error.fields).toEqual({
      name: ["Maximum of 120 characters."],
      email: ["Invalid email"],
      phone: ["Invalid phone number."],
      subject: ["Maximum of 160 characters."],
      message: ["Maximum of 5000 characters."],
    });
    // Refused messages are not counted against the address: after two refusals, it may still send one.
    expect(
      (await post({ ...valid, subject: "Primeira" }, { ip: "10.1.0.2", host: "quiet.localhost" })).statusCode,
    ).toBe(201);
  });

  it("keeps the message and queues one plain-text mail to the host's brand address, Reply-To the visitor", async () => {
    const response = await post({ ...valid, page: "/home/contact" }, { ip: "10.1.0.3" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ contact_message: { received: true } });
    expect(await messagesOf(world.business)).toEqual([
      {
        subject: valid.subject,
        email: "maria.souza@example.com",
        name: "Maria Souza",
        status: 1,
        site: "localhost",
        page: "/home/contact",
        locale: "pt-BR",
      },
    ]);
    const mail = await mailOf(world.business);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to_email: "contato@executive.localhost",
      subject: `Contato pelo site: ${valid.subject}`,
      reply_to: "maria.souza@example.com",
      html: null,
    });
    // The visitor's words as they typed them, markup included, in a plain-text body.
    expect(mail[0]?.body).toContain(valid.message);
    expect(mail[0]?.body).toContain("Telefone: 11987654321");
  });

  it("lets the business's administrators read the message and its mail", async () => {
    const token = (
      await server.app.inject({
        method: "POST",
        url: "/api/v1/recruiters/sessions",
        payload: { email: world.admin.email, password: PASSWORD },
      })
    ).json().token as string;
    const list = await server.app.inject({
      method: "GET",
      url: "/api/v1/recruiters/administrator/contact_messages",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().contact_messages.map((row: { subject: string }) => row.subject)).toEqual([valid.subject]);
    const outbox = await server.app.inject({
      method: "GET",
      url: "/api/v1/recruiters/administrator/outbox",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(outbox.json().outbox).toEqual([
      expect.objectContaining({
        to_email: "contato@executive.localhost",
        kind: "contact_message",
        reply_to: "maria.souza@example.com",
      }),
    ]);
  });

  it("gives another host's message to that host's business and brand address", async () => {
    const response = await post({ ...valid, subject: "Para a Tech" }, { host: "tech.localhost:3000", ip: "10.1.0.4" });
    expect(response.statusCode).toBe(201);
    const techMessages = await messagesOf(world.otherBusiness);
    expect(techMessages.map((row) => [row.subject, row.site])).toContainEqual(["Para a Tech", "tech.localhost"]);
    expect((await mailOf(world.otherBusiness)).map((row) => [row.to_email, row.subject])).toEqual([
      ["contato@tech.localhost", "Contato pelo site: Para a Tech"],
    ]);
    expect((await messagesOf(world.business)).map((row) => row.subject)).not.toContain("Para a Tech");
  });

  it("keeps a message of a site without a contact address and writes no mail", async () => {
    const before = (await mailOf(world.otherBusiness)).length;
    expect(
      (await post({ ...valid, subject: "Sem endereço" }, { host: "quiet.localhost", ip: "10.1.0.5" })).statusCode,
    ).toBe(201);
    expect((await messagesOf(world.otherBusiness)).map((row) => row.subject)).toContain("Sem endereço");
    expect(await mailOf(world.otherBusiness)).toHaveLength(before);
  });

  it("answers a filled honeypot as a success, and keeps and sends nothing", async () => {
    const before = { messages: await messagesOf(world.business), mail: await mailOf(world.business) };
    const response = await post({ ...valid, subject: "Robô", website: "https://spam.example" }, { ip: "10.1.0.6" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ contact_message: { received: true } });
    expect(await messagesOf(world.business)).toEqual(before.messages);
    expect(await mailOf(world.business)).toEqual(before.mail);
  });

  it("holds an address's messages past its hourly limit, answered alike and not mailed, then refuses it", async () => {
    const statuses = async () => (await messagesOf(limitedBusiness)).map((row) => [row.subject, row.status]);
    const accepted = [];
    for (let index = 0; index < REFUSED_PER_ADDRESS; index += 1) {
      accepted.push(
        await post({ ...valid, subject: `Limite ${index}` }, { host: "finance.localhost", ip: "10.1.0.7" }),
      );
    }
    for (const answer of accepted) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ contact_message: { received: true } });
    }
    expect(await statuses()).toEqual([
      ["Limite 0", 1],
      ["Limite 1", 1],
      ["Limite 2", HELD],
      ["Limite 3", HELD],
    ]);
    expect((await mailOf(limitedBusiness)).map((row) => row.subject)).toEqual([
      "Contato pelo site: Limite 0",
      "Contato pelo site: Limite 1",
    ]);
    // Past the refusal bound the sender is told, in their language, rather than losing a message in silence.
    const limited = await post({ ...valid, subject: "Demais" }, { host: "finance.localhost", ip: "10.1.0.7" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.json().error).toMatchObject({
      code: "contact_rate_limited",
      message: "Você enviou muitas mensagens. Tente novamente mais tarde.",
    });
    const english = await post(
      { ...valid, subject: "Too many" },
      { host: "finance.localhost", ip: "10.1.0.7", language: "en" },
    );
    expect(english.json().error.message).toBe("You have sent too many messages. Please try again later.");
    // Without TRUST_PROXY, an X-Forwarded-For the client writes itself changes nothing.
    const forged = await post(
      { ...valid, subject: "Disfarçado" },
      { host: "finance.localhost", ip: "10.1.0.7", headers: { "x-forwarded-for": "198.51.100.23" } },
    );
    expect(forged.statusCode).toBe(429);
    expect(await statuses()).toHaveLength(REFUSED_PER_ADDRESS);
  });

  it("never refuses a visitor for the business's flood: past its daily cap, messages are held", async () => {
    const third = await post({ ...valid, subject: "Terceira" }, { host: "finance.localhost", ip: "10.1.0.8" });
    expect(third.statusCode).toBe(201);
    const past = await post({ ...valid, subject: "Quarta" }, { host: "finance.localhost", ip: "10.1.0.9" });
    expect(past.statusCode).toBe(201);
    expect(past.body).toBe(third.body);
    const kept = await messagesOf(limitedBusiness);
    expect(kept.slice(-2).map((row) => [row.subject, row.status])).toEqual([
      ["Terceira", 1],
      ["Quarta", HELD],
    ]);
    expect(await mailOf(limitedBusiness)).toHaveLength(PER_BUSINESS);
  });

  it("keeps at most the newest held messages of a business, and ages out held ones past their days", async () => {
    await queryRows(
      server.db,
      sql`insert into contact_messages (business_id, subject, email, message, status, site, page, created_at)
          values (${limitedBusiness}, 'Antiga', 'a@example.com', 'x', ${HELD}, 'finance.localhost', '/contact',
                  now() - interval '31 days')`,
    );
    for (let index = 0; index < HELD_PER_BUSINESS; index += 1) {
      const ip = `10.2.0.${index}`;
      expect((await post({ ...valid, subject: `Retida ${index}` }, { host: "finance.localhost", ip })).statusCode).toBe(
        201,
      );
    }
    const held = (await messagesOf(limitedBusiness)).filter((row) => row.status === HELD).map((row) => row.subject);
    expect(held).toEqual(["Retida 0", "Retida 1", "Retida 2"]);
    // Messages not held are never aged out nor counted against the bound.
    expect((await messagesOf(limitedBusiness)).filter((row) => row.status !== HELD)).toHaveLength(PER_BUSINESS);
  });

  it("keeps nothing when the mail cannot be queued", async () => {
    const before = await messagesOf(world.business);
    await queryRows(
      server.db,
      sql`alter table outbox add constraint test_no_contact_mail check (kind <> 'contact_message') not valid`,
    );
    try {
      const response = await post({ ...valid, subject: "Sem fila" }, { ip: "10.1.0.10" });
      expect(response.statusCode).toBe(500);
    } finally {
      await queryRows(server.db, sql`alter table outbox drop constraint test_no_contact_mail`);
    }
    expect(await messagesOf(world.business)).toEqual(before);
  });

  it("refuses a message posted from another site's page", async () => {
    const before = await messagesOf(world.business);
    const response = await post(valid, { ip: "10.1.0.11", headers: { origin: "https://forms.evil.example" } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("cross_site_request");
    expect(await messagesOf(world.business)).toEqual(before);
  });

  it("lets an administrator release a held message: mailed then, and only once", async () => {
    for (let index = 0; index < PER_ADDRESS + 1; index += 1) {
      expect((await post({ ...valid, subject: `Fila ${index}` }, { ip: "10.1.0.12" })).statusCode).toBe(201);
    }
    const [held] = await queryRows<{ id: number; status: number }>(
      server.db,
      sql`select id, status from contact_messages where subject = ${`Fila ${PER_ADDRESS}`}`,
    );
    expect(held?.status).toBe(HELD);
    expect((await mailOf(world.business)).map((row) => row.subject)).not.toContain(
      `Contato pelo site: Fila ${PER_ADDRESS}`,
    );
    const signIn = async (email: string) =>
      (
        await server.app.inject({
          method: "POST",
          url: "/api/v1/recruiters/sessions",
          payload: { email, password: PASSWORD },
        })
      ).json().token as string;
    const release = (token: string, language = "pt-BR") =>
      server.app.inject({
        method: "POST",
        url: `/api/v1/recruiters/administrator/contact_messages/${held?.id}/release`,
        headers: { authorization: `Bearer ${token}`, "accept-language": language },
      });
    const admin = await signIn(world.admin.email);
    const list = await server.app.inject({
      method: "GET",
      url: "/api/v1/recruiters/administrator/contact_messages?per_page=100",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json().contact_messages).toContainEqual(
      expect.objectContaining({ id: held?.id, subject: `Fila ${PER_ADDRESS}`, status: HELD }),
    );
    expect((await release(await signIn(world.recruiter.email))).statusCode).toBe(403);

    const released = await release(admin);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ contact_message: { id: held?.id, status: 1, mailed: true } });
    expect((await mailOf(world.business)).map((row) => row.subject)).toContain(
      `Contato pelo site: Fila ${PER_ADDRESS}`,
    );
    const again = await release(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "not_held", message: "Esta mensagem não está retida." });
    expect((await release(admin, "en")).json().error.message).toBe("This message is not held.");
  });
});
