import { ChevronLeftIcon, ChevronRightIcon } from "@seleta/ui";
import { useMessage } from "../../useMessage";
import { pageItems } from "../jobBoard/jobBoardLinks";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./PaginationLinks.css";

const M = jobBoardMessages.messages;

export type PaginationLinksProps = {
  /** The page shown (1-based). */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** The address of a page (it keeps the search: `jobSearchHref`). */
  hrefOf: (page: number) => string;
};

/**
 * Pages as plain links (they work without JavaScript and search engines follow them): previous and next with
 * `rel="prev"`/`rel="next"`, the first, the last and the pages around this one. Nothing when there is one page.
 */
export function PaginationLinks({ page, pages, hrefOf }: PaginationLinksProps) {
  const say = useMessage();
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={say(M.pagination)}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <a className={styles.link} href={hrefOf(page - 1)} rel="prev" aria-label={say(M.previousPage)}>
              <ChevronLeftIcon aria-hidden="true" width="1em" height="1em" />
              {say(M.previous)}
            </a>
          </li>
        ) : null}
        {pageItems(page, pages).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className={styles.link}
                href={hrefOf(item.page)}
                aria-label={say(M.pageN, { page: item.page })}
                aria-current={item.page === page ? "page" : undefined}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a className={styles.link} href={hrefOf(page + 1)} rel="next" aria-label={say(M.nextPage)}>
              {say(M.next)}
              <ChevronRightIcon aria-hidden="true" width="1em" height="1em" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
