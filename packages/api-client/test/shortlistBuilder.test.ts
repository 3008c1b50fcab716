/**
 * The recruiter's shortlist builder through the client, against the real API with the demo data: a shortlist
 * created from a job's applies, ordered, presented and previewed through the mutations (the cache holds what the
 * server answered), and the refusals as ApiErrors.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  addToShortlist,
  deleteShortlist,
  entityApi,
  getBusinessSelection,
  type HttpClient,
  listJobShortlists,
  previewShortlist,
  reorderShortlist,
  type ShortlistDetail,
  shortlistBuilderMutations,
  shortlistBuilderQueries,
} from "../src";
import { rawQuery, runMutation, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
let admin: HttpClient;
let jobId: number;
let applyIds: number[];
let otherJobApply: number;
let businessId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.signedIn("admin")).http;
  const business = (await getBusinessSelection(admin)).business_selected?.id;
  businessId = Number(business);
  const [job] = await rawQuery<{ id: number }>(
    api,
    `select j.id from jobs j where j.business_id = $1 and j.deleted_at is null
       and (select count(*) from applies a where a.job_id = j.id) >= 3
     order by j.id limit 1`,
    [business],
  );
  jobId = Number(job?.id);
  applyIds = (
    await rawQuery<{ id: number }>(api, "select id from applies where job_id = $1 order by id limit 3", [jobId])
  ).map((row) => Number(row.id));
  const [other] = await rawQuery<{ id: number }>(
    api,
    "select a.id from applies a join jobs j on j.id = a.job_id where j.business_id = $1 and a.job_id <> $2 limit 1",
    [business, jobId],
  );
  otherJobApply = Number(other?.id);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("the shortlist builder", () => {
  it("creates, orders and presents a shortlist; the cache holds each answer", async () => {
    const queryClient = new QueryClient();
    const created = await runMutation(queryClient, shortlistBuilderMutations.create(admin, jobId), {
      name: "Finalistas (cliente)",
      apply_ids: [applyIds[0], applyIds[1]] as number[],
    });
    expect(created).toMatchObject({ job_id: jobId, status: "draft", counts: { candidates: 2 } });
    const cached = () =>
      queryClient.getQueryData<ShortlistDetail>(shortlistBuilderQueries.detail(admin, created.id).queryKey);
    expect(cached()?.id).toBe(created.id);

    await runMutation(queryClient, shortlistBuilderMutations.add(admin, created.id), [applyIds[2] as number]);
    const reversed = [...applyIds].reverse();
    await runMutation(queryClient, shortlistBuilderMutations.reorder(admin, created.id), reversed);
    expect(cached()?.items.map((item) => item.apply_id)).toEqual(reversed);

    await runMutation(queryClient, shortlistBuilderMutations.updateItem(admin, created.id), {
      applyId: reversed[0] as number,
      item: { presentation: "<p>Indicada <script>x()</script></p>", show_salary: true },
    });
    expect(cached()?.items[0]).toMatchObject({ presentation: "<p>Indicada </p>", show_salary: true });

    const preview = await queryClient.fetchQuery(shortlistBuilderQueries.preview(admin, created.id));
    expect(preview.applies.map((apply) => apply.id)).toEqual(reversed);
    expect(preview.applies[0]?.presentation).toBe("<p>Indicada </p>");
    expect(preview.applies[0]?.candidate.salary_expectation).not.toBeNull();
    expect(preview.applies[1]?.candidate.salary_expectation).toBeNull();

    const renamed = await runMutation(queryClient, shortlistBuilderMutations.rename(admin, created.id), "Finalistas");
    expect(renamed.name).toBe("Finalistas");
    const list = await listJobShortlists(admin, jobId);
    expect(list.find((shortlist) => shortlist.id === created.id)).toMatchObject({
      name: "Finalistas",
      status: "draft",
      counts: { candidates: 3 },
    });

    await runMutation(queryClient, shortlistBuilderMutations.removeItem(admin, created.id), reversed[1] as number);
    expect(cached()?.items.map((item) => item.position)).toEqual([0, 1]);

    await runMutation(queryClient, shortlistBuilderMutations.remove(admin, jobId), created.id);
    expect(cached()).toBeUndefined();
    expect((await listJobShortlists(admin, jobId)).some((shortlist) => shortlist.id === created.id)).toBe(false);
  });

  it("reports refusals as ApiErrors with their code and fields", async () => {
    const queryClient = new QueryClient();
    const shortlist = await runMutation(queryClient, shortlistBuilderMutations.create(admin, jobId), {
      name: "Recusas",
      apply_ids: [applyIds[0] as number],
    });
    const another = await addToShortlist(admin, shortlist.id, [otherJobApply]).catch((error: unknown) => error);
    expect(another).toBeInstanceOf(ApiError);
    expect(another).toMatchObject({ status: 422, code: "apply_of_another_job" });
    expect((another as ApiError).fields?.["apply_ids.0"]).toBeDefined();

    const order = await reorderShortlist(admin, shortlist.id, []).catch((error: unknown) => error);
    expect(order).toMatchObject({ status: 422, code: "order_mismatch" });

    await rawQuery(api, "update shortlists set sent_at = now() where id = $1", [shortlist.id]);
    const sent = await deleteShortlist(admin, shortlist.id).catch((error: unknown) => error);
    expect(sent).toMatchObject({ status: 409, code: "shortlist_sent" });
    expect((await previewShortlist(admin, shortlist.id)).shortlist.id).toBe(shortlist.id);
  });

  it("applies a template, and reads and answers the reviewers' threads; the cache follows", async () => {
    const queryClient = new QueryClient();
    const shortlist = await runMutation(queryClient, shortlistBuilderMutations.create(admin, jobId), {
      name: "Modelos e conversas",
      apply_ids: [applyIds[0] as number],
    });
    const { record: template } = await entityApi(admin, "shortlist_templates").create({
      name: "Modelo do cliente",
      presentation: "<p>Trajetória</p>",
      show_cv: true,
    });
    await runMutation(queryClient, shortlistBuilderMutations.applyTemplate(admin, shortlist.id), template.id);
    expect(
      queryClient.getQueryData<ShortlistDetail>(shortlistBuilderQueries.detail(admin, shortlist.id).queryKey)?.items[0],
    ).toMatchObject({ presentation: "<p>Trajetória</p>", show_cv: true, show_salary: false });
    const unknown = await runMutation(
      queryClient,
      shortlistBuilderMutations.applyTemplate(admin, shortlist.id),
      999_999,
    ).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ status: 404, code: "template_not_found" });

    const uid = `threads${shortlist.id}`.padEnd(12, "0");
    const [relationship] = await rawQuery<{ id: number }>(
      api,
      `insert into shortlist_relationships (business_id, uid, shortlist_id, name, sent_at)
       values ($1, $2, $3, 'Conselho', now()) returning id`,
      [businessId, uid, shortlist.id],
    );
    await rawQuery(
      api,
      `insert into shortlist_comments (business_id, shortlist_relationship_id, apply_id, body) values ($1, $2, $3, $4)`,
      [businessId, relationship?.id, applyIds[0], "Quando ela pode começar?"],
    );
    const threads = shortlistBuilderQueries.threads(admin, shortlist.id);
    expect(await queryClient.fetchQuery(threads)).toMatchObject([
      { apply_id: applyIds[0], body: "Quando ela pode começar?", thread: { uid, reviewer: "Conselho" } },
    ]);
    await runMutation(queryClient, shortlistBuilderMutations.reply(admin, shortlist.id), {
      threadUid: uid,
      apply_id: applyIds[0] as number,
      body: "Em 30 dias.",
    });
    expect(queryClient.getQueryState(threads.queryKey)?.isInvalidated).toBe(true);
    expect((await queryClient.fetchQuery(threads)).map((comment) => [comment.author.kind, comment.body])).toEqual([
      ["reviewer", "Quando ela pode começar?"],
      ["recruiter", "Em 30 dias."],
    ]);
  });
});
