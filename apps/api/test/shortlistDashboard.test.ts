/**
 * The shortlist dashboard through the recruiter downloads (`POST /recruiters/recruiter_downloads/shortlist_dashboard`):
 * the XLSX's two sheets (candidates in the recruiter's order with each reviewer's rating and reason, every comment),
 * formula-safe text, nothing the presented profile withholds; the PDF's text with its accents; a job's dashboard of
 * its sent shortlists; progress ending 'completed' on RecruiterDownloadChannel; the refusals (403 without the
 * builder's read rule, 404 for another business's shortlist or job, a download its recruiter's only). And the
 * market mapping's XLSX: the findings list's export with a `where` on the job. On both databases: SQL and jobs.
 */
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { exportJob, insertDownload } from "../src/jobs/exportJob";
import { streams } from "../src/live/bus";
import { addComment } from "../src/shortlists/comments";
import { evaluate, relationshipOfRecruiter } from "../src/shortlists/review";
import { createShortlistReviewer, newRelationshipUid } from "../src/shortlists/tokens";
import type { UploadSettings } from "../src/uploads/settings";
import { localFileStorage, uploadDirs } from "../src/uploads/storage";
import { DATABASE_KINDS } from "./support/databases";
import { account, insert, link } from "./support/fixtures";
import { FOREIGN_RECRUITER_EMAIL, type SignedInWorld, signedInWorld } from "./support/signedInWorld";

type Download = {
  id: number;
  entity: string;
  file_type: string;
  status: string;
  progress: number;
  file: string | null;
  error_message: string | null;
};

const FORMULA_NAME = '=HYPERLINK("http://evil")';
const CPF = "52998224725";

describe.each(DATABASE_KINDS)("the shortlist dashboard on %s", (kind) => {
  let w: SignedInWorld;
  let job: number;
  let shortlist: number;
  let secondShortlist: number;
  let draft: number;
  let foreignShortlist: number;
  let foreignJob: number;
  let readOnlyToken: string;
  let noAppliesToken: string;
  const applies: Record<string, number> = {};
  const published: { stream: string; message: unknown }[] = [];

  const call = (...args: Parameters<SignedInWorld["call"]>) => w.call(...args);

  beforeAll(async () => {
    w = await signedInWorld(kind, "shortlist-dashboard", { foreignRecruiter: true });
    const { db } = w.server;
    const original = w.server.live.publish.bind(w.server.live);
    w.server.live.publish = async (stream, message) => {
      published.push({ stream, message });
      return original(stream, message);
    };
    const { business, otherBusiness } = w.world;
    job = await insert(db, schema.jobs, {
      business_id: business,
      title: "Diretora de Operações",
      status: 1,
      client_company_id: w.world.clientContact.company,
      owner_id: w.world.admin.id,
    });
    const people: [string, Record<string, unknown>, number][] = [
      [
        "conceicao",
        {
          name: "Conceição Simão",
          cpf: CPF,
          email: "conceicao@private.example",
          phone: "11912345678",
          current_experience: { company: "Açúcar União", role: "Gerente de Operações", salary: 31234 },
        },
        5,
      ],
      ["artur", { name: "Artur Lima", role_name: "Controller" }, 4],
      ["formula", { name: FORMULA_NAME }, 7],
    ];
    for (const [key, person, stage] of people) {
      const candidate = await insert(db, schema.candidates, {
        business_id: business,
        status: 3,
        email: `${key}@test.example`,
        ...person,
      });
      applies[key] = await insert(db, schema.applies, {
        business_id: business,
        candidate_id: candidate,
        job_id: job,
        stage,
      });
    }
    const admin = { token: w.tokens.admin };
    const create = async (name: string, applyIds: number[]) => {
      const response = await call("POST", `/recruiters/jobs/${job}/shortlists`, {
        ...admin,
        body: { shortlist: { name, apply_ids: applyIds } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().shortlist.id as number;
    };
    // The recruiter's order is not the applies' order.
    shortlist = await create("Finalistas", [applies.artur, applies.conceicao, applies.formula] as number[]);
    secondShortlist = await create("Segunda rodada", [applies.conceicao] as number[]);
    draft = await create("Rascunho", [applies.formula] as number[]);
    await queryRows(db, sql`update shortlists set sent_at = now() where id in (${shortlist}, ${secondShortlist})`);

    // Reviewers: the company's client contact (portal) and someone with a link.
    const contactUid = newRelationshipUid();
    await queryRows(
      db,
      sql`insert into shortlist_relationships (business_id, uid, shortlist_id, client_contact_id, sent_at)
          values (${business}, ${contactUid}, ${shortlist}, ${w.world.clientContact.id}, now())`,
    );
    const link1 = await createShortlistReviewer(db, { shortlistId: shortlist, name: "Renata Revisora" });
    const secondUid = newRelationshipUid();
    await queryRows(
      db,
      sql`insert into shortlist_relationships (business_id, uid, shortlist_id, client_contact_id, sent_at)
          values (${business}, ${secondUid}, ${secondShortlist}, ${w.world.clientContact.id}, now())`,
    );
    const clara = await relationshipOfRecruiter(db, business, contactUid);
    const renata = await relationshipOfRecruiter(db, business, link1.uid);
    const claraSecond = await relationshipOfRecruiter(db, business, secondUid);
    if (!clara || !renata || !claraSecond) throw new Error("relationships");
    const notify = { live: undefined };
    await evaluate(
      db,
      clara,
      { apply_id: applies.conceicao as number, type_avaliation: 1, like_avaliation: true },
      notify,
    );
    await evaluate(
      db,
      clara,
      { apply_id: applies.conceicao as number, type_avaliation: 2, like_avaliation: true },
      notify,
    );
    await evaluate(
      db,
      renata,
      {
        apply_id: applies.conceicao as number,
        type_avaliation: 1,
        like_avaliation: false,
        description: "=1+2 pouca experiência em gestão",
      },
      notify,
    );
    await evaluate(
      db,
      renata,
      { apply_id: applies.artur as number, type_avaliation: 1, like_avaliation: true },
      notify,
    );
    await evaluate(
      db,
      claraSecond,
      { apply_id: applies.conceicao as number, type_avaliation: 1, like_avaliation: false, description: "Já vimos" },
      notify,
    );
    await addComment(db, clara, { apply_id: applies.conceicao as number, body: "Ótima conversa, ação rápida" }, notify);
    await addComment(db, clara, { apply_id: applies.conceicao as number, body: "Podemos marcar na terça?" }, notify, {
      id: w.world.admin.id,
    });
    await addComment(db, renata, { apply_id: applies.artur as number, body: "@SUM(1) atenção" }, notify);

    // Another business's shortlist and job.
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
    const [foreign] = await queryRows<{ id: number }>(
      db,
      sql`insert into shortlists (business_id, job_id, name, sent_at) values (${otherBusiness}, ${foreignJob}, 'Fora', now())
          returning id`,
    );
    foreignShortlist = Number(foreign?.id);

    // A recruiter who reads jobs and applies, and one who reads jobs but not applies.
    const addRecruiter = async (email: string, permissions: Record<string, string[]>) => {
      const role = await insert(db, schema.roles, { name: email, permissions });
      const accountId = await account(db, "recruiters", email, null);
      const recruiter = await insert(db, schema.recruiters, {
        name: email,
        email,
        role_id: role,
        is_admin: false,
        active: true,
        account_id: accountId,
      });
      await link(db, schema.recruiters_businesses, recruiter, business);
      return w.signIn("recruiters", email);
    };
    readOnlyToken = await addRecruiter("leitora@test.example", { jobs: ["read"], applies: ["read"] });
    noAppliesToken = await addRecruiter("semcandidaturas@test.example", { jobs: ["read"] });
  }, 120_000);

  afterAll(async () => {
    await w?.close();
  });

  async function ask(body: Record<string, unknown>, token = w.tokens.admin, locale = "pt-BR") {
    return call("POST", "/recruiters/recruiter_downloads/shortlist_dashboard", {
      token,
      body: { shortlist_dashboard: body },
      headers: { "accept-language": locale },
    });
  }

  async function finished(id: number, token = w.tokens.admin): Promise<Download> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await call("GET", `/recruiters/recruiter_downloads/${id}`, { token });
      expect(response.statusCode).toBe(200);
      const download = response.json().recruiter_download as Download;
      if (download.status !== "processing") return download;
      if (Date.now() > deadline) throw new Error(`Download ${id} still processing`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function completedFile(body: Record<string, unknown>, locale = "pt-BR") {
    const response = await ask(body, w.tokens.admin, locale);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().recruiter_download as Download;
    expect(created).toMatchObject({ entity: "shortlist_dashboard", file_type: body.file_type, status: "processing" });
    const download = await finished(created.id);
    expect(download).toMatchObject({ status: "completed", progress: 100, error_message: null });
    expect(download.file).toBe(`/api/v1/recruiters/recruiter_downloads/${download.id}/file`);
    const file = await call("GET", `/recruiters/recruiter_downloads/${download.id}/file`, { token: w.tokens.admin });
    expect(file.statusCode).toBe(200);
    return { download, file };
  }

  const sheetRows = (sheet: ExcelJS.Worksheet | undefined) =>
    Array.from({ length: sheet?.rowCount ?? 0 }, (_, r) => {
      const row = sheet?.getRow(r + 1);
      return Array.from({ length: sheet?.columnCount ?? 0 }, (_, c) => row?.getCell(c + 1).value ?? null);
    });

  it("writes the XLSX: candidates in order with each reviewer's rating and reason, then every comment", async () => {
    const { download, file } = await completedFile({ file_type: "xlsx", shortlist_id: shortlist });
    expect(file.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers["content-disposition"]).toMatch(
      /^attachment; filename="shortlist-finalistas-[\d-]+-\d+\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Candidatos", "Comentários"]);
    const [candidatesSheet, commentsSheet] = workbook.worksheets;
    const rows = sheetRows(candidatesSheet);
    expect(rows[0]).toEqual([
      "Posição",
      "Candidato",
      "Cargo atual",
      "Empresa atual",
      "Etapa",
      "Curtidas",
      "Não curtidas",
      "Favoritos",
      "Comentários",
      "Clara Cliente",
      "Renata Revisora",
    ]);
    expect(rows.slice(1)).toEqual([
      [1, "Artur Lima", "Controller", null, "Entrevista interna", 1, 0, 0, 1, null, "Gostou"],
      [
        2,
        "Conceição Simão",
        "Gerente de Operações",
        "Açúcar União",
        "Entrevista",
        1,
        1,
        1,
        2,
        "Gostou, Favorito",
        // The other shortlist's dislike by the same contact is not this shortlist's.
        "Não gostou: =1+2 pouca experiência em gestão",
      ],
      [3, `'${FORMULA_NAME}`, null, null, "Proposta feita", 0, 0, 0, 0, null, null],
    ]);

    const comments = sheetRows(commentsSheet);
    expect(comments[0]).toEqual(["Revisor", "Candidato", "Data", "Autor", "Escrito por", "Texto"]);
    expect(comments.slice(1).map((row) => [row[0], row[1], row[3], row[4], row[5]])).toEqual([
      ["Clara Cliente", "Conceição Simão", "Clara Cliente", "Revisor", "Ótima conversa, ação rápida"],
      ["Clara Cliente", "Conceição Simão", "Ana Admin", "Recrutador", "Podemos marcar na terça?"],
      ["Renata Revisora", "Artur Lima", "Renata Revisora", "Revisor", "'@SUM(1) atenção"],
    ]);
    expect(comments[1]?.[2]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

    // Nothing the presented profile withholds: no CPF, contact details or pay.
    const everything = JSON.stringify([rows, comments]);
    for (const secret of [CPF, "conceicao@private.example", "11912345678", "31234", "conceicao@test.example"]) {
      expect(everything).not.toContain(secret);
    }

    // Progress on RecruiterDownloadChannel, in order, ending 'completed' with the link.
    const messages = published
      .filter((entry) => entry.stream === streams.download(download.id))
      .map((entry) => entry.message as { status: string; progress: number; file?: string });
    expect(messages.at(-1)).toEqual({ status: "completed", progress: 100, file: download.file });
    expect(messages.slice(0, -1).every((message) => message.status === "processing")).toBe(true);
    const progress = messages.map((message) => message.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("writes the PDF: A4, the title, the job, the candidates with their accents, the comments", async () => {
    const { file } = await completedFile({ file_type: "pdf", shortlist_id: shortlist }, "pt-BR");
    expect(file.headers["content-type"]).toBe("application/pdf");
    const bytes = new Uint8Array(file.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await getDocumentProxy(bytes);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    // A4 landscape: 842 × 595 points.
    expect([Math.round(width as number), Math.round(height as number)]).toEqual([842, 595]);
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      "Painel da shortlist: Finalistas",
      "Vaga: Diretora de Operações",
      "Conceição Simão",
      "Açúcar União",
      "Artur Lima",
      FORMULA_NAME,
      "Clara Cliente: Gostou, Favorito",
      "Renata Revisora: Não gostou: =1+2 pouca experiência em gestão",
      "Ótima conversa, ação rápida",
      "Podemos marcar na terça?",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf("Artur Lima")).toBeLessThan(text.indexOf("Conceição Simão"));
    for (const secret of [CPF, "conceicao@private.example", "11912345678", "31234"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("writes a job's dashboard of its sent shortlists (never a draft), each row naming its shortlist", async () => {
    const { file } = await completedFile({ file_type: "xlsx", job_id: job }, "en");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Candidates", "Comments"]);
    const rows = sheetRows(workbook.worksheets[0]);
    // One column per reviewer across the shortlists: Clara's two relationships are one column.
    expect(rows[0]?.slice(0, 2)).toEqual(["Shortlist", "Position"]);
    expect(rows[0]?.slice(-2)).toEqual(["Clara Cliente", "Renata Revisora"]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row.at(-2)])).toEqual([
      ["Finalistas", 1, "Artur Lima", null],
      ["Finalistas", 2, "Conceição Simão", "Liked, Starred"],
      ["Finalistas", 3, `'${FORMULA_NAME}`, null],
      ["Segunda rodada", 1, "Conceição Simão", "Disliked: Já vimos"],
    ]);
    const pdf = await completedFile({ file_type: "pdf", job_id: job }, "en");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.file.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain("Shortlist: Segunda rodada");
    expect(text).not.toContain("Rascunho");
  });

  it("refuses without the builder's read rule (403), another business's shortlist or job (404), nothing queued", async () => {
    const count = async () =>
      Number(
        (await queryRows<{ n: number }>(w.server.db, sql`select count(*)::int as n from recruiter_downloads`))[0]?.n,
      );
    const before = await count();
    expect((await ask({ file_type: "xlsx", shortlist_id: shortlist }, noAppliesToken)).statusCode).toBe(403);
    expect((await ask({ file_type: "xlsx", shortlist_id: shortlist }, w.tokens.recruiter)).statusCode).toBe(403);
    const foreignToken = w.tokens.foreign ?? (await w.signIn("recruiters", FOREIGN_RECRUITER_EMAIL));
    for (const body of [
      { file_type: "pdf", shortlist_id: foreignShortlist },
      { file_type: "pdf", job_id: foreignJob },
      { file_type: "pdf", shortlist_id: 2_000_000_000 },
    ]) {
      const refused = await ask(body);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain("Outra");
    }
    // The foreign recruiter cannot reach this business's shortlist either.
    expect((await ask({ file_type: "pdf", shortlist_id: shortlist }, foreignToken)).statusCode).toBe(404);
    for (const body of [
      { file_type: "csv", shortlist_id: shortlist },
      { file_type: "pdf" },
      { file_type: "pdf", shortlist_id: shortlist, job_id: job },
    ]) {
      expect((await ask(body)).statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
    const anonymous = await call("POST", "/recruiters/recruiter_downloads/shortlist_dashboard", {
      body: { shortlist_dashboard: { file_type: "pdf", shortlist_id: shortlist } },
    });
    expect(anonymous.statusCode).toBe(401);

    // A recruiter who may read the job and applies gets it, and the download is theirs only.
    const mine = await ask({ file_type: "xlsx", shortlist_id: draft }, readOnlyToken);
    expect(mine.statusCode).toBe(201);
    const download = await finished(mine.json().recruiter_download.id, readOnlyToken);
    expect(download.status).toBe("completed");
    for (const path of [
      `/recruiters/recruiter_downloads/${download.id}`,
      `/recruiters/recruiter_downloads/${download.id}/file`,
    ]) {
      expect((await call("GET", path, { token: w.tokens.admin })).statusCode).toBe(404);
      expect((await call("GET", path, { token: readOnlyToken })).statusCode).toBe(200);
    }
  });

  it("reads who asked again when the job runs: a role without applies, or a shortlist gone, ends in 'error'", async () => {
    const { db } = w.server;
    const recruiterOf = async (email: string) =>
      Number((await queryRows<{ id: number }>(db, sql`select id from recruiters where email = ${email}`))[0]?.id);
    const dirs = uploadDirs(w.storage.dataDir);
    const uploads = { storage: localFileStorage(dirs.root), incomingDir: dirs.incoming } as UploadSettings;
    const errors: unknown[] = [];
    const log = { info: () => {}, warn: () => {}, error: (entry: unknown) => errors.push(entry) };
    const run = exportJob({ db, live: w.server.live, uploads, log });
    const queued = async (email: string, shortlistId: number) => {
      const row = await insertDownload(db, {
        businessId: w.world.business,
        recruiterId: await recruiterOf(email),
        entity: "shortlist_dashboard",
        format: "xlsx",
        requested: "default",
        params: { shortlist_id: shortlistId, locale: "en" },
      });
      await run({ id: Number(row.id) }, { signal: new AbortController().signal, jobId: "test" });
      return (
        await queryRows<{ status: string; error_message: string | null; storage_name: string | null }>(
          db,
          sql`select status, error_message, storage_name from recruiter_downloads where id = ${row.id}`,
        )
      )[0];
    };
    // Queued while they could read applies; their role no longer lets them.
    expect(await queued("semcandidaturas@test.example", shortlist)).toEqual({
      status: "error",
      error_message: "You no longer have access to this job's shortlists.",
      storage_name: null,
    });
    // A shortlist deleted after the download was asked for.
    const [gone] = await queryRows<{ id: number }>(
      db,
      sql`insert into shortlists (business_id, job_id, name) values (${w.world.business}, ${job}, 'Apagada') returning id`,
    );
    await queryRows(db, sql`delete from shortlists where id = ${gone?.id}`);
    const deleted = await queued("leitora@test.example", Number(gone?.id));
    expect(deleted).toMatchObject({ status: "error", storage_name: null });
    expect(deleted?.error_message).toMatch(/shortlist/i);
    // Refusals are the caller's to read, not errors of ours to log.
    expect(errors).toEqual([]);
  });

  it("exports the market mapping: the findings list's XLSX with a where on the job", async () => {
    const otherJob = await insert(w.server.db, schema.jobs, {
      business_id: w.world.business,
      title: "Outra vaga",
      status: 1,
      client_company_id: w.world.clientContact.company,
      owner_id: w.world.admin.id,
    });
    for (const [jobId, company] of [
      [job, "Açúcar União"],
      [job, "=Banco Nacional"],
      [otherJob, "Fora do mapa"],
    ] as const) {
      await insert(w.server.db, schema.findings, {
        business_id: w.world.business,
        job_id: jobId,
        company_name: company,
        status: 1,
      });
    }
    const response = await call("POST", "/recruiters/recruiter_downloads", {
      token: w.tokens.admin,
      body: {
        recruiter_download: {
          entity: "findings",
          file_type: "xlsx",
          extra_params: { where: { job: job } },
          columns: ["company_name", "status"],
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const download = await finished(response.json().recruiter_download.id);
    expect(download).toMatchObject({ status: "completed", entity: "findings" });
    const file = await call("GET", `/recruiters/recruiter_downloads/${download.id}/file`, { token: w.tokens.admin });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = sheetRows(workbook.worksheets[0]);
    expect(rows[0]).toEqual(["Empresa", "Status"]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(["'=Banco Nacional", "Açúcar União"]);
  });
});
