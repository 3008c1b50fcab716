/**
 * Spec §3/§4/§7 notifications on the wire: `GET /recruiters/notifications` answers every tab of the notification
 * menu (spec §4 tabs, in their order) with its name, value, unread count and newest items; the live channel pushes
 * one item as `{notification}`. An item is the reducer's `Notification` (state/notifications.ts), so a list's items
 * and a pushed one go straight into its `loaded` and `added` actions.
 */
import { z } from "zod";
import { notificationKinds, notificationTabs } from "../catalogues/notificationTabs";

const tabKeys = notificationTabs.entries.map((tab) => tab.key) as [
  (typeof notificationTabs.entries)[number]["key"],
  ...(typeof notificationTabs.entries)[number]["key"][],
];
const kindKeys = notificationKinds.entries.map((kind) => kind.key) as [
  (typeof notificationKinds.entries)[number]["key"],
  ...(typeof notificationKinds.entries)[number]["key"][],
];

export const notificationCategorySchema = z.enum(tabKeys);
export const notificationKindSchema = z.enum(kindKeys);

/** One notification. `link` is absent when the item leads nowhere (the reducer then opens nothing). */
export const notificationItemSchema = z.object({
  id: z.number(),
  /** Spec §3 "is_read (also viewed)": read on the server when the menu opens. */
  is_read: z.boolean(),
  message: z.string(),
  /** ISO instant. */
  date: z.string(),
  category: notificationCategorySchema,
  kind: notificationKindSchema,
  /** The card the web app renders the item with. */
  component: z.string(),
  link: z.string().optional(),
  /** The record the notification is about (an apply, a note, a client contact), when there is one. */
  reference_type: z.string().nullable(),
  reference_id: z.number().nullable(),
});

/** A tab of the menu (spec §3 "tabs with name and value") with its own badge and items, newest first. */
export const notificationTabSchema = z.object({
  /** The tab's label in the request's language. */
  name: z.string(),
  value: notificationCategorySchema,
  unread_count: z.number(),
  /** Every item of the tab; `notifications` holds the newest `NOTIFICATIONS_PER_TAB` of them. */
  total: z.number(),
  notifications: z.array(notificationItemSchema),
});

/** `GET /recruiters/notifications`. */
export const notificationsAnswerSchema = z.object({
  tabs: z.array(notificationTabSchema),
  /** Spec §4 new count: unread items across every tab. */
  unread_count: z.number(),
});

/**
 * A reviewer's activity on a shortlist (a rating, a comment): which shortlist, job and apply changed, so an open
 * screen showing them (the builder, the job's applies and board) reads them again. Pushed, never stored.
 */
export const shortlistActivitySchema = z.object({ id: z.number(), job_id: z.number(), apply_id: z.number() });

/**
 * What the live notification channel carries (spec §7: `message.notification`); a shortlist's notification also
 * names what changed (`shortlist`).
 */
export const notificationPushSchema = z.object({
  notification: notificationItemSchema,
  shortlist: shortlistActivitySchema.optional(),
});

/** `PUT /recruiters/notifications/read/all` (and `/read/{category}`): how many items became read. */
export const notificationsReadSchema = z.object({ read: z.number() });

/** How many of a tab's items one list answers (the menu's list is 600 px high: more would never be seen). */
export const NOTIFICATIONS_PER_TAB = 50;
