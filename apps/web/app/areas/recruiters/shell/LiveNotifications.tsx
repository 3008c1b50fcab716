import {
  type LiveSubscription,
  type NotificationMessage,
  type Notifications,
  notificationItems,
  notificationMutations,
  notificationQueries,
  type RecruiterMe,
  shortlistActivityStale,
} from "@seleta/api-client";
import { initialNotificationsState, notificationMessages, notificationsReducer, sessionMessages } from "@seleta/domain";
import type { NotificationMenuProps } from "@seleta/domain/widgets";
import { badgeText, Icon, NotificationIcon, showToast } from "@seleta/ui";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useIntl } from "react-intl";
import { useServices } from "../../../services/ServicesProvider";
import * as triggers from "./barTriggers.css";
import { DeferredWidget } from "./DeferredWidget";
import { withPushed } from "./notificationsCache";

const pickNotificationMenu = (widgets: typeof import("./barWidgets")) => widgets.NotificationMenu;

function pushInto(queryClient: QueryClient, key: readonly unknown[], message: NotificationMessage) {
  const current = queryClient.getQueryData<Notifications>(key);
  // Not loaded yet (or a category the list does not know): the next load brings it.
  if (!current) return void queryClient.invalidateQueries({ queryKey: key });
  const next = withPushed(current, message.notification);
  if (next === current) void queryClient.invalidateQueries({ queryKey: key });
  else queryClient.setQueryData(key, next);
}

/**
 * The top bar's bell (spec §2/§4): the recruiter's notifications from the API, live ones over /cable prepended to
 * their category, read-all when opened with unread items, delete one or all.
 *
 * The socket: the browser sends the HttpOnly session cookie with the WebSocket handshake (same origin), and
 * apps/api/src/live/cable.ts accepts a recruiter's cookie, so no ticket is needed (tickets are for clients without
 * cookies). `devise_token` stays null by the API's design (the session token never leaves its cookie): the spec's
 * "no token, no socket" rule is the cookie's presence here, which the layout's guard already established.
 */
export function LiveNotifications({ me }: { readonly me: RecruiterMe }) {
  const { http, toasts } = useServices();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const list = useMemo(() => notificationQueries.list(http), [http]);
  const { data } = useQuery(list);
  const readAll = useMutation(notificationMutations.readAll(http));
  const remove = useMutation(notificationMutations.remove(http));
  const removeAll = useMutation(notificationMutations.removeAll(http));

  useEffect(() => {
    const lost = intl.formatMessage({ id: sessionMessages.messages.connectionLost.id });
    let connections = 0;
    let ended = false;
    let close: (() => void) | undefined;
    // The socket client (@rails/actioncable) loads after first paint, in its own chunk: the list query fills the
    // bell meanwhile.
    void import("./liveConsumerChunk").then(({ createLiveConsumer }) => {
      if (ended) return;
      const consumer = createLiveConsumer({ baseUrl: "" });
      const subscription: LiveSubscription = consumer.subscribeNotifications(
        me.id,
        (message) => {
          pushInto(queryClient, list.queryKey, message);
          // A reviewer's rating or comment: the builder and the job's cards on screen read theirs again.
          if (message.shortlist) shortlistActivityStale(queryClient, message.shortlist);
        },
        {
          // Back after a loss: anything missed while the socket was away comes with a fresh list.
          onConnected: () => {
            connections += 1;
            if (connections > 1) void queryClient.invalidateQueries({ queryKey: list.queryKey });
          },
          // Spec §8: the socket lost is logged, not shown (the consumer reconnects by itself).
          onDisconnected: () => console.warn(lost),
        },
      );
      close = () => {
        subscription.unsubscribe();
        consumer.disconnect();
      };
    });
    return () => {
      ended = true;
      close?.();
    };
  }, [me.id, queryClient, list.queryKey, intl]);

  const items = useMemo(() => (data ? notificationItems(data) : []), [data]);
  const failed = () =>
    showToast(toasts, { title: intl.formatMessage({ id: "shell.notifications.failed" }), tone: "danger" });

  // The badge before the menu's chunk is loaded: the count the widget's reducer gives the same list.
  const unread = useMemo(
    () => notificationsReducer(initialNotificationsState(), { type: "loaded", notifications: items }).counter,
    [items],
  );

  return (
    <DeferredWidget<NotificationMenuProps>
      pick={pickNotificationMenu}
      props={{
        notifications: items,
        onMarkAllRead: () => readAll.mutate(undefined, { onError: failed }),
        onDelete: (id) => remove.mutate(id, { onError: failed }),
        onDeleteAll: () => removeAll.mutate(undefined, { onError: failed }),
        onToast: (toast) => showToast(toasts, toast),
      }}
      renderTrigger={(trigger) => (
        <button
          type="button"
          className={triggers.bell}
          aria-label={intl.formatMessage({ id: notificationMessages.messages.bell.id }, { count: unread })}
          aria-expanded={false}
          {...trigger}
        >
          <Icon icon={NotificationIcon} size="md" />
          {unread > 0 ? (
            <span className={triggers.bellBadge} aria-hidden="true" data-testid="notification-badge">
              {badgeText(unread)}
            </span>
          ) : null}
        </button>
      )}
    />
  );
}
