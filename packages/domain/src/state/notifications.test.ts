import { describe, expect, it } from "vitest";
import {
  initialNotificationsState,
  type Notification,
  type NotificationsAction,
  type NotificationsState,
  newCount,
  notificationsReducer,
  unreadIn,
} from "./notifications";

const note = (id: number, category: string, is_read = false, link?: string): Notification => ({
  id,
  is_read,
  message: `n${id}`,
  date: "2025-03-01T10:00:00Z",
  category,
  ...(link ? { link } : {}),
});
const run = (actions: NotificationsAction[], state: NotificationsState = initialNotificationsState()) =>
  actions.reduce(notificationsReducer, state);
const loaded = run([
  { type: "loaded", notifications: [note(1, "apply"), note(2, "apply", true), note(3, "note"), note(4, "mystery")] },
]);

describe("notifications (spec §2, §4)", () => {
  it("groups by category, unknown categories under Others, and counts unread across categories", () => {
    expect(loaded.byCategory.apply.map((n) => n.id)).toEqual([1, 2]);
    expect(loaded.byCategory.others.map((n) => n.id)).toEqual([4]);
    expect(newCount(loaded)).toBe(3);
    expect(unreadIn(loaded, "apply")).toBe(1);
  });

  it("adds live notifications unviewed, prepended to their category list", () => {
    const state = run([{ type: "added", notification: note(9, "apply", true) }], loaded);
    expect(state.byCategory.apply.map((n) => n.id)).toEqual([9, 1, 2]);
    expect(state.byCategory.apply[0]?.is_read).toBe(false);
    expect(state.counter).toBe(loaded.counter + 1);
    // The same live message twice is one notification.
    expect(run([{ type: "added", notification: note(9, "apply") }], state).byCategory.apply).toHaveLength(3);
  });

  it("toggles viewed on an item", () => {
    const once = run([{ type: "viewedToggled", id: 1 }], loaded);
    expect(once.byCategory.apply[0]?.is_read).toBe(true);
    expect(run([{ type: "viewedToggled", id: 1 }], once).byCategory.apply[0]?.is_read).toBe(false);
  });

  it("resets the counter when opened; with unread items it marks all read on the server and the tab 1 s later", () => {
    const opened = run([{ type: "opened" }], loaded);
    expect(opened.counter).toBe(0);
    expect(opened.effects).toEqual([
      { type: "call", handler: "markAllRead" },
      {
        type: "schedule",
        key: "notifications.viewed",
        delayMs: 1000,
        action: { type: "categoryViewed", category: "apply" },
      },
    ]);
    const nothingUnread = run(
      [
        { type: "categoryViewed", category: "apply" },
        { type: "categoryViewed", category: "note" },
        { type: "categoryViewed", category: "others" },
      ],
      loaded,
    );
    expect(run([{ type: "opened" }], nothingUnread).effects).toEqual([]);
  });

  it("marks a category viewed: all its items read, its count 0, the others untouched", () => {
    const state = run([{ type: "categoryViewed", category: "apply" }], loaded);
    expect(state.byCategory.apply.every((n) => n.is_read)).toBe(true);
    expect(unreadIn(state, "apply")).toBe(0);
    expect(newCount(state)).toBe(2);
  });

  it("deletes one or all", () => {
    expect(run([{ type: "deleted", id: 3 }], loaded).byCategory.note).toEqual([]);
    const none = run([{ type: "allDeleted" }], loaded);
    expect(newCount(none)).toBe(0);
    expect(Object.values(none.byCategory).every((list) => list.length === 0)).toBe(true);
  });

  it("opens a clicked notification's target in a new tab and marks it read", () => {
    const state = run([
      { type: "added", notification: note(5, "job", false, "/recruiters/jobs/5") },
      { type: "clickedThrough", id: 5 },
    ]);
    expect(state.effects).toEqual([{ type: "navigate", to: "/recruiters/jobs/5", newTab: true }]);
    expect(state.byCategory.job[0]?.is_read).toBe(true);
  });
});
