import { Button, Checkbox, CheckboxGroup, ConfirmDialog, Dialog, MailIcon } from "@seleta/ui";
import { useId, useState } from "react";
import type { z } from "zod";
import { formatDateTime } from "../../format/dates";
import type { shortlistContactSchema, shortlistRecipientSchema } from "../../wire/shortlistSending";
import { useMessage } from "../useMessage";
import { shortlistRecipientsMessages } from "./messages";
import * as css from "./ShortlistRecipients.css";

const M = shortlistRecipientsMessages.messages;

export type ShortlistContact = z.infer<typeof shortlistContactSchema>;
export type ShortlistRecipientRow = z.infer<typeof shortlistRecipientSchema>;

export type ShortlistRecipientsProps = {
  /** The job's company's contacts the shortlist can go to, each with the way they would review it. */
  contacts: readonly ShortlistContact[];
  /** Whom it went to, newest first or as the server orders them. */
  recipients: readonly ShortlistRecipientRow[];
  /** How many candidates the shortlist holds: an empty one cannot be sent. */
  candidates: number;
  /** The most contacts one send may name. */
  maxPerSend: number;
  /** Sends to these contacts; the dialog closes and forgets the choice when it resolves to true. */
  onSend: (contactIds: readonly number[]) => Promise<boolean>;
  isSending?: boolean;
  onResend: (recipient: ShortlistRecipientRow) => unknown;
  /** Called once the recruiter confirms; the link stops working when the server has revoked it. */
  onRevoke: (recipient: ShortlistRecipientRow) => unknown;
};

/** A recipient as the recruiter knows them: the name, else the address, else the row's number. */
export const recipientName = (recipient: ShortlistRecipientRow) =>
  recipient.name ?? recipient.email ?? `#${recipient.id}`;

/**
 * Sending a shortlist (spec §7): "Enviar" opens a dialog choosing contacts of the job's company (each says whether they
 * review in the portal or by a personal link, at most `maxPerSend`), and the table says when each recipient got it,
 * opened it and how many ratings they gave, with a resend and a revoke (confirmed) per recipient still able to open it.
 */
export function ShortlistRecipients({
  contacts,
  recipients,
  candidates,
  maxPerSend,
  onSend,
  isSending = false,
  onResend,
  onRevoke,
}: ShortlistRecipientsProps) {
  const text = useMessage();
  const headingId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const tooMany = chosen.length > maxPerSend;
  const when = (value: string | null) => (value ? formatDateTime(value) : "—");

  const send = async (close: () => void) => {
    if (await onSend(chosen.map(Number))) {
      setChosen([]);
      close();
    }
  };

  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.header}>
        <h2 id={headingId} className={css.title}>
          {text(M.title)}
        </h2>
        <Dialog
          title={text(M.dialogTitle)}
          isDismissable={false}
          trigger={
            <Button icon={<MailIcon aria-hidden="true" size={16} />} isDisabled={candidates === 0}>
              {text(M.open)}
            </Button>
          }
          footer={(close) => (
            <>
              <Button variant="outline" tone="neutral" onPress={close}>
                {text(M.cancel)}
              </Button>
              <Button
                isDisabled={chosen.length === 0 || tooMany}
                isLoading={isSending}
                onPress={() => void send(close)}
              >
                {text(M.send, { count: chosen.length })}
              </Button>
            </>
          )}
        >
          {contacts.length === 0 ? (
            <p className={css.muted}>{text(M.noContacts)}</p>
          ) : (
            <CheckboxGroup
              label={text(M.contacts)}
              description={text(M.contactsHelp, { max: maxPerSend })}
              value={chosen}
              onChange={setChosen}
              errorMessage={tooMany ? text(M.tooMany, { max: maxPerSend }) : undefined}
              isInvalid={tooMany}
            >
              {contacts.map((contact) => (
                <Checkbox key={contact.id} value={String(contact.id)}>
                  {text(contact.way === "portal" ? M.contactPortal : M.contactLink, {
                    name: contact.name,
                    email: contact.email ?? "—",
                  })}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        </Dialog>
      </div>
      {candidates === 0 ? <p className={css.muted}>{text(M.emptyShortlist)}</p> : null}
      {recipients.length === 0 ? (
        <p className={css.muted}>{text(M.none)}</p>
      ) : (
        <div className={css.tableFrame}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{text(M.recipient)}</th>
                <th scope="col">{text(M.way)}</th>
                <th scope="col">{text(M.sentAt)}</th>
                <th scope="col">{text(M.openedAt)}</th>
                <th scope="col">{text(M.ratings)}</th>
                <th scope="col">{text(M.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {recipients.map((recipient) => (
                <tr key={recipient.id} data-revoked={recipient.revoked_at ? true : undefined}>
                  <th scope="row">
                    {recipientName(recipient)}
                    {recipient.email && recipient.name ? <span className={css.cellNote}>{recipient.email}</span> : null}
                  </th>
                  <td>{text(recipient.way === "portal" ? M.portal : M.link)}</td>
                  <td>{when(recipient.sent_at)}</td>
                  <td>{when(recipient.opened_at)}</td>
                  <td>{recipient.ratings}</td>
                  <td>
                    {recipient.revoked_at ? (
                      text(M.revokedAt, { date: formatDateTime(recipient.revoked_at) })
                    ) : (
                      <span className={css.rowActions}>
                        <Button size="sm" variant="outline" onPress={() => onResend(recipient)}>
                          {text(M.resend)}
                        </Button>
                        <ConfirmDialog
                          label={recipientName(recipient)}
                          title={text(M.revokeTitle)}
                          message={text(M.revokeQuestion, { name: recipientName(recipient) })}
                          confirmLabel={text(M.revoke)}
                          onConfirm={() => onRevoke(recipient)}
                          trigger={
                            <Button size="sm" variant="outline" tone="danger">
                              {text(M.revoke)}
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
        </div>
      )}
    </section>
  );
}
