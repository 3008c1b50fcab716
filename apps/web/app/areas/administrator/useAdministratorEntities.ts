import { type EntityIndexEntry, entitiesOfArea } from "@seleta/domain";
import { useIntl } from "react-intl";
import { useEntityText } from "../../entities/useEntityText";

/** The registry's administrator entities with their labels, in the labels' order: the menu and the area's home. */
export function useAdministratorEntities(): { entity: EntityIndexEntry; label: string }[] {
  const intl = useIntl();
  const { message } = useEntityText();
  return entitiesOfArea("administrator")
    .map((entity) => ({ entity, label: message(entity.label.many) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}
