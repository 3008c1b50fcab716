import type { RecruiterMe } from "@seleta/api-client";
import { entityForPath, entityRoute } from "@seleta/domain";
import { AppFrame, Link, Logo } from "@seleta/ui";
import type { ReactNode } from "react";
import { Link as AriaLink } from "react-aria-components";
import { useIntl } from "react-intl";
import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import * as css from "./administrator.css";
import { useAdministratorEntities } from "./useAdministratorEntities";

export type AdministratorShellProps = { readonly me: RecruiterMe; readonly children: ReactNode };

/**
 * The administrator area's frame: a bar (brand, the area's name, the way back to the recruiter workspace, who is
 * signed in), the menu of every administrator entity of the registry in its label's order, and the page.
 */
export function AdministratorShell({ me, children }: AdministratorShellProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const active = entityForPath(pathname);
  const entries = useAdministratorEntities();
  return (
    <AppFrame mainId="administrator-main" skipLabel={intl.formatMessage({ id: "shell.skipToContent" })}>
      <header className={css.bar}>
        <span className={css.home}>
          <Logo
            brand={root?.brand ?? "default"}
            src={root?.business.logoUrl}
            alt={intl.formatMessage({ id: "areas.admin.home" })}
            href="/administrator"
            height={32}
          />
        </span>
        <span className={css.areaName}>{intl.formatMessage({ id: "areas.admin.area" })}</span>
        <span className={css.spacer} />
        <Link href="/recruiters">{intl.formatMessage({ id: "areas.admin.backToRecruiters" })}</Link>
        <span className={css.who}>{me.name}</span>
      </header>
      <div className={css.body}>
        <nav className={css.menu} aria-label={intl.formatMessage({ id: "areas.admin.menu" })}>
          <ul className={css.menuList}>
            {entries.map(({ entity, label }) => (
              <li key={entity.name}>
                <AriaLink
                  href={entityRoute(entity)}
                  className={css.menuLink}
                  aria-current={entity.name === active?.name ? "page" : undefined}
                >
                  {label}
                </AriaLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="administrator-main" className={css.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </AppFrame>
  );
}
