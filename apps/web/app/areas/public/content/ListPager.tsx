import { useIntl } from "react-intl";
import * as styles from "./contentPage.css";
import { pageHref } from "./contentPaths";

/** "Load more" as a plain link to the next page, and the way back to the first from a later one. */
export function ListPager({
  path,
  page,
  hasMore,
  query,
}: {
  path: string;
  page: number;
  hasMore: boolean;
  query?: Record<string, string>;
}) {
  const intl = useIntl();
  if (!hasMore && page === 1) return null;
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: "content.loadMore" })}>
      {hasMore ? (
        <a className={styles.link} href={pageHref(path, page + 1, query)} rel="next">
          {intl.formatMessage({ id: "content.loadMore" })}
        </a>
      ) : null}
      {page > 1 ? (
        <a className={styles.link} href={pageHref(path, 1, query)}>
          {intl.formatMessage({ id: "content.firstPage" })}
        </a>
      ) : null}
    </nav>
  );
}
