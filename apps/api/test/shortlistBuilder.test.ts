/**
 * The recruiter's shortlist builder: a job's shortlists, their candidates in a dense order, each
 * candidate's presentation and switches, the preview that is exactly the client's answer, the status derived from
 * facts, and every refusal — another job's apply, an unknown apply, an order that does not name exactly the
 * shortlist's applies, a presentation over its limit, deleting a sent shortlist, another business's shortlist, a
 * role without the right. On both databases: the SQL, its locks and the values round-tripped decide the outcome.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { createShortlistReviewer } from "../src/shortlists/tokens";
import { localFileStorage, newStorageKey, uploadDirs } from "../src/uploads/storage";
import { makePdf } from "./fixtures/uploads/files";
import { DATABASE_KINDS } from "./support/databases";
import { account, insert, link } from "./support/fixtures";
import { FOREIGN_RECRUITER_EMAIL, type SignedInWorld, signedInWorld } from "./support/signedInWorld";

type Detail = {
  id: number;
  job_id: number;
  name: string;
  status: string;
  sent_at: string | null;
  counts: Record<string, number>;
  job: { id: number; title: string };
  items: {
    apply_id: number;
    position: number;
    presentation: string | null;
    show_salary: boolean;
    show_cv: boolean;
    candidate: { name: string };
  }[];
};

const order = (detail: Detail) => detail.items.map((item) => item.apply_id);
const positions = (detail: Detail) => detail.items.map((item) => item.position);

describe.each(DATABASE_KINDS)("the shortlist builder on %s", (kind) => {
  let w: SignedInWorld;
  let job: number;
  let otherJob: number;
  let foreignJob: number;
  let applyIds: number[];
  let otherJobApply: number;
  let foreignApply: number;
  let readOnlyToken: string;
  let foreignToken: string;

  const call = (...args: Parameters<SignedInWorld["call"]>) => w.call(...args);
  const admin = (body?: unknown) => ({ token: w.tokens.admin, ...(body === undefined ? {} : { body }) });
  const detail = async (id: number) => (await call("GET", `/recruiters/shortlists/${id}`, admin())).json().shortlist;
  const create = async (name: string, apply_ids?: number[]) => {
    const response = await call(
      "POST",
      `/recruiters/jobs/${job}/shortlists`,
      admin({ shortlist: { name, ...(apply_ids ? { apply_ids } : {}) } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().shortlist as Detail;
  };
  const shortlistedOf = async (applyId: number) =>
    (
      await queryRows<{ shortlisted: boolean | null }>(
        w.server.db,
        sql`select shortlisted from applies where id = ${applyId}`,
      )
    )[0]?.shortlisted;

  beforeAll(async () => {
    w = await signedInWorld(kind, "shortlist-builder", { foreignRecruiter: true });
    const db = w.server.db;
    const { business, otherBusiness } = w.world;
    job = await insert(db, schema.jobs, {
      business_id: business,
      title: "Diretora Financeira",
      status: 1,
      client_company_id: w.world.clientContact.company,
      owner_id: w.world.admin.id,
    });
    const company = w.world.clientContact.company;
    otherJob = await insert(db, schema.jobs, {
      business_id: business,
      title: "Gerente de TI",
      status: 1,
      client_company_id: company,
      owner_id: w.world.admin.id,
    });
    const foreignCompany = await insert(db, schema.client_companies, {
      business_id: otherBusiness,
      name: "Outra SA",
      status: 1,
    });
    foreignJob = await insert(db, schema.jobs, {
      business_id: otherBusiness,
      title: "Outra casa",
      status: 1,
      client_company_id: foreignCompany,
      owner_id: w.world.admin.id,
    });
    const people = [
      { name: "Beatriz Souza", cpf: "52998224725", clt_expectation: 40000 },
      { name: "Artur Lima" },
      { name: "Caio Dias" },
      { name: "Dora Reis" },
    ];
    applyIds = [];
    for (const [index, person] of people.entries()) {
      const candidate = await insert(db, schema.candidates, {
        business_id: business,
        email: `builder${index}@test.example`,
        status: 3,
        ...person,
      });
      applyIds.push(
        await insert(db, schema.applies, {
          business_id: business,
          candidate_id: candidate,
          job_id: job,
          stage: 5,
          salary_expectation: 38000 + index,
        }),
      );
    }
    otherJobApply = await insert(db, schema.applies, {
      business_id: business,
      candidate_id: w.world.candidate.id,
      job_id: otherJob,
      stage: 1,
    });
    const foreignCandidate = await insert(db, schema.candidates, {
      business_id: otherBusiness,
      name: "Fora",
      email: "fora@test.example",
      status: 3,
    });
    foreignApply = await insert(db, schema.applies, {
      business_id: otherBusiness,
      candidate_id: foreignCandidate,
      job_id: foreignJob,
      stage: 1,
    });

    // A recruiter who reads jobs and applies but may not change jobs.
    const role = await insert(db, schema.roles, {
      name: "Leitura de vagas",
      permissions: { jobs: ["read"], applies: ["read"], candidates: ["read"] },
    });
    const readOnlyAccount = await account(db, "recruiters", "readonly@test.example", null);
    const readOnly = await insert(db, schema.recruiters, {
      name: "Lia Leitora",
      email: "readonly@test.example",
      role_id: role,
      is_admin: false,
      active: true,
      account_id: readOnlyAccount,
    });
    await link(db, schema.recruiters_businesses, readOnly, business);
    readOnlyToken = await w.signIn("recruiters", "readonly@test.example");
    foreignToken = w.tokens.foreign ?? (await w.signIn("recruiters", FOREIGN_RECRUITER_EMAIL));
  }, 120_000);

  afterAll(async () => {
    await w?.close();
  });

  describe("creating, naming and listing", () => {
    it("creates a shortlist of the job from applies, in their order, positions from 0", async () => {
      const created = await create("Finalistas", [applyIds[2], applyIds[0]] as number[]);
      expect(created).toMatchObject({
        job_id: job,
        name: "Finalistas",
        status: "draft",
        sent_at: null,
        job: { id: job, title: "Diretora Financeira" },
        counts: { candidates: 2, likes: 0, dislikes: 0, stars: 0, recipients: 0 },
      });
      expect(order(created)).toEqual([applyIds[2], applyIds[0]]);
      expect(positions(created)).toEqual([0, 1]);
      expect(created.items[0]).toMatchObject({ presentation: null, show_salary: false, show_cv: false });
      expect(await shortlistedOf(applyIds[2] as number)).toBe(true);
      // A job may have several.
      const empty = await create("Segunda opção");
      expect(empty.items).toEqual([]);
      const list = await call("GET", `/recruiters/jobs/${job}/shortlists`, admin());
      expect(list.statusCode).toBe(200);
      const names = list.json().shortlists.map((s: { name: string }) => s.name);
      expect(names).toEqual(expect.arrayContaining(["Finalistas", "Segunda opção"]));
      expect(list.json().shortlists.find((s: { id: number }) => s.id === created.id)).toMatchObject({
        status: "draft",
        counts: { candidates: 2 },
      });
    });

    it("refuses an apply of another job or an unknown one by its index, and creates nothing", async () => {
      const before = await queryRows(w.server.db, sql`select id from shortlists`);
      const another = await call(
        "POST",
        `/recruiters/jobs/${job}/shortlists`,
        admin({ shortlist: { name: "Mistura", apply_ids: [applyIds[0], otherJobApply] } }),
      );
      expect(another.statusCode).toBe(422);
      expect(another.json().error).toMatchObject({
        code: "apply_of_another_job",
        message: "Esta candidatura é de outra vaga: só entram na shortlist candidaturas desta vaga.",
        fields: { "apply_ids.1": [expect.stringContaining("outra vaga")] },
      });
      const unknown = await call("POST", `/recruiters/jobs/${job}/shortlists`, {
        ...admin({ shortlist: { name: "Fantasma", apply_ids: [2_000_000_000, foreignApply] } }),
        headers: { "accept-language": "en" },
      });
      expect(unknown.statusCode).toBe(422);
      // Another business's apply is as unknown as one that does not exist.
      expect(unknown.json().error).toMatchObject({
        code: "apply_not_found",
        message: "Apply not found.",
        fields: { "apply_ids.0": ["Apply not found."], "apply_ids.1": ["Apply not found."] },
      });
      expect(await queryRows(w.server.db, sql`select id from shortlists`)).toHaveLength(before.length);
    });

    it("renames; a blank name is refused with the form's message", async () => {
      const shortlist = await create("Nome antigo");
      const renamed = await call(
        "PATCH",
        `/recruiters/shortlists/${shortlist.id}`,
        admin({ shortlist: { name: "Novo" } }),
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().shortlist.name).toBe("Novo");
      const blank = await call("PATCH", `/recruiters/shortlists/${shortlist.id}`, admin({ shortlist: { name: "  " } }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.fields["shortlist.name"]).toBeDefined();
      expect((await detail(shortlist.id)).name).toBe("Novo");
    });
  });

  describe("candidates and their order", () => {
    it("adds applies in bulk, each once, at the end; one already in keeps its place", async () => {
      const shortlist = await create("Bulk", [applyIds[1]] as number[]);
      const added = await call(
        "POST",
        `/recruiters/shortlists/${shortlist.id}/items`,
        admin({ apply_ids: [applyIds[3], applyIds[1], applyIds[3], applyIds[0]] }),
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(order(added.json().shortlist)).toEqual([applyIds[1], applyIds[3], applyIds[0]]);
      expect(positions(added.json().shortlist)).toEqual([0, 1, 2]);
    });

    it("keeps positions dense when an apply was deleted with its item, adding after the last", async () => {
      const db = w.server.db;
      const candidate = await insert(db, schema.candidates, {
        business_id: w.world.business,
        name: "Efêmera",
        email: "efemera@test.example",
        status: 3,
      });
      const doomed = await insert(db, schema.applies, {
        business_id: w.world.business,
        candidate_id: candidate,
        job_id: job,
        stage: 1,
      });
      const shortlist = await create("Lacuna", [applyIds[0], doomed, applyIds[1]] as number[]);
      await db.drizzle.execute(sql`delete from applies where id = ${doomed}`);
      const added = await call(
        "POST",
        `/recruiters/shortlists/${shortlist.id}/items`,
        admin({ apply_ids: [applyIds[2]] }),
      );
      expect(order(added.json().shortlist)).toEqual([applyIds[0], applyIds[1], applyIds[2]]);
      expect(positions(added.json().shortlist)).toEqual([0, 1, 2]);
    });

    it("refuses adding an apply of another job and adds none of the call's", async () => {
      const shortlist = await create("Só desta vaga", [applyIds[0]] as number[]);
      const refused = await call(
        "POST",
        `/recruiters/shortlists/${shortlist.id}/items`,
        admin({ apply_ids: [applyIds[1], otherJobApply] }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe("apply_of_another_job");
      expect(order(await detail(shortlist.id))).toEqual([applyIds[0]]);
    });

    it("removes one and the rest close up; an apply not in it is 404", async () => {
      const shortlist = await create("Remoção", [applyIds[0], applyIds[1], applyIds[2]] as number[]);
      const loneApply = applyIds[1] as number;
      // The apply is in other shortlists too: `shortlisted` stays while one holds it.
      const removed = await call("DELETE", `/recruiters/shortlists/${shortlist.id}/items/${loneApply}`, admin());
      expect(removed.statusCode).toBe(200);
      expect(order(removed.json().shortlist)).toEqual([applyIds[0], applyIds[2]]);
      expect(positions(removed.json().shortlist)).toEqual([0, 1]);
      const again = await call("DELETE", `/recruiters/shortlists/${shortlist.id}/items/${loneApply}`, admin());
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toMatchObject({
        code: "not_in_shortlist",
        message: "Esta candidatura não está na shortlist.",
      });
    });

    it("keeps `shortlisted` true while some shortlist holds the apply, false once none does", async () => {
      const apply = otherJobApply;
      const mine = await call(
        "POST",
        `/recruiters/jobs/${otherJob}/shortlists`,
        admin({ shortlist: { name: "TI", apply_ids: [apply] } }),
      );
      const id = mine.json().shortlist.id as number;
      expect(await shortlistedOf(apply)).toBe(true);
      await call("DELETE", `/recruiters/shortlists/${id}/items/${apply}`, admin());
      expect(await shortlistedOf(apply)).toBe(false);
    });

    it("reorders in one call; an order that does not name exactly its applies is refused and changes nothing", async () => {
      const shortlist = await create("Ordem", [applyIds[0], applyIds[1], applyIds[2]] as number[]);
      const path = `/recruiters/shortlists/${shortlist.id}/order`;
      const reordered = await call("PUT", path, admin({ apply_ids: [applyIds[2], applyIds[0], applyIds[1]] }));
      expect(reordered.statusCode).toBe(200);
      expect(order(reordered.json().shortlist)).toEqual([applyIds[2], applyIds[0], applyIds[1]]);
      expect(positions(reordered.json().shortlist)).toEqual([0, 1, 2]);
      for (const wrong of [
        [applyIds[2], applyIds[0]],
        [applyIds[2], applyIds[0], applyIds[1], applyIds[3]],
        [applyIds[2], applyIds[0], applyIds[0]],
        [applyIds[2], applyIds[0], otherJobApply],
      ]) {
        const refused = await call("PUT", path, admin({ apply_ids: wrong }));
        expect(refused.statusCode, JSON.stringify(wrong)).toBe(422);
        expect(refused.json().error).toMatchObject({
          code: "order_mismatch",
          fields: { apply_ids: [expect.any(String)] },
        });
      }
      expect(order(await detail(shortlist.id))).toEqual([applyIds[2], applyIds[0], applyIds[1]]);
    });
  });

  describe("presentations and the preview", () => {
    it("stores a presentation through the rich-text gate: scripts stripped, text kept", async () => {
      const shortlist = await create("Apresentações", [applyIds[0]] as number[]);
      const path = `/recruiters/shortlists/${shortlist.id}/items/${applyIds[0]}`;
      const written = await call(
        "PATCH",
        path,
        admin({ item: { presentation: '<p onclick="steal()">Forte em <b>M&amp;A</b><script>alert(1)</script></p>' } }),
      );
      expect(written.statusCode, written.body).toBe(200);
      const presentation = written.json().shortlist.items[0].presentation as string;
      expect(presentation).toContain("Forte em <b>M&amp;A</b>");
      expect(presentation).not.toMatch(/script|alert|onclick/);
    });

    it("keeps no presentation when nothing of it would show, and removes one with null", async () => {
      const shortlist = await create("Vazias", [applyIds[0]] as number[]);
      const path = `/recruiters/shortlists/${shortlist.id}/items/${applyIds[0]}`;
      const presentationAfter = async (presentation: string | null) =>
        (await call("PATCH", path, admin({ item: { presentation } }))).json().shortlist.items[0].presentation;
      expect(await presentationAfter("<p> </p><script>alert(1)</script>")).toBeNull();
      expect(await presentationAfter('<img src="https://tracker.example/p.gif">')).toBeNull();
      expect(await presentationAfter("<p>Texto</p>")).toBe("<p>Texto</p>");
      expect(await presentationAfter(null)).toBeNull();
    });

    it("refuses a presentation over its limit, in the caller's language, and keeps the one stored", async () => {
      const shortlist = await create("Limite", [applyIds[0]] as number[]);
      const path = `/recruiters/shortlists/${shortlist.id}/items/${applyIds[0]}`;
      await call("PATCH", path, admin({ item: { presentation: "<p>Curta</p>" } }));
      const long = `<p>${"a".repeat(10_000)}</p>`;
      const pt = await call("PATCH", path, admin({ item: { presentation: long } }));
      expect(pt.statusCode).toBe(400);
      expect(pt.json().error.fields["item.presentation"]).toEqual(["Máximo de 10000 caracteres."]);
      const en = await call("PATCH", path, {
        ...admin({ item: { presentation: long } }),
        headers: { "accept-language": "en" },
      });
      expect(en.json().error.fields["item.presentation"]).toEqual(["Maximum of 10000 characters."]);
      expect((await detail(shortlist.id)).items[0].presentation).toBe("<p>Curta</p>");
    });

    it("previews exactly what a client receives, salary and CV only once turned on", async () => {
      const shortlist = await create("Prévia", [applyIds[0], applyIds[1]] as number[]);
      await call(
        "PATCH",
        `/recruiters/shortlists/${shortlist.id}/items/${applyIds[0]}`,
        admin({ item: { presentation: "<p>Indicada</p>" } }),
      );
      const preview = async () => {
        const response = await call("GET", `/recruiters/shortlists/${shortlist.id}/preview`, admin());
        expect(response.statusCode, response.body).toBe(200);
        return response;
      };
      const first = await preview();
      expect(first.body).not.toContain("52998224725");
      expect(first.json().applies[0]).toMatchObject({
        id: applyIds[0],
        presentation: "<p>Indicada</p>",
        comments: "Indicada",
        candidate: { name: "Beatriz Souza", salary_expectation: null, cv: null },
      });

      await call(
        "PATCH",
        `/recruiters/shortlists/${shortlist.id}/items/${applyIds[0]}`,
        admin({ item: { show_salary: true, show_cv: true } }),
      );
      const shown = (await preview()).json();
      expect(shown.applies[0].candidate.salary_expectation).toMatchObject({ apply: 38000, clt: 40000 });
      expect(shown.applies[1].candidate.salary_expectation).toBeNull();

      // The client's own answer, by link, is the preview with the reviewer added.
      await w.server.db.drizzle.execute(sql`update shortlists set sent_at = now() where id = ${shortlist.id}`);
      const reviewer = await createShortlistReviewer(w.server.db, { shortlistId: shortlist.id, name: "Cliente" });
      const review = await call("GET", `/shortlist_relationships/${reviewer.uid}/`, { token: reviewer.token });
      expect(review.statusCode).toBe(200);
      const { shortlist_relationship: _reviewer, ...received } = review.json();
      expect(received).toEqual((await preview()).json());
    });
  });

  describe("templates", () => {
    /** A template saved as the builder's "Salvar como modelo" does: through the registry's create. */
    const saveTemplate = async (values: Record<string, unknown>, token = w.tokens.admin) => {
      const response = await call("POST", "/recruiters/shortlist_templates", {
        token,
        body: { shortlist_template: values },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().shortlist_template as { id: number; owner: unknown };
    };
    const applyTemplate = (id: number, template_id: number, options: { token?: string; en?: boolean } = {}) =>
      call("POST", `/recruiters/shortlists/${id}/apply_template`, {
        token: options.token ?? w.tokens.admin,
        body: { template_id },
        ...(options.en ? { headers: { "accept-language": "en" } } : {}),
      });

    it("fills each presentation left empty, keeps those written, and sets every candidate's switches", async () => {
      const template = await saveTemplate({
        name: "Executivos",
        presentation: "<p>Trajetória: <b>…</b></p><script>alert(1)</script>",
        show_salary_expectation: true,
        show_cv: true,
      });
      const shortlist = await create("Com modelo", applyIds.slice(0, 2));
      await call(
        "PATCH",
        `/recruiters/shortlists/${shortlist.id}/items/${applyIds[0]}`,
        admin({ item: { presentation: "<p>Escrita pelo consultor</p>" } }),
      );
      const applied = await applyTemplate(shortlist.id, template.id);
      expect(applied.statusCode, applied.body).toBe(200);
      const items = (applied.json().shortlist as Detail).items;
      expect(items.map((item) => [item.presentation, item.show_salary, item.show_cv])).toEqual([
        ["<p>Escrita pelo consultor</p>", true, true],
        ["<p>Trajetória: <b>…</b></p>", true, true],
      ]);
      expect((await detail(shortlist.id)).items).toEqual(items);

      // A template without defaults turns the switches off; the presentations now written stay.
      const plain = await saveTemplate({ name: "Simples", presentation: "<p>Outro</p>" });
      const again = (await applyTemplate(shortlist.id, plain.id)).json().shortlist as Detail;
      expect(again.items.map((item) => [item.presentation, item.show_salary, item.show_cv])).toEqual([
        ["<p>Escrita pelo consultor</p>", false, false],
        ["<p>Trajetória: <b>…</b></p>", false, false],
      ]);
    });

    it("answers 404 in the caller's language for another business's or an unknown template, changing nothing", async () => {
      const foreign = await saveTemplate(
        { name: "Da outra casa", presentation: "<p>Não</p>", show_cv: true },
        foreignToken,
      );
      const shortlist = await create("Sem modelo alheio", [applyIds[0]] as number[]);
      for (const id of [foreign.id, 999_999]) {
        const pt = await applyTemplate(shortlist.id, id);
        expect(pt.statusCode).toBe(404);
        expect(pt.json().error).toMatchObject({
          code: "template_not_found",
          message: "Modelo de shortlist não encontrado.",
        });
        expect(pt.body).not.toContain("Da outra casa");
      }
      expect((await applyTemplate(shortlist.id, foreign.id, { en: true })).json().error.message).toBe(
        "Shortlist template not found.",
      );
      const unchanged = (await detail(shortlist.id)).items[0];
      expect([unchanged.presentation, unchanged.show_cv]).toEqual([null, false]);
    });

    it("is a change of the shortlist: 403 to a role that may not update jobs, 404 to another business", async () => {
      const template = await saveTemplate({ name: "Permissões", presentation: "<p>Sim</p>" });
      const shortlist = await create("Permissões", [applyIds[0]] as number[]);
      expect((await applyTemplate(shortlist.id, template.id, { token: readOnlyToken })).statusCode).toBe(403);
      expect((await applyTemplate(shortlist.id, template.id, { token: foreignToken })).statusCode).toBe(404);
      expect((await detail(shortlist.id)).items[0].presentation).toBeNull();
    });
  });

  describe("the CV a client is shown", () => {
    it("serves the candidate's newest CV to the shortlist's reviewers only while the recruiter shows it", async () => {
      const db = w.server.db;
      const shown = applyIds[0] as number;
      const [{ candidate_id: candidate } = { candidate_id: 0 }] = await queryRows<{ candidate_id: number }>(
        db,
        sql`select candidate_id from applies where id = ${shown}`,
      );
      const bytes = makePdf(["Beatriz Souza", "CFO"]);
      const source = join(mkdtempSync(join(tmpdir(), "seleta-cv-")), "cv.pdf");
      writeFileSync(source, bytes);
      const key = newStorageKey("pdf");
      await localFileStorage(uploadDirs(w.storage.dataDir).root).put(key, source, "application/pdf");
      const cv = await insert(db, schema.dataFiles as never, {
        business_id: w.world.business,
        reference_type: "Candidate",
        reference_id: Number(candidate),
        name: "beatriz-cv.pdf",
        storage_key: key,
        content_type: "application/pdf",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });

      const shortlist = await create("Com CV", [shown, applyIds[1]] as number[]);
      await db.drizzle.execute(sql`update shortlists set sent_at = now() where id = ${shortlist.id}`);
      const reviewer = await createShortlistReviewer(db, { shortlistId: shortlist.id, name: "Cliente" });
      const contactUid = `cvcontact${shortlist.id}`;
      await insert(db, schema.shortlistRelationships as never, {
        business_id: w.world.business,
        uid: contactUid,
        shortlist_id: shortlist.id,
        client_contact_id: w.world.clientContact.id,
        sent_at: new Date().toISOString(),
      });
      const byLink = (applyId: number, token = reviewer.token) =>
        call("GET", `/shortlist_relationships/${reviewer.uid}/applies/${applyId}/cv`, { token });
      const inPortal = (applyId: number) =>
        call("GET", `/client_contacts/jobs/${job}/shortlist_relationships/${contactUid}/applies/${applyId}/cv`, {
          token: w.tokens.clientContact,
        });
      const switchCv = (applyId: number, show_cv: boolean) =>
        call("PATCH", `/recruiters/shortlists/${shortlist.id}/items/${applyId}`, admin({ item: { show_cv } }));

      expect((await byLink(shown)).statusCode).toBe(404);
      expect((await inPortal(shown)).statusCode).toBe(404);

      await switchCv(shown, true);
      const preview = await call("GET", `/recruiters/shortlists/${shortlist.id}/preview`, admin());
      expect(preview.json().applies[0].candidate.cv).toEqual({ id: cv, name: "beatriz-cv.pdf" });
      for (const download of [await byLink(shown), await inPortal(shown)]) {
        expect(download.statusCode).toBe(200);
        expect(download.headers["content-type"]).toBe("application/pdf");
        expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="beatriz-cv.pdf"/);
        expect(download.headers["content-security-policy"]).toContain("sandbox");
        expect(download.rawPayload.equals(bytes)).toBe(true);
      }

      // Shown, but the candidate has no CV; an apply of another shortlist; a token of another shortlist.
      await switchCv(applyIds[1] as number, true);
      expect((await byLink(applyIds[1] as number)).statusCode).toBe(404);
      expect((await byLink(applyIds[2] as number)).statusCode).toBe(404);
      const stranger = await createShortlistReviewer(db, { shortlistId: shortlist.id - 1, name: "Outra" });
      expect((await byLink(shown, stranger.token)).statusCode).toBe(401);

      await switchCv(shown, false);
      expect((await byLink(shown)).statusCode).toBe(404);
      expect((await inPortal(shown)).statusCode).toBe(404);
    });
  });

  describe("status and counts, from facts", () => {
    it("goes draft → sent → viewed → rated, counting candidates, ratings and recipients", async () => {
      const shortlist = await create("Status", [applyIds[0], applyIds[1], applyIds[2]] as number[]);
      const summary = async () =>
        (await call("GET", `/recruiters/jobs/${job}/shortlists`, admin()))
          .json()
          .shortlists.find((s: { id: number }) => s.id === shortlist.id);
      expect((await summary()).status).toBe("draft");

      const db = w.server.db;
      await db.drizzle.execute(sql`update shortlists set sent_at = now() where id = ${shortlist.id}`);
      const first = await createShortlistReviewer(db, { shortlistId: shortlist.id, name: "Um" });
      const second = await createShortlistReviewer(db, { shortlistId: shortlist.id, name: "Dois" });
      const revoked = await createShortlistReviewer(db, { shortlistId: shortlist.id, name: "Revogado" });
      await db.drizzle.execute(sql`update shortlist_relationships set revoked_at = now() where id = ${revoked.id}`);
      expect(await summary()).toMatchObject({ status: "sent", counts: { candidates: 3, recipients: 2 } });

      await call("GET", `/shortlist_relationships/${first.uid}/`, { token: first.token });
      expect((await summary()).status).toBe("viewed");

      const rate = (token: string, uid: string, body: Record<string, unknown>) =>
        call("POST", `/shortlist_relationships/${uid}/like_candidates/`, {
          token,
          body: { like_candidate: { description: "ok", ...body } },
        });
      await rate(first.token, first.uid, { like_avaliation: true, type_avaliation: 1, apply_id: applyIds[0] });
      await rate(second.token, second.uid, { like_avaliation: false, type_avaliation: 1, apply_id: applyIds[0] });
      await rate(first.token, first.uid, { like_avaliation: true, type_avaliation: 2, apply_id: applyIds[1] });
      expect(await summary()).toMatchObject({
        status: "rated",
        counts: { candidates: 3, likes: 1, dislikes: 1, stars: 1, recipients: 2 },
      });
      // A removed candidate's ratings no longer count on the shortlist.
      await call("DELETE", `/recruiters/shortlists/${shortlist.id}/items/${applyIds[1]}`, admin());
      expect((await summary()).counts).toMatchObject({ candidates: 2, stars: 0 });
    });

    it("counts each candidate's ratings in this shortlist only, not the apply's in the job's other shortlists", async () => {
      const db = w.server.db;
      const here = await create("Aqui", [applyIds[0]] as number[]);
      const elsewhere = await create("Outra", [applyIds[0]] as number[]);
      await db.drizzle.execute(sql`update shortlists set sent_at = now() where id in (${here.id}, ${elsewhere.id})`);
      const reviewerHere = await createShortlistReviewer(db, { shortlistId: here.id, name: "Aqui" });
      const reviewerElsewhere = await createShortlistReviewer(db, { shortlistId: elsewhere.id, name: "Outra" });
      for (const reviewer of [reviewerHere, reviewerElsewhere]) {
        const rated = await call("POST", `/shortlist_relationships/${reviewer.uid}/like_candidates/`, {
          token: reviewer.token,
          body: { like_candidate: { like_avaliation: true, type_avaliation: 1, apply_id: applyIds[0] } },
        });
        expect(rated.statusCode, rated.body).toBeLessThan(300);
      }
      const detail = (await call("GET", `/recruiters/shortlists/${here.id}`, admin())).json();
      expect(detail.shortlist.items[0].counts).toMatchObject({ like_candidates: 1, deslike_candidates: 0 });
    });
  });

  describe("deleting", () => {
    it("deletes a draft, and refuses a sent shortlist in the caller's language", async () => {
      const draft = await create("Descartável", [applyIds[3]] as number[]);
      const deleted = await call("DELETE", `/recruiters/shortlists/${draft.id}`, admin());
      expect(deleted.statusCode).toBe(204);
      expect((await call("GET", `/recruiters/shortlists/${draft.id}`, admin())).statusCode).toBe(404);

      const sent = await create("Enviada", [applyIds[3]] as number[]);
      await w.server.db.drizzle.execute(sql`update shortlists set sent_at = now() where id = ${sent.id}`);
      const pt = await call("DELETE", `/recruiters/shortlists/${sent.id}`, admin());
      expect(pt.statusCode).toBe(409);
      expect(pt.json().error).toMatchObject({
        code: "shortlist_sent",
        message: "Uma shortlist já enviada ao cliente não pode ser excluída.",
      });
      const en = await call("DELETE", `/recruiters/shortlists/${sent.id}`, {
        ...admin(),
        headers: { "accept-language": "en" },
      });
      expect(en.json().error.message).toBe("A shortlist already sent to the client cannot be deleted.");
      expect((await detail(sent.id)).name).toBe("Enviada");
    });
  });

  describe("who may", () => {
    let shortlist: Detail;
    beforeAll(async () => {
      shortlist = await create("Privada", [applyIds[0]] as number[]);
    });

    it("answers another business's recruiter 404 for the shortlist and the job, never the record", async () => {
      const as = { token: foreignToken };
      const id = shortlist.id;
      for (const [method, path, body] of [
        ["GET", `/recruiters/shortlists/${id}`, undefined],
        ["GET", `/recruiters/shortlists/${id}/preview`, undefined],
        ["PATCH", `/recruiters/shortlists/${id}`, { shortlist: { name: "Minha" } }],
        ["DELETE", `/recruiters/shortlists/${id}`, undefined],
        ["POST", `/recruiters/shortlists/${id}/items`, { apply_ids: [foreignApply] }],
        ["PUT", `/recruiters/shortlists/${id}/order`, { apply_ids: [applyIds[0]] }],
        ["PATCH", `/recruiters/shortlists/${id}/items/${applyIds[0]}`, { item: { show_cv: true } }],
        ["DELETE", `/recruiters/shortlists/${id}/items/${applyIds[0]}`, undefined],
        ["GET", `/recruiters/jobs/${job}/shortlists`, undefined],
        ["POST", `/recruiters/jobs/${job}/shortlists`, { shortlist: { name: "Intrusa" } }],
      ] as const) {
        const response = await call(method, path, body === undefined ? as : { ...as, body });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.body).not.toContain("Privada");
      }
      expect((await detail(id)).name).toBe("Privada");
    });

    it("answers 403 to a role that may not read applies, and to changes by a role that may not update jobs", async () => {
      const reader = { token: w.tokens.recruiter };
      expect((await call("GET", `/recruiters/shortlists/${shortlist.id}`, reader)).statusCode).toBe(403);
      expect((await call("GET", `/recruiters/jobs/${job}/shortlists`, reader)).statusCode).toBe(403);

      const readOnly = { token: readOnlyToken };
      expect((await call("GET", `/recruiters/shortlists/${shortlist.id}`, readOnly)).statusCode).toBe(200);
      expect((await call("GET", `/recruiters/shortlists/${shortlist.id}/preview`, readOnly)).statusCode).toBe(200);
      for (const [method, path, body] of [
        ["PATCH", `/recruiters/shortlists/${shortlist.id}`, { shortlist: { name: "Não" } }],
        ["DELETE", `/recruiters/shortlists/${shortlist.id}`, undefined],
        ["POST", `/recruiters/jobs/${job}/shortlists`, { shortlist: { name: "Não" } }],
        ["PUT", `/recruiters/shortlists/${shortlist.id}/order`, { apply_ids: [applyIds[0]] }],
      ] as const) {
        const response = await call(method, path, body === undefined ? readOnly : { ...readOnly, body });
        expect(response.statusCode, `${method} ${path}`).toBe(403);
      }
    });

    it("refuses anyone without a recruiter's session", async () => {
      expect((await call("GET", `/recruiters/shortlists/${shortlist.id}`)).statusCode).toBe(401);
      for (const token of [w.tokens.clientContact, w.tokens.candidate]) {
        const response = await call("GET", `/recruiters/shortlists/${shortlist.id}/preview`, { token });
        expect(response.statusCode).toBeGreaterThanOrEqual(401);
        expect(response.statusCode).toBeLessThanOrEqual(403);
      }
    });
  });
});

describe.each(DATABASE_KINDS)("the shortlist builder under concurrent changes on %s", (kind) => {
  let w: SignedInWorld;
  let job: number;
  let applyIds: number[];

  beforeAll(async () => {
    w = await signedInWorld(kind, "shortlist-builder-concurrency");
    const db = w.server.db;
    job = await insert(db, schema.jobs, {
      business_id: w.world.business,
      title: "Concorrida",
      status: 1,
      client_company_id: w.world.clientContact.company,
      owner_id: w.world.admin.id,
    });
    applyIds = [];
    for (let index = 0; index < 8; index += 1) {
      const candidate = await insert(db, schema.candidates, {
        business_id: w.world.business,
        name: `Pessoa ${index}`,
        email: `c${index}@test.example`,
        status: 3,
      });
      applyIds.push(
        await insert(db, schema.applies, {
          business_id: w.world.business,
          candidate_id: candidate,
          job_id: job,
          stage: 1,
        }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await w?.close();
  });

  it("keeps positions dense and each apply once when adds, removals and reorders race", async () => {
    const token = w.tokens.admin;
    const created = await w.call("POST", `/recruiters/jobs/${job}/shortlists`, {
      token,
      body: { shortlist: { name: "Corrida", apply_ids: applyIds.slice(0, 4) } },
    });
    const id = created.json().shortlist.id as number;
    const reversed = applyIds.slice(0, 4).reverse();
    const answers = await Promise.all([
      ...applyIds
        .slice(4)
        .map((apply) =>
          w.call("POST", `/recruiters/shortlists/${id}/items`, { token, body: { apply_ids: [apply, applyIds[0]] } }),
        ),
      w.call("PUT", `/recruiters/shortlists/${id}/order`, { token, body: { apply_ids: reversed } }),
      w.call("DELETE", `/recruiters/shortlists/${id}/items/${applyIds[1]}`, { token }),
      w.call("POST", `/recruiters/shortlists/${id}/items`, { token, body: { apply_ids: [applyIds[5]] } }),
    ]);
    // A reorder that lost the race against a change of the set is refused whole, never applied in part.
    for (const answer of answers) expect([200, 422]).toContain(answer.statusCode);

    const rows = await queryRows<{ apply_id: number; position: number }>(
      w.server.db,
      sql`select apply_id, position from shortlist_items where shortlist_id = ${id} order by position`,
    );
    expect(rows.map((row) => Number(row.position))).toEqual(rows.map((_, index) => index));
    const held = rows.map((row) => Number(row.apply_id));
    expect(new Set(held).size).toBe(held.length);
    expect(held).not.toContain(applyIds[1]);
    expect(new Set(held)).toEqual(new Set([applyIds[0], applyIds[2], applyIds[3], ...applyIds.slice(4)]));
  });
});
