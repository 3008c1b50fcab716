import type { PermissionSubject } from "@seleta/domain";
import { EntitiesPanelTriggerContent, useEntitiesPanelTrigger } from "@seleta/domain/widget-triggers";
import * as triggers from "./barTriggers.css";
import type { LightTriggerProps } from "./DeferredWidget";

export type EntitiesTriggerProps = {
  readonly user: PermissionSubject;
  readonly pathname: string;
  readonly trigger: LightTriggerProps;
};

/**
 * The Entities panel's light trigger: the widget's closed button drawn without react-aria, the active entity's icon
 * and label included (the widget's own trigger content and name), so no page needs the bar's chunk to draw its bar
 * and the hydrated page matches the server's.
 */
export function EntitiesTrigger({ user, pathname, trigger }: EntitiesTriggerProps) {
  const { label, active } = useEntitiesPanelTrigger(user, pathname);
  return (
    <button type="button" className={triggers.entities} aria-label={label} aria-expanded={false} {...trigger}>
      <EntitiesPanelTriggerContent active={active} />
    </button>
  );
}
