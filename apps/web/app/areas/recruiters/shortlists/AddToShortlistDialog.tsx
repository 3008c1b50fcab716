/**
 * "Adicionar à shortlist": the dialog that puts the applies picked on a job's list or kanban into one of the job's
 * shortlists, or into a new one named here. It loads on first use (AddToShortlist.tsx). The applies are read when
 * the recruiter confirms (a "select all" reads its search's pages then); a refusal (another job's apply, a role that
 * may not change the job) is said inside the dialog in the recruiter's language and nothing is added; once added,
 * the dialog links to the shortlist.
 */
import {
  type ShortlistDetail,
  type ShortlistSummary,
  shortlistBuilderMutations,
  shortlistBuilderQueries,
} from "@seleta/api-client";
import { shortlistStatusMessages } from "@seleta/domain";
import { formatDomainMessage } from "@seleta/domain/widgets";
import { SHORTLIST_APPLIES_PER_CALL, SHORTLIST_NAME_LENGTH } from "@seleta/domain/wire";
import { Button, Dialog, Link, Radio, RadioGroup, showToast, TextField } from "@seleta/ui";
import { MutationObserver, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useServices } from "../../../services/ServicesProvider";
import { apiProblem } from "./apiProblem";
import { type ShortlistAddRefusal, type ShortlistTarget, shortlistAddCall } from "./shortlistSelection";
import * as css from "./shortlists.css";

/** The radio's value of "a new shortlist"; the others are the shortlists' ids. */
const NEW = "new";

export type AddToShortlistDialogProps = {
  readonly jobId: number;
  /** How many applies are picked (the dialog's sentence). */
  readonly count: number;
  /** The picked applies' ids, read when the recruiter confirms. */
  readonly applyIds: () => Promise<readonly number[]>;
  readonly isOpen: boolean;
  readonly onClose: () => void;
};

export function AddToShortlistDialog({ jobId, count, applyIds, isOpen, onClose }: AddToShortlistDialogProps) {
  const { http, queryClient, toasts } = useServices();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shortlistActions.selection.${id}` }, values);
  // useQuery, not the suspense read: the dialog opens at once and the job's shortlists fill the choice when they
  // arrive (a new shortlist needs none of them).
  const shortlists = useQuery(shortlistBuilderQueries.ofJob(http, jobId));
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<ShortlistDetail | null>(null);

  const target: ShortlistTarget = choice === NEW ? { kind: "new", name } : { kind: "existing", id: Number(choice) };
  const refusalText: Record<ShortlistAddRefusal, string> = {
    empty: t("empty"),
    noName: t("noName"),
    tooMany: t("tooMany", { max: SHORTLIST_APPLIES_PER_CALL }),
  };

  const handleConfirm = async () => {
    setProblem(null);
    setPending(true);
    try {
      const call = shortlistAddCall(target, await applyIds());
      if (typeof call === "string") {
        setProblem(refusalText[call]);
        return;
      }
      // Observers, not useMutation: the shortlist the call goes to is known only now; the api-client's mutations put
      // the answer in the cache and refresh the job's shortlists and the applies' list and board.
      const shortlist =
        call.kind === "add"
          ? await new MutationObserver(queryClient, shortlistBuilderMutations.add(http, call.shortlistId)).mutate(
              call.applyIds,
            )
          : await new MutationObserver(queryClient, shortlistBuilderMutations.create(http, jobId)).mutate({
              name: call.name,
              apply_ids: [...call.applyIds],
            });
      setDone(shortlist);
      showToast(toasts, { title: t("done", { count: shortlist.items.length, name: shortlist.name }), tone: "success" });
    } catch (error) {
      setProblem(apiProblem(error, t("failed")));
    } finally {
      setPending(false);
    }
  };

  const options: readonly ShortlistSummary[] = shortlists.data ?? [];
  const needsName = choice === NEW && name.trim() === "";

  return (
    <Dialog
      title={t("title")}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      footer={
        done ? (
          <Button variant="outline" tone="neutral" onPress={onClose}>
            {t("close")}
          </Button>
        ) : (
          <>
            <Button variant="outline" tone="neutral" onPress={onClose}>
              {t("cancel")}
            </Button>
            <Button isDisabled={count === 0 || needsName} isLoading={pending} onPress={() => void handleConfirm()}>
              {t("confirm")}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div className={css.dialogBody}>
          <p role="status" className={css.dialogText}>
            {t("done", { count: done.items.length, name: done.name })}
          </p>
          <Link href={`/recruiters/shortlists/${done.id}`}>{t("open")}</Link>
        </div>
      ) : (
        <div className={css.dialogBody}>
          <p className={css.dialogText}>{t("picked", { count })}</p>
          <RadioGroup
            label={t("choose")}
            description={shortlists.isError ? t("unavailable") : undefined}
            value={choice}
            onChange={setChoice}
          >
            {options.map((shortlist) => (
              <Radio key={shortlist.id} value={String(shortlist.id)}>
                {t("option", {
                  name: shortlist.name,
                  status: formatDomainMessage(intl, shortlistStatusMessages.messages[shortlist.status]),
                  candidates: shortlist.counts.candidates,
                })}
              </Radio>
            ))}
            <Radio value={NEW}>{t("new")}</Radio>
          </RadioGroup>
          {choice === NEW ? (
            <TextField
              label={t("name")}
              name="name"
              value={name}
              onChange={setName}
              maxLength={SHORTLIST_NAME_LENGTH}
              isRequired
            />
          ) : null}
          {problem ? (
            <p role="alert" className={css.problem}>
              {problem}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
