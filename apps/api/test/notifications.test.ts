/**
 * Spec §3/§4/§7: a recruiter's notifications, grouped by the menu's tabs, read, deleted — their
 * own only, of their current business — and created by the domain events (an apply, a note's @mention, a client's
 * rating of a shortlisted candidate, a client contact's first sign-in), pushed live on the recruiter's stream.
 */
import { notificationTabs } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type LiveBus, streams } from "../src/live/bus";
import { createNotification } from "../src/notifications/store";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

type Item = {
  id: number;
  is_read: boolean;
  message: string;
  date: string;
  category: string;
  kind: string;
  component: string;
  link?: string;
  reference_type: string | null;
  reference_id: number | null;
};
type Tab = { name: string; value: string; unread_count: number; total: number; notifications: Item[] };
type Answer = { tabs: Tab[]; unread_count: number };

describe.each(DEFAULT_DATABASE)("notifications on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  /** A recruiter of the business with every permission, not an administrator: who creates applies and notes. */
  let creator: number;
  /** A recruiter of the other business only. */
  let outsider: number;
  let job: number;
  let candidate: number;
  const tokens: Record<"admin" | "recruiter" | "creator" | "outsider" | "client" | "candidate", string> = {
    admin: "",
    recruiter: "",
    creator: "",
    outsider: "",
    client: "",
    candidate: "",
  };

  const signIn = async (strategy: string, email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  /** A notification stored directly (what the events do is tested below, through them). */
  const stored = (values: {
    recruiter: number;
    business?: number;
    category?: string;
    kind?: string;
    message?: string;
    isRead?: boolean;
    minutesAgo?: number;
    link?: string | null;
  }) =>
    insert(server.db, schema.notifications as never, {
      business_id: values.business ?? world.business,
      recruiter_id: values.recruiter,
      category: values.category ?? "apply",
      kind: values.kind ?? "newApply",
      message: values.message ?? "Uma notificação",
      link: values.link === undefined ? "/recruiters/jobs/1/applies" : values.link,
      is_read: values.isRead ?? false,
      viewed: values.isRead ?? false,
      created_at: new Date(Date.now() - (values.minutesAgo ?? 0) * 60_000).toISOString(),
    });

  const list = async (token: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await call("GET", "/recruiters/notifications", { token, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const tab = (answer: Answer, value: string) => answer.tabs.find((t) => t.value === value) as Tab;
  const items = (answer: Answer) => answer.tabs.flatMap((t) => t.notifications);

  const rowsOf = (recruiter: number) =>
    queryRows<{ id: number; kind: string; category: string; message: string; is_read: boolean; viewed: boolean }>(
      server.db,
      sql`select id, kind, category, message, is_read, viewed from notifications
          where recruiter_id = ${recruiter} order by id`,
    );

  beforeAll(async () => {
    storage = await createTestStorage(kind, "notifications");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;

    const creatorAccount = await account(db, "recruiters", "creator@test.example", null);
    creator = await insert(db, schema.recruiters, {
      name: "Carlos Criador",
      email: "creator@test.example",
      role_id: world.adminRole,
      is_admin: false,
      active: true,
      account_id: creatorAccount,
    });
    await link(db, schema.recruiters_businesses, creator, world.business);
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

    await queryRows(
      db,
      sql`update client_companies set owner_id = ${world.admin.id} where id = ${world.clientContact.company}`,
    );
    job = await insert(db, schema.jobs, {
      business_id: world.business,
      title: "Diretor Financeiro",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    // The team: a recruiter of the business, and one who does not work in it (never notified of its jobs).
    await link(db, schema.jobs_recruiters, job, world.recruiter.id);
    await link(db, schema.jobs_recruiters, job, outsider);
    candidate = await insert(db, schema.candidates, {
      business_id: world.business,
      name: "Maria Silva",
      email: "maria@test.example",
      status: 3,
    });

    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.creator = await signIn("recruiters", "creator@test.example");
    tokens.outsider = await signIn("recruiters", "outsider@test.example");
    tokens.client = await signIn("client_contacts", world.clientContact.email);
    tokens.candidate = await signIn("candidates", world.candidate.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });
  beforeEach(async () => {
    await queryRows(server.db, sql`delete from notifications`);
  });

  describe("GET /recruiters/notifications", () => {
    it("answers every tab in the menu's order with its unread count and its items, newest first", async () => {
      const older = await stored({ recruiter: world.admin.id, minutesAgo: 30, isRead: true });
      const newest = await stored({ recruiter: world.admin.id, minutesAgo: 1, message: "Maria se candidatou" });
      const middle = await stored({ recruiter: world.admin.id, minutesAgo: 10 });
      const mention = await stored({ recruiter: world.admin.id, category: "note", kind: "mention", link: null });
      // A category the menu does not know is filed under Others (spec §4).
      const odd = await stored({ recruiter: world.admin.id, category: "billing", kind: "npsSent" });

      const answer = await list(tokens.admin);
      expect(answer.tabs.map((t) => t.value)).toEqual(notificationTabs.entries.map((t) => t.key));
      expect(answer.tabs.map((t) => t.name)).toEqual(notificationTabs.entries.map((t) => t.label["pt-BR"]));
      expect(tab(answer, "apply")).toMatchObject({ name: "Candidaturas", unread_count: 2, total: 3 });
      expect(tab(answer, "apply").notifications.map((n) => n.id)).toEqual([newest, middle, older]);
      expect(tab(answer, "note").notifications.map((n) => n.id)).toEqual([mention]);
      expect(tab(answer, "others").notifications.map((n) => [n.id, n.category])).toEqual([[odd, "others"]]);
      expect(tab(answer, "job")).toMatchObject({ unread_count: 0, total: 0, notifications: [] });
      expect(answer.unread_count).toBe(4);

      const [first] = tab(answer, "apply").notifications;
      expect(first).toEqual({
        id: newest,
        is_read: false,
        message: "Maria se candidatou",
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        category: "apply",
        kind: "newApply",
        component: "NotificationCard",
        link: "/recruiters/jobs/1/applies",
        reference_type: null,
        reference_id: null,
      });
      expect(Math.abs(Date.parse(first?.date ?? "") - (Date.now() - 60_000))).toBeLessThan(30_000);
      // No link: nothing to open (the reducer opens a tab only for a link).
      expect(tab(answer, "note").notifications[0]).not.toHaveProperty("link");
    });

    it("names the tabs in the caller's language", async () => {
      const answer = await list(tokens.admin, { "accept-language": "en-US,en;q=0.9" });
      expect(answer.tabs.map((t) => t.name)).toEqual(notificationTabs.entries.map((t) => t.label.en));
    });

    it("answers a tab's newest 50 items and counts them all", async () => {
      const ids: number[] = [];
      for (let minutes = 0; minutes < 55; minutes++)
        ids.push(await stored({ recruiter: world.admin.id, minutesAgo: minutes }));
      const apply = tab(await list(tokens.admin), "apply");
      expect(apply.total).toBe(55);
      expect(apply.unread_count).toBe(55);
      expect(apply.notifications.map((n) => n.id)).toEqual(ids.slice(0, 50));
    });

    it("shows the recruiter's own notifications of their current business only", async () => {
      const own = await stored({ recruiter: world.admin.id });
      await stored({ recruiter: world.recruiter.id, message: "De outro recrutador" });
      const elsewhere = await stored({ recruiter: world.admin.id, business: world.otherBusiness });
      expect(items(await list(tokens.admin)).map((n) => n.id)).toEqual([own]);
      expect(items(await list(tokens.recruiter)).map((n) => n.message)).toEqual(["De outro recrutador"]);

      // The administrator switches to the other business: its notifications, and only those.
      const switched = await call("PUT", "/recruiters/business.json", {
        token: tokens.admin,
        body: { business_selected: world.otherBusiness },
      });
      expect(switched.statusCode).toBe(200);
      try {
        expect(items(await list(tokens.admin)).map((n) => n.id)).toEqual([elsewhere]);
      } finally {
        await call("PUT", "/recruiters/business.json", {
          token: tokens.admin,
          body: { business_selected: world.business },
        });
      }
    });

    it("is for signed-in recruiters", async () => {
      expect((await call("GET", "/recruiters/notifications")).statusCode).toBe(401);
      expect((await call("GET", "/recruiters/notifications", { token: tokens.client })).statusCode).toBe(403);
      expect((await call("GET", "/recruiters/notifications", { token: tokens.candidate })).statusCode).toBe(403);
      for (const [method, path] of [
        ["PUT", "/recruiters/notifications/read/all"],
        ["DELETE", "/recruiters/notifications/1"],
        ["DELETE", "/recruiters/notifications/delete/all"],
      ] as const) {
        expect((await call(method, path)).statusCode).toBe(401);
        expect((await call(method, path, { token: tokens.client })).statusCode).toBe(403);
      }
    });
  });

  describe("reading", () => {
    it("PUT read/all marks the recruiter's items read and viewed, no one else's", async () => {
      await stored({ recruiter: world.admin.id });
      await stored({ recruiter: world.admin.id, category: "note", kind: "mention" });
      await stored({ recruiter: world.admin.id, isRead: true });
      await stored({ recruiter: world.recruiter.id });

      const response = await call("PUT", "/recruiters/notifications/read/all", { token: tokens.admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ read: 2 });
      const answer = await list(tokens.admin);
      expect(answer.unread_count).toBe(0);
      expect(items(answer).every((n) => n.is_read)).toBe(true);
      expect((await rowsOf(world.admin.id)).every((row) => row.is_read && row.viewed)).toBe(true);
      expect((await list(tokens.recruiter)).unread_count).toBe(1);
    });

    it("PUT read/{tab} marks one tab's items read", async () => {
      await stored({ recruiter: world.admin.id });
      await stored({ recruiter: world.admin.id, category: "note", kind: "mention" });
      const response = await call("PUT", "/recruiters/notifications/read/note", { token: tokens.admin });
      expect(response.json()).toEqual({ read: 1 });
      const answer = await list(tokens.admin);
      expect(tab(answer, "note").unread_count).toBe(0);
      expect(tab(answer, "apply").unread_count).toBe(1);
      expect(answer.unread_count).toBe(1);

      const unknown = await call("PUT", "/recruiters/notifications/read/billing", { token: tokens.admin });
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe("deleting", () => {
    it("DELETE /{id} deletes one of the recruiter's items; another recruiter's is not found and stays", async () => {
      const own = await stored({ recruiter: world.admin.id });
      const kept = await stored({ recruiter: world.admin.id });
      const theirs = await stored({ recruiter: world.recruiter.id });

      const deleted = await call("DELETE", `/recruiters/notifications/${own}`, { token: tokens.admin });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: 1 });
      expect(items(await list(tokens.admin)).map((n) => n.id)).toEqual([kept]);

      const foreign = await call("DELETE", `/recruiters/notifications/${theirs}`, { token: tokens.admin });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe("not_found");
      expect((await rowsOf(world.recruiter.id)).map((row) => row.id)).toEqual([theirs]);

      expect((await call("DELETE", `/recruiters/notifications/${own}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await call("DELETE", "/recruiters/notifications/abc", { token: tokens.admin })).statusCode).toBe(400);
    });

    it("DELETE /delete/all deletes every item of the recruiter, no one else's", async () => {
      await stored({ recruiter: world.admin.id });
      await stored({ recruiter: world.admin.id, category: "note", kind: "mention" });
      const theirs = await stored({ recruiter: world.recruiter.id });

      const response = await call("DELETE", "/recruiters/notifications/delete/all", { token: tokens.admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: 2 });
      expect(items(await list(tokens.admin))).toEqual([]);
      expect((await rowsOf(world.recruiter.id)).map((row) => row.id)).toEqual([theirs]);
    });
  });

  describe("createNotification", () => {
    it("files the item under its kind's tab, and a failed push loses only the push", async () => {
      const failing: LiveBus = {
        publish: () => Promise.reject(new Error("socket gone")),
        subscribe: () => () => {},
        close: async () => {},
      };
      const item = await createNotification(server.db, failing, {
        recruiterId: world.admin.id,
        businessId: world.business,
        kind: "documentSigning",
        message: "Proposta assinada",
        link: null,
        reference: { type: "proposals", id: 7 },
      });
      expect(item).toMatchObject({ category: "proposal", kind: "documentSigning", reference_id: 7, is_read: false });
      expect(tab(await list(tokens.admin), "proposal").notifications).toEqual([item]);
    });
  });

  describe("domain events", () => {
    /**
     * What each recruiter's stream hears while `work` runs, once every one of `expected` heard something: on
     * PostgreSQL the bus goes through LISTEN/NOTIFY and delivers after `publish` returns.
     */
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

    it("a new apply notifies the job's owner and team who work in the business, live, and not who added it", async () => {
      let applyId = 0;
      const messages = await heard(
        [world.admin.id, world.recruiter.id, creator, outsider],
        [world.admin.id, world.recruiter.id],
        async () => {
          const created = await call("POST", "/recruiters/applies", {
            token: tokens.creator,
            body: { apply: { candidate, job, stage: 0 } },
          });
          expect(created.statusCode, created.body).toBe(201);
          applyId = created.json().apply.id;
        },
      );

      for (const recruiter of [world.admin.id, world.recruiter.id]) {
        const rows = await rowsOf(recruiter);
        expect(rows).toMatchObject([
          { kind: "newApply", category: "apply", message: "Maria Silva se candidatou à vaga Diretor Financeiro" },
        ]);
      }
      expect(await rowsOf(creator)).toEqual([]);
      expect(await rowsOf(outsider)).toEqual([]);

      // The pushed item is the one the list answers: the menu prepends it as is.
      const [listed] = tab(await list(tokens.admin), "apply").notifications;
      expect(listed).toMatchObject({
        kind: "newApply",
        link: `/recruiters/jobs/${job}/applies`,
        reference_type: "applies",
        reference_id: applyId,
        is_read: false,
      });
      expect(messages.get(world.admin.id)).toEqual([{ notification: listed }]);
      expect(messages.get(world.recruiter.id)).toHaveLength(1);
      expect(messages.get(creator)).toEqual([]);
      expect(messages.get(outsider)).toEqual([]);
    });

    it("a note notifies the recruiters it @mentions who work in the business, not its author", async () => {
      const body =
        `<p>Falar com @[Rui Recrutador](recruiter:${world.recruiter.id}), @[Otto](recruiter:${outsider}) ` +
        `e comigo @[Carlos](recruiter:${creator})</p>`;
      let noteId = 0;
      const messages = await heard(
        [world.recruiter.id, world.admin.id],
        [world.recruiter.id, world.admin.id],
        async () => {
          const created = await call("POST", "/recruiters/notes", {
            token: tokens.creator,
            body: {
              note: {
                action: "Comentário",
                body,
                reference_type: "candidates",
                reference_id: candidate,
                // The mentions field counts too.
                mentions: [world.admin.id],
              },
            },
          });
          expect(created.statusCode, created.body).toBe(201);
          noteId = created.json().note.id;
        },
      );

      for (const recruiter of [world.recruiter.id, world.admin.id]) {
        expect(await rowsOf(recruiter)).toMatchObject([
          { kind: "mention", category: "note", message: "Carlos Criador mencionou você em uma nota sobre Maria Silva" },
        ]);
      }
      expect(await rowsOf(creator)).toEqual([]);
      expect(await rowsOf(outsider)).toEqual([]);
      const [listed] = tab(await list(tokens.recruiter), "note").notifications;
      expect(listed).toMatchObject({
        link: `/recruiters/notes/${noteId}`,
        reference_type: "notes",
        reference_id: noteId,
      });
      expect(messages.get(world.recruiter.id)).toEqual([{ notification: listed }]);

      // A note that mentions no one notifies no one.
      const plain = await call("POST", "/recruiters/notes", {
        token: tokens.creator,
        body: {
          note: {
            action: "Comentário",
            body: "<p>Sem menções</p>",
            reference_type: "candidates",
            reference_id: candidate,
          },
        },
      });
      expect(plain.statusCode).toBe(201);
      expect(
        await queryRows(server.db, sql`select id from notifications where reference_id = ${plain.json().note.id}`),
      ).toEqual([]);
    });

    it("a note about an apply names the apply's candidate in its mention", async () => {
      const [existing] = await queryRows<{ id: number }>(
        server.db,
        sql`select id from applies where candidate_id = ${candidate} and job_id = ${job}`,
      );
      const apply =
        existing?.id ??
        (await insert(server.db, schema.applies, {
          business_id: world.business,
          candidate_id: candidate,
          job_id: job,
          stage: 0,
        }));
      let noteId = 0;
      await heard([world.recruiter.id], [world.recruiter.id], async () => {
        const created = await call("POST", "/recruiters/notes", {
          token: tokens.creator,
          body: {
            note: {
              action: "Comentário",
              body: "<p>Ver a entrevista</p>",
              reference_type: "applies",
              reference_id: apply,
              mentions: [world.recruiter.id],
            },
          },
        });
        expect(created.statusCode, created.body).toBe(201);
        noteId = created.json().note.id;
      });
      expect(
        await queryRows(
          server.db,
          sql`select message from notifications where reference_type = 'notes' and reference_id = ${noteId}`,
        ),
      ).toEqual([{ message: "Carlos Criador mencionou você em uma nota sobre Maria Silva" }]);
    });

    it("a client contact's rating notifies the shortlist's owner and the job's recruiters, live", async () => {
      const db = server.db;
      // The candidate is in this job's pipeline once (the new-apply test may have put them there already).
      const [existing] = await queryRows<{ id: number }>(
        db,
        sql`update applies set stage = 5 where candidate_id = ${candidate} and job_id = ${job} returning id`,
      );
      const apply =
        existing?.id ??
        (await insert(db, schema.applies, {
          business_id: world.business,
          candidate_id: candidate,
          job_id: job,
          stage: 5,
        }));
      const shortlist = await insert(db, schema.shortlists as never, {
        business_id: world.business,
        job_id: job,
        name: "Shortlist — Diretor Financeiro",
        sent_at: new Date().toISOString(),
        owner_id: creator,
      });
      await insert(db, schema.shortlistItems as never, {
        business_id: world.business,
        shortlist_id: shortlist,
        apply_id: apply,
        position: 1,
      });
      const uid = `notif${kind}`.padEnd(13, "0");
      await insert(db, schema.shortlistRelationships as never, {
        business_id: world.business,
        uid,
        shortlist_id: shortlist,
        client_contact_id: world.clientContact.id,
        sent_at: new Date().toISOString(),
      });
      // A dislike says why (spec §4).
      const rate = (type_avaliation: number, like_avaliation: boolean) =>
        call("POST", `/client_contacts/jobs/${job}/shortlist_relationships/${uid}/like_candidates/`, {
          token: tokens.client,
          body: {
            like_candidate: {
              like_avaliation,
              type_avaliation,
              apply_id: apply,
              description: like_avaliation ? "" : "Pouca vivência em M&A",
            },
          },
        });

      const pushed = await heard(
        [creator, world.admin.id, world.recruiter.id, outsider],
        [creator, world.admin.id, world.recruiter.id],
        async () => {
          const liked = await rate(1, true);
          expect(liked.statusCode, liked.body).toBe(200);
        },
      );
      // The push names what changed, so the recruiters' open builder and the job's cards read it again.
      expect(pushed.get(creator)).toMatchObject([
        {
          notification: { kind: "like", category: "shortlist" },
          shortlist: { id: shortlist, job_id: job, apply_id: apply },
        },
      ]);
      expect(pushed.get(outsider)).toEqual([]);
      for (const recruiter of [creator, world.admin.id, world.recruiter.id]) {
        expect(await rowsOf(recruiter)).toMatchObject([
          {
            kind: "like",
            category: "shortlist",
            message: "Clara Cliente curtiu Maria Silva na shortlist de Diretor Financeiro",
          },
        ]);
      }
      expect(await rowsOf(outsider)).toEqual([]);
      const [listed] = tab(await list(tokens.creator), "shortlist").notifications;
      expect(listed).toMatchObject({
        link: `/recruiters/jobs/${job}/applies?shortlist=${shortlist}`,
        reference_type: "applies",
        reference_id: apply,
      });

      expect((await rate(1, false)).statusCode).toBe(200);
      expect((await rowsOf(creator)).map((row) => row.message)).toEqual([
        "Clara Cliente curtiu Maria Silva na shortlist de Diretor Financeiro",
        "Clara Cliente não curtiu Maria Silva na shortlist de Diretor Financeiro",
      ]);
    });

    it("a client contact's first sign-in notifies their owner and their company's, once", async () => {
      const db = server.db;
      const contactAccount = await account(db, "client_contacts", "cleo@test.example", world.business);
      const contact = await insert(db, schema.client_contacts, {
        business_id: world.business,
        name: "Cleo Nova",
        email: "cleo@test.example",
        client_company_id: world.clientContact.company,
        owner_id: world.recruiter.id,
        portal_access: true,
        active: true,
        account_id: contactAccount,
      });

      const messages = await heard(
        [world.recruiter.id, world.admin.id, creator],
        [world.recruiter.id, world.admin.id],
        async () => {
          await signIn("client_contacts", "cleo@test.example");
        },
      );
      const expected = {
        kind: "clientContactFirstAccess",
        category: "recruiter",
        message: "Cleo Nova (Acme Ltda) acessou o portal do cliente pela primeira vez",
      };
      // The contact's owner, and the company's (the administrator).
      expect(await rowsOf(world.recruiter.id)).toMatchObject([expected]);
      expect(await rowsOf(world.admin.id)).toMatchObject([expected]);
      expect(await rowsOf(creator)).toEqual([]);
      const [listed] = tab(await list(tokens.recruiter), "recruiter").notifications;
      expect(listed).toMatchObject({
        link: `/recruiters/client_contacts/${contact}`,
        reference_type: "client_contacts",
        reference_id: contact,
      });
      expect(messages.get(world.recruiter.id)).toEqual([{ notification: listed }]);

      // Not the second time.
      await signIn("client_contacts", "cleo@test.example");
      expect(await queryRows(db, sql`select id from notifications`)).toHaveLength(2);
    });
  });
});
