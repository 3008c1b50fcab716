/**
 * A recruiter's notifications (spec §3/§4/§7): the menu's tabs with their badges and newest items, marking read,
 * deleting one or all. The items are the domain reducer's `Notification`s: `notificationItems(answer)` is its
 * `loaded` action's list, and an item pushed on the live channel is its `added` action's.
 */
import type { NotificationCategory } from "@seleta/domain";
import type {
  deletedSchema,
  notificationItemSchema,
  notificationsAnswerSchema,
  notificationsReadSchema,
  notificationTabSchema,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type Notifications = WireOf<typeof notificationsAnswerSchema>;
export type NotificationTab = WireOf<typeof notificationTabSchema>;
export type NotificationItem = WireOf<typeof notificationItemSchema>;
export type NotificationsRead = WireOf<typeof notificationsReadSchema>;
type Deleted = WireOf<typeof deletedSchema>;

const BASE = "/recruiters/notifications";

export function getNotifications(http: HttpClient, signal?: AbortSignal): Promise<Notifications> {
  return http.get<Notifications>(BASE, { signal });
}

/** Spec §4: the menu opened with unread items; they are all read (and viewed) on the server. */
export function readAllNotifications(http: HttpClient): Promise<NotificationsRead> {
  return http.put<NotificationsRead>(`${BASE}/read/all`);
}

/** One tab's items marked read on the server too (the reducer's `categoryViewed` does it locally). */
export function readNotificationCategory(http: HttpClient, category: NotificationCategory): Promise<NotificationsRead> {
  return http.put<NotificationsRead>(`${BASE}/read/${segment(category)}`);
}

/** Deletes one of the recruiter's notifications (an unknown or foreign id is a 404 ApiError). */
export function removeNotification(http: HttpClient, id: number): Promise<Deleted> {
  return http.delete<Deleted>(`${BASE}/${segment(id)}`);
}

export function removeAllNotifications(http: HttpClient): Promise<Deleted> {
  return http.delete<Deleted>(`${BASE}/delete/all`);
}

/** Every item of every tab, newest first within each tab: the reducer's `loaded` list. */
export function notificationItems(answer: Notifications): NotificationItem[] {
  return answer.tabs.flatMap((tab) => tab.notifications);
}

/** The calls by the names the menu's container uses. */
export const notifications = {
  list: getNotifications,
  readAll: readAllNotifications,
  readCategory: readNotificationCategory,
  remove: removeNotification,
  removeAll: removeAllNotifications,
} as const;

export const notificationQueries = {
  all: ["notifications"] as const,
  list: (http: HttpClient) =>
    queryOptions({
      queryKey: [...notificationQueries.all, "list"] as const,
      queryFn: ({ signal }) => getNotifications(http, signal),
    }),
};

/** Every change refetches the list: its badges and counts come from the server. */
const invalidateList = (
  _data: unknown,
  _variables: unknown,
  _result: unknown,
  { client }: { client: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> } },
) => client.invalidateQueries({ queryKey: notificationQueries.all });

export const notificationMutations = {
  readAll: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, "readAll"] as const,
      mutationFn: () => readAllNotifications(http),
      onSuccess: invalidateList,
    }),
  readCategory: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, "readCategory"] as const,
      mutationFn: (category: NotificationCategory) => readNotificationCategory(http, category),
      onSuccess: invalidateList,
    }),
  remove: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, "remove"] as const,
      mutationFn: (id: number) => removeNotification(http, id),
      onSuccess: invalidateList,
    }),
  removeAll: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, "removeAll"] as const,
      mutationFn: () => removeAllNotifications(http),
      onSuccess: invalidateList,
    }),
};
