import { type NotificationCategory, notificationCategory, notificationTabs } from "../catalogues/notificationTabs";
import { defineMessages } from "../i18n/messageSet";
import { type Effects, NO_EFFECTS } from "./effects";

/** Spec §3 notification: `is_read` is also "viewed"; `component` names the card that renders it. */
export type Notification = {
  readonly id: number;
  readonly is_read: boolean;
  readonly message: string;
  /** ISO instant. */
  readonly date: string;
  readonly category: string;
  readonly component?: string;
  /** Where clicking through goes (opened in a new browser tab, spec §2). */
  readonly link?: string;
};

export type NotificationsState = {
  readonly byCategory: Readonly<Record<NotificationCategory, readonly Notification[]>>;
  /** The bell's badge: what arrived since the list was last opened. */
  readonly counter: number;
  readonly open: boolean;
  readonly tab: NotificationCategory;
  readonly effects: Effects<NotificationsAction>;
};

export type NotificationsAction =
  | { readonly type: "loaded"; readonly notifications: readonly Notification[] }
  /** A notification pushed live on the recruiter's channel (spec §7), or added by the app. */
  | { readonly type: "added"; readonly notification: Notification }
  | { readonly type: "viewedToggled"; readonly id: number }
  | { readonly type: "opened" }
  | { readonly type: "closed" }
  | { readonly type: "tabChanged"; readonly tab: NotificationCategory }
  | { readonly type: "categoryViewed"; readonly category: NotificationCategory }
  | { readonly type: "deleted"; readonly id: number }
  | { readonly type: "allDeleted" }
  | { readonly type: "clickedThrough"; readonly id: number };

export const notificationMessages = defineMessages("notifications", {
  empty: { "pt-BR": "Nenhuma notificação encontrada.", en: "No notifications found." },
  deleteAll: { "pt-BR": "Excluir todas", en: "Delete all" },
  remove: { "pt-BR": "Remover notificação", en: "Remove notification" },
  /** The bell's accessible name carries what its red badge shows. */
  bell: {
    "pt-BR": "Notificações{count, plural, =0 {} one {, # nova} other {, # novas}}",
    en: "Notifications{count, plural, =0 {} one {, # new} other {, # new}}",
  },
  title: { "pt-BR": "Notificações", en: "Notifications" },
});

/** Spec §9: the tab is marked viewed one second after the menu opens with unread items. */
export const VIEWED_MARK_DELAY_MS = 1000;

const CATEGORIES = notificationTabs.entries.map((tab) => tab.key);

function emptyCategories(): Record<NotificationCategory, Notification[]> {
  return Object.fromEntries(CATEGORIES.map((category) => [category, []])) as unknown as Record<
    NotificationCategory,
    Notification[]
  >;
}

export function initialNotificationsState(): NotificationsState {
  return { byCategory: emptyCategories(), counter: 0, open: false, tab: "apply", effects: NO_EFFECTS };
}

/** Spec §4: the new count is the total of unread items across categories. */
export function newCount(state: NotificationsState): number {
  return CATEGORIES.reduce((total, category) => total + unreadIn(state, category), 0);
}

/** A tab's own badge. */
export function unreadIn(state: NotificationsState, category: NotificationCategory): number {
  return state.byCategory[category].filter((notification) => !notification.is_read).length;
}

function mapAll(
  state: NotificationsState,
  change: (notification: Notification, category: NotificationCategory) => Notification | null,
): NotificationsState["byCategory"] {
  const next = emptyCategories();
  for (const category of CATEGORIES) {
    next[category] = state.byCategory[category].flatMap((n) => {
      const changed = change(n, category);
      return changed ? [changed] : [];
    });
  }
  return next;
}

export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  const quiet = { ...state, effects: NO_EFFECTS };
  switch (action.type) {
    case "loaded": {
      const byCategory = emptyCategories();
      for (const notification of action.notifications)
        byCategory[notificationCategory(notification.category)].push(notification);
      const loaded = { ...quiet, byCategory };
      return { ...loaded, counter: newCount(loaded) };
    }
    // Spec §4: added unviewed, and prepended to its category's list.
    case "added": {
      const category = notificationCategory(action.notification.category);
      const list = state.byCategory[category];
      if (list.some((n) => n.id === action.notification.id)) return quiet;
      return {
        ...quiet,
        byCategory: { ...state.byCategory, [category]: [{ ...action.notification, is_read: false }, ...list] },
        counter: state.open ? state.counter : state.counter + 1,
      };
    }
    case "viewedToggled":
      return { ...quiet, byCategory: mapAll(state, (n) => (n.id === action.id ? { ...n, is_read: !n.is_read } : n)) };
    // Spec §4: opening resets the counter; with unread items, all are marked read on the server and the tab is
    // marked viewed locally one second later.
    case "opened": {
      const opened = { ...quiet, open: true, counter: 0 };
      if (newCount(state) === 0) return opened;
      return {
        ...opened,
        effects: [
          { type: "call", handler: "markAllRead" },
          {
            type: "schedule",
            key: "notifications.viewed",
            delayMs: VIEWED_MARK_DELAY_MS,
            action: { type: "categoryViewed", category: state.tab },
          },
        ],
      };
    }
    case "closed":
      return { ...quiet, open: false };
    case "tabChanged":
      return { ...quiet, tab: action.tab };
    case "categoryViewed":
      return {
        ...quiet,
        byCategory: mapAll(state, (n, category) => (category === action.category ? { ...n, is_read: true } : n)),
      };
    case "deleted":
      return { ...quiet, byCategory: mapAll(state, (n) => (n.id === action.id ? null : n)) };
    case "allDeleted":
      return { ...quiet, byCategory: emptyCategories(), counter: 0 };
    // Spec §2: clicking through opens the notification's target in a new browser tab.
    case "clickedThrough": {
      const target = CATEGORIES.flatMap((c) => state.byCategory[c]).find((n) => n.id === action.id);
      return {
        ...quiet,
        byCategory: mapAll(state, (n) => (n.id === action.id ? { ...n, is_read: true } : n)),
        effects: target?.link ? [{ type: "navigate", to: target.link, newTab: true }] : NO_EFFECTS,
      };
    }
  }
}
