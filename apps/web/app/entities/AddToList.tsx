/**
 * The "Adicionar a uma lista" action on the candidates a recruiter picked (the list's selection bar) or on the one
 * whose page is open: a button that stays on the page, and its dialog, a chunk of its own loaded when the button is
 * pointed at or focused and drawn once it is pressed. Shown for an entity whose records go on lists
 * (`addedToLists`) to a role that may fill lists.
 */
import { type AnyEntity, can, entityIndex, type PermissionSubject } from "@seleta/domain";
import { Button, dialogButtonProps, ListIcon, lazyWithPreload, preloadOnIntent, useOpenedOnce } from "@seleta/ui";
import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import type { AddToListDialogProps } from "./AddToListDialog";

const AddToListDialog = lazyWithPreload(() => import("./AddToListDialog").then((module) => module.AddToListDialog));
const intent = preloadOnIntent(AddToListDialog);

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
  const [open, setOpen] = useState(false);
  // Each opening starts the dialog afresh (no choice, no refusal, no list of the last time).
  const [openings, setOpenings] = useState(0);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<ListIcon aria-hidden="true" size={16} />}
        isDisabled={count === 0}
        {...intent}
        {...dialogButtonProps(open, () => {
          setOpenings((n) => n + 1);
          setOpen(true);
        })}
      >
        {intl.formatMessage({ id: "listActions.add.action" })}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AddToListDialog
            key={openings}
            count={count}
            candidateIds={candidateIds}
            isOpen={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
