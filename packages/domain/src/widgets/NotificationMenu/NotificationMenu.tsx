import {
  badgeText,
  CloseIcon,
  DeleteIcon,
  Icon,
  IconButton,
  NotificationIcon,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type ToastContent,
} from "@seleta/ui";
import { useEffect, useRef } from "react";
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Popover as AriaPopover,
  DialogTrigger,
  Heading,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { entryMessage } from "../../catalogues/catalogue";
import { type NotificationCategory, notificationTabs } from "../../catalogues/notificationTabs";
import {
  initialNotificationsState,
  type Notification,
  notificationMessages,
  notificationsReducer,
  unreadIn,
} from "../../state/notifications";
import { useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";
import * as css from "./NotificationMenu.css";

const M = notificationMessages.messages;

export type NotificationMenuProps = {
  /** Every notification of the recruiter (spec §7 GET /recruiters/notifications), live ones prepended by the app. */
  notifications: readonly Notification[];
  /** Opening with unread items marks all read on the server (spec §7 PUT /recruiters/notifications/read/all). */
  onMarkAllRead?: () => void;
  /** The close icon of one card (DELETE /recruiters/notifications/{id}). */
  onDelete?: (id: number) => void;
  /** The trash icon (DELETE /recruiters/notifications/delete/all). */
  onDeleteAll?: () => void;
  /** Clicking through a card; default: its link in a new browser tab (`window.open(link, "_blank", "noopener")`). */
  onOpenLink?: (link: string) => void;
  onToast?: (toast: ToastContent) => void;
  defaultOpen?: boolean;
};

function loaded(notifications: readonly Notification[]) {
  return notificationsReducer(initialNotificationsState(), { type: "loaded", notifications });
}

/**
 * Spec §2/§4 notification menu: a bell with a red badge of what arrived since the list was last opened, a panel of
 * tabs (one per category, each with its unread badge) listing cards with a close icon, and a trash icon that
 * deletes all. Opening resets the badge; with unread items the server is told and the tab turns viewed 1 s later.
 */
export function NotificationMenu({
  notifications,
  onMarkAllRead,
  onDelete,
  onDeleteAll,
  onOpenLink,
  onToast,
  defaultOpen = false,
}: NotificationMenuProps) {
  const t = useMessage();
  const intl = useIntl();
  const [state, dispatch] = useWidgetReducer(notificationsReducer, () => loaded(notifications), {
    calls: { markAllRead: () => onMarkAllRead?.() },
    onNavigate: (to, { newTab }) => {
      if (onOpenLink) onOpenLink(to);
      else if (newTab) window.open(to, "_blank", "noopener");
      else window.location.assign(to);
    },
    onToast,
  });

  // A new list from the app (a refetch, a live message) replaces the local one.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch({ type: "loaded", notifications });
  }, [notifications, dispatch]);

  // Opened on mount (a story, a deep link): the same as a click on the bell.
  useEffect(() => {
    if (defaultOpen) dispatch({ type: "opened" });
  }, [defaultOpen, dispatch]);

  const total = notificationTabs.entries.reduce((sum, tab) => sum + state.byCategory[tab.key].length, 0);

  return (
    <DialogTrigger
      isOpen={state.open}
      onOpenChange={(isOpen) => dispatch(isOpen ? { type: "opened" } : { type: "closed" })}
    >
      <AriaButton className={css.bell} aria-label={t(M.bell, { count: state.counter })}>
        <Icon icon={NotificationIcon} size="md" />
        {state.counter > 0 ? (
          <span className={css.bellBadge} aria-hidden="true" data-testid="notification-badge">
            {badgeText(state.counter)}
          </span>
        ) : null}
      </AriaButton>
      <AriaPopover placement="bottom end" offset={6} className={css.panel}>
        <AriaDialog aria-label={t(M.title)} className={css.dialog}>
          <div className={css.header}>
            <Heading slot="title" className={css.title}>
              {t(M.title)}
            </Heading>
            <IconButton
              icon={DeleteIcon}
              label={t(M.deleteAll)}
              size="sm"
              isDisabled={total === 0}
              onPress={() => {
                dispatch({ type: "allDeleted" });
                onDeleteAll?.();
              }}
            />
          </div>
          <Tabs
            selectedKey={state.tab}
            onSelectionChange={(key) => dispatch({ type: "tabChanged", tab: key as NotificationCategory })}
          >
            <TabList aria-label={t(M.title)}>
              {notificationTabs.entries.map((tab) => (
                <Tab key={tab.key} id={tab.key} badge={unreadIn(state, tab.key)}>
                  {t(entryMessage(notificationTabs, tab))}
                </Tab>
              ))}
            </TabList>
            {notificationTabs.entries.map((tab) => (
              <TabPanel key={tab.key} id={tab.key}>
                {state.byCategory[tab.key].length === 0 ? (
                  <p className={css.empty}>{t(M.empty)}</p>
                ) : (
                  <ul className={css.list}>
                    {state.byCategory[tab.key].map((notification) => (
                      <li
                        key={notification.id}
                        className={css.card}
                        data-unread={notification.is_read ? undefined : ""}
                      >
                        <AriaButton
                          className={css.cardMain}
                          isDisabled={!notification.link}
                          onPress={() => dispatch({ type: "clickedThrough", id: notification.id })}
                        >
                          <span className={css.message}>{notification.message}</span>
                          <span className={css.date}>
                            {intl.formatDate(notification.date, { dateStyle: "short", timeStyle: "short" })}
                          </span>
                        </AriaButton>
                        <IconButton
                          icon={CloseIcon}
                          label={t(M.remove)}
                          size="sm"
                          showTooltip={false}
                          onPress={() => {
                            dispatch({ type: "deleted", id: notification.id });
                            onDelete?.(notification.id);
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </TabPanel>
            ))}
          </Tabs>
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
