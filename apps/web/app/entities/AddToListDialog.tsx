/**
 * "Adicionar a uma lista": the dialog that puts the candidates picked on the candidates list (or the one whose page
 * is open) on one of the lists the recruiter may use, or on a new one named here, in one call. It loads on first use
 * (AddToList.tsx). A "select all" is read from its search's pages when the recruiter confirms, with progress; more
 * than one call takes is refused whole. A refusal is the API's words inside the dialog; once added, the dialog and a
 * toast say how many went, and the dialog links to the list.
 */
import { entityApi, type TearsheetAddAnswer, tearsheetMutations } from "@seleta/api-client";
import { ListPicker, type ListPickerOption, type ListPickerStatus, type ListTarget } from "@seleta/domain/widgets";
import { TEARSHEET_CANDIDATES_PER_CALL, TEARSHEET_NAME_LENGTH } from "@seleta/domain/wire";
import { Dialog, ProgressBar, showToast } from "@seleta/ui";
import { MutationObserver, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { apiProblem } from "../areas/recruiters/shortlists/apiProblem";
import { useServices } from "../services/ServicesProvider";

/** The lists offered: a page of the recruiter's own and the shared ones, as the policy lets them see them. */
const LISTS_SHOWN = 100;

export type AddToListDialogProps = {
  /** How many candidates are picked (the picker's sentence). */
  readonly count: number;
  /** The picked candidates' ids, read when the recruiter confirms; `onProgress` hears how many are read. */
  readonly candidateIds: (onProgress: (read: number) => void) => Promise<readonly number[] | "tooMany">;
  readonly isOpen: boolean;
  readonly onClose: () => void;
};

export function AddToListDialog({ count, candidateIds, isOpen, onClose }: AddToListDialogProps) {
  const { http, queryClient, toasts } = useServices();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `listActions.add.${id}` }, values);
  // useQuery, not the suspense read: the dialog opens at once and the lists fill the choice when they arrive (a new
  // list needs none of them).
  const lists = useQuery({
    queryKey: ["tearsheets", "picker"],
    queryFn: ({ signal }) =>
      entityApi(http, "tearsheets").list({ per_page: LISTS_SHOWN, order: { updated_at: "desc" } } as never, signal),
  });
  const [status, setStatus] = useState<ListPickerStatus>({ kind: "choosing" });
  const [read, setRead] = useState<number | null>(null);

  const options: ListPickerOption[] = (lists.data?.records ?? []).map((record) => {
    const row = record as unknown as Record<string, unknown>;
    return {
      id: Number(row.id),
      name: String(row.name ?? ""),
      shared: row.shared === true,
      talent_pool: row.talent_pool === true,
      candidates_count: Number(row.candidates_count ?? 0),
    };
  });

  const handleConfirm = async (target: ListTarget) => {
    setStatus({ kind: "saving" });
    try {
      const ids = await candidateIds((n) => setRead(n));
      setRead(null);
      if (ids === "tooMany") {
        setStatus({ kind: "failed", message: t("tooMany", { max: TEARSHEET_CANDIDATES_PER_CALL }) });
        return;
      }
      // Observers, not useMutation: the list the call goes to is known only now; the api-client's mutations mark
      // the lists and the list's cards stale.
      const answer: TearsheetAddAnswer =
        target.kind === "existing"
          ? await new MutationObserver(queryClient, tearsheetMutations.add(http)).mutate({
              tearsheetId: target.id,
              candidateIds: ids,
            })
          : await new MutationObserver(queryClient, tearsheetMutations.create(http)).mutate({
              name: target.name,
              candidate_ids: [...ids],
            });
      setStatus({ kind: "done", list: answer.tearsheet, added: answer.added, already: answer.already });
      showToast(toasts, {
        title: t("done", { added: answer.added, name: answer.tearsheet.name }),
        tone: "success",
      });
    } catch (error) {
      setRead(null);
      setStatus({ kind: "failed", message: apiProblem(error, t("failed")) });
    }
  };

  return (
    <Dialog
      title={t("title")}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <ListPicker
        lists={options}
        isLoadingLists={lists.isPending}
        count={count}
        status={status}
        nameLength={TEARSHEET_NAME_LENGTH}
        listHref={(id) => `/recruiters/tearsheets/${id}`}
        onConfirm={(target) => void handleConfirm(target)}
        onClose={onClose}
      />
      {read !== null ? (
        <ProgressBar
          label={t("reading", { count: read })}
          value={Math.min(read, TEARSHEET_CANDIDATES_PER_CALL)}
          maxValue={TEARSHEET_CANDIDATES_PER_CALL}
          showValue={false}
        />
      ) : null}
    </Dialog>
  );
}
