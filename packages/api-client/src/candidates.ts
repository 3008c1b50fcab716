/**
 * What candidates have beyond the generic entity API: their likely duplicates, merging one into
 * another, and undoing a merge.
 *   GET  /recruiters/candidates/{id}/duplicates  → {duplicates: [...]}
 *   POST /recruiters/candidates/{id}/merge       {merge: {duplicate_id}} → {candidate, candidate_merge}
 *   POST /recruiters/candidate_merges/{id}/undo  → {candidate_merge}
 */
import type {
  candidateMergeSchema,
  duplicatesAnswerSchema,
  mergeUndoneAnswerSchema,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type Duplicate, entityKeys, entityPath, type RecordOf } from "./entities";
import { type HttpClient, segment } from "./http";

/** What a merge did: counts and field names, never values (some are LGPD-sensitive). */
export type CandidateMerge = WireOf<typeof candidateMergeSchema>;

/** The merge's answer (`mergedAnswerSchema`), its candidate typed by the registry. */
export type Merged = { candidate: RecordOf<"candidates">; candidate_merge: CandidateMerge };

const candidatesPath = entityPath("candidates");

export async function getCandidateDuplicates(http: HttpClient, id: number, signal?: AbortSignal): Promise<Duplicate[]> {
  const body = await http.get<WireOf<typeof duplicatesAnswerSchema>>(`${candidatesPath}/${segment(id)}/duplicates`, {
    signal,
  });
  return body.duplicates;
}

/** Moves the duplicate's records to the kept candidate and deletes the duplicate; undoable. */
export function mergeCandidates(http: HttpClient, keptId: number, duplicateId: number): Promise<Merged> {
  return http.post<Merged>(`${candidatesPath}/${segment(keptId)}/merge`, { merge: { duplicate_id: duplicateId } });
}

export async function undoCandidateMerge(http: HttpClient, mergeId: number): Promise<CandidateMerge> {
  const body = await http.post<WireOf<typeof mergeUndoneAnswerSchema>>(
    `/recruiters/candidate_merges/${segment(mergeId)}/undo`,
  );
  return body.candidate_merge;
}

export const candidateQueries = {
  duplicates: (http: HttpClient, id: number) =>
    queryOptions({
      queryKey: [...entityKeys.detail("candidates", id), "duplicates"] as const,
      queryFn: ({ signal }) => getCandidateDuplicates(http, id, signal),
    }),
};

/**
 * A merge or its undo changes two candidates and moves their applies, notes, tasks and files between them: every
 * entity's lists refetch, not only the candidates'.
 */
export const candidateMutations = {
  merge: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...entityKeys.entity("candidates"), "merge"] as const,
      mutationFn: ({ keptId, duplicateId }: { keptId: number; duplicateId: number }) =>
        mergeCandidates(http, keptId, duplicateId),
      onSuccess: async (_merged, { duplicateId }, _result, { client }) => {
        client.removeQueries({ queryKey: entityKeys.detail("candidates", duplicateId) });
        await client.invalidateQueries({ queryKey: entityKeys.all });
      },
    }),
  undoMerge: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...entityKeys.entity("candidates"), "undoMerge"] as const,
      mutationFn: (mergeId: number) => undoCandidateMerge(http, mergeId),
      onSuccess: async (_merge, _mergeId, _result, { client }) => {
        await client.invalidateQueries({ queryKey: entityKeys.all });
      },
    }),
};
