import type { ShortlistDetail, ShortlistThreadComment } from "@seleta/api-client";
import type { ShortlistCommentsCandidate } from "@seleta/domain/widgets";

/**
 * The shortlist's threads as the comments widget draws them: its candidates in the shortlist's order, each with
 * its reviewers' threads in the order each began, each thread's comments oldest first (as the API answers them).
 */
export function threadsByCandidate(
  items: ShortlistDetail["items"],
  comments: readonly ShortlistThreadComment[],
): ShortlistCommentsCandidate[] {
  const byApply = new Map<number, Map<string, ShortlistCommentsCandidate["threads"][number]>>();
  for (const comment of comments) {
    const threads = byApply.get(comment.apply_id) ?? new Map();
    byApply.set(comment.apply_id, threads);
    const thread = threads.get(comment.thread.uid) ?? {
      uid: comment.thread.uid,
      reviewer: comment.thread.reviewer,
      comments: [],
    };
    threads.set(comment.thread.uid, {
      ...thread,
      comments: [
        ...thread.comments,
        {
          id: comment.id,
          byRecruiter: comment.author.kind === "recruiter",
          authorName: comment.author.name,
          body: comment.body,
          createdAt: comment.created_at,
        },
      ],
    });
  }
  return items.map((item) => ({
    applyId: item.apply_id,
    name: item.candidate.name,
    threads: [...(byApply.get(item.apply_id)?.values() ?? [])],
  }));
}
