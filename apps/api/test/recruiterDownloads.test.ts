/**
 * Spec §3/§4/§7: POST /recruiters/recruiter_downloads exports a selection to CSV or XLSX in the
 * background — contents (labels in the recruiter's language, catalogue labels, formulas neutralised, no sensitive
 * columns), progress on RecruiterDownloadChannel ending 'completed' with a link that downloads, 'error' with a
 * message for invalid input, own downloads only, and a 403 before anything is queued.
 */
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { streams } from "../src/live/bus";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

type Download = {
  id: number;
  entity: string;
  file_type: string;
  requested: string;
  status: string;
  progress: number;
  total_record: number | null;
  file: string | null;
  error_message: string | null;
};

describe.each(DATABASE_KINDS)("recruiter downloads on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens: Record<string, string> = {};
  /** Every message the server published, in order, by stream. */
  const published: { stream: string; message: unknown }[] = [];
  const candidates: Record<string, number> = {};

  beforeAll(async () => {
    storage = await createTestStorage(kind, "downloads");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    const original = server.live.publish.bind(server.live);
    server.live.publish = async (stream, message) => {
      published.push({ stream, message });
      return original(stream, message);
    };
    world = await createWorld(server.db);
    call = caller(server.app);
    // A second recruiter who may export candidates, to show that downloads are their recruiter's only.
    const exporterRole = await insert(server.db, schema.roles, {
      name: "Exportação",
      permissions: { candidates: ["read", "export"] },
    });
    const exporterAccount = await account(server.db, "recruiters", "exporter@test.example", null);
    const exporter = await insert(server.db, schema.recruiters, {
      name: "Eva Exporta",
      email: "exporter@test.example",
      role_id: exporterRole,
      is_admin: false,
      active: true,
      account_id: exporterAccount,
    });
    await link(server.db, schema.recruiters_businesses, exporter, world.business);
    const signIn = async (email: string) =>
      (await call("POST", "/recruiters/sessions", { body: { email, password: PASSWORD } })).json().token as string;
    tokens.admin = await signIn(world.admin.email);
    tokens.reader = await signIn(world.recruiter.email);
    tokens.exporter = await signIn("exporter@test.example");

    const add = async (key: string, values: Record<string, unknown>) => {
      candidates[key] = await insert(server.db, schema.candidates, {
        business_id: world.business,
        status: 3,
        city: "Exportville",
        ...values,
      });
    };
    await add("formula", { name: '=HYPERLINK("http://evil")', email: "a@x.example", cpf: "52998224725" });
    await add("plus", { name: "+55 11 91234-5678", email: "b@x.example", status: 1 });
    await add("at", { name: "@SUM(A1:A2)", email: "c@x.example" });
    await add("plain", { name: 'Ana, "a Analista"', email: "d@x.example", role_name: "-1+2" });
    // Another business's candidate never appears in this business's export.
    await insert(server.db, schema.candidates, {
      business_id: world.otherBusiness,
      name: "De Outra Empresa",
      email: "z@x.example",
      status: 3,
      city: "Exportville",
    });
  });

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  async function create(body: unknown, who = "admin", locale = "pt-BR") {
    const response = await call("POST", "/recruiters/recruiter_downloads", {
      token: tokens[who],
      body: { recruiter_download: body },
      headers: { "accept-language": locale },
    });
    return response;
  }

  async function finished(id: number, who = "admin"): Promise<Download> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await call("GET", `/recruiters/recruiter_downloads/${id}`, { token: tokens[who] });
      expect(response.statusCode).toBe(200);
      const download = response.json().recruiter_download as Download;
      if (download.status !== "processing") return download;
      if (Date.now() > deadline) throw new Error(`Download ${id} still processing`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const messagesOf = (id: number) =>
    published.filter((entry) => entry.stream === streams.download(id)).map((entry) => entry.message);

  async function fileOf(download: Download, who = "admin") {
    expect(download.file).toBe(`/api/v1/recruiters/recruiter_downloads/${download.id}/file`);
    const response = await call("GET", `/recruiters/recruiter_downloads/${download.id}/file`, { token: tokens[who] });
    return response;
  }

  const exportville = { select_all_params: { search: { entity: "candidates", where: { city: "Exportville" } } } };

  it("exports a select-all to CSV: labels in the recruiter's language, catalogue labels, formulas neutralised", async () => {
    const response = await create({ entity: "candidates", file_type: "csv", total_record: 4, ...exportville });
    expect(response.statusCode).toBe(201);
    const created = response.json().recruiter_download as Download;
    expect(created).toMatchObject({
      entity: "candidates",
      file_type: "csv",
      requested: "default",
      status: "processing",
      total_record: 4,
      file: null,
    });
    const download = await finished(created.id);
    expect(download).toMatchObject({ status: "completed", progress: 100, error_message: null });

    const file = await fileOf(download);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="candidates-\d{4}-\d\d-\d\d-\d+\.csv"/);
    const lines = file.body
      .replace(/^\ufeff/, "")
      .trimEnd()
      .split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    expect(header).toEqual(expect.arrayContaining(["Nome", "E-mail", "Cidade", "Status"]));
    expect(lines[0]).not.toMatch(/CPF/i);
    expect(lines).toHaveLength(5);
    const body = lines.slice(1).join("\n");
    expect(body).toContain(`${candidates.formula},"'=HYPERLINK(""http://evil"")"`);
    expect(body).toContain(`${candidates.plus},'+55 11 91234-5678`);
    expect(body).toContain(`${candidates.at},'@SUM(A1:A2)`);
    expect(body).toContain(`${candidates.plain},"Ana, ""a Analista""",'-1+2`);
    expect(body).toContain("Ativo");
    expect(body).toContain("Novo lead");
    expect(body).not.toContain("52998224725");
    expect(body).not.toContain("De Outra Empresa");

    // Progress in order, ending 'completed' with the link (spec §4).
    const messages = messagesOf(created.id) as { status: string; progress: number; file?: string }[];
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.at(-1)).toEqual({ status: "completed", progress: 100, file: download.file });
    expect(messages.slice(0, -1).every((message) => message.status === "processing")).toBe(true);
    const progress = messages.map((message) => message.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("exports picked records to XLSX with the columns asked for, in English, never a sensitive one", async () => {
    const picked = [candidates.formula, candidates.plain].map((id) => ({
      reference_type: "Candidate",
      reference_id: id,
    }));
    const response = await create(
      { entity: "candidates", file_type: "xlsx", collections: picked, columns: ["id", "name", "status", "role_name"] },
      "admin",
      "en",
    );
    expect(response.statusCode).toBe(201);
    const download = await finished(response.json().recruiter_download.id);
    expect(download.status).toBe("completed");
    const file = await fileOf(download);
    expect(file.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = Array.from({ length: sheet?.rowCount ?? 0 }, (_, r) =>
      [1, 2, 3, 4].map((c) => sheet?.getRow(r + 1).getCell(c).value ?? ""),
    );
    expect(rows[0]).toEqual(["ID", "Name", "Status", expect.any(String)]);
    expect(rows.slice(1)).toEqual([
      [candidates.formula, '\'=HYPERLINK("http://evil")', "Active", ""],
      [candidates.plain, 'Ana, "a Analista"', "Active", "'-1+2"],
    ]);

    const refused = await create({ entity: "candidates", file_type: "xlsx", columns: ["name", "cpf", "nope"] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual([
      "recruiter_download.columns.1",
      "recruiter_download.columns.2",
    ]);
  });

  it("ends in 'error' with its message when the input is invalid, and keeps no file", async () => {
    const response = await create(
      {
        entity: "candidates",
        file_type: "csv",
        select_all_params: { search: { entity: "candidates", where: "{nope" } },
      },
      "admin",
      "en",
    );
    expect(response.statusCode).toBe(201);
    const download = await finished(response.json().recruiter_download.id);
    expect(download).toMatchObject({ status: "error", progress: 100, file: null });
    expect(download.error_message).toMatch(/select_all_params\.search\.where/);
    expect(messagesOf(download.id).at(-1)).toEqual({
      status: "error",
      progress: 100,
      message: download.error_message,
    });
    const file = await call("GET", `/recruiters/recruiter_downloads/${download.id}/file`, { token: tokens.admin });
    expect(file.statusCode).toBe(409);
    // Picked records of another kind: the selection is checked when the job runs.
    const wrongKind = await create({
      entity: "candidates",
      file_type: "csv",
      collections: [{ reference_type: "Job", reference_id: 1 }],
    });
    expect((await finished(wrongKind.json().recruiter_download.id)).status).toBe("error");
  });

  it("shows a download to its recruiter only (404 for another), and refuses a role without export (403)", async () => {
    const mine = await create({ entity: "candidates", file_type: "csv", ...exportville }, "exporter");
    expect(mine.statusCode).toBe(201);
    const download = await finished(mine.json().recruiter_download.id, "exporter");
    expect(download.status).toBe("completed");
    expect((await fileOf(download, "exporter")).statusCode).toBe(200);
    for (const path of [
      `/recruiters/recruiter_downloads/${download.id}`,
      `/recruiters/recruiter_downloads/${download.id}/file`,
    ]) {
      expect((await call("GET", path, { token: tokens.admin })).statusCode).toBe(404);
      expect((await call("GET", path)).statusCode).toBe(401);
    }

    const [before] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from recruiter_downloads`);
    const refused = await create({ entity: "candidates", file_type: "csv", ...exportville }, "reader");
    expect(refused.statusCode).toBe(403);
    const [after] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from recruiter_downloads`);
    expect(after?.n).toBe(before?.n);
    const badType = await create({ entity: "candidates", file_type: "pdf" });
    expect(badType.statusCode).toBe(400);
  });
});
