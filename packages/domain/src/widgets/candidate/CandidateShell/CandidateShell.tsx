import type { BrandKey } from "@seleta/brand-themes";
import {
  AppFrame,
  Avatar,
  ChevronDownIcon,
  Drawer,
  DrawerItem,
  FileIcon,
  Icon,
  type IconComponent,
  InfoIcon,
  JobIcon,
  KanbanIcon,
  ListIcon,
  Logo,
  MessageTemplateIcon,
  NoteIcon,
  SearchIcon,
  SettingsIcon,
  StarIcon,
  ToolsIcon,
  UserIcon,
} from "@seleta/ui";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Button as AriaButton } from "react-aria-components";
import {
  type CandidateMenuIcon,
  candidateMenu,
  candidateMenuMessages,
  currentMenuEntry,
  showsCandidateMenu,
} from "../../../candidatePortal/candidateMenu";
import { uiMessages } from "../../../i18n/uiMessages";
import { useMessage } from "../../useMessage";
import * as css from "./CandidateShell.css";

/**
 * The avatar menu's popover, and react-aria's overlay code with it, load when the menu first opens: every candidate
 * page shows the trigger, few open it.
 */
const UserMenu = lazy(() => import("./UserMenu").then((module) => ({ default: module.UserMenu })));

const M = candidateMenuMessages.messages;
const U = uiMessages.messages;

const ICONS: Readonly<Record<CandidateMenuIcon, IconComponent>> = {
  overview: InfoIcon,
  data: UserIcon,
  file: FileIcon,
  languages: MessageTemplateIcon,
  preferences: StarIcon,
  skills: ToolsIcon,
  experience: JobIcon,
  education: NoteIcon,
  dashboard: KanbanIcon,
  jobs: SearchIcon,
  applications: ListIcon,
  login: SettingsIcon,
};

export type CandidateShellUser = { readonly name: string; readonly photoUrl?: string | null };

export type CandidateShellProps = {
  readonly brand: BrandKey;
  /** The business configuration's logo; the brand's own without it. */
  readonly logoSrc?: string | null;
  readonly user: CandidateShellUser;
  /** The page's path: it marks the menu's current entry, and the registration wizard shows no menu. */
  readonly pathname: string;
  readonly onSignOut: () => void;
  readonly children: ReactNode;
  /** Forces the side menu's layout (stories); by default a side drawer on wide screens, a sheet on small ones. */
  readonly drawerLayout?: "responsive" | "side" | "modal";
};

/**
 * The candidate area's frame (spec §2): the brand's logo, the 'Pesquisar vagas...' box (a GET form to the job
 * board, `/jobs?term=…`, so Enter searches even before the page's scripts run), the avatar menu with Sair, and the
 * side menu — collapsible, a sheet on small screens, left out of the registration wizard.
 */
export function CandidateShell({
  brand,
  logoSrc,
  user,
  pathname,
  onSignOut,
  children,
  drawerLayout = "responsive",
}: CandidateShellProps) {
  const text = useMessage();
  const current = currentMenuEntry(pathname);
  const greeting = text(M.greeting, { name: user.name });
  const userButton = useRef<HTMLButtonElement>(null);
  const [isUserMenuOpen, setUserMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing returns focus to the trigger like any menu.
  const [userMenuUsed, setUserMenuUsed] = useState(false);
  const openUserMenu = () => {
    setUserMenuUsed(true);
    setUserMenuOpen(true);
  };
  return (
    <AppFrame mainId="candidate-main" skipLabel={text(M.skipToContent)}>
      <header className={css.bar}>
        <span className={css.home}>
          <Logo brand={brand} src={logoSrc} alt={text(M.home)} href="/candidates/home" height={32} />
        </span>
        <search className={css.search} aria-label={text(M.searchJobs)}>
          <form className={css.searchForm} action="/jobs" method="get">
            <label className={css.searchBox}>
              <Icon icon={SearchIcon} size="sm" />
              <input
                className={css.searchInput}
                type="search"
                name="term"
                aria-label={text(M.searchJobs)}
                placeholder={text(U.searchJobsPlaceholder)}
              />
            </label>
          </form>
        </search>
        <AriaButton
          ref={userButton}
          className={css.userButton}
          aria-haspopup="menu"
          aria-expanded={isUserMenuOpen}
          onPress={() => (isUserMenuOpen ? setUserMenuOpen(false) : openUserMenu())}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") openUserMenu();
            else event.continuePropagation();
          }}
        >
          <Avatar name={user.name} src={user.photoUrl} size="sm" />
          <span className={css.greeting}>{greeting}</span>
          <Icon icon={ChevronDownIcon} size="sm" />
        </AriaButton>
        {userMenuUsed ? (
          <Suspense fallback={null}>
            <UserMenu
              triggerRef={userButton}
              isOpen={isUserMenuOpen}
              onOpenChange={(isOpen) => {
                setUserMenuOpen(isOpen);
                if (!isOpen) userButton.current?.focus();
              }}
              label={text(M.userMenu)}
              settingsLabel={text(M.settings)}
              signOutLabel={text(U.logout)}
              onSignOut={onSignOut}
            />
          </Suspense>
        ) : null}
      </header>
      <div className={css.body}>
        {showsCandidateMenu(pathname) ? (
          <Drawer aria-label={text(M.menu)} layout={drawerLayout}>
            {candidateMenu.map((entry) => (
              <DrawerItem
                key={entry.href}
                href={entry.href}
                label={text(entry.label)}
                icon={<Icon icon={ICONS[entry.icon]} size="sm" />}
                isCurrent={entry === current}
              />
            ))}
          </Drawer>
        ) : null}
        <main id="candidate-main" className={css.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </AppFrame>
  );
}
