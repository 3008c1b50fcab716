import { Icon, KanbanIcon } from "@seleta/ui";
import { entityForPath } from "../../entities/entityIndex";
import { uiMessages } from "../../i18n/uiMessages";
import type { PermissionSubject } from "../../permissions/can";
import { type EntityMenuEntry, entityMenu } from "../../permissions/menus";
import { entityGlyph } from "../entityIcons";
import { useMessage } from "../useMessage";
import * as css from "./EntitiesPanel.css";

export type EntitiesPanelTrigger = {
  /** The trigger's accessible name: the panel's title, and the active entity's label after it. */
  readonly label: string;
  /** The panel's entry for the path's entity, when the panel lists it for this user (spec §2: the active entity). */
  readonly active: EntityMenuEntry | undefined;
};

/** What the panel's trigger says for this user on this path. */
export function useEntitiesPanelTrigger(user: PermissionSubject, pathname: string): EntitiesPanelTrigger {
  const t = useMessage();
  const entity = entityForPath(pathname);
  const active = entity ? entityMenu(user).find((entry) => entry.entity.name === entity.name) : undefined;
  const title = t(uiMessages.messages.entitiesPanel);
  return { label: active ? `${title}: ${t(active.label)}` : title, active };
}

export type EntitiesPanelTriggerContentProps = { readonly active: EntityMenuEntry | undefined };

/**
 * What the panel's trigger shows inside its button: the grid icon, and the active entity's icon and label beside it.
 * The one drawing of it, for the widget's own button and for the stand-in drawn before the widget's chunk loads (the
 * recruiter bar's light trigger), so the two cannot differ.
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
