import { Icon, KanbanIcon } from "@seleta/ui";
import { entityForPath } from "../../entities/entityIndex";
import type { Message, MessageValues } from "../../i18n/messageSet";
import { uiMessages } from "../../i18n/uiMessages";
import type { PermissionSubject } from "../../permissions/can";
import { type EntityMenuEntry, entityMenu } from "../../permissions/menus";
import { entityGlyph } from "../entityIcons";
import { useMessage } from "../useMessage";
import * as css from "./EntitiesPanel.css";

/** The panel's entry for the path's entity, when the panel lists it for this user (spec §2: the active entity). */
export function activeEntityEntry(user: PermissionSubject, pathname: string): EntityMenuEntry | undefined {
  const active = entityForPath(pathname);
  return active ? entityMenu(user).find((entry) => entry.entity.name === active.name) : undefined;
}

/** The trigger's accessible name: the panel's title, and the active entity's label after it. */
export function entitiesPanelTriggerLabel(
  t: (message: Message, values?: MessageValues) => string,
  active: EntityMenuEntry | undefined,
): string {
  const title = t(uiMessages.messages.entitiesPanel);
  return active ? `${title}: ${t(active.label)}` : title;
}

export type EntitiesPanelTriggerContentProps = { readonly active: EntityMenuEntry | undefined };

/**
 * What the panel's trigger shows inside its button: the grid icon, and the active entity's icon and label beside it.
 * The one drawing of it, for the widget's own button and for any stand-in drawn before the widget loads (the recruiter
 * bar's light trigger), so the two cannot look different.
 */
export function EntitiesPanelTriggerContent({ active }: EntitiesPanelTriggerContentProps) {
  const t = useMessage();
  return (
    <>
      <Icon icon={KanbanIcon} size="md" />
      {active ? (
        <span className={css.active} data-testid="active-entity">
          <Icon icon={entityGlyph(active.icon)} size="sm" />
          <span>{t(active.label)}</span>
        </span>
      ) : null}
    </>
  );
}
