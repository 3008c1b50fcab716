/**
 * "Atualizar em lote" on the records a recruiter picked (the list's selection bar): a button that stays on the page,
 * and its dialog, a chunk of its own loaded when the button is pointed at or focused and drawn once it is pressed.
 * Offered to a role that may update the entity in bulk (the API's rule: update and bulk) when the entity has a field
 * many records may share.
 */
import { type AnyEntity, bulkUpdatableFields, can, type PermissionSubject } from "@seleta/domain";
import { EditIcon, LazyDialogButton, lazyWithPreload } from "@seleta/ui";
import { useIntl } from "react-intl";
import type { BulkUpdateDialogPartProps } from "./BulkUpdateDialogPart";

const BulkUpdateDialogPart = lazyWithPreload(() =>
  import("./BulkUpdateDialogPart").then((module) => module.BulkUpdateDialogPart),
);

type Props = Pick<BulkUpdateDialogPartProps, "entity" | "count" | "onStart">;

export function mayBulkUpdate(me: PermissionSubject | null | undefined, entity: AnyEntity): boolean {
  return can(me, "update", entity) && can(me, "bulk", entity) && bulkUpdatableFields(entity).length > 0;
}

export function BulkUpdate({ entity, count, onStart }: Props) {
  const intl = useIntl();
  return (
    <LazyDialogButton
      icon={<EditIcon aria-hidden="true" size={16} />}
      isDisabled={count === 0}
      part={BulkUpdateDialogPart}
      dialog={(state) => <BulkUpdateDialogPart entity={entity} count={count} onStart={onStart} {...state} />}
    >
      {intl.formatMessage({ id: "entities.bulkUpdate.action" })}
    </LazyDialogButton>
  );
}
