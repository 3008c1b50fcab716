import type { BrandKey } from "@seleta/brand-themes";
import {
  AppFrame,
  Avatar,
  ChevronDownIcon,
  FileIcon,
  Icon,
  type IconComponent,
  InfoIcon,
  JobIcon,
  KanbanIcon,
  ListIcon,
  LogOutIcon,
  Logo,
  MenuIcon,
  MessageTemplateIcon,
  NoteIcon,
  SearchIcon,
  SettingsIcon,
  StarIcon,
  ToolsIcon,
  UserIcon,
} from "@seleta/ui";
import type { ReactNode } from "react";
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

const SIDE_MENU_ID = "candidate-menu";
const USER_MENU_ID = "candidate-user-menu";

/** Where Sair posts: the route whose action ends the session. */
export const CANDIDATE_SIGN_OUT_PATH = "/candidates/sign_out";

export type CandidateShellUser = { readonly name: string; readonly photoUrl?: string | null };

export type CandidateShellProps = {
  readonly brand: BrandKey;
  /** The business configuration's logo; the brand's own without it. */
  readonly logoSrc?: string | null;
  readonly user: CandidateShellUser;
  /** The page's path: it marks the menu's current entry, and the registration wizard shows no menu. */
  readonly pathname: string;
  readonly children: ReactNode;
  /** Forces the wide or the small screens' layout (stories); by default it follows the screen's width. */
  readonly layout?: "responsive" | "wide" | "small";
};

/**
 * The candidate area's frame (spec §2): the brand's logo, the 'Pesquisar vagas...' box, the avatar menu with Sair,
 * and the side menu — a column on wide screens, a sheet behind "Abrir menu" on small ones, left out of the
 * registration wizard. It needs no script: the search is a GET form to the job board (`/jobs?term=…`), the two menus
 * are the browser's own popovers (`popovertarget`: Esc and a click outside close them, the browser tells assistive
 * technologies whether they are open), and Sair is a form posting to `CANDIDATE_SIGN_OUT_PATH`.
 */
export function CandidateShell({
  brand,
  logoSrc,
  user,
  pathname,
  children,
  layout = "responsive",
}: CandidateShellProps) {
  const text = useMessage();
  const current = currentMenuEntry(pathname);
  const withMenu = showsCandidateMenu(pathname);
  return (
    <AppFrame mainId="candidate-main" skipLabel={text(M.skipToContent)}>
      <div className={css.layout[layout]}>
        <header className={css.bar}>
          {withMenu ? (
            <button type="button" className={css.menuButton} popoverTarget={SIDE_MENU_ID} aria-label={text(M.openMenu)}>
              <Icon icon={MenuIcon} size="md" />
            </button>
          ) : null}
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
          <button type="button" className={css.userButton} popoverTarget={USER_MENU_ID}>
            <Avatar name={user.name} src={user.photoUrl} size="sm" />
            <span className={css.greeting}>{text(M.greeting, { name: user.name })}</span>
            <Icon icon={ChevronDownIcon} size="sm" />
          </button>
          <nav id={USER_MENU_ID} popover="auto" className={css.userMenu} aria-label={text(M.userMenu)}>
            <a className={css.userMenuItem} href="/candidates/settings">
              <Icon icon={SettingsIcon} size="sm" />
              {text(M.settings)}
            </a>
            <form method="post" action={CANDIDATE_SIGN_OUT_PATH}>
              <button type="submit" className={css.userMenuItem}>
                <Icon icon={LogOutIcon} size="sm" />
                {text(U.logout)}
              </button>
            </form>
          </nav>
        </header>
        <div className={css.body}>
          {withMenu ? (
            <nav id={SIDE_MENU_ID} popover="auto" className={css.sideMenu} aria-label={text(M.menu)}>
              <ul className={css.menuList}>
                {candidateMenu.map((entry) => (
                  <li key={entry.href}>
                    <a className={css.menuItem} href={entry.href} aria-current={entry === current ? "page" : undefined}>
                      <Icon icon={ICONS[entry.icon]} size="sm" />
                      {text(entry.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <main id="candidate-main" className={css.main} tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </AppFrame>
  );
}
