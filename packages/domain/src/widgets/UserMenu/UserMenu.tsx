import {
  Avatar,
  ChevronDownIcon,
  CompanyIcon,
  Icon,
  LogOutIcon,
  MailIcon,
  Menu,
  MenuItem,
  MenuSeparator,
  SettingsIcon,
  UserIcon,
} from "@seleta/ui";
import { Fragment } from "react";
import { Button as AriaButton, Link as AriaLink } from "react-aria-components";
import type { PermissionSubject } from "../../permissions/can";
import { recruiterUserMenu, userMenuMessages } from "../../permissions/menus";
import { useMessage } from "../useMessage";
import * as css from "./UserMenu.css";

const M = userMenuMessages.messages;

export type UserMenuUser = PermissionSubject & {
  readonly name: string;
  /** Spec §3 `photoUrl`: the avatar, or the default one. */
  readonly photoUrl?: string | null;
};

export type UserMenuProps = {
  user: UserMenuUser;
  onMicrosoftLogin: () => void;
  onLogout: () => void;
  /**
   * `alternative`: the other recruiter layout, which also shows 'PERFIL DA EMPRESA' and 'ADMNISTRADOR' beside the
   * menu, for admins only (spec §2).
   */
  layout?: "default" | "alternative";
  defaultOpen?: boolean;
};

const ICONS = {
  "/recruiters/profile": UserIcon,
  "/recruiters/business": CompanyIcon,
  "/administrator/": SettingsIcon,
  microsoftLogin: MailIcon,
  logout: LogOutIcon,
} as const;

/**
 * Spec §2 recruiter user menu: the avatar and 'Hi, {name}'; Profile, Company Profile and Administrator (admins
 * only), Microsoft Login and Log out.
 */
export function UserMenu({ user, onMicrosoftLogin, onLogout, layout = "default", defaultOpen }: UserMenuProps) {
  const t = useMessage();
  const greeting = t(M.greeting, { name: user.name });
  const entries = recruiterUserMenu(user);
  return (
    <div className={css.root}>
      {layout === "alternative" && user.is_admin ? (
        <>
          <AriaLink href="/recruiters/business" className={css.adminLink}>
            {t(M.companyProfileUpper)}
          </AriaLink>
          <AriaLink href="/administrator/" className={css.adminLink}>
            {t(M.administratorUpper)}
          </AriaLink>
        </>
      ) : null}
      <Menu
        aria-label={greeting}
        placement="bottom end"
        defaultOpen={defaultOpen}
        onAction={(key) => {
          if (key === "microsoftLogin") onMicrosoftLogin();
          if (key === "logout") onLogout();
        }}
        trigger={
          <AriaButton className={css.trigger}>
            <Avatar name={user.name} src={user.photoUrl} size="sm" />
            <span>{greeting}</span>
            <Icon icon={ChevronDownIcon} size="sm" />
          </AriaButton>
        }
      >
        {entries.map((entry) => {
          const key = entry.kind === "link" ? entry.route : entry.action;
          const icon = ICONS[key as keyof typeof ICONS] ?? SettingsIcon;
          return (
            <Fragment key={key}>
              {entry.kind === "action" && entry.action === "logout" ? <MenuSeparator /> : null}
              <MenuItem
                id={key}
                icon={<Icon icon={icon} size="sm" />}
                tone={entry.kind === "action" && entry.action === "logout" ? "danger" : "default"}
                {...(entry.kind === "link" ? { href: entry.route } : {})}
              >
                {t(entry.label)}
              </MenuItem>
            </Fragment>
          );
        })}
      </Menu>
    </div>
  );
}
