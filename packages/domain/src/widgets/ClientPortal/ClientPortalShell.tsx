import { AppFrame, Button, Link, TopLoadingBar } from "@seleta/ui";
import type { ReactNode } from "react";
import { Link as AriaLink } from "react-aria-components";
import type { Message } from "../../i18n/messageSet";
import { useMessage } from "../useMessage";
import * as css from "./ClientPortal.css";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

/** An entry of the portal's menu (the domain's `clientContactMenu`, already filtered by the contact's `is_admin`). */
export type ClientPortalMenuEntry = { readonly label: Message; readonly route: string };

export type ClientPortalShellProps = {
  /** The brand's (or the business's) logo, linking to the portal's home. */
  readonly logo: ReactNode;
  readonly contactName: string;
  readonly menu: readonly ClientPortalMenuEntry[];
  /** The path on screen: its menu entry is the current page. */
  readonly currentPath: string;
  readonly onSignOut: () => void;
  readonly isSigningOut?: boolean;
  /** A navigation is loading: the thin bar across the top. */
  readonly isLoading?: boolean;
  readonly children: ReactNode;
};

/** Whether a menu entry is the page on screen: its own path or one below it (a job of Jobs). */
function isCurrent(route: string, path: string): boolean {
  const bare = (value: string) => value.replace(/\/+$/, "");
  return bare(path) === bare(route) || path.startsWith(`${bare(route)}/`);
}

/**
 * The client contacts' portal frame (spec §2 "client contacts" layout): the brand, the area's name, its menu (Jobs,
 * Projects for portal administrators), who is signed in and the way out, over the page. Every control is a link or
 * a button, so the keyboard reaches each in order; the skip link jumps to the page.
 */
export function ClientPortalShell({
  logo,
  contactName,
  menu,
  currentPath,
  onSignOut,
  isSigningOut = false,
  isLoading = false,
  children,
}: ClientPortalShellProps) {
  const say = useMessage();
  return (
    <AppFrame mainId="client-portal-main" skipLabel={say(M.skipToContent)}>
      <TopLoadingBar isLoading={isLoading} />
      <header className={css.bar}>
        <span className={css.logo}>{logo}</span>
        <Link href="/client_contacts/" variant="subtle">
          <span className={css.areaName}>{say(M.area)}</span>
        </Link>
        <nav className={css.nav} aria-label={say(M.menu)}>
          <ul className={css.navList}>
            {menu.map((entry) => (
              <li key={entry.route}>
                <AriaLink
                  href={entry.route}
                  className={css.navLink}
                  aria-current={isCurrent(entry.route, currentPath) ? "page" : undefined}
                >
                  {say(entry.label)}
                </AriaLink>
              </li>
            ))}
          </ul>
        </nav>
        <span className={css.who}>
          <span>{contactName}</span>
          <Button variant="outline" tone="neutral" size="sm" onPress={onSignOut} isLoading={isSigningOut}>
            {say(M.signOut)}
          </Button>
        </span>
      </header>
      <main id="client-portal-main" className={css.main} tabIndex={-1}>
        {children}
      </main>
    </AppFrame>
  );
}
