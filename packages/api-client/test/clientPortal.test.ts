/**
 * The client contacts' portal through the client, against the real API and the demo: the demo client contact (a
 * portal administrator of their company) reads their company's jobs, one job with the shortlists sent to them, and
 * the company's projects; a contact who is not an administrator gets a typed 403; another company's job a 404.
 */
import { DEMO_ACCOUNTS } from "@seleta/api";
import { clientJobRef } from "@seleta/domain";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  clientPortalQueries,
  getClientJob,
  getClientJobs,
  getClientProject,
  getClientProjects,
} from "../src";
import { rawQuery, startTestApi, type TestApi } from "./support/api";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/** The demo client's company. */
async function demoCompany(): Promise<number> {
  const [row] = await rawQuery<{ client_company_id: number }>(
    api,
    "select client_company_id from client_contacts where lower(email) = $1",
    [DEMO_ACCOUNTS.client.email],
  );
  if (!row) throw new Error("The demo has its client contact");
  return Number(row.client_company_id);
}

describe("the demo client contact's portal", () => {
  it("lists the company's jobs only, and opens the one with a sent shortlist by its address's reference", async () => {
    const { http } = await api.signedIn("client");
    const company = await demoCompany();
    const jobs = await getClientJobs(http);
    expect(jobs.length).toBeGreaterThan(0);
    const companies = await rawQuery<{ id: number; client_company_id: number }>(
      api,
      "select id, client_company_id from jobs where id = any($1::int[])",
      [jobs.map((job) => job.id)],
    );
    expect(companies.every((row) => Number(row.client_company_id) === company)).toBe(true);

    const withShortlist = jobs.find((job) => job.latest_shortlist !== null);
    if (!withShortlist?.latest_shortlist) throw new Error("The demo client has a sent shortlist");
    expect(withShortlist.shortlisted_count).toBeGreaterThan(0);
    const job = await getClientJob(http, clientJobRef(withShortlist));
    expect(job.job.id).toBe(withShortlist.id);
    const shortlist = job.shortlists.find((one) => one.id === withShortlist.latest_shortlist?.id);
    expect(shortlist?.relationship_uid).toBe(withShortlist.latest_shortlist.relationship_uid);
    expect(shortlist?.candidates.length).toBeGreaterThan(0);
    const positions = shortlist?.candidates.map((candidate) => candidate.position) ?? [];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("answers another company's job with a typed 404", async () => {
    const { http } = await api.signedIn("client");
    const [foreign] = await rawQuery<{ id: number }>(
      api,
      `select j.id from jobs j where j.deleted_at is null and j.client_company_id <> $1 order by j.id limit 1`,
      [await demoCompany()],
    );
    if (!foreign) throw new Error("The demo has other companies' jobs");
    const refused = await getClientJob(http, String(foreign.id)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
  });

  it("reads the company's projects as its portal administrator, through the query factories", async () => {
    const { http } = await api.signedIn("client");
    const queryClient = new QueryClient();
    const projects = await queryClient.fetchQuery(clientPortalQueries.projects(http));
    expect(projects).toEqual(await getClientProjects(http));
    const first = projects[0];
    if (!first) throw new Error("The demo client's company has a project");
    const project = await queryClient.fetchQuery(clientPortalQueries.project(http, first.id));
    expect(project.project.id).toBe(first.id);
    expect(await getClientProject(http, first.id)).toEqual(project);
    const jobs = await queryClient.fetchQuery(clientPortalQueries.jobs(http));
    expect(jobs).toEqual(await getClientJobs(http));
  });

  it("gives a contact who is not an administrator a typed 403 on projects", async () => {
    const { http } = await api.signedIn("client");
    await rawQuery(api, "update client_contacts set is_admin = false where lower(email) = $1", [
      DEMO_ACCOUNTS.client.email,
    ]);
    try {
      const refused = await getClientProjects(http).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(403);
    } finally {
      await rawQuery(api, "update client_contacts set is_admin = true where lower(email) = $1", [
        DEMO_ACCOUNTS.client.email,
      ]);
    }
  });
});
