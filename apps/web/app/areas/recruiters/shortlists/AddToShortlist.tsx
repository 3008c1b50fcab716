/**
 * The "Adicionar à shortlist" action on the applies a recruiter picked (the job's list, its kanban): a button that
 * stays on the page, and its dialog, a chunk of its own loaded when the button is pointed at or focused and drawn
 * once it is pressed. Nothing picked: the button is disabled.
 */
import { Button, dialogButtonProps, lazyWithPreload, preloadOnIntent, ShortlistIcon, useOpenedOnce } from "@seleta/ui";
import { Suspense, useState } from "react";
import { useIntl } from "react-intl";

const AddToShortlistDialog = lazyWithPreload(() =>
  import("./AddToShortlistDialog").then((module) => module.AddToShortlistDialog),
);
const intent = preloadOnIntent(AddToShortlistDialog);

type Props = {
  readonly jobId: number;
  /** How many applies are picked. */
  readonly count: number;
  /** The picked applies' ids, read when the recruiter confirms. */
  readonly applyIds: () => Promise<readonly number[]>;
};

export function AddToShortlist({ jobId, count, applyIds }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Each opening starts the dialog afresh (no choice, no refusal, no shortlist of the last time).
  const [openings, setOpenings] = useState(0);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<ShortlistIcon aria-hidden="true" size={16} />}
        isDisabled={count === 0}
        {...intent}
        {...dialogButtonProps(open, () => {
          setOpenings((n) => n + 1);
          setOpen(true);
        })}
      >
        {intl.formatMessage({ id: "shortlistActions.selection.action" })}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AddToShortlistDialog
            key={openings}
            jobId={jobId}
            count={count}
            applyIds={applyIds}
            isOpen={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
