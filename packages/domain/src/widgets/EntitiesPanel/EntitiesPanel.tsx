import { Icon } from "@seleta/ui";
import { useEffect, useRef, useState } from "react";
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Link as AriaLink,
  Popover as AriaPopover,
  DialogTrigger,
  Heading,
} from "react-aria-components";
import { uiMessages } from "../../i18n/uiMessages";
import type { PermissionSubject } from "../../permissions/can";
import { entityMenu } from "../../permissions/menus";
import { entityGlyph } from "../entityIcons";
import { useMessage } from "../useMessage";
import * as css from "./EntitiesPanel.css";
import { EntitiesPanelTriggerContent, useEntitiesPanelTrigger } from "./EntitiesPanelTrigger";

export type EntitiesPanelProps = {
  /** The recruiter: each entity shows only if role_permissions allow reading it (and is_admin where needed). */
  user: PermissionSubject;
  /** The current path: it picks the active entity, and a change (a navigation) closes the panel. */
  pathname: string;
  defaultOpen?: boolean;
};

/**
 * Spec §2 top bar: a grid icon (with the active entity's icon beside it) opening the Entities panel, a grid of the
 * entities the user may read, in the spec's order. Links go through the app's router (react-aria RouterProvider);
 * the panel closes on navigation.
 */
export function EntitiesPanel({ user, pathname, defaultOpen = false }: EntitiesPanelProps) {
  const t = useMessage();
  const [isOpen, setOpen] = useState(defaultOpen);
  const entries = entityMenu(user);
  const { label, active: activeEntry } = useEntitiesPanelTrigger(user, pathname);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  const title = t(uiMessages.messages.entitiesPanel);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton className={css.trigger} aria-label={label}>
        <EntitiesPanelTriggerContent active={activeEntry} />
      </AriaButton>
      <AriaPopover placement="bottom start" offset={6} className={css.panel}>
        <AriaDialog aria-label={title} className={css.dialog}>
          <Heading slot="title" className={css.title}>
            {title}
          </Heading>
          <ul className={css.grid}>
            {entries.map((entry) => (
              <li key={entry.route}>
                <AriaLink
                  href={entry.route}
                  className={css.tile}
                  aria-current={entry.route === activeEntry?.route ? "page" : undefined}
                >
                  <span className={css.tileIcon} aria-hidden="true">
                    <Icon icon={entityGlyph(entry.icon)} size="md" />
                  </span>
                  {t(entry.label)}
                </AriaLink>
              </li>
            ))}
          </ul>
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
