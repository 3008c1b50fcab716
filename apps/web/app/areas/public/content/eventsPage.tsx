/** The lists of upcoming (`/home/event`) and past (`/home/posEvent`) events, each a plain link to the other. */
import { getPublicEvents } from "@seleta/api-client";
import { EventCard } from "@seleta/domain/site-widgets";
import type { EventWhen, PublicEventList } from "@seleta/domain/wire";
import { useIntl } from "react-intl";
import {
  CardGrid,
  type ContentListData,
  ContentListPage,
  type ContentListSpec,
  eventCardFields,
  listPager,
  loadContentList,
} from "./ContentListPage";
import { langIfOther } from "./contentFormat";
import * as styles from "./contentPage.css";
import type { ContentPageServices } from "./contentPage.server";

export const EVENT_PAGES = {
  upcoming: { path: "/home/event", titleId: "content.events.title", leadId: "content.events.lead" },
  past: { path: "/home/posEvent", titleId: "content.events.past", leadId: "content.events.pastLead" },
} as const satisfies Record<EventWhen, ContentListSpec>;

export function loadEvents(services: ContentPageServices, request: Request, when: EventWhen) {
  return loadContentList(services, request, EVENT_PAGES[when], (http, page) => getPublicEvents(http, { when, page }));
}

export function EventsPage({ data }: { data: ContentListData<PublicEventList> }) {
  const intl = useIntl();
  const { list } = data;
  const other = list.when === "upcoming" ? "past" : "upcoming";
  const lang = langIfOther(list.locale, intl.locale);
  return (
    <ContentListPage
      data={data}
      empty={list.events.length === 0}
      aside={
        <p>
          <a className={styles.link} href={EVENT_PAGES[other].path}>
            {intl.formatMessage({ id: other === "past" ? "content.events.seePast" : "content.events.seeUpcoming" })}
          </a>
        </p>
      }
      pager={listPager(EVENT_PAGES[list.when].path, list)}
    >
      <CardGrid
        items={list.events}
        keyOf={(event) => event.uid}
        card={(event) => <EventCard {...eventCardFields(intl, event)} headingLevel={2} lang={lang} />}
      />
    </ContentListPage>
  );
}
