/**
 * A recruiter's notifications through the client, against the real API with the demo's notifications (spec §3/§4/
 * §7): the list feeds the domain's notification reducer as is, marking read and deleting refetch the list.
 */
import { initialNotificationsState, newCount, notificationsReducer, notificationTabs, unreadIn } from "@seleta/domain";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  type HttpClient,
  notificationItems,
  notificationMutations,
  notificationQueries,
  notifications,
} from "../src";
import { runMutation, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
let admin: HttpClient;
let recruiter: HttpClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.signedIn("admin")).http;
  recruiter = (await api.signedIn("recruiter")).http;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("notifications", () => {
  it("lists every tab with its badge, and the items load the domain reducer as they are", async () => {
    const answer = await notifications.list(admin);
    expect(answer.tabs.map((tab) => tab.value)).toEqual(notificationTabs.entries.map((tab) => tab.key));
    const items = notificationItems(answer);
    // The demo gives every recruiter notifications, some unread.
    expect(items.length).toBeGreaterThan(0);
    expect(answer.unread_count).toBeGreaterThan(0);

    const state = notificationsReducer(initialNotificationsState(), { type: "loaded", notifications: items });
    expect(newCount(state)).toBe(answer.unread_count);
    for (const tab of answer.tabs) expect(unreadIn(state, tab.value)).toBe(tab.unread_count);
    expect(state.counter).toBe(answer.unread_count);
  });

  it("marks one tab read, then all, and the list query refetches its counts", async () => {
    const queryClient = new QueryClient();
    const list = notificationQueries.list(recruiter);
    const before = await queryClient.fetchQuery(list);
    const tab = before.tabs.find((candidate) => candidate.unread_count > 0);
    if (!tab) throw new Error("The demo recruiter has unread notifications");

    const read = await runMutation(queryClient, notificationMutations.readCategory(recruiter), tab.value);
    expect(read.read).toBe(tab.unread_count);
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    const afterTab = await queryClient.fetchQuery(list);
    expect(afterTab.tabs.find((candidate) => candidate.value === tab.value)?.unread_count).toBe(0);
    expect(afterTab.unread_count).toBe(before.unread_count - tab.unread_count);

    const all = await runMutation(queryClient, notificationMutations.readAll(recruiter), undefined);
    expect(all.read).toBe(afterTab.unread_count);
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    const after = await queryClient.fetchQuery(list);
    expect(after.unread_count).toBe(0);
    expect(notificationItems(after).every((item) => item.is_read)).toBe(true);
  });

  it("deletes one of the recruiter's notifications; another recruiter's is a 404", async () => {
    const queryClient = new QueryClient();
    const [own] = notificationItems(await notifications.list(admin));
    const [theirs] = notificationItems(await notifications.list(recruiter));
    if (!own || !theirs) throw new Error("The demo recruiters have notifications");

    expect(await runMutation(queryClient, notificationMutations.remove(admin), own.id)).toEqual({ deleted: 1 });
    expect(notificationItems(await notifications.list(admin)).map((item) => item.id)).not.toContain(own.id);

    const error = await notifications.remove(admin, theirs.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe("not_found");
    expect(notificationItems(await notifications.list(recruiter)).map((item) => item.id)).toContain(theirs.id);
  });

  it("deletes all of the recruiter's notifications, and only theirs", async () => {
    const queryClient = new QueryClient();
    const count = notificationItems(await notifications.list(admin)).length;
    const othersBefore = notificationItems(await notifications.list(recruiter)).length;
    expect(await runMutation(queryClient, notificationMutations.removeAll(admin), undefined)).toEqual({
      deleted: count,
    });
    const after = await notifications.list(admin);
    expect(notificationItems(after)).toEqual([]);
    expect(after.unread_count).toBe(0);
    expect(notificationItems(await notifications.list(recruiter))).toHaveLength(othersBefore);
  });
});
