/**
 * Sending a shortlist from its builder (spec §7): the `ShortlistRecipients` widget wired to the recipients' query and
 * the send, resend and revoke calls, each answered with a toast. Only a recruiter who may change the job sees it (the
 * API answers the recipients to no one else).
 */
import { shortlistBuilderQueries, shortlistSendingMutations, shortlistSendingQueries } from "@seleta/api-client";
import { recipientName, type ShortlistRecipientRow, ShortlistRecipients } from "@seleta/domain/widgets";
import { SHORTLIST_RECIPIENTS_PER_SEND } from "@seleta/domain/wire";
import { showToast } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useServices } from "../../../services/ServicesProvider";
import { apiProblem } from "./apiProblem";

type Props = { shortlistId: number; jobId: number; candidates: number };

export function ShortlistSending({ shortlistId, jobId, candidates }: Props) {
  const { http, queryClient, toasts } = useServices();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shortlists.sending.${id}` }, values);
  const { data } = useSuspenseQuery(shortlistSendingQueries.recipients(http, shortlistId));
  const send = useMutation(shortlistSendingMutations.send(http, shortlistId));
  const resend = useMutation(shortlistSendingMutations.resend(http, shortlistId));
  const revoke = useMutation(shortlistSendingMutations.revoke(http, shortlistId));
  const failed = t("failed");

  // Sending turns a draft into a sent shortlist: its status and counts refetch with the recipients.
  const refreshShortlist = () => {
    void queryClient.invalidateQueries({ queryKey: shortlistBuilderQueries.detail(http, shortlistId).queryKey });
    void queryClient.invalidateQueries({ queryKey: shortlistBuilderQueries.ofJob(http, jobId).queryKey });
  };

  const handleSend = async (contactIds: readonly number[]) => {
    try {
      await send.mutateAsync([...contactIds]);
      refreshShortlist();
      showToast(toasts, { title: t("sent", { count: contactIds.length }), tone: "success" });
      return true;
    } catch (error) {
      showToast(toasts, { title: apiProblem(error, failed), tone: "danger" });
      return false;
    }
  };

  const handleResend = (recipient: ShortlistRecipientRow) =>
    resend.mutate(recipient.id, {
      onSuccess: () => showToast(toasts, { title: t("resent", { name: recipientName(recipient) }), tone: "success" }),
      onError: (error) => showToast(toasts, { title: apiProblem(error, failed), tone: "danger" }),
    });

  const handleRevoke = (recipient: ShortlistRecipientRow) =>
    revoke.mutateAsync(recipient.id).then(
      () => {
        refreshShortlist();
        showToast(toasts, { title: t("revoked", { name: recipientName(recipient) }), tone: "success" });
      },
      (error: unknown) => showToast(toasts, { title: apiProblem(error, failed), tone: "danger" }),
    );

  return (
    <ShortlistRecipients
      contacts={data.contacts}
      recipients={data.recipients}
      candidates={candidates}
      maxPerSend={SHORTLIST_RECIPIENTS_PER_SEND}
      onSend={handleSend}
      isSending={send.isPending}
      onResend={handleResend}
      onRevoke={handleRevoke}
    />
  );
}
