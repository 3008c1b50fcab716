/**
 * Sending a shortlist to the client: a contact who can sign in gets the portal's link, anyone else a personal token
 * link; the recruiter sees who received, opened and rated it, resends (a link gets a new token) and revokes.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { shortlistWorld } from "./support/shortlistWorld";

type Recipient = {
  id: number;
  client_contact_id: number | null;
  name: string | null;
  email: string | null;
  way: "portal" | "link";
  sent_at: string | null;
  opened_at: string | null;
  ratings: number;
  revoked_at: string | null;
};

type Mail = { to_email: string; subject: string; body: string; shown_body: string; payload: Record<string, unknown> };

const LINK = /\/shortlist\/([A-Za-z0-9_-]+)\?token=([A-Za-z0-9_-]+)/;

describe.each(DEFAULT_DATABASE)("sending a shortlist on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let reader: string;
  let client: string;
  let job: number;
  let shortlist: number;
  let empty: number;
  let guest: number;
  let english: number;
  let otherCompanyContact: number;
  let apply: number;

  const mailsTo = async (email: string) =>
    queryRows<Mail>(
      server.db,
      sql`select to_email, subject, body, shown_body, payload from outbox
          where kind = 'shortlist' and to_email = ${email} order by id`,
    );
  const send = (id: number, contacts: number[], token = admin) =>
    call("POST", `/recruiters/shortlists/${id}/recipients`, { token, body: { client_contact_ids: contacts } });
  const recipients = async (): Promise<Recipient[]> => {
    const response = await call("GET", `/recruiters/shortlists/${shortlist}/recipients`, { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json().recipients;
  };

  beforeAll(async () => {
    storage = await createTestStorage(kind, "shortlist-sending");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;
    const business = world.business;
    const company = world.clientContact.company;
    let applyIds: number[];
    ({ job, applyIds, shortlist } = await shortlistWorld(db, world, {
      title: "Diretora <Financeira>",
      candidates: [world.candidate.id],
      shortlist: "Finalistas",
      sentAt: null,
    }));
    apply = applyIds[0] as number;
    empty = await insert(db, schema.shortlists as never, { business_id: business, job_id: job, name: "Vazia" });
    guest = await insert(db, schema.client_contacts, {
      business_id: business,
      name: "Gil Sem Conta",
      email: "gil@cliente.example",
      client_company_id: company,
      active: true,
    });
    english = await insert(db, schema.client_contacts, {
      business_id: business,
      name: "Emma Board",
      email: "emma@cliente.example",
      client_company_id: company,
      active: true,
      language: 2,
    });
    await insert(db, schema.client_contacts, {
      business_id: business,
      name: "Ivo Inativo",
      email: "ivo@cliente.example",
      client_company_id: company,
      active: false,
    });
    const otherCompany = await insert(db, schema.client_companies, { business_id: business, name: "Beta", status: 1 });
    otherCompanyContact = await insert(db, schema.client_contacts, {
      business_id: business,
      name: "Otto Outra",
      email: "otto@beta.example",
      client_company_id: otherCompany,
      active: true,
    });
    await queryRows(db, sql`update recruiters set signature = '<p>Ana Admin · Sócia</p>' where id = ${world.admin.id}`);

    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    admin = await signIn("recruiters", world.admin.email);
    reader = await signIn("recruiters", world.recruiter.email);
    client = await signIn("client_contacts", world.clientContact.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("offers the job's company's active contacts with an address, each with the way they would review", async () => {
    const response = await call("GET", `/recruiters/shortlists/${shortlist}/recipients`, { token: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.shortlist).toMatchObject({ id: shortlist, name: "Finalistas", sent_at: null, candidates: 1 });
    expect(body.recipients).toEqual([]);
    const ways = Object.fromEntries(body.contacts.map((c: { name: string; way: string }) => [c.name, c.way]));
    expect(ways).toEqual({ "Clara Cliente": "portal", "Emma Board": "link", "Gil Sem Conta": "link" });
  });

  it("sends: the portal's link to a contact who signs in, a personal token link to the others", async () => {
    const response = await send(shortlist, [world.clientContact.id, guest]);
    expect(response.statusCode).toBe(201);
    const sent = response.json().recipients as Recipient[];
    expect(sent.map((r) => [r.name, r.way]).sort()).toEqual([
      ["Clara Cliente", "portal"],
      ["Gil Sem Conta", "link"],
    ]);
    expect(sent.every((r) => r.sent_at !== null && r.opened_at === null && r.ratings === 0)).toBe(true);
    const [row] = await queryRows<{ sent_at: string | null }>(
      server.db,
      sql`select sent_at from shortlists where id = ${shortlist}`,
    );
    expect(row?.sent_at).not.toBeNull();

    const [portalMail] = await mailsTo(world.clientContact.email);
    expect(portalMail?.subject).toBe("Seleta: shortlist da vaga Diretora <Financeira>");
    expect(portalMail?.body).toMatch(/\/client_contacts\/shortlists\/[A-Za-z0-9_-]+"/);
    expect(portalMail?.body).not.toMatch(/token=/);
    // Escaped text, the brand's name as the header, the recruiter's signature.
    expect(portalMail?.body).toContain("Shortlist: Diretora &lt;Financeira&gt;");
    expect(portalMail?.body).not.toContain("<Financeira>");
    expect(portalMail?.body).toContain("Ana Admin · Sócia");
    expect(portalMail?.body).toContain("Olá, Clara Cliente.");

    const [linkMail] = await mailsTo("gil@cliente.example");
    const [, uid, token] = linkMail?.body.match(LINK) ?? [];
    if (!uid || !token) throw new Error("The link mail has no token link");
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    // The administrator's copy never shows the token.
    expect(linkMail?.shown_body).not.toContain(token);
    // The link opens its shortlist, and the portal contact sees theirs once signed in.
    const opened = await call("GET", `/shortlist_relationships/${uid}/`, { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().shortlist).toMatchObject({ id: shortlist, job: { id: job } });
    const portalUid = portalMail?.body.match(/\/client_contacts\/shortlists\/([A-Za-z0-9_-]+)"/)?.[1];
    const inPortal = await call("GET", `/client_contacts/jobs/${job}/shortlist_relationships/${portalUid}/`, {
      token: client,
    });
    expect(inPortal.statusCode).toBe(200);
  });

  it("writes to each contact in their language", async () => {
    expect((await send(shortlist, [english])).statusCode).toBe(201);
    const [mail] = await mailsTo("emma@cliente.example");
    expect(mail?.subject).toBe("Seleta: shortlist for the Diretora <Financeira> position");
    expect(mail?.body).toContain('<html lang="en">');
    expect(mail?.body).toContain("Review the shortlist");
  });

  it("shows who opened it and how many ratings they gave", async () => {
    const [mail] = await mailsTo("gil@cliente.example");
    const [, uid, token] = mail?.body.match(LINK) ?? [];
    const like = { like_candidate: { like_avaliation: true, type_avaliation: 1, apply_id: apply, description: "" } };
    expect(
      (await call("POST", `/shortlist_relationships/${uid}/like_candidates/`, { token, body: like })).statusCode,
    ).toBe(200);
    const gil = (await recipients()).find((r) => r.email === "gil@cliente.example");
    expect(gil?.opened_at).not.toBeNull();
    expect(gil?.ratings).toBe(1);
  });

  it("resends a link with a new token: the old one stops working, the ratings stay", async () => {
    const [first] = await mailsTo("gil@cliente.example");
    const [, uid, oldToken] = first?.body.match(LINK) ?? [];
    const gil = (await recipients()).find((r) => r.email === "gil@cliente.example") as Recipient;
    const response = await call("POST", `/recruiters/shortlists/${shortlist}/recipients/${gil.id}/resend`, {
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().recipient).toMatchObject({ id: gil.id, ratings: 1, way: "link" });
    const mails = await mailsTo("gil@cliente.example");
    expect(mails).toHaveLength(2);
    const [, sameUid, newToken] = mails[1]?.body.match(LINK) ?? [];
    expect(sameUid).toBe(uid);
    expect(newToken).not.toBe(oldToken);
    expect((await call("GET", `/shortlist_relationships/${uid}/`, { token: oldToken })).statusCode).toBe(401);
    expect((await call("GET", `/shortlist_relationships/${uid}/`, { token: newToken })).statusCode).toBe(200);
  });

  it("revokes a recipient at once, by link or in the portal", async () => {
    const all = await recipients();
    const gil = all.find((r) => r.email === "gil@cliente.example") as Recipient;
    const clara = all.find((r) => r.client_contact_id === world.clientContact.id) as Recipient;
    const [, uid, token] = (await mailsTo("gil@cliente.example")).at(-1)?.body.match(LINK) ?? [];
    const portalUid = (await mailsTo(world.clientContact.email))[0]?.body.match(
      /\/client_contacts\/shortlists\/([A-Za-z0-9_-]+)"/,
    )?.[1];
    for (const recipient of [gil, clara]) {
      const revoked = await call("DELETE", `/recruiters/shortlists/${shortlist}/recipients/${recipient.id}`, {
        token: admin,
      });
      expect(revoked.statusCode).toBe(204);
    }
    expect((await call("GET", `/shortlist_relationships/${uid}/`, { token })).statusCode).toBe(401);
    const inPortal = await call("GET", `/client_contacts/jobs/${job}/shortlist_relationships/${portalUid}/`, {
      token: client,
    });
    expect(inPortal.statusCode).toBe(404);
    const after = await recipients();
    expect(after.find((r) => r.id === gil.id)?.revoked_at).not.toBeNull();
    // Sending again gives access back.
    expect((await send(shortlist, [world.clientContact.id])).statusCode).toBe(201);
    const reopened = await call("GET", `/client_contacts/jobs/${job}/shortlist_relationships/${portalUid}/`, {
      token: client,
    });
    expect(reopened.statusCode).toBe(200);
  });

  it("refuses an empty shortlist and contacts outside the job's company, sending nothing", async () => {
    const before = (await queryRows(server.db, sql`select id from outbox where kind = 'shortlist'`)).length;
    const emptySend = await send(empty, [guest]);
    expect(emptySend.statusCode).toBe(422);
    expect(emptySend.json().error.message).toBe("Adicione candidatos à shortlist antes de enviá-la.");
    const outsider = await send(shortlist, [guest, otherCompanyContact]);
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().error.fields.client_contact_ids).toEqual([
      "Escolha contatos ativos, com e-mail, da empresa desta vaga.",
    ]);
    expect((await send(shortlist, [])).statusCode).toBe(400);
    const after = (await queryRows(server.db, sql`select id from outbox where kind = 'shortlist'`)).length;
    expect(after).toBe(before);
  });

  it("lets only recruiters who may update the job send, and hides other businesses' shortlists", async () => {
    expect((await send(shortlist, [guest], reader)).statusCode).toBe(403);
    expect((await call("GET", `/recruiters/shortlists/${shortlist}/recipients`, { token: client })).statusCode).toBe(
      403,
    );
    const otherCompany = await insert(server.db, schema.client_companies, {
      business_id: world.otherBusiness,
      name: "Gama",
      status: 1,
    });
    const otherJob = await insert(server.db, schema.jobs, {
      business_id: world.otherBusiness,
      title: "Outra",
      status: 1,
      client_company_id: otherCompany,
      owner_id: world.admin.id,
    });
    const foreign = await insert(server.db, schema.shortlists as never, {
      business_id: world.otherBusiness,
      job_id: otherJob,
      name: "Alheia",
    });
    expect((await call("GET", `/recruiters/shortlists/${foreign}/recipients`, { token: admin })).statusCode).toBe(404);
    expect((await send(foreign, [guest])).statusCode).toBe(404);
    expect(
      (await call("DELETE", `/recruiters/shortlists/${shortlist}/recipients/999999`, { token: admin })).statusCode,
    ).toBe(404);
  });
});
