/**
 * Sending a shortlist through the client, against the real API and the demo seed: the recruiter sees whom it can go
 * to, sends, resends and revokes, and the recipients' query refetches after each.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, shortlistSendingMutations, shortlistSendingQueries } from "../src";
import { rawQuery, runMutation, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
let shortlistId: number;

beforeAll(async () => {
  api = await startTestApi();
  const [shortlist] = await rawQuery<{ id: number }>(
    api,
    `select s.id from shortlists s join jobs j on j.id = s.job_id
     where exists (select 1 from shortlist_items i where i.shortlist_id = s.id)
       and exists (select 1 from client_contacts c where c.client_company_id = j.client_company_id
                   and c.account_id is null and c.active is not false and coalesce(c.email, '') <> '')
       and s.business_id = (select coalesce(r.current_business_id,
                                   (select min(id) from businesses where active is not false))
                            from recruiters r where r.email = 'admin@seleta.test')
     order by s.id limit 1`,
  );
  if (!shortlist) throw new Error("The demo has a shortlist whose company has a contact without an account");
  shortlistId = Number(shortlist.id);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("sending a shortlist", () => {
  it("sends to a contact by link, resends and revokes, refetching the recipients each time", async () => {
    const { http } = await api.signedIn("admin");
    const client = new QueryClient();
    const query = shortlistSendingQueries.recipients(http, shortlistId);
    const before = await client.fetchQuery(query);
    const contact = before.contacts.find((candidate) => candidate.way === "link");
    if (!contact) throw new Error("No contact to send a link to");

    const sent = await runMutation(client, shortlistSendingMutations.send(http, shortlistId), [contact.id]);
    const recipient = sent.find((entry) => entry.email === contact.email);
    expect(recipient).toMatchObject({ way: "link", name: contact.name, revoked_at: null });
    expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(true);

    const resent = await runMutation(
      client,
      shortlistSendingMutations.resend(http, shortlistId),
      recipient?.id as number,
    );
    expect(resent.id).toBe(recipient?.id);

    await client.fetchQuery(query);
    await runMutation(client, shortlistSendingMutations.revoke(http, shortlistId), recipient?.id as number);
    const after = await client.fetchQuery({ ...query, staleTime: 0 });
    expect(after.recipients.find((entry) => entry.id === recipient?.id)?.revoked_at).not.toBeNull();
  });

  it("refuses a recruiter who may only read jobs, with a typed 403", async () => {
    const { http } = await api.signedIn("recruiter");
    const error = await runMutation(new QueryClient(), shortlistSendingMutations.send(http, shortlistId), [1]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});
