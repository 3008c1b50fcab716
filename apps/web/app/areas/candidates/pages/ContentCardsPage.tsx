/**
 * A candidate page that lists what the firm publishes on its public site (courses, insights) as cards, each leading
 * to its public page: one layout, the texts of `candidatePages.<page>.*` (title, lead, emptyTitle, emptyText, all).
 */
import { Link } from "@seleta/ui";
import { useIntl } from "react-intl";
import { CandidatePage } from "../frame/CandidatePage";
import { EmptyNotice } from "./EmptyNotice";
import * as css from "./extras.css";

export type ContentCard = {
  readonly key: string;
  readonly title: string;
  /** Where the card leads on the public site; none for an item without a page there. */
  readonly href: string | null;
  /** Short facts on one line (dates, author, format), the absent ones left out. */
  readonly facts: readonly (string | null)[];
  readonly details?: string | null;
  readonly summary: string | null;
};

export type ContentCardsPageProps = {
  readonly page: "courses" | "insights";
  readonly cards: readonly ContentCard[];
  /** The language the content is written in (it may fall back from the reader's). */
  readonly contentLocale: string;
  /** The public list, offered when there is more than the page shows. */
  readonly allHref: string | null;
};

export function ContentCardsPage({ page, cards, contentLocale, allHref }: ContentCardsPageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `candidatePages.${page}.${id}` });
  return (
    <CandidatePage title={text("title")} lead={text("lead")} width="wide">
      {cards.length === 0 ? (
        <EmptyNotice title={text("emptyTitle")} description={text("emptyText")} />
      ) : (
        <ul className={css.cards} lang={contentLocale}>
          {cards.map((card) => (
            <li key={card.key} className={css.card}>
              <h2 className={css.cardTitle}>{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</h2>
              <p className={css.meta}>{card.facts.filter(Boolean).join(" · ")}</p>
              {card.details && <p className={css.meta}>{card.details}</p>}
              {card.summary && <p className={css.text}>{card.summary}</p>}
            </li>
          ))}
        </ul>
      )}
      {allHref && (
        <p className={css.text}>
          <Link href={allHref}>{text("all")}</Link>
        </p>
      )}
    </CandidatePage>
  );
}
