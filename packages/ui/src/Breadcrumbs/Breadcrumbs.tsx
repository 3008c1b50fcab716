import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from "react-aria-components";
import { useIntl } from "react-intl";
import { ChevronRightIcon } from "../Icon";
import * as styles from "./Breadcrumbs.css";

export type BreadcrumbItem = { id: string; label: string; href?: string };

export type BreadcrumbsProps = {
  /** From the root to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark; "Trilha de navegação" by default. */
  label?: string;
};

/**
 * Where the page sits in the app. react-aria Breadcrumbs: the last crumb gets `aria-current="page"`, links route
 * through the app's `RouterProvider`.
 */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: "ui.breadcrumbs.label" })}>
      <AriaBreadcrumbs className={styles.list} items={items}>
        {(item) => (
          <Breadcrumb className={styles.item} id={item.id}>
            {({ isCurrent }) => (
              <>
                <Link className={styles.link} href={isCurrent ? undefined : item.href}>
                  {item.label}
                </Link>
                {!isCurrent && <ChevronRightIcon width={14} height={14} aria-hidden="true" />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
