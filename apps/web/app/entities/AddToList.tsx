/**
 * The "Adicionar a uma lista" action on the candidates a recruiter picked (the list's selection bar) or on the one
 * whose page is open: a button that stays on the page, and its dialog, a chunk of its own loaded when the button is
 * pointed at or focused and drawn once it is pressed. Shown for an entity whose records go on lists
 * (`addedToLists`) to a role that may fill lists.
 */
import { type AnyEntity, can, entityIndex, type PermissionSubject } from "@seleta/domain";
import { LazyDialogButton, ListIcon, lazyWithPreload } from "@seleta/ui";
import { useIntl } from "react-intl";
import type { AddToListDialogProps } from "./AddToListDialog";

const AddToListDialog = lazyWithPreload(() => import("./AddToListDialog").then((module) => module.AddToListDialog));

type Props = Pick<AddToListDialogProps, "count" | "candidateIds">;

/** The action is offered for an entity whose records go on lists, to a role that may fill lists (the API's rule). */
export function mayAddToLists(me: PermissionSubject | null | undefined, entity: AnyEntity): boolean {
  return (
    entity.addedToLists &&
    can(me, "update", entityIndex.tearsheets) &&
    can(me, "create", entityIndex.tearsheet_candidates) &&
    can(me, "read", entity)
  );
}

export function AddToList({ count, candidateIds }: Props) {
  const intl = useIntl();
  return (
    <LazyDialogButton
      icon={<ListIcon aria-hidden="true" size={16} />}
      isDisabled={count === 0}
      part={AddToListDialog}
      dialog={(state) => <AddToListDialog count={count} candidateIds={candidateIds} {...state} />}
    >
      {intl.formatMessage({ id: "listActions.add.action" })}
    </LazyDialogButton>
  );
}
