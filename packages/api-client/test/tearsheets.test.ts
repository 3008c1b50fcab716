/**
 * Lists filled from a selection through the client, against the real API with the demo data: a new list made with
 * candidates, more added (those already there counted apart), the talent pool read, and the refusals as ApiErrors
 * in the caller's words. The mutations mark the lists' cached pages stale.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  addCandidatesToList,
  entityKeys,
  getBusinessSelection,
  getTalentPool,
  type HttpClient,
  tearsheetMutations,
} from "../src";
import { rawQuery, runMutation, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
let admin: HttpClient;
let candidateIds: number[];
let foreignCandidate: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.signedIn("admin")).http;
  const business = (await getBusinessSelection(admin)).business_selected?.id;
  candidateIds = (
    await rawQuery<{ id: number }>(
      api,
      "select id from candidates where business_id = $1 and deleted_at is null order by id desc limit 3",
      [business],
    )
  ).map((row) => Number(row.id));
  const [other] = await rawQuery<{ id: number }>(
    api,
    "select id from candidates where business_id <> $1 order by id limit 1",
    [business],
  );
  foreignCandidate = Number(other?.id);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("lists filled from a selection", () => {
  it("makes a list with candidates, adds more, and marks the cached lists stale", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(entityKeys.list("tearsheets", {}), { records: [], meta: {} });
    const created = await runMutation(queryClient, tearsheetMutations.create(admin), {
      name: "Conselheiros (cliente)",
      candidate_ids: candidateIds.slice(0, 2),
    });
    expect(created).toMatchObject({ added: 2, already: 0, tearsheet: { name: "Conselheiros (cliente)" } });
    expect(queryClient.getQueryState(entityKeys.list("tearsheets", {}))?.isInvalidated).toBe(true);
    const more = await runMutation(queryClient, tearsheetMutations.add(admin), {
      tearsheetId: created.tearsheet.id,
      candidateIds,
    });
    expect(more).toMatchObject({ added: 1, already: 2, tearsheet: { candidates_count: 3 } });
  });

  it("refuses another business's candidate as an ApiError, adding nothing", async () => {
    const pool = await getTalentPool(admin);
    expect(pool).toMatchObject({ talent_pool: true, shared: true });
    const refused = await addCandidatesToList(admin, pool.id, [foreignCandidate]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((await getTalentPool(admin)).candidates_count).toBe(pool.candidates_count);
  });
});
