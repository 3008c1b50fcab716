/**
 * `/recruiters/candidates/{id}/merge/{other}`: merging the likely duplicate `other` into candidate `id`, side by
 * side (the domain's CandidateMerge). A page rather than a dialog: the duplicates warning links to it, so it opens
 * from any candidate's page, from a bookmark or in a new tab, and it loads both candidates like any record page.
 * Once merged, the kept candidate's page opens with the undo (`?merged=<merge id>`).
 */
import { candidateMutations, entityQueries } from "@seleta/api-client";
import { loadEntities, loadedEntity } from "@seleta/domain";
import { CandidateMerge } from "@seleta/domain/widgets";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { data, useNavigate } from "react-router";
import { MERGE_TABLE_LABELS, MERGED_PARAM, type MergedState } from "../../entities/CandidateMergeNotices";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import type { Route } from "./+types/candidateMerge";

const ID = /^[1-9]\d{0,9}$/;

/** The two ids an address names, or a 404. The same id twice is not refused here: the view says why it cannot. */
export function mergeIdsOf(params: { id?: string; other?: string }): { keptId: number; otherId: number } {
  if (!ID.test(params.id ?? "") || !ID.test(params.other ?? "")) throw data(null, { status: 404 });
  return { keptId: Number(params.id), otherId: Number(params.other) };
}

async function loadMerge(params: { id?: string; other?: string }, { http, queryClient }: AppServices) {
  const ids = mergeIdsOf(params);
  await loadEntities(["candidates"]);
  const candidates = entityQueries(http, "candidates");
  await pageData(
    Promise.all([
      queryClient.ensureQueryData(candidates.detail(ids.keptId)),
      queryClient.ensureQueryData(candidates.detail(ids.otherId)),
    ]),
  );
  return ids;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMerge(params, requestServices({ request, context }));
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadMerge(params, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateMergePage({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const navigate = useNavigate();
  const candidates = entityQueries(http, "candidates");
  const kept = useSuspenseQuery(candidates.detail(loaderData.keptId));
  const other = useSuspenseQuery(candidates.detail(loaderData.otherId));
  const merge = useMutation(candidateMutations.merge(http));
  const keptPath = `/recruiters/candidates/${loaderData.keptId}`;
  return (
    <CandidateMerge
      entity={loadedEntity("candidates")}
      tableLabels={MERGE_TABLE_LABELS}
      kept={kept.data as Record<string, unknown>}
      other={other.data as Record<string, unknown>}
      onMerge={async () => {
        const merged = await merge.mutateAsync({ keptId: loaderData.keptId, duplicateId: loaderData.otherId });
        const names = {
          kept: String(kept.data.name ?? loaderData.keptId),
          other: String(other.data.name ?? loaderData.otherId),
        };
        const state: MergedState = { candidateMerge: { summary: merged.candidate_merge, names } };
        navigate(`${keptPath}?${MERGED_PARAM}=${merged.candidate_merge.id}`, { state });
        return merged.candidate_merge;
      }}
      onCancel={() => navigate(keptPath)}
      headingLevel={1}
    />
  );
}
