/**
 * Exports and background bulk actions through the client, against the real API (PGlite, a small demo world):
 * an export created, followed to 'completed' and downloaded; a bulk update and a bulk delete queued with a request
 * id and seen done; a used request id refused as an ApiError.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  bulkDelete,
  bulkUpdate,
  entityApi,
  getBusinessSelection,
  type HttpClient,
  type RecruiterDownload,
  recruiterDownloads,
} from "../src";
import { rawQuery, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
let admin: HttpClient;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.signedIn("admin")).http;
}, 400_000);

afterAll(async () => {
  await api?.close();
}, 60_000);

describe("recruiter downloads", () => {
  it("creates an export of picked candidates, follows it to 'completed' and downloads the CSV", async () => {
    const candidates = entityApi(admin, "candidates");
    const page = await candidates.list({ per_page: 2, order: { id: "asc" } });
    const ids = page.records.map((record) => record.id);
    const created = await recruiterDownloads.create(admin, {
      entity: "candidates",
      fileType: "csv",
      selection: { ids },
      columns: ["id", "name"],
      totalRecord: ids.length,
    });
    expect(created).toMatchObject({ entity: "candidates", file_type: "csv", status: "processing", total_record: 2 });
    const done = await eventually<RecruiterDownload>(
      () => recruiterDownloads.get(admin, created.id),
      (download) => download.status !== "processing",
    );
    expect(done).toMatchObject({
      status: "completed",
      progress: 100,
      file: `/api/v1/recruiters/recruiter_downloads/${created.id}/file`,
    });
    const text = await (await recruiterDownloads.file(admin, created.id)).text();
    const lines = text
      .replace(/^\ufeff/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => Number(line.split(",")[0]))).toEqual(ids);
  }, 60_000);
});

describe("an export of a list narrowed by extra_params", () => {
  it("exports a job's market mapping: the findings of that job only", async () => {
    const business = (await getBusinessSelection(admin)).business_selected?.id;
    const jobs = await rawQuery<{ id: number }>(api, "select id from jobs where business_id = $1 order by id limit 2", [
      business,
    ]);
    const [job, otherJob] = jobs.map((row) => row.id) as [number, number];
    // A finding of each job: an export that ignored the where would hold the other job's too.
    const findings = entityApi(admin, "findings");
    await findings.create({ job, company_name: "Mapa da vaga", status: 1 } as never);
    await findings.create({ job: otherJob, company_name: "Fora do mapa", status: 1 } as never);
    const created = await recruiterDownloads.create(admin, {
      entity: "findings",
      fileType: "csv",
      extraParams: { where: { job } },
      columns: ["id", "company_name"],
    });
    const done = await eventually<RecruiterDownload>(
      () => recruiterDownloads.get(admin, created.id),
      (download) => download.status !== "processing",
    );
    expect(done.status).toBe("completed");
    const text = await (await recruiterDownloads.file(admin, created.id)).text();
    const rows = text
      .replace(/^\ufeff/, "")
      .trimEnd()
      .split("\r\n")
      .slice(1);
    const ofJob = await rawQuery<{ id: number }>(api, "select id from findings where job_id = $1 order by id", [job]);
    expect(rows.map((row) => Number(row.split(",")[0])).sort((a, b) => a - b)).toEqual(ofJob.map((row) => row.id));
    expect(rows.some((row) => row.includes("Mapa da vaga"))).toBe(true);
    expect(rows.some((row) => row.includes("Fora do mapa"))).toBe(false);
  }, 60_000);
});

describe("a shortlist dashboard download", () => {
  it("starts one for a sent shortlist, follows it to 'completed' and downloads the PDF", async () => {
    const business = (await getBusinessSelection(admin)).business_selected?.id;
    const [shortlist] = await rawQuery<{ id: number }>(
      api,
      "select id from shortlists where business_id = $1 and sent_at is not null order by id limit 1",
      [business],
    );
    const created = await recruiterDownloads.shortlistDashboard(admin, {
      fileType: "pdf",
      shortlistId: Number(shortlist?.id),
    });
    expect(created).toMatchObject({ entity: "shortlist_dashboard", file_type: "pdf", status: "processing" });
    const done = await eventually<RecruiterDownload>(
      () => recruiterDownloads.get(admin, created.id),
      (download) => download.status !== "processing",
    );
    expect(done).toMatchObject({ status: "completed", progress: 100 });
    const file = await recruiterDownloads.file(admin, created.id);
    expect(file.type).toBe("application/pdf");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    await expect(
      recruiterDownloads.shortlistDashboard(admin, { fileType: "xlsx", shortlistId: 2_000_000_000 }),
    ).rejects.toMatchObject({ status: 404 });
  }, 60_000);
});

describe("bulk actions with a request id", () => {
  it("updates and then deletes picked candidates in the background", async () => {
    const candidates = entityApi(admin, "candidates");
    const page = await candidates.list({ per_page: 2, order: { id: "desc" } });
    const ids = page.records.map((record) => record.id);
    const collections = ids.map((id) => ({ reference_type: "Candidate", reference_id: id }));
    const requestId = `client-update-${Date.now()}`;
    const task = await bulkUpdate(admin, "candidates", { collections }, { city: "Cidade Em Massa" }, requestId);
    expect(task).toEqual({ id: expect.any(Number), request_id: requestId, status: "processing" });
    await eventually(
      () => Promise.all(ids.map((id) => candidates.get(id))),
      (records) => records.every((record) => record.city === "Cidade Em Massa"),
    );

    const error = await bulkUpdate(admin, "candidates", { collections }, { city: "Outra" }, requestId).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);

    const deleted = await bulkDelete(admin, "candidates", { collections }, `client-delete-${Date.now()}`);
    expect(deleted.status).toBe("processing");
    await eventually(
      () => candidates.list({ where: { id: { in: ids } } }),
      (list) => list.meta.total === 0,
    );
  }, 60_000);
});
