/**
 * The public contact form's messages (routes/public/contact.ts): the site a message goes to, keeping it (mailed, or
 * held past a limit) and releasing a held one, each write under the business's lock so the caps hold.
 */
import { contactMessageStatuses, findEntryByKey, type Locale } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { normalizeHost } from "../business/tenancy";
import type { ContactLimits } from "../config";
import { type Database, type Executor, queryRows, rowsOf } from "../db/client";
import { contact_messages, site_configs } from "../db/schema";
import { insertOutboxRow, type OutgoingMail, type QueuedMail } from "../mail/outbox";

/** Held messages an administrator has this long to release or delete before they are aged out. */
export const CONTACT_HELD_DAYS = 30;

const STATUS = {
  new: statusId("new"),
  held: statusId("held"),
};

function statusId(key: "new" | "held"): number {
  const entry = findEntryByKey(contactMessageStatuses, key);
  if (!entry) throw new Error(`No contact message status ${key}`);
  return entry.id;
}

/** The statuses a contact message's answer names. */
export const CONTACT_STATUS = STATUS;

/** The site a message goes to: the host's configuration, or `localhost`'s as `businessForHost` falls back to. */
export type ContactSite = { businessId: number; domain: string; contactEmail: string | null };

export async function contactSiteForHost(db: Database, host: string | undefined): Promise<ContactSite | undefined> {
  const name = normalizeHost(host);
  const [row] = await queryRows<{ business_id: number; domain: string; contact_email: string | null }>(
    db,
    sql`select business_id, domain, contact_email from ${site_configs} where domain in (${name}, 'localhost')
        order by (domain = ${name}) desc limit 1`,
  );
  return row
    ? { businessId: Number(row.business_id), domain: row.domain, contactEmail: row.contact_email?.trim() || null }
    : undefined;
}

export type ContactMessage = {
  name: string | null;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: Locale;
  page: string;
};

/** One line: a subject typed with line breaks stays one header line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The mail to the brand: the visitor's words as plain text (never HTML), the answer going to the visitor. Pure. */
export function contactMail(site: ContactSite & { contactEmail: string }, message: ContactMessage): OutgoingMail {
  const lines = [
    `Mensagem enviada pelo formulário de contato de ${site.domain}${message.page}.`,
    "",
    ...(message.name ? [`Nome: ${message.name}`] : []),
    `E-mail: ${message.email}`,
    ...(message.phone ? [`Telefone: ${message.phone}`] : []),
    `Idioma: ${message.locale}`,
    `Assunto: ${message.subject}`,
    "",
    message.message,
    "",
    "—",
    `Responda a este e-mail para escrever a ${message.email}.`,
  ];
  return {
    to: site.contactEmail,
    kind: "contact_message",
    subject: `Contato pelo site: ${oneLine(message.subject)}`,
    body: lines.join("\n"),
    // The visitor's own words, which the business's administrators read anyway: nothing in it opens anything.
    secrets: [],
    replyTo: message.email,
    businessId: site.businessId,
  };
}

/** The mail of a kept message, when its site has an address; what the row and the host's site say. */
function mailOfMessage(site: ContactSite, message: ContactMessage): OutgoingMail | undefined {
  return site.contactEmail ? contactMail({ ...site, contactEmail: site.contactEmail }, message) : undefined;
}

/**
 * Keeps a message: mailed (its outbox row's id) unless the address is over its hourly limit or the business over its
 * daily cap, then held; held ones past their age and past the business's bound are removed.
 */
export async function keepContactMessage(
  db: Database,
  site: ContactSite,
  message: ContactMessage,
  { addressOver, limits }: { addressOver: boolean; limits: ContactLimits },
): Promise<{ held: boolean; queued?: QueuedMail | undefined }> {
  const mail = mailOfMessage(site, message);
  return db.drizzle.transaction(async (tx) => {
    // Messages of one business are counted one writer at a time, so concurrent ones cannot pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contact_messages'), ${site.businessId})`);
    await tx.execute(sql`delete from ${contact_messages}
      where business_id = ${site.businessId} and status = ${STATUS.held}
        and created_at < now() - make_interval(days => ${CONTACT_HELD_DAYS})`);
    const [window] = await rowsOf<{ mailed: number }>(
      tx.execute(sql`select count(*)::int as mailed from ${contact_messages}
          where business_id = ${site.businessId} and status <> ${STATUS.held}
            and created_at > now() - interval '1 day'`),
    );
    const held = addressOver || Number(window?.mailed ?? 0) >= limits.perBusinessPerDay;
    await tx.execute(
      sql`insert into ${contact_messages} (business_id, subject, name, email, phone, message, status, locale, site, page)
          values (${site.businessId}, ${message.subject}, ${message.name}, ${message.email}, ${message.phone},
                  ${message.message}, ${held ? STATUS.held : STATUS.new}, ${message.locale}, ${site.domain},
                  ${message.page})`,
    );
    if (held) {
      await tx.execute(sql`delete from ${contact_messages} where id in (
          select id from ${contact_messages} where business_id = ${site.businessId} and status = ${STATUS.held}
          order by created_at desc, id desc offset ${limits.heldPerBusiness})`);
      return { held };
    }
    const outboxId = mail ? await insertOutboxRow(tx, mail) : undefined;
    return { held, queued: mail && outboxId !== undefined ? { ...mail, id: outboxId } : undefined };
  });
}

/** Releases a held message of the business: status new, and its mail queued when its site has an address. */
export async function releaseHeldContactMessage(
  db: Database,
  business: number,
  id: number,
): Promise<QueuedMail | undefined | "not_found" | "not_held"> {
  return db.drizzle.transaction(async (tx) => {
    const [row] = await rowsOf<{
      status: number;
      subject: string;
      name: string | null;
      email: string;
      phone: string | null;
      message: string;
      locale: string | null;
      site: string | null;
      page: string | null;
    }>(
      tx.execute(sql`select status, subject, name, email, phone, message, locale, site, page
        from ${contact_messages} where id = ${id} and business_id = ${business} for update`),
    );
    if (!row) return "not_found" as const;
    if (Number(row.status) !== STATUS.held) return "not_held" as const;
    await tx.execute(sql`update ${contact_messages} set status = ${STATUS.new}, updated_at = now()
      where id = ${id}`);
    // The address the message's own site has now (the host's configuration, as when it was sent).
    const site = await contactSiteOf(tx, business, row.site ?? "");
    const mail = site
      ? mailOfMessage(site, {
          name: row.name,
          email: row.email,
          phone: row.phone,
          subject: row.subject,
          message: row.message,
          locale: row.locale === "en" ? "en" : "pt-BR",
          page: row.page ?? "",
        })
      : undefined;
    const outboxId = mail ? await insertOutboxRow(tx, mail) : undefined;
    return mail && outboxId !== undefined ? { ...mail, id: outboxId } : undefined;
  });
}

/** The site a kept message was sent to, by its domain within the business. */
async function contactSiteOf(tx: Executor, businessId: number, domain: string): Promise<ContactSite | undefined> {
  const [row] = await rowsOf<{ domain: string; contact_email: string | null }>(
    tx.execute(sql`select domain, contact_email from ${site_configs}
      where business_id = ${businessId} and domain = ${domain}`),
  );
  return row ? { businessId, domain: row.domain, contactEmail: row.contact_email?.trim() || null } : undefined;
}
