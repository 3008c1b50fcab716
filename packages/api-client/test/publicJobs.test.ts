/**
 * Against the real API with the demo seed: the public job board's two reads, as a page's loader calls them (no
 * session), and the answers parse with the contract's schemas.
 */
import { publicJobAnswerSchema, publicJobListAnswerSchema } from "@seleta/domain/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, getPublicJob, searchPublicJobs } from "../src";
import { startTestApi, type TestApi } from "./support/api";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
}, 60_000);

describe("the public job board", () => {
  it("searches the demo's board accent-insensitively, with the filter's areas", async () => {
    const answer = publicJobListAnswerSchema.parse(await searchPublicJobs(api.anonymous(), { term: "gestao" }));
    expect(answer.jobs.map((job) => job.title)).toContain("Gerente de Gestão de Pessoas");
    expect(answer.specialties.map((specialty) => specialty.slug)).toContain("recursos-humanos");
    const all = await searchPublicJobs(api.anonymous(), {});
    expect(all.jobs.map((job) => job.title)).not.toContain("Diretor de Recursos Humanos");
  });

  it("reads leniently what a visitor typed", async () => {
    const answer = await searchPublicJobs(api.anonymous(), { page: "-1", state: "XX", term: undefined });
    expect(answer.page).toBe(1);
    expect(answer.notices.sort()).toEqual(["page_out_of_range", "unknown_state"]);
  });

  it("reads a job by its uid, and answers 404 for an unknown one", async () => {
    const { jobs } = await searchPublicJobs(api.anonymous(), { term: "gestão de pessoas" });
    const uid = jobs[0]?.uid ?? "";
    const answer = publicJobAnswerSchema.parse(await getPublicJob(api.anonymous(), uid));
    expect(answer.job).toMatchObject({
      uid,
      slug: "gerente-de-gestao-de-pessoas",
      title: "Gerente de Gestão de Pessoas",
    });
    expect(answer.similar.length).toBeGreaterThan(0);
    const error = await getPublicJob(api.anonymous(), "no-such-job").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
