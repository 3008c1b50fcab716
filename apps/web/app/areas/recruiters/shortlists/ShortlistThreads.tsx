/**
 * The reviewers' comments on the builder's page: every thread per candidate, and the recruiter's answers. The
 * threads refetch when a reviewer comments (the shell's live notifications mark them stale) and after an answer.
 */
import { type ShortlistDetail, shortlistBuilderMutations, shortlistBuilderQueries } from "@seleta/api-client";
import { ShortlistComments, type ShortlistReply, shortlistCommentsMessages, useMessage } from "@seleta/domain/widgets";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useServices } from "../../../services/ServicesProvider";
import { apiProblem } from "./apiProblem";
import { threadsByCandidate } from "./threadsByCandidate";

type Props = { shortlistId: number; items: ShortlistDetail["items"] };

export function ShortlistThreads({ shortlistId, items }: Props) {
  const { http } = useServices();
  const text = useMessage();
  const { data: comments } = useSuspenseQuery(shortlistBuilderQueries.threads(http, shortlistId));
  const candidates = useMemo(() => threadsByCandidate(items, comments), [items, comments]);
  const { mutateAsync } = useMutation(shortlistBuilderMutations.reply(http, shortlistId));
  const failed = text(shortlistCommentsMessages.messages.failed);
  // The widget shows a rejection's message: the API's refusal in the recruiter's language, or "try again".
  const handleReply = ({ applyId, threadUid, body }: ShortlistReply) =>
    mutateAsync({ threadUid, apply_id: applyId, body }).catch((error: unknown) => {
      throw new Error(apiProblem(error, failed));
    });
  return <ShortlistComments candidates={candidates} onReply={handleReply} />;
}
