/**
 * A job's applies pipeline through the client, against the real API with the demo data: the board in one
 * call, a move through its mutation (the cached board agrees at once), the Rejected rule as an ApiError, and the
 * notification the job's other recruiter reads.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  type ApplyBoard,
  applyMutations,
  applyQueries,
  type HttpClient,
  moveApply,
  notifications,
  shareBoard,
} from "../src";
import { rawQuery, runMutation, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
let admin: HttpClient;
let recruiter: HttpClient;
let jobId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.signedIn("admin")).http;
  recruiter = (await api.signedIn("recruiter")).http;
  // A job of the recruiter's business with a few applies, the recruiter on its team (who hears of the moves).
  const [job] = await rawQuery<{ id: number }>(
    api,
    `select j.id from jobs j join recruiters r on r.email = 'recruiter@seleta.test'
     join recruiters_businesses rb on rb.record_id = r.id and rb.related_id = j.business_id
     where (select count(*) from applies a where a.job_id = j.id) >= 3 order by j.id limit 1`,
  );
  jobId = Number(job?.id);
  await rawQuery(
    api,
    `insert into jobs_recruiters (record_id, related_id)
     select $1, r.id from recruiters r where r.email = 'recruiter@seleta.test'
       and not exists (select 1 from jobs_recruiters where record_id = $1 and related_id = r.id)`,
    [jobId],
  );
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const column = (board: ApplyBoard, stage: number) =>
  board.applies.filter((card) => card.stage === stage).map((card) => card.id);

describe("the applies pipeline", () => {
  it("loads a job's board: its title and every apply, by stage then position", async () => {
    const board = await new QueryClient().fetchQuery(applyQueries.board(admin, jobId));
    expect(board.job.id).toBe(jobId);
    expect(board.job.title).not.toBe("");
    expect(board.applies.length).toBeGreaterThanOrEqual(3);
    const order = board.applies.map((card) => [card.stage, card.position ?? Number.POSITIVE_INFINITY]);
    expect(order).toEqual(
      [...order].sort(([s1, p1], [s2, p2]) => (s1 as number) - (s2 as number) || (p1 as number) - (p2 as number)),
    );
  });

  it("moves a card: the cached board shows the server's placement, and the team hears of it", async () => {
    const queryClient = new QueryClient();
    const before = await queryClient.fetchQuery(applyQueries.board(admin, jobId));
    const card = before.applies.find((candidate) => candidate.stage !== 4);
    if (!card) throw new Error("the demo job has no card outside Internal Interview");
    const unread = (await notifications.list(recruiter)).unread_count;

    const moved = await runMutation(queryClient, applyMutations.move(admin), {
      jobId,
      applyId: card.id,
      body: { stage: 4, position: 0 },
    });
    expect(moved).toMatchObject({ id: card.id, stage: 4, position: 0 });
    const cached = queryClient.getQueryData(applyQueries.board(admin, jobId).queryKey);
    expect(cached && column(cached, 4)[0]).toBe(card.id);
    expect(cached && column(cached, card.stage)).not.toContain(card.id);

    const after = await notifications.list(recruiter);
    expect(after.unread_count).toBe(unread + 1);
    const apply = after.tabs.find((tab) => tab.value === "apply");
    expect(apply?.notifications[0]).toMatchObject({
      reference_type: "applies",
      reference_id: card.id,
      link: `/recruiters/jobs/${jobId}/applies/kanban`,
    });
  });

  it("places a moved card where the server does: the quiet refetch after a move changes nothing", async () => {
    const queryClient = new QueryClient();
    const key = applyQueries.board(admin, jobId).queryKey;
    const before = await queryClient.fetchQuery(applyQueries.board(admin, jobId));
    const card = before.applies.find((candidate) => candidate.stage !== 4);
    if (!card) throw new Error("the demo job has no card outside Internal Interview");
    await runMutation(queryClient, applyMutations.move(admin), {
      jobId,
      applyId: card.id,
      body: { stage: 4, position: 0 },
    });
    const placed = queryClient.getQueryData(key);
    await queryClient.refetchQueries({ queryKey: key });
    const refetched = queryClient.getQueryData(key);
    // The cache already showed the server's placement (placeApply), so the refetch kept the same board object and the
    // kanban redraws nothing. (Sharing cards by id when something did change is the next test's.)
    expect(refetched).toBe(placed);
    expect(queryClient.getQueryState(key)?.dataUpdateCount).toBeGreaterThanOrEqual(2);
  });

  it("shares a refetched board's cards by id, not by place", () => {
    const card = (id: number, stage: number, position: number) => ({
      id,
      candidate_id: id,
      candidate_name: `Candidate ${id}`,
      candidate_avatar: null,
      stage,
      position,
      submission_status: null,
      reject_reason: null,
      like_candidates: null,
      deslike_candidates: null,
      star_candidate: null,
      amount_description: null,
    });
    const job = { id: 1, title: "CFO" };
    const old: ApplyBoard = { job, applies: [card(1, 1, 0), card(2, 2, 0), card(3, 3, 0), card(4, 3, 1)] };
    // Card 1 moved to the bottom of stage 3, so every other card sits a place earlier; card 4 was renamed.
    const next: ApplyBoard = {
      job: { ...job },
      applies: [card(2, 2, 0), card(3, 3, 0), { ...card(4, 3, 1), candidate_name: "Renamed" }, card(1, 3, 2)],
    };
    const shared = shareBoard(old, next);
    expect(shared).toEqual(next);
    expect(shared.job).toBe(old.job);
    const [two, three, renamed, moved] = shared.applies;
    expect(two).toBe(old.applies[1]);
    expect(three).toBe(old.applies[2]);
    expect(renamed).not.toBe(old.applies[3]);
    expect(moved).not.toBe(old.applies[0]);
    // Nothing changed: the same board.
    expect(shareBoard(shared, { job: { ...job }, applies: next.applies.map((c) => ({ ...c })) })).toBe(shared);
    expect(shareBoard(undefined, next)).toBe(next);
  });

  it("refuses a Rejected column without a reason: a 422 ApiError naming the field", async () => {
    const board = await new QueryClient().fetchQuery(applyQueries.board(admin, jobId));
    const card = board.applies.find((candidate) => candidate.stage !== 9 && candidate.stage !== 14);
    if (!card) throw new Error("the demo job has no card outside the Rejected columns");
    const refused = await moveApply(admin, { jobId, applyId: card.id, body: { stage: 9, position: 0 } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fields).toEqual({ reject_reason: ["Obrigatório."] });
  });

  it("is refused to the recruiter whose role may not update applies", async () => {
    const board = await new QueryClient().fetchQuery(applyQueries.board(admin, jobId));
    const card = board.applies[0];
    if (!card) throw new Error("empty board");
    const refused = await moveApply(recruiter, { jobId, applyId: card.id, body: { stage: 4, position: 0 } }).catch(
      (error: unknown) => error,
    );
    expect((refused as ApiError).status).toBe(403);
  });
});
