import { AddIcon, Icon, Menu, MenuItem } from "@seleta/ui";
import { Button as AriaButton } from "react-aria-components";
import { uiMessages } from "../../i18n/uiMessages";
import type { PermissionSubject } from "../../permissions/can";
import { addNewMenu } from "../../permissions/menus";
import { entityGlyph } from "../entityIcons";
import { useMessage } from "../useMessage";
import * as css from "./AddNewMenu.css";

export type AddNewMenuProps = {
  /** The recruiter: each target shows only with read permission on its entity (spec §2, §6). */
  user: PermissionSubject;
  defaultOpen?: boolean;
};

/**
 * Spec §2 add-new (plus) menu: candidates/new, jobs/new, client_companies/new, client_contacts/new, tasks/new,
 * contacts/new, proposals/new, template_notes/new, meetings/new, each a link through the app's router. Without any
 * target the button is not shown.
 */
export function AddNewMenu({ user, defaultOpen }: AddNewMenuProps) {
  const t = useMessage();
  const entries = addNewMenu(user);
  if (entries.length === 0) return null;
  const label = t(uiMessages.messages.addNew);
  return (
    <Menu
      aria-label={label}
      placement="bottom end"
      defaultOpen={defaultOpen}
      trigger={
        <AriaButton className={css.trigger} aria-label={label}>
          <Icon icon={AddIcon} size="md" />
        </AriaButton>
      }
    >
      {entries.map((entry) => (
        <MenuItem
          key={entry.entity.name}
          id={entry.entity.name}
          href={entry.route}
          icon={<Icon icon={entityGlyph(entry.icon)} size="sm" />}
        >
          {t(entry.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
