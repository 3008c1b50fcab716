/**
 * The public site's lists of content (courses, media mentions, publications, insights, events, history, business
 * areas, solutions, programmes) are one page: the page's title and lead, the list or the line saying there is
 * nothing yet, and on a list that grows the plain links to its next page and back to its first. What differs is
 * data: the page's path and texts, the API read, and each item's card. They are server-only documents
 * (renderingModes.ts): nothing here needs a script.
 */
import { ContentCard, type ContentCardProps, type EventCardProps } from "@seleta/domain/site-widgets";
import type { PublicEventSummary } from "@seleta/domain/wire";
import type { ReactNode } from "react";
import { type IntlShape, useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import { calendarLeaf, dateAndTime, langIfOther } from "./contentFormat";
import * as styles from "./contentPage.css";
import type { ContentPageServices } from "./contentPage.server";
import { eventPath, pageHref } from "./contentPaths";
import { ListPager } from "./ListPager";

/** A list page's address and the ids of its title and lead (the meta description too). */
export type ContentListSpec = { readonly path: string; readonly titleId: string; readonly leadId: string };

/** What a list page's loader returns: the API's list, the page's texts and its canonical path. */
export type ContentListData<List> = { list: List; title: string; description: string; path: string };

/** The page a list answered with; a list that does not grow is all on its one page. */
function pageOf(list: object): number {
  return "page" in list && typeof list.page === "number" ? list.page : 1;
}

/**
 * A list page's loader: reads the list (`?page=` passed on to `readList`, which a list that does not grow ignores)
 * and formats the page's texts; its canonical path keeps the page number past the first.
 */
export async function loadContentList<List extends object>(
  services: ContentPageServices,
  request: Request,
  spec: ContentListSpec,
  readList: (http: ContentPageServices["http"], page: string | undefined) => Promise<List>,
): Promise<ContentListData<List>> {
  const page = new URL(request.url).searchParams.get("page") ?? undefined;
  const list = await pageData(readList(services.http, page));
  return {
    list,
    title: services.text(spec.titleId),
    description: services.text(spec.leadId),
    path: pageHref(spec.path, pageOf(list)),
  };
}

/** A list page's `meta`: its title, lead and canonical path from the loader, `path` while there is no data. */
export function contentListMeta(path: string) {
  return ({
    matches,
    data,
  }: {
    matches: Parameters<typeof publicPageMeta>[0];
    data?: { title: string; description: string; path?: string } | undefined;
  }) =>
    publicPageMeta(matches, {
      title: data?.title ?? "",
      description: data?.description ?? "",
      path: data?.path ?? path,
    });
}

/** A list that grows, as the pager reads it: the page shown and whether there is a next one. */
export function listPager(path: string, list: { page: number; has_more: boolean }) {
  return { path, page: list.page, hasMore: list.has_more };
}

export type ContentListPageProps = {
  children: ReactNode;
  data: { title: string; description: string };
  /** The list has nothing to show: the page says so instead of `children`. */
  empty: boolean;
  /** Under the lead, in the page's header: a notice about the list or a way to a sibling list. */
  aside?: ReactNode;
  /** The list grows: links to its next page and back to its first. */
  pager?: ReturnType<typeof listPager> | undefined;
};

export function ContentListPage({ data, empty, aside, pager, children }: ContentListPageProps) {
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.lead}>{data.description}</p>
        {aside}
      </header>
      {empty ? <p className={styles.empty}>{intl.formatMessage({ id: "content.empty" })}</p> : children}
      {pager ? <ListPager path={pager.path} page={pager.page} hasMore={pager.hasMore} /> : null}
    </main>
  );
}

/** The notice of a list shown in another language than the page's (`lang` is set only then). */
export function OtherLanguageNotice({ lang }: { lang: string | undefined }) {
  const intl = useIntl();
  return lang ? <p className={styles.notice}>{intl.formatMessage({ id: "content.otherLanguage" })}</p> : null;
}

/** A grid of cards, one list item each, `card` drawing an item's card. */
export function CardGrid<Item>({
  items,
  keyOf,
  card,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  card: (item: Item) => ReactNode;
}) {
  return (
    <ul className={styles.cardGrid}>
      {items.map((item) => (
        <li key={keyOf(item)}>{card(item)}</li>
      ))}
    </ul>
  );
}

/** A content card's fields, the list's key among them; the grid sets the heading level and the language. */
export type ContentCardFields = Omit<ContentCardProps, "headingLevel" | "lang"> & { key: string };

/** The cards of a list page: titles are the page's second level, in the list's language when not the page's. */
export function ContentCardGrid({ cards, lang }: { cards: readonly ContentCardFields[]; lang: string | undefined }) {
  return (
    <CardGrid
      items={cards}
      keyOf={(card) => card.key}
      card={({ key: _key, ...card }) => <ContentCard {...card} headingLevel={2} lang={lang} />}
    />
  );
}

/** What a content card shows of any item, besides where it leads and its facts. */
type CardItem = { uid: string; title: string; summary: string | null; image: string | null };

/**
 * A list that grows, shown as content cards (courses, media mentions): each item's title, summary and image, and
 * what differs by list — where a card leads (`hrefOf`) and the facts above its text (`factsOf`). The list's language
 * is set on the cards when it is not the page's.
 */
export function ContentCardsListPage<Item extends CardItem>({
  data,
  path,
  items,
  hrefOf,
  factsOf,
}: {
  data: ContentListData<{ page: number; has_more: boolean; locale: string }>;
  path: string;
  items: readonly Item[];
  hrefOf: (item: Item) => string | null;
  factsOf: (item: Item) => string[];
}) {
  const intl = useIntl();
  return (
    <ContentListPage data={data} empty={items.length === 0} pager={listPager(path, data.list)}>
      <ContentCardGrid
        lang={langIfOther(data.list.locale, intl.locale)}
        cards={items.map((item) => ({
          key: item.uid,
          title: item.title,
          href: hrefOf(item),
          meta: factsOf(item),
          summary: item.summary,
          image: item.image,
        }))}
      />
    </ContentListPage>
  );
}

/** An event's card fields, on the events' pages and the home: its title, page, calendar leaf, time and place. */
export function eventCardFields(intl: IntlShape, event: PublicEventSummary): EventCardProps {
  return {
    title: event.title,
    href: eventPath(event),
    ...calendarLeaf(intl, event.starts_at),
    when: dateAndTime(intl, event.starts_at),
    startsAt: event.starts_at,
    where: event.location,
    summary: event.summary,
  };
}
