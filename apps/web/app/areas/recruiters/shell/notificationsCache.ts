import type { NotificationMessage, Notifications } from "@seleta/api-client";

/** Spec §4/§7: a notification pushed live is prepended to its category's list (and counts as unread). */
export function withPushed(answer: Notifications, pushed: NotificationMessage["notification"]): Notifications {
  let found = false;
  const tabs = answer.tabs.map((tab) => {
    if (tab.value !== pushed.category) return tab;
    found = true;
    if (tab.notifications.some((item) => item.id === pushed.id)) return tab;
    return {
      ...tab,
      unread_count: tab.unread_count + (pushed.is_read ? 0 : 1),
      total: tab.total + 1,
      notifications: [pushed, ...tab.notifications],
    };
  });
  if (!found) return answer;
  const changed = tabs.some((tab, index) => tab !== answer.tabs[index]);
  return changed ? { tabs, unread_count: answer.unread_count + (pushed.is_read ? 0 : 1) } : answer;
}
