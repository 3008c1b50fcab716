/**
 * On a candidate's page: the possible duplicates the last save found, each with "Mesclar" (the merge page,
 * `/recruiters/candidates/{id}/merge/{other}`), and, after a merge (`?merged=<merge id>`), "Desfazer". The toasts
 * hold no action, so the undo is a button on the page the merge lands on.
 */
import { candidateMutations } from "@seleta/api-client";
import { entityIndex, loadedEntity } from "@seleta/domain";
import { type CandidateMergeSummary, MergeOutcome } from "@seleta/domain/widgets";
import { Button, Card, Link } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SavedDuplicate } from "../forms/savedNotice";
import { useHttp } from "../services/ServicesProvider";
import { useEntityText } from "./useEntityText";

/** The query parameter naming the merge a candidate's page was reached by, for its undo. */
export const MERGED_PARAM = "merged";

/** The tables a merge moves rows of, named by the registry index's plural labels. */
export const MERGE_TABLE_LABELS = Object.fromEntries(
  Object.entries(entityIndex).map(([name, entry]) => [name, entry.label.many]),
);

/** What the merge page hands the page it lands on (navigation state): the API's summary and the two names. */
export type MergedState = {
  readonly candidateMerge: { summary: CandidateMergeSummary; names: { kept: string; other: string } };
};

function mergedState(state: unknown): MergedState["candidateMerge"] | null {
  const found = (state as Partial<MergedState> | null)?.candidateMerge;
  return found?.summary && found.names ? found : null;
}

/** The merge page of `other` into `keptId`. */
export function candidateMergePath(keptId: number, otherId: number): string {
  return `/recruiters/candidates/${keptId}/merge/${otherId}`;
}

/** The merge a candidate's page search names, or null. */
export function mergedOf(search: string): number | null {
  const value = new URLSearchParams(search).get(MERGED_PARAM) ?? "";
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export function CandidateMergeNotices({
  candidateId,
  duplicates,
}: {
  candidateId: number;
  duplicates: readonly SavedDuplicate[];
}) {
  const { t } = useEntityText();
  const location = useLocation();
  const navigate = useNavigate();
  const http = useHttp();
  const undo = useMutation(candidateMutations.undoMerge(http));
  const [problem, setProblem] = useState<string | null>(null);
  const mergeId = mergedOf(location.search);
  // The counts come with the navigation from the merge page; a reload keeps only the undo.
  const outcome = mergedState(location.state);
  return (
    <>
      {mergeId === null ? null : (
        <Card title={t("entities.merge.merged")} headingLevel={2}>
          {outcome?.summary.id === mergeId ? (
            <MergeOutcome
              entity={loadedEntity("candidates")}
              tableLabels={MERGE_TABLE_LABELS}
              summary={outcome.summary}
              names={outcome.names}
            />
          ) : null}
          {problem ? <p role="alert">{problem}</p> : null}
          <Button
            variant="outline"
            isLoading={undo.isPending}
            onPress={async () => {
              try {
                await undo.mutateAsync(mergeId);
                navigate(location.pathname, { replace: true, preventScrollReset: true });
              } catch (error) {
                setProblem(error instanceof Error && error.message ? error.message : t("entities.merge.undoFailed"));
              }
            }}
          >
            {t("entities.merge.undo")}
          </Button>
        </Card>
      )}
      {duplicates.length === 0 ? null : (
        <Card title={t("entities.merge.duplicatesTitle")} headingLevel={2}>
          <ul>
            {duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                {duplicate.name}{" "}
                <Link
                  href={candidateMergePath(candidateId, duplicate.id)}
                  aria-label={t("entities.merge.mergeWith", { name: duplicate.name })}
                >
                  {t("entities.merge.merge")}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
