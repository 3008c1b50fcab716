/**
 * Sending a shortlist from its builder (spec §7): "Enviar" opens a dialog choosing contacts of the job's company
 * (each says whether they review in the portal or by a link), and the recipients' table says when each got it,
 * opened it and how many ratings they gave, with a resend and a revoke per recipient. Only a recruiter who may
 * change the job sees it (the API answers the recipients to no one else).
 */
import {
  type ShortlistRecipient,
  shortlistBuilderQueries,
  shortlistSendingMutations,
  shortlistSendingQueries,
} from "@seleta/api-client";
import { formatDateTime } from "@seleta/domain";
import { SHORTLIST_RECIPIENTS_PER_SEND } from "@seleta/domain/wire";
import { Button, Checkbox, CheckboxGroup, ConfirmDialog, Dialog, MailIcon, showToast } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { useServices } from "../../../services/ServicesProvider";
import { apiProblem } from "./apiProblem";
import * as css from "./shortlists.css";

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
  const [chosen, setChosen] = useState<string[]>([]);
  const failed = t("failed");
  const headingId = useId();
  const nameOf = (recipient: ShortlistRecipient) => recipient.name ?? recipient.email ?? `#${recipient.id}`;

  // Sending turns a draft into a sent shortlist: its status and counts refetch with the recipients.
  const refreshShortlist = () => {
    void queryClient.invalidateQueries({ queryKey: shortlistBuilderQueries.detail(http, shortlistId).queryKey });
    void queryClient.invalidateQueries({ queryKey: shortlistBuilderQueries.ofJob(http, jobId).queryKey });
  };

  const handleSend = async (close: () => void) => {
    try {
      const recipients = await send.mutateAsync(chosen.map(Number));
      refreshShortlist();
      showToast(toasts, { title: t("sent", { count: chosen.length }), tone: "success" });
      setChosen([]);
      close();
      return recipients;
    } catch (error) {
      showToast(toasts, { title: apiProblem(error, failed), tone: "danger" });
      return undefined;
    }
  };

  const handleResend = (recipient: ShortlistRecipient) =>
    resend.mutate(recipient.id, {
      onSuccess: () => showToast(toasts, { title: t("resent", { name: nameOf(recipient) }), tone: "success" }),
      onError: (error) => showToast(toasts, { title: apiProblem(error, failed), tone: "danger" }),
    });

  const handleRevoke = (recipient: ShortlistRecipient) =>
    revoke.mutateAsync(recipient.id).then(
      () => {
        refreshShortlist();
        showToast(toasts, { title: t("revoked", { name: nameOf(recipient) }), tone: "success" });
      },
      (error: unknown) => showToast(toasts, { title: apiProblem(error, failed), tone: "danger" }),
    );

  const when = (value: string | null) => (value ? formatDateTime(value) : "—");
  const tooMany = chosen.length > SHORTLIST_RECIPIENTS_PER_SEND;

  return (
    <section className={css.sending} aria-labelledby={headingId}>
      <div className={css.header}>
        <h2 id={headingId} className={css.sectionTitle}>
          {t("title")}
        </h2>
        <Dialog
          title={t("dialogTitle")}
          isDismissable={false}
          trigger={
            <Button icon={<MailIcon aria-hidden="true" size={16} />} isDisabled={candidates === 0}>
              {t("open")}
            </Button>
          }
          footer={(close) => (
            <>
              <Button variant="outline" tone="neutral" onPress={close}>
                {t("cancel")}
              </Button>
              <Button
                isDisabled={chosen.length === 0 || tooMany}
                isLoading={send.isPending}
                onPress={() => void handleSend(close)}
              >
                {t("send", { count: chosen.length })}
              </Button>
            </>
          )}
        >
          {data.contacts.length === 0 ? (
            <p className={css.muted}>{t("noContacts")}</p>
          ) : (
            <CheckboxGroup
              label={t("contacts")}
              description={t("contactsHelp", { max: SHORTLIST_RECIPIENTS_PER_SEND })}
              value={chosen}
              onChange={setChosen}
              errorMessage={tooMany ? t("tooMany", { max: SHORTLIST_RECIPIENTS_PER_SEND }) : undefined}
              isInvalid={tooMany}
            >
              {data.contacts.map((contact) => (
                <Checkbox key={contact.id} value={String(contact.id)}>
                  {t(contact.way === "portal" ? "contactPortal" : "contactLink", {
                    name: contact.name,
                    email: contact.email ?? "—",
                  })}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        </Dialog>
      </div>
      {candidates === 0 ? <p className={css.muted}>{t("emptyShortlist")}</p> : null}
      {data.recipients.length === 0 ? (
        <p className={css.muted}>{t("none")}</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t("recipient")}</th>
              <th scope="col">{t("way")}</th>
              <th scope="col">{t("sentAt")}</th>
              <th scope="col">{t("openedAt")}</th>
              <th scope="col">{t("ratings")}</th>
              <th scope="col">{t("actions")}</th>
            </tr>
          </thead>
          <tbody>
            {data.recipients.map((recipient) => (
              <tr key={recipient.id} data-revoked={recipient.revoked_at ? true : undefined}>
                <th scope="row">
                  {nameOf(recipient)}
                  {recipient.email && recipient.name ? <span className={css.cellNote}>{recipient.email}</span> : null}
                </th>
                <td>{t(recipient.way === "portal" ? "portal" : "link")}</td>
                <td>{when(recipient.sent_at)}</td>
                <td>{when(recipient.opened_at)}</td>
                <td>{recipient.ratings}</td>
                <td>
                  {recipient.revoked_at ? (
                    t("revokedAt", { date: formatDateTime(recipient.revoked_at) })
                  ) : (
                    <span className={css.rowActions}>
                      <Button size="sm" variant="outline" onPress={() => handleResend(recipient)}>
                        {t("resend")}
                      </Button>
                      <ConfirmDialog
                        label={nameOf(recipient)}
                        title={t("revokeTitle")}
                        message={t("revokeQuestion", { name: nameOf(recipient) })}
                        confirmLabel={t("revoke")}
                        onConfirm={() => handleRevoke(recipient)}
                        trigger={
                          <Button size="sm" variant="outline" tone="danger">
                            {t("revoke")}
                          </Button>
                        }
                      />
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
