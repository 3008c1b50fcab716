/**
 * Sending a shortlist to the client (spec §7 shortlist_relationships): each recipient is one relationship to the
 * shortlist, and one mail.
 *
 * - A contact of the job's company with an account and portal access reviews in the portal: their relationship names
 *   them (`client_contact_id`) and the mail links to `/client_contacts/shortlists/{uid}`, behind their sign-in.
 * - Anyone else (a contact without an account) gets a personal link, `/shortlist/{uid}?token=…`: a relationship
 *   outside the accounts with a fresh token (tokens.ts; stored hashed, shown once, in this mail only).
 *
 * Sending again to someone who has it is a resend: the portal's mail again, or a new token for a link (the old link
 * stops working, since only the hash is kept there is no sending the same link twice). Revoking ends a recipient's
 * access at once, either way. A shortlist is sent from its first send on (`shortlists.sent_at`).
 *
 * Who: a recruiter who may update the shortlist's job (its row rule); any other shortlist is "not found".
 */
import { type AnyEntity, contentLocaleOf, findEntity, formatMessage, type Locale } from "@seleta/domain";
import type { shortlistRecipientsAnswerSchema } from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { RecruiterPrincipal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import { type Database, type Executor, rowsOf } from "../db/client";
import {
  client_contacts,
  col,
  jobs,
  likeCandidates,
  recruiters,
  shortlistItems,
  shortlistRelationships,
  shortlists,
} from "../db/schema";
import { HttpError, notFound } from "../edge/errors";
import { brandedMailHtml, type MailLook } from "../mail/brandedMail";
import { announceQueuedMail, insertOutboxRow, type OutgoingMail, type QueuedMail } from "../mail/outbox";
import {
  createShortlistReviewer,
  issueShortlistToken,
  newRelationshipUid,
  SHORTLIST_TOKEN_LIFETIME_DAYS,
} from "./tokens";

const jobsEntity = findEntity("jobs") as AnyEntity;

/** The business the recruiter works in; one without any sees no shortlist. */
function businessOf(principal: RecruiterPrincipal): number {
  if (principal.businessId === null) throw notFound();
  return principal.businessId;
}

type ShortlistRecipientsAnswer = z.output<typeof shortlistRecipientsAnswerSchema>;
type Recipient = ShortlistRecipientsAnswer["recipients"][number];
type Contact = ShortlistRecipientsAnswer["contacts"][number];

/** The shortlist as the sending needs it. */
type SendingShortlist = {
  id: number;
  name: string;
  sentAt: string | null;
  candidates: number;
  jobId: number;
  jobTitle: string;
  companyId: number | null;
};

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** The shortlist, when the recruiter may update its job; 404 otherwise (another business's, or none). */
async function sendingShortlist(
  executor: Executor,
  principal: RecruiterPrincipal,
  shortlistId: number,
): Promise<SendingShortlist> {
  const [row] = await rowsOf<Record<string, unknown>>(
    executor.execute(sql`
      select s.id, s.name, s.sent_at, ${jobs.id} as job_id, ${col(jobs, "title")} as job_title,
             ${col(jobs, "client_company_id")} as client_company_id,
             (select count(*)::int from ${shortlistItems} i where i.shortlist_id = s.id) as candidates
      from ${shortlists} s
      join ${jobs} on ${jobs.id} = s.job_id
      where s.id = ${shortlistId} and s.business_id = ${businessOf(principal)}
        and ${rowScope(principal, "update", jobsEntity, jobs)}`),
  );
  if (!row) throw notFound();
  return {
    id: Number(row.id),
    name: String(row.name),
    sentAt: iso(row.sent_at),
    candidates: Number(row.candidates),
    jobId: Number(row.job_id),
    jobTitle: String(row.job_title),
    companyId: row.client_company_id === null ? null : Number(row.client_company_id),
  };
}

/** How a contact reviews: in the portal when they can sign in to it, by a link otherwise (auth/principal.ts's rule). */
const WAY = sql`case when cc.account_id is not null and cc.portal_access is not false then 'portal' else 'link' end`;

type ContactRow = Contact & { language: number | null };

/** The active contacts of the job's company, with an address: whom the shortlist can go to. */
async function companyContacts(
  executor: Executor,
  shortlist: SendingShortlist,
  businessId: number,
  only?: readonly number[],
): Promise<ContactRow[]> {
  if (shortlist.companyId === null) return [];
  const rows = await rowsOf<Record<string, unknown>>(
    executor.execute(sql`
      select cc.id, cc.name, cc.email, cc.title, cc.language, ${WAY} as way
      from ${client_contacts} cc
      where cc.business_id = ${businessId} and cc.client_company_id = ${shortlist.companyId}
        and cc.active is not false and coalesce(trim(cc.email), '') <> ''
        ${only ? sql`and cc.id = any(${`{${only.join(",")}}`}::int[])` : sql``}
      order by seleta_sort_key(cc.name), cc.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name ?? ""),
    email: (row.email as string | null) ?? null,
    title: (row.title as string | null) ?? null,
    way: row.way as Contact["way"],
    language: row.language === null ? null : Number(row.language),
  }));
}

function recipientOf(row: Record<string, unknown>): Recipient {
  return {
    id: Number(row.id),
    client_contact_id: row.client_contact_id === null ? null : Number(row.client_contact_id),
    name: (row.name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    way: row.client_contact_id === null ? "link" : "portal",
    sent_at: iso(row.sent_at),
    opened_at: iso(row.last_access_at),
    ratings: Number(row.ratings ?? 0),
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
  };
}

async function recipients(executor: Executor, shortlistId: number, only?: number): Promise<Recipient[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    executor.execute(sql`
      select r.id, r.client_contact_id, coalesce(cc.name, r.name) as name, coalesce(cc.email, r.email) as email,
             r.sent_at, r.last_access_at, r.expires_at, r.revoked_at,
             (select count(*)::int from ${likeCandidates} l where l.shortlist_relationship_id = r.id) as ratings
      from ${shortlistRelationships} r
      left join ${client_contacts} cc on cc.id = r.client_contact_id
      where r.shortlist_id = ${shortlistId} ${only === undefined ? sql`` : sql`and r.id = ${only}`}
      order by r.sent_at desc nulls last, r.id`),
  );
  return rows.map(recipientOf);
}

/** Who received the shortlist, and whom it can go to. */
export async function shortlistRecipients(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
): Promise<ShortlistRecipientsAnswer> {
  const shortlist = await sendingShortlist(db.drizzle, principal, shortlistId);
  const contacts = await companyContacts(db.drizzle, shortlist, businessOf(principal));
  return {
    shortlist: {
      id: shortlist.id,
      name: shortlist.name,
      sent_at: shortlist.sentAt,
      candidates: shortlist.candidates,
      job: { id: shortlist.jobId, title: shortlist.jobTitle },
    },
    recipients: await recipients(db.drizzle, shortlist.id),
    contacts: contacts.map(({ language: _language, ...contact }) => contact),
  };
}

const MESSAGES = {
  subject: {
    "pt-BR": "{firm}: shortlist da vaga {job}",
    en: "{firm}: shortlist for the {job} position",
  },
  heading: { "pt-BR": "Shortlist: {job}", en: "Shortlist: {job}" },
  greeting: { "pt-BR": "Olá, {name}.", en: "Hello, {name}." },
  lead: {
    "pt-BR": "{recruiter} enviou a shortlist “{shortlist}” da vaga {job} para a sua avaliação. Candidatos: {count}.",
    en: "{recruiter} has sent you the shortlist “{shortlist}” for the {job} position to review. Candidates: {count}.",
  },
  portal: {
    "pt-BR": "Entre no portal do cliente para ver os candidatos, avaliá-los e comentar.",
    en: "Sign in to the client portal to see the candidates, rate them and comment.",
  },
  link: {
    "pt-BR": "O link abaixo é pessoal e vale até {date}: por favor, não o encaminhe.",
    en: "The link below is yours alone and works until {date}: please do not forward it.",
  },
  action: { "pt-BR": "Ver a shortlist", en: "Review the shortlist" },
  footer: {
    "pt-BR": "Você recebeu este e-mail porque {firm} conduz um processo seletivo com a sua empresa.",
    en: "You received this e-mail because {firm} is running a search with your company.",
  },
} as const;

/** What the mails say about who sends them. */
export type Sender = { origin: string; look: MailLook; recruiter: { name: string; signature: string | null } };

/** The recruiter's name and signature (stored sanitised, business/signatureHtml.ts). */
async function senderOf(executor: Executor, principal: RecruiterPrincipal) {
  const [row] = await rowsOf<{ name: string | null; signature: string | null }>(
    executor.execute(sql`select name, signature from ${recruiters} where id = ${principal.id}`),
  );
  return { name: row?.name?.trim() || "", signature: row?.signature ?? null };
}

function shortlistMail(
  shortlist: SendingShortlist,
  sender: Sender,
  to: { email: string; name: string | null; locale: Locale },
  access: { way: "portal"; link: string } | { way: "link"; link: string; token: string; expiresAt: Date },
  businessId: number,
  relationshipId: number,
): OutgoingMail {
  const { locale } = to;
  const values = {
    firm: sender.look.name,
    job: shortlist.jobTitle,
    shortlist: shortlist.name,
    recruiter: sender.recruiter.name || sender.look.name,
    count: shortlist.candidates,
    name: to.name?.trim() || to.email,
  };
  const text = (message: { "pt-BR": string; en: string }, extra: Record<string, string> = {}) =>
    formatMessage(message, locale, { ...values, ...extra });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "America/Sao_Paulo" });
  const how =
    access.way === "portal" ? text(MESSAGES.portal) : text(MESSAGES.link, { date: date.format(access.expiresAt) });
  return {
    to: to.email,
    kind: "shortlist",
    subject: text(MESSAGES.subject),
    body: brandedMailHtml(sender.look, {
      locale,
      heading: text(MESSAGES.heading),
      paragraphs: [text(MESSAGES.greeting), text(MESSAGES.lead), how],
      action: { label: text(MESSAGES.action), href: access.link },
      signatureHtml: sender.recruiter.signature,
      footer: text(MESSAGES.footer),
    }),
    html: true,
    // The token opens the shortlist to whoever holds it; the portal's link opens nothing without a sign-in.
    secrets: access.way === "link" ? [access.token] : [],
    payload: { shortlist_id: shortlist.id, shortlist_relationship_id: relationshipId },
    businessId,
  };
}

/** The relationship of a contact and the shortlist, made on the first send, reopened on the next. */
async function portalRelationship(
  executor: Executor,
  shortlist: SendingShortlist,
  businessId: number,
  contactId: number,
): Promise<{ id: number; uid: string }> {
  const [existing] = await rowsOf<{ id: number; uid: string }>(
    executor.execute(sql`update ${shortlistRelationships} set revoked_at = null, sent_at = now()
        where shortlist_id = ${shortlist.id} and client_contact_id = ${contactId}
        returning id, uid`),
  );
  if (existing) return { id: Number(existing.id), uid: existing.uid };
  const uid = newRelationshipUid();
  const [row] = await rowsOf<{ id: number }>(
    executor.execute(sql`insert into ${shortlistRelationships} (business_id, uid, shortlist_id, client_contact_id, sent_at)
        values (${businessId}, ${uid}, ${shortlist.id}, ${contactId}, now()) returning id`),
  );
  return { id: Number(row?.id), uid };
}

/** An outside reviewer's link for a contact's address: a new token on their relationship, or a new relationship. */
async function linkRelationship(
  executor: Executor,
  shortlist: SendingShortlist,
  to: { name: string | null; email: string },
): Promise<{ id: number; uid: string; token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + SHORTLIST_TOKEN_LIFETIME_DAYS * 86_400_000);
  const [existing] = await rowsOf<{ id: number; uid: string }>(
    executor.execute(sql`select id, uid from ${shortlistRelationships}
        where shortlist_id = ${shortlist.id} and client_contact_id is null and lower(email) = lower(${to.email})
        order by id limit 1`),
  );
  if (existing) {
    const token = await issueShortlistToken(executor, Number(existing.id), { expiresAt });
    await executor.execute(sql`update ${shortlistRelationships} set sent_at = now() where id = ${existing.id}`);
    return { id: Number(existing.id), uid: existing.uid, token, expiresAt };
  }
  const created = await createShortlistReviewer(executor, {
    shortlistId: shortlist.id,
    name: to.name,
    email: to.email,
    expiresAt,
  });
  return { ...created, expiresAt };
}

/**
 * One send to one contact, inside the caller's transaction: their relationship (made, reopened or given a new token)
 * and the mail, queued in the outbox in the same transaction.
 */
async function sendTo(
  tx: Executor,
  shortlist: SendingShortlist,
  sender: Sender,
  businessId: number,
  contact: { id: number | null; name: string | null; email: string; way: Contact["way"]; language: number | null },
): Promise<QueuedMail> {
  const to = { email: contact.email, name: contact.name, locale: contentLocaleOf(contact.language) };
  let mail: OutgoingMail;
  if (contact.way === "portal" && contact.id !== null) {
    const relationship = await portalRelationship(tx, shortlist, businessId, contact.id);
    const link = `${sender.origin}/client_contacts/shortlists/${relationship.uid}`;
    mail = shortlistMail(shortlist, sender, to, { way: "portal", link }, businessId, relationship.id);
  } else {
    const relationship = await linkRelationship(tx, shortlist, to);
    const link = `${sender.origin}/shortlist/${relationship.uid}?token=${relationship.token}`;
    const access = { way: "link" as const, link, token: relationship.token, expiresAt: relationship.expiresAt };
    mail = shortlistMail(shortlist, sender, to, access, businessId, relationship.id);
  }
  const id = await insertOutboxRow(tx, mail);
  return { ...mail, id };
}

/** Two sends of one shortlist at once would each make a relationship for the same contact: they queue instead. */
async function lockShortlist(tx: Executor, shortlistId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shortlist_send'), ${shortlistId})`);
}

const REFUSALS = {
  empty: {
    "pt-BR": "Adicione candidatos à shortlist antes de enviá-la.",
    en: "Add candidates to the shortlist before sending it.",
  },
  notContacts: {
    "pt-BR": "Escolha contatos ativos, com e-mail, da empresa desta vaga.",
    en: "Choose active contacts, with an e-mail, of this job's company.",
  },
} as const;

/** Sends the shortlist to contacts of its job's company; answers the recipients as they are after it. */
export async function sendShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  contactIds: readonly number[],
  sender: Omit<Sender, "recruiter">,
  locale: Locale,
): Promise<Recipient[]> {
  const mails = await db.drizzle.transaction(async (tx) => {
    const shortlist = await sendingShortlist(tx, principal, shortlistId);
    if (shortlist.candidates === 0) {
      throw new HttpError(422, "validation_failed", formatMessage(REFUSALS.empty, locale), {
        shortlist: [formatMessage(REFUSALS.empty, locale)],
      });
    }
    const wanted = [...new Set(contactIds)];
    const contacts = await companyContacts(tx, shortlist, businessOf(principal), wanted);
    if (contacts.length !== wanted.length) {
      const message = formatMessage(REFUSALS.notContacts, locale);
      throw new HttpError(422, "validation_failed", message, { client_contact_ids: [message] });
    }
    await lockShortlist(tx, shortlist.id);
    const full = { ...sender, recruiter: await senderOf(tx, principal) };
    const queued: QueuedMail[] = [];
    for (const contact of contacts) {
      queued.push(
        await sendTo(tx, shortlist, full, businessOf(principal), { ...contact, email: contact.email as string }),
      );
    }
    await tx.execute(sql`update ${shortlists} set sent_at = coalesce(sent_at, now()), updated_at = now()
        where id = ${shortlist.id}`);
    return queued;
  });
  for (const mail of mails) announceQueuedMail(db, mail);
  return recipients(db.drizzle, shortlistId);
}

/**
 * Sends the shortlist again to one recipient: the portal's mail again, or a new link (the old one stops). A revoked
 * recipient is given access again: resending is how a recruiter undoes a revocation.
 */
export async function resendShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  recipientId: number,
  sender: Omit<Sender, "recruiter">,
): Promise<Recipient> {
  const mail = await db.drizzle.transaction(async (tx) => {
    const shortlist = await sendingShortlist(tx, principal, shortlistId);
    await lockShortlist(tx, shortlist.id);
    const [row] = await rowsOf<Record<string, unknown>>(
      tx.execute(sql`
        select r.id, r.client_contact_id, coalesce(cc.name, r.name) as name, coalesce(cc.email, r.email) as email,
               coalesce(cc.language, (select language from ${client_contacts} c
                 where c.business_id = r.business_id and c.client_company_id = ${shortlist.companyId}
                   and lower(c.email) = lower(r.email) order by c.id limit 1)) as language,
               case when r.client_contact_id is null then 'link' else 'portal' end as way
        from ${shortlistRelationships} r
        left join ${client_contacts} cc on cc.id = r.client_contact_id
        where r.id = ${recipientId} and r.shortlist_id = ${shortlist.id}`),
    );
    if (!row?.email) throw notFound();
    const full = { ...sender, recruiter: await senderOf(tx, principal) };
    return sendTo(tx, shortlist, full, businessOf(principal), {
      id: row.client_contact_id === null ? null : Number(row.client_contact_id),
      name: (row.name as string | null) ?? null,
      email: String(row.email),
      way: row.way as Contact["way"],
      language: row.language === null ? null : Number(row.language),
    });
  });
  announceQueuedMail(db, mail);
  const [recipient] = await recipients(db.drizzle, shortlistId, recipientId);
  if (!recipient) throw notFound();
  return recipient;
}

/** Ends one recipient's access at once: their link or their portal view of this shortlist answers as unknown. */
export async function revokeRecipient(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  recipientId: number,
): Promise<void> {
  const shortlist = await sendingShortlist(db.drizzle, principal, shortlistId);
  const rows = await rowsOf<{ id: number }>(
    db.drizzle.execute(sql`update ${shortlistRelationships} set revoked_at = coalesce(revoked_at, now())
        where id = ${recipientId} and shortlist_id = ${shortlist.id} returning id`),
  );
  if (rows.length === 0) throw notFound();
}
