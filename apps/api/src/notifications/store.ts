/**
 * A recruiter's notifications (spec §3/§4): created by domain events (events.ts), read grouped by
 * the menu's tabs, marked read, deleted. A notification is stored, then pushed on the recruiter's live stream as
 * `{notification}` — the same item the list answers — so the menu prepends it without asking again.
 */
import { type Locale, type NotificationCategory, notificationKinds, notificationTabs } from "@seleta/domain";
import {
  NOTIFICATIONS_PER_TAB,
  type notificationItemSchema,
  type notificationsAnswerSchema,
} from "@seleta/domain/wire";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Database, queryRows } from "../db/client";
import { notifications } from "../db/schema";
import { type LiveBus, streams } from "../live/bus";

export type NotificationItem = z.output<typeof notificationItemSchema>;
export type NotificationsAnswer = z.output<typeof notificationsAnswerSchema>;
export type NotificationKind = (typeof notificationKinds.entries)[number]["key"];

export type NewNotification = {
  businessId: number;
  kind: NotificationKind;
  /** Shown as is: written in the business's language, names filled in (messages.ts). */
  message: string;
  /** A path of the web app, opened in a new tab when the recruiter clicks through. */
  link: string | null;
  reference: { type: string; id: number } | null;
  /** Pushed beside the item, never stored: the shortlist, job and apply a reviewer's activity changed. */
  shortlist?: { id: number; job_id: number; apply_id: number };
};

const TAB_KEYS = notificationTabs.entries.map((tab) => tab.key);

/**
 * The columns of an item, read from `relation` (the table, or the rows an insert returned). A stored category
 * outside the known tabs is filed under "others" (spec §4).
 */
function itemColumns(relation: "notifications" | "inserted"): SQL {
  const c = (name: string) => sql.raw(`${relation}.${name}`);
  return sql`${c("id")} as id, ${c("is_read")} as is_read, ${c("message")} as message,
    to_char(${c("created_at")} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date,
    ${tabOf(relation)} as category, ${c("kind")} as kind, ${c("component")} as component, ${c("link")} as link,
    ${c("reference_type")} as reference_type, ${c("reference_id")} as reference_id`;
}

function tabOf(relation: "notifications" | "inserted"): SQL {
  const category = sql.raw(`${relation}.category`);
  return sql`case when ${category} in (${sql.join(
    TAB_KEYS.map((key) => sql`${key}`),
    sql`, `,
  )}) then ${category} else 'others' end`;
}

type ItemRow = {
  id: number;
  is_read: boolean;
  message: string;
  date: string;
  category: string;
  kind: string;
  component: string;
  link: string | null;
  reference_type: string | null;
  reference_id: number | null;
};

function itemOf(row: ItemRow): NotificationItem {
  return {
    id: Number(row.id),
    is_read: row.is_read === true,
    message: row.message,
    date: row.date,
    category: row.category as NotificationCategory,
    // Kinds outside the catalogue are never written (the events name theirs); the demo seed uses the catalogue.
    kind: row.kind as NotificationKind,
    component: row.component,
    ...(row.link ? { link: row.link } : {}),
    reference_type: row.reference_type,
    reference_id: row.reference_id === null ? null : Number(row.reference_id),
  };
}

function kindEntry(kind: NotificationKind) {
  const entry = notificationKinds.entries.find((candidate) => candidate.key === kind);
  if (!entry) throw new Error(`Unknown notification kind ${kind}`);
  return entry;
}

/**
 * Stores one notification per recruiter (filed under the kind's tab), then pushes each on its recruiter's stream.
 * A failed push loses only the live delivery: the item is in the list the next time the menu loads.
 */
export async function createNotifications(
  db: Database,
  live: LiveBus | undefined,
  recruiterIds: readonly number[],
  input: NewNotification,
): Promise<NotificationItem[]> {
  const recipients = [...new Set(recruiterIds)];
  if (recipients.length === 0) return [];
  return createNotificationsFor(
    db,
    live,
    sql`select recruiter_id from (values ${sql.join(
      recipients.map((id) => sql`(${id}::int)`),
      sql`, `,
    )}) as r(recruiter_id)`,
    input,
  );
}

/**
 * `createNotifications` for the recruiters a query names (its rows' `recruiter_id`, each once): who hears of an
 * event is found and their notifications stored in one statement. Given many notifications (a burst of reviewers'
 * ratings), they are all stored in that one statement: `recipients` is asked once per notification, and may read the
 * notification's own row as `ev` — `ev.business_id`, and the ids its `shortlist` names as `ev.shortlist_id` and
 * `ev.job_id` (null without one). Each stored row is pushed with the `shortlist` of the notification it was made from;
 * notifications alike in business, message, link and reference are one and the same to whoever reads them.
 */
export async function createNotificationsFor(
  db: Database,
  live: LiveBus | undefined,
  recipients: SQL,
  inputs: NewNotification | readonly NewNotification[],
): Promise<NotificationItem[]> {
  const all: readonly NewNotification[] = Array.isArray(inputs) ? inputs : [inputs as NewNotification];
  if (all.length === 0) return [];
  const column = <T>(pick: (input: NewNotification) => T) => sql.param(all.map(pick));
  const rows = await queryRows<ItemRow & { recruiter_id: number; business_id: number }>(
    db,
    sql`with inserted as (
          insert into ${notifications}
            (business_id, recruiter_id, category, kind, message, link, reference_type, reference_id)
          select ev.business_id, recipient.recruiter_id, ev.category, ev.kind, ev.message, ev.link,
                 ev.reference_type, ev.reference_id
          from unnest(
                 ${column((input) => input.businessId)}::integer[],
                 ${column((input) => kindEntry(input.kind).tab)}::text[],
                 ${column((input) => input.kind)}::text[],
                 ${column((input) => input.message)}::text[],
                 ${column((input) => input.link)}::text[],
                 ${column((input) => input.reference?.type ?? null)}::text[],
                 ${column((input) => input.reference?.id ?? null)}::integer[],
                 ${column((input) => input.shortlist?.id ?? null)}::integer[],
                 ${column((input) => input.shortlist?.job_id ?? null)}::integer[]
               ) as ev(business_id, category, kind, message, link, reference_type, reference_id, shortlist_id, job_id)
          cross join lateral (${recipients}) as recipient
          returning *
        )
        select inserted.recruiter_id, inserted.business_id, ${itemColumns("inserted")}
        from inserted order by inserted.id`,
  );
  const sameAs = (businessId: number, message: string, link: string | null, type: string | null, id: number | null) =>
    JSON.stringify([businessId, message, link, type, id]);
  const byContent = new Map(
    all.map((input) => [
      sameAs(input.businessId, input.message, input.link, input.reference?.type ?? null, input.reference?.id ?? null),
      input,
    ]),
  );
  const items = rows.map((row) => {
    const item = itemOf(row);
    const input = byContent.get(
      sameAs(Number(row.business_id), item.message, item.link ?? null, item.reference_type, item.reference_id),
    );
    return { recruiterId: Number(row.recruiter_id), item, shortlist: input?.shortlist };
  });
  if (live) {
    await Promise.allSettled(
      items.map(({ recruiterId, item, shortlist }) =>
        live.publish(streams.notifications(recruiterId), {
          notification: item,
          ...(shortlist ? { shortlist } : {}),
        }),
      ),
    );
  }
  return items.map(({ item }) => item);
}

/** `createNotifications` for one recruiter (the call the domain events make). */
export async function createNotification(
  db: Database,
  live: LiveBus | undefined,
  input: NewNotification & { recruiterId: number },
): Promise<NotificationItem> {
  const [item] = await createNotifications(db, live, [input.recruiterId], input);
  if (!item) throw new Error("The notification was not stored");
  return item;
}

export type Owner = { recruiterId: number; businessId: number };

const ownedBy = (owner: Owner) =>
  sql`${notifications.recruiter_id} = ${owner.recruiterId} and ${notifications.business_id} = ${owner.businessId}`;

/** Every tab in the menu's order, each with its badge, its size and its newest items. */
export async function listNotifications(
  db: Database,
  owner: Owner | null,
  locale: Locale,
  perTab = NOTIFICATIONS_PER_TAB,
): Promise<NotificationsAnswer> {
  const counts = new Map<string, { unread: number; total: number }>();
  const byTab = new Map<string, NotificationItem[]>();
  if (owner) {
    const countRows = await queryRows<{ category: string; unread: number | string; total: number | string }>(
      db,
      sql`select ${tabOf("notifications")} as category, count(*) filter (where not ${notifications.is_read}) as unread,
                 count(*) as total
          from ${notifications} where ${ownedBy(owner)}
          group by 1`,
    );
    for (const row of countRows) counts.set(row.category, { unread: Number(row.unread), total: Number(row.total) });
    const rows = await queryRows<ItemRow>(
      db,
      sql`select * from (
            select ${itemColumns("notifications")},
                   row_number() over (partition by ${tabOf("notifications")}
                                      order by ${notifications.created_at} desc, ${notifications.id} desc) as rank
            from ${notifications} where ${ownedBy(owner)}
          ) ranked
          where rank <= ${perTab}
          order by category, rank`,
    );
    for (const row of rows) {
      const item = itemOf(row);
      byTab.set(item.category, [...(byTab.get(item.category) ?? []), item]);
    }
  }
  const tabs = notificationTabs.entries.map((tab) => ({
    name: tab.label[locale],
    value: tab.key,
    unread_count: counts.get(tab.key)?.unread ?? 0,
    total: counts.get(tab.key)?.total ?? 0,
    notifications: byTab.get(tab.key) ?? [],
  }));
  return { tabs, unread_count: tabs.reduce((sum, tab) => sum + tab.unread_count, 0) };
}

/** Marks the owner's unread items read (and viewed: spec §3 "is_read (also viewed)"), of one tab or all. */
export async function markRead(db: Database, owner: Owner, category: NotificationCategory | "all"): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${notifications} set is_read = true, viewed = true
        where ${ownedBy(owner)} and not ${notifications.is_read}
          ${category === "all" ? sql`` : sql`and ${tabOf("notifications")} = ${category}`}
        returning ${notifications.id}`,
  );
  return rows.length;
}

/** Deletes one of the owner's items; false when there is none of that id (another recruiter's, another business). */
export async function deleteNotification(db: Database, owner: Owner, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from ${notifications} where ${notifications.id} = ${id} and ${ownedBy(owner)}
        returning ${notifications.id}`,
  );
  return rows.length > 0;
}

export async function deleteAllNotifications(db: Database, owner: Owner): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from ${notifications} where ${ownedBy(owner)} returning ${notifications.id}`,
  );
  return rows.length;
}
