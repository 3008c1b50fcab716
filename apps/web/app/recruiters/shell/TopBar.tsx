import type { RecruiterMe } from "@seleta/api-client";
import { RECRUITER_HOME } from "@seleta/domain";
import { AddNewMenu, EntitiesPanel } from "@seleta/domain/widgets";
import { Logo } from "@seleta/ui";
import type { RefObject } from "react";
import { useIntl } from "react-intl";
import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { GlobalSearch } from "./GlobalSearch";
import { LiveNotifications } from "./LiveNotifications";
import * as css from "./RecruiterShell.css";
import { RecruiterUserMenu } from "./RecruiterUserMenu";

/**
 * Spec §2 top bar: home (the logo), the grid icon opening the Entities panel (the active entity's icon beside it;
 * closes on navigation), the read-only search box, the add-new menu, the notifications and the user area.
 */
export type TopBarProps = {
  readonly me: RecruiterMe;
  /** Set while logging out, so the logout's own 401s are not taken for an expired session. */
  readonly signingOut: RefObject<boolean>;
};

export function TopBar({ me, signingOut }: TopBarProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <header className={css.bar}>
      <nav className={css.nav} aria-label={intl.formatMessage({ id: "shell.topBar" })}>
        <span className={css.home}>
          <Logo
            brand={root?.brand ?? "default"}
            src={root?.business.logoUrl}
            alt={intl.formatMessage({ id: "shell.home" })}
            href={RECRUITER_HOME}
            height={32}
          />
        </span>
        <div className={css.entities}>
          <EntitiesPanel user={me} pathname={pathname} />
        </div>
        <div className={css.search}>
          <GlobalSearch />
        </div>
        <div className={css.end}>
          <AddNewMenu user={me} />
          <LiveNotifications me={me} />
          <RecruiterUserMenu me={me} signingOut={signingOut} />
        </div>
      </nav>
    </header>
  );
}
