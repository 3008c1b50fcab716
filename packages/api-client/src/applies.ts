/**
 * A job's applies pipeline (spec §2 /recruiters/jobs/{id}/applies/kanban, §4 apply stages): the board's cards in
 * one call, and the move of a card. A move answers the saved card; `placeApply` of the domain puts it into the
 * cached board the way the server did, so the kanban needs no reload to agree with it.
 */
import { type ApplyMoveBody, placeApply } from "@seleta/domain/columns";
import type { applyBoardAnswerSchema, applyCardSchema, applyMoveAnswerSchema, WireOf } from "@seleta/domain/wire";
import { mutationOptions, type QueryClient, queryOptions, replaceEqualDeep } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type ApplyBoard = WireOf<typeof applyBoardAnswerSchema>;
export type ApplyCard = WireOf<typeof applyCardSchema>;
export type ApplyMoved = WireOf<typeof applyMoveAnswerSchema>;
export type ApplyMove = { readonly jobId: number; readonly applyId: number; readonly body: ApplyMoveBody };

const base = (jobId: number) => `/recruiters/jobs/${segment(jobId)}/applies`;

export function getApplyBoard(http: HttpClient, jobId: number, signal?: AbortSignal): Promise<ApplyBoard> {
  return http.get<ApplyBoard>(`${base(jobId)}/board`, { signal });
}

/** Saves a drop: a Rejected column needs `reject_reason` (a 422 ApiError naming it otherwise). */
export function moveApply(http: HttpClient, { jobId, applyId, body }: ApplyMove): Promise<ApplyCard> {
  return http.patch<ApplyMoved>(`${base(jobId)}/${segment(applyId)}/move`, body).then((answer) => answer.apply);
}

export const applyQueries = {
  all: ["applies", "board"] as const,
  board: (http: HttpClient, jobId: number) =>
    queryOptions({
      queryKey: [...applyQueries.all, jobId] as const,
      queryFn: ({ signal }) => getApplyBoard(http, jobId, signal),
      structuralSharing: (old: unknown, next: unknown) => shareBoard(old as ApplyBoard | undefined, next as ApplyBoard),
    }),
};

/**
 * A refetched board that keeps every cached card the server sent back unchanged, matched by id. TanStack Query's
 * default sharing matches array items by index: after a move every later card sits one place off, gets a new
 * object, and the kanban redraws every column from the move's to the end (a column redraws when its cards change).
 */
export function shareBoard(old: ApplyBoard | undefined, next: ApplyBoard): ApplyBoard {
  if (!old) return next;
  const cached = new Map(old.applies.map((card) => [card.id, card]));
  const cards = next.applies.map((card) => {
    const before = cached.get(card.id);
    return before ? replaceEqualDeep(before, card) : card;
  });
  const applies =
    cards.length === old.applies.length && cards.every((card, i) => card === old.applies[i]) ? old.applies : cards;
  // The rest of the answer (the job) shared as usual, the cards set aside.
  const rest = replaceEqualDeep(old, { ...next, applies: old.applies });
  return rest === old && applies === old.applies ? old : { ...rest, applies };
}

/** The cached board with a saved card in its place (a cheap update: no refetch before the screen agrees). */
export function boardWithMoved(board: ApplyBoard, moved: ApplyCard): ApplyBoard {
  return { ...board, applies: placeApply(board.applies, moved) };
}

export const applyMutations = {
  /**
   * The move, then the cached board updated with the answer; the board is refetched quietly after, for what
   * others changed meanwhile. The history (audit logs) and lists of applies are stale after a move.
   */
  move: (http: HttpClient) =>
    mutationOptions({
      mutationKey: ["applies", "move"] as const,
      mutationFn: (move: ApplyMove) => moveApply(http, move),
      onSuccess: (moved: ApplyCard, { jobId }: ApplyMove, _result: unknown, { client }: { client: QueryClient }) => {
        const key = applyQueries.board(http, jobId).queryKey;
        client.setQueryData(key, (board: ApplyBoard | undefined) => (board ? boardWithMoved(board, moved) : board));
        void client.invalidateQueries({ queryKey: key, refetchType: "active" });
        void client.invalidateQueries({ queryKey: ["entities", "applies"] });
      },
    }),
};
