import type { Notifications } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { withPushed } from "./notificationsCache";

const item = (id: number, category: string, is_read = false) =>
  ({
    id,
    is_read,
    message: `n${id}`,
    date: "2026-01-01T00:00:00Z",
    category,
    kind: "mention",
    component: "card",
    reference_type: null,
    reference_id: null,
  }) as Notifications["tabs"][number]["notifications"][number];

const answer = (): Notifications =>
  ({
    unread_count: 1,
    tabs: [
      { name: "Apply", value: "apply", unread_count: 1, total: 1, notifications: [item(1, "apply")] },
      { name: "Note", value: "note", unread_count: 0, total: 0, notifications: [] },
    ],
  }) as Notifications;

describe("withPushed", () => {
  it("prepends a live notification to its category and counts it unread", () => {
    const next = withPushed(answer(), item(7, "note"));
    expect(next.unread_count).toBe(2);
    const note = next.tabs.find((tab) => tab.value === "note");
    expect(note?.notifications.map((n) => n.id)).toEqual([7]);
    expect(note).toMatchObject({ unread_count: 1, total: 1 });
    const apply = withPushed(next, item(8, "apply"));
    expect(apply.tabs[0]?.notifications.map((n) => n.id)).toEqual([8, 1]);
  });

  it("ignores one it already has, and hands back the same answer for a category it does not know", () => {
    const current = answer();
    expect(withPushed(current, item(1, "apply"))).toBe(current);
    expect(withPushed(current, item(9, "unknown"))).toBe(current);
  });
});
