/** The lists of upcoming (`/home/event`) and past (`/home/posEvent`) events, each a plain link to the other. */
import { getPublicEvents } from "@seleta/api-client";
import { EventCard } from "@seleta/domain/site-widgets";
import type { EventWhen, PublicEventList } from "@seleta/domain/wire";
import { useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { calendarLeaf, dateAndTime, langIfOther } from "./contentFormat";
import * as styles from "./contentPage.css";
import type { ContentPageServices } from "./contentPage.server";
import { eventPath, pageHref } from "./contentPaths";
import { ListPager } from "./ListPager";

export const EVENT_PAGES = {
  upcoming: { path: "/home/event", titleId: "content.events.title", leadId: "content.events.lead" },
  past: { path: "/home/posEvent", titleId: "content.events.past", leadId: "content.events.pastLead" },
} as const satisfies Record<EventWhen, { path: string; titleId: string; leadId: string }>;

export type EventsData = { list: PublicEventList; title: string; description: string; path: string };

export async function loadEvents(
  services: ContentPageServices,
  request: Request,
  when: EventWhen,
): Promise<EventsData> {
  const page = new URL(request.url).searchParams.get("page") ?? undefined;
  const list = await pageData(getPublicEvents(services.http, { when, page }));
  return {
    list,
    title: services.text(EVENT_PAGES[when].titleId),
    description: services.text(EVENT_PAGES[when].leadId),
    path: pageHref(EVENT_PAGES[when].path, list.page),
  };
}

export function EventsPage({ data }: { data: EventsData }) {
  const intl = useIntl();
  const { list } = data;
  const other = list.when === "upcoming" ? "past" : "upcoming";
  const lang = langIfOther(list.locale, intl.locale);
  return (
    <main className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.lead}>{data.description}</p>
        <p>
          <a className={styles.link} href={EVENT_PAGES[other].path}>
            {intl.formatMessage({ id: other === "past" ? "content.events.seePast" : "content.events.seeUpcoming" })}
          </a>
        </p>
      </header>
      {list.events.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: "content.empty" })}</p>
      ) : (
        <ul className={styles.cardGrid}>
          {list.events.map((event) => (
            <li key={event.uid}>
              <EventCard
                title={event.title}
                href={eventPath(event)}
                {...calendarLeaf(intl, event.starts_at)}
                when={dateAndTime(intl, event.starts_at)}
                startsAt={event.starts_at}
                where={event.location}
                summary={event.summary}
                headingLevel={2}
                lang={lang}
              />
            </li>
          ))}
        </ul>
      )}
      <ListPager path={EVENT_PAGES[list.when].path} page={list.page} hasMore={list.has_more} />
    </main>
  );
}
