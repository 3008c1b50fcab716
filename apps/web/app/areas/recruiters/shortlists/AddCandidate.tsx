/**
 * Adds one of the job's applies to the shortlist from its builder: a combo box of the applies it does not hold yet,
 * by candidate name, and "Adicionar". The applies come from the job's board, asked when the builder shows, not by
 * the page's loader: the job's id arrives with the shortlist, and a builder visit that adds nobody needs no board.
 */
import { applyQueries, shortlistBuilderMutations } from "@seleta/api-client";
import { Button, ComboBox, type FieldOption, showToast } from "@seleta/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useServices } from "../../../services/ServicesProvider";
import { apiProblem } from "./apiProblem";
import * as css from "./shortlists.css";

type Props = { shortlistId: number; jobId: number; held: readonly number[] };

export function AddCandidate({ shortlistId, jobId, held }: Props) {
  const { http, toasts } = useServices();
  const intl = useIntl();
  // useQuery, not the suspense read: the builder draws at once and the choice fills when the board arrives.
  const board = useQuery(applyQueries.board(http, jobId));
  const add = useMutation(shortlistBuilderMutations.add(http, shortlistId));
  const [chosen, setChosen] = useState<string | number | null>(null);
  const noName = intl.formatMessage({ id: "shortlists.add.noName" });
  const options = useMemo<FieldOption[]>(() => {
    const inShortlist = new Set(held);
    return (board.data?.applies ?? [])
      .filter((apply) => !inShortlist.has(apply.id))
      .map((apply) => ({ id: String(apply.id), label: apply.candidate_name ?? `${noName} #${apply.id}` }));
  }, [board.data, held, noName]);

  const handleAdd = () => {
    if (chosen === null) return;
    add.mutate([Number(chosen)], {
      onSuccess: () => setChosen(null),
      onError: (error) =>
        showToast(toasts, {
          title: apiProblem(error, intl.formatMessage({ id: "shortlists.builder.failed" })),
          tone: "danger",
        }),
    });
  };

  return (
    <div className={css.inlineForm}>
      <div className={css.grow}>
        <ComboBox
          label={intl.formatMessage({ id: "shortlists.add.label" })}
          description={board.isError ? intl.formatMessage({ id: "shortlists.add.unavailable" }) : undefined}
          options={options}
          selectedKey={chosen}
          onSelectionChange={setChosen}
          isDisabled={!board.data}
        />
      </div>
      <Button variant="outline" isDisabled={chosen === null} isLoading={add.isPending} onPress={handleAdd}>
        {intl.formatMessage({ id: "shortlists.add.submit" })}
      </Button>
    </div>
  );
}
