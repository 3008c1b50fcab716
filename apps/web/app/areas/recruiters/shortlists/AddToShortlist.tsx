/**
 * The "Adicionar à shortlist" action on the applies a recruiter picked (the job's list, its kanban): a button that
 * stays on the page, and its dialog, a chunk of its own loaded when the button is pointed at or focused and drawn
 * once it is pressed. Nothing picked: the button is disabled.
 */
import { LazyDialogButton, lazyWithPreload, ShortlistIcon } from "@seleta/ui";
import { useIntl } from "react-intl";

const AddToShortlistDialog = lazyWithPreload(() =>
  import("./AddToShortlistDialog").then((module) => module.AddToShortlistDialog),
);

type Props = {
  readonly jobId: number;
  /** How many applies are picked. */
  readonly count: number;
  /** The picked applies' ids, read when the recruiter confirms. */
  readonly applyIds: () => Promise<readonly number[]>;
};

export function AddToShortlist({ jobId, count, applyIds }: Props) {
  const intl = useIntl();
  return (
    <LazyDialogButton
      icon={<ShortlistIcon aria-hidden="true" size={16} />}
      isDisabled={count === 0}
      part={AddToShortlistDialog}
      dialog={(state) => <AddToShortlistDialog jobId={jobId} count={count} applyIds={applyIds} {...state} />}
    >
      {intl.formatMessage({ id: "shortlistActions.selection.action" })}
    </LazyDialogButton>
  );
}
