import { Button as AriaButton } from "react-aria-components";
import { useIntl } from "react-intl";
import { ChevronLeftIcon, ChevronRightIcon } from "../overlayParts/icons";
import { useControllableState } from "../overlayParts/useControllableState";
import * as css from "./Pagination.css";
import { paginationRange } from "./paginationRange";

export type PaginationProps = {
  pageCount: number;
  /** 1-based. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Pages either side of the current one. */
  siblings?: number;
  /** Pages always shown at each end. */
  boundaries?: number;
  "aria-label"?: string;
};

/**
 * Page navigation for lists. A `nav` landmark of buttons (the list view keeps the page in its state, not in the
 * URL); the current page is `aria-current="page"`, previous/next are disabled at the ends.
 */
export function Pagination({
  pageCount,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  siblings = 1,
  boundaries = 1,
  "aria-label": ariaLabel,
}: PaginationProps) {
  const intl = useIntl();
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page) setPage(target);
  };
  return (
    <nav aria-label={ariaLabel ?? intl.formatMessage({ id: "ui.pagination.label" })}>
      <ul className={css.list}>
        <li>
          <AriaButton
            className={css.page}
            aria-label={intl.formatMessage({ id: "ui.pagination.previous" })}
            isDisabled={page <= 1}
            onPress={() => go(page - 1)}
          >
            <ChevronLeftIcon />
          </AriaButton>
        </li>
        {paginationRange(page, pageCount, siblings, boundaries).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <AriaButton
                className={css.page}
                aria-label={intl.formatMessage({ id: "ui.pagination.page" }, { page: item })}
                aria-current={item === page ? "page" : undefined}
                onPress={() => go(item)}
              >
                {item}
              </AriaButton>
            </li>
          ) : (
            <li key={item} className={css.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <AriaButton
            className={css.page}
            aria-label={intl.formatMessage({ id: "ui.pagination.next" })}
            isDisabled={page >= pageCount}
            onPress={() => go(page + 1)}
          >
            <ChevronRightIcon />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
