/**
 * Send-out queues (spec §2 "Send Out", §4 statuses, §7 "Recruiter mail sending"): a prospecting message to a
 * selection of people becomes one sendout_queues row per recipient, and `processSendOuts` sends the rows that are
 * due:
 *
 *   Await Send 0 → Processing Send 1 → Completed Send 2 (→ Response E-mail 3, POST …/sendout_queues/{id}/response)
 *                        ↘ back to Await Send 0 with `error_message` when the SMTP server refused it
 *
 * A refused row is tried again after the outbox's retry delays (1 min, 5 min, 30 min, 2 h: src/mail/outbox.ts).
 * After MAIL_MAX_ATTEMPTS tries it stays Await Send with "Gave up after N attempts: …" in `error_message` and is not
 * picked again: the catalogue has no "failed" status, and Await Send with an error is what the recruiter sees and
 * can act on (edit the address, queue it anew).
 *
 * Each send-out's mail is one outbox row (kind 'prospecting', payload.sendout_queue_id), written at its first try
 * with its unsubscribe link and kept for the later ones: the outbox is the audit of what went out.
 */
import {
  type AnyEntity,
  BULK_SENDING_THRESHOLD,
  catalogueIdsByKey,
  escapeHtml,
  findEntity,
  type Locale,
  mailSendingTypes,
  narrowsRows,
  type PresetContext,
  sendOutStatuses,
  V,
} from "@seleta/domain";
import { SENDOUT_BATCH_MAX_IDS, type SENDOUT_RECIPIENT_MODELS } from "@seleta/domain/wire";
import { inArray, sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { allows, rowScope } from "../authz/policy";
import { sanitizeSignature } from "../business/signatureHtml";
import { type Database, type Executor, queryRows, rowsOf } from "../db/client";
import { col, entityTable, outbox, prospecting_templates, sendout_queues } from "../db/schema";
import { HttpError } from "../edge/errors";
import { publicOrigins } from "../edge/publicOrigins";
import { type SelectAllSearch, selectAllQuery } from "../engine/bulkDelete";
import { compileListQuery } from "../engine/listQuery";
import { failureText, type Mailer } from "./mailer";
import { insertOutboxRow, MAIL_MAX_ATTEMPTS, type OutboxRow, retryIsDue, sendOutboxRow } from "./outbox";
import { createUnsubscribeId, unsubscribedAmong, unsubscribePath } from "./unsubscribe";

/** A queued mail's status ids and how it goes out, named by the catalogues' keys. */
const SEND_OUT_STATUS = catalogueIdsByKey(sendOutStatuses);
const SENDING_TYPE = catalogueIdsByKey(mailSendingTypes);

/** One request queues at most this many recipients (a bigger campaign is several selections). */
export const SENDOUT_BATCH_LIMIT = SENDOUT_BATCH_MAX_IDS;

/** A row left in Processing Send this long (its process died mid-send) is picked again. */
export const STALE_PROCESSING_S = 600;

/** Who can receive a prospecting message: the model names of spec §3 bulk collections → registry entities. */
export const RECIPIENT_MODELS = {
  Candidate: "candidates",
  ClientContact: "client_contacts",
  Contact: "contacts",
  // Exactly the models the wire's batch body accepts (no more, no fewer).
} as const satisfies Record<(typeof SENDOUT_RECIPIENT_MODELS)[number], string>;
export type RecipientModel = keyof typeof RECIPIENT_MODELS;

type RecipientRow = { id: number; name: string | null; email: string | null };
type Recipient = RecipientRow & { model: RecipientModel };

export type SendOutBatchRequest = {
  recipients?: { reference_type: RecipientModel; reference_id: number }[] | undefined;
  select_all_params?: { search: SelectAllSearch } | undefined;
  subject?: string | undefined;
  body?: string | undefined;
  prospecting_template?: number | undefined;
  scheduled_at?: string | undefined;
};

export type SendOutBatchResult = {
  queued: number;
  sending_type: number;
  skipped: { unsubscribed: number; without_email: number; duplicate: number };
};

function entityOfModel(model: RecipientModel): AnyEntity {
  const entity = findEntity(RECIPIENT_MODELS[model]);
  if (!entity) throw new Error(`No entity for ${model}`);
  return entity;
}

function tooMany(): HttpError {
  return new HttpError(
    422,
    "too_many_recipients",
    `A send-out takes at most ${SENDOUT_BATCH_LIMIT} recipients: narrow the selection.`,
  );
}

async function recipientsByHand(
  executor: Executor,
  principal: RecruiterPrincipal,
  items: NonNullable<SendOutBatchRequest["recipients"]>,
): Promise<Recipient[]> {
  const byModel = new Map<RecipientModel, Set<number>>();
  for (const item of items) {
    const ids = byModel.get(item.reference_type) ?? new Set<number>();
    ids.add(item.reference_id);
    byModel.set(item.reference_type, ids);
  }
  const found: Recipient[] = [];
  for (const [model, idSet] of byModel) {
    const entity = entityOfModel(model);
    if (!allows(principal, "read", entity)) throw new HttpError(403, "forbidden", `You may not read ${entity.name}.`);
    const table = entityTable(entity.name);
    const ids = [...idSet];
    const rows = (await executor
      .select({ id: table.id, name: col(table, "name"), email: col(table, "email") })
      .from(table)
      .where(sql`${rowScope(principal, "read", entity, table)} and ${inArray(table.id, ids)}`)) as RecipientRow[];
    if (rows.length !== ids.length) {
      // The same answer for a missing row and another business's: nobody learns what others hold.
      throw new HttpError(404, "not_found", "Some of the selected people do not exist or are not yours to write to.");
    }
    found.push(...rows.map((row) => ({ ...row, id: Number(row.id), model })));
  }
  return found;
}

async function recipientsOfSearch(
  executor: Executor,
  principal: RecruiterPrincipal,
  search: SelectAllSearch,
  context: PresetContext,
  locale: Locale,
): Promise<Recipient[]> {
  const model = (Object.keys(RECIPIENT_MODELS) as RecipientModel[]).find(
    (key) => RECIPIENT_MODELS[key] === search.entity,
  );
  if (!model) {
    throw new HttpError(400, "validation_failed", "Prospecting mail goes to candidates, client contacts or leads.", {
      "select_all_params.search.entity": [`Expected one of ${Object.values(RECIPIENT_MODELS).join(", ")}.`],
    });
  }
  const entity = entityOfModel(model);
  if (!allows(principal, "read", entity)) throw new HttpError(403, "forbidden", `You may not read ${entity.name}.`);
  const query = selectAllQuery(entity, search, locale);
  if (!narrowsRows(query)) throw new HttpError(422, "filter_required", V.bulkNeedsFilter[locale]);
  const table = entityTable(entity.name);
  const compiled = await compileListQuery(executor, entity, table, query, principal, context);
  const rows = (await executor
    .select({ id: table.id, name: col(table, "name"), email: col(table, "email") })
    .from(table)
    .where(compiled.where)
    .orderBy(table.id)
    .limit(SENDOUT_BATCH_LIMIT + 1)) as RecipientRow[];
  return rows.map((row) => ({ ...row, id: Number(row.id), model }));
}

/**
 * The merge fields a prospecting template may use: {{name}}, {{first_name}}, {{email}} (HTML-escaped in the body).
 * Unknown ones are left as written.
 */
export function mergeFields(text: string, recipient: { name: string | null; email: string }, html: boolean): string {
  const name = recipient.name?.trim() ?? "";
  const values: Record<string, string> = { name, first_name: name.split(/\s+/)[0] ?? "", email: recipient.email };
  return text.replace(/\{\{\s*(name|first_name|email)\s*\}\}/g, (_match, key: string) => {
    const value = values[key] ?? "";
    return html ? escapeHtml(value) : value;
  });
}

async function contentOf(
  executor: Executor,
  principal: RecruiterPrincipal,
  request: SendOutBatchRequest,
): Promise<{ subject: string; body: string; templateId: number | null }> {
  let subject = request.subject?.trim() || undefined;
  let body = request.body?.trim() || undefined;
  let templateId: number | null = null;
  if (request.prospecting_template !== undefined) {
    const entity = findEntity("prospecting_templates") as AnyEntity;
    const [template] = await executor
      .select({
        id: prospecting_templates.id,
        subject: col(prospecting_templates, "subject"),
        body: col(prospecting_templates, "body"),
      })
      .from(prospecting_templates)
      .where(
        sql`${rowScope(principal, "read", entity, prospecting_templates)} and ${prospecting_templates.id} = ${request.prospecting_template}`,
      );
    if (!template) {
      throw new HttpError(404, "not_found", "No such message template.", {
        prospecting_template: ["No such message template."],
      });
    }
    templateId = Number(template.id);
    subject ??= (template.subject as string | null)?.trim() || undefined;
    body ??= (template.body as string | null)?.trim() || undefined;
  }
  const fields: Record<string, string[]> = {};
  if (!subject) fields.subject = ["Inform the subject"];
  if (!body) fields.body = ["Enter the email message"];
  if (!subject || !body) throw new HttpError(400, "validation_failed", "Some fields are invalid.", fields);
  return { subject, body: sanitizeSignature(body) ?? "", templateId };
}

/**
 * Queues one send-out per recipient who has an address, has not unsubscribed from the business and was not
 * already picked (one mail per address). Over BULK_SENDING_THRESHOLD people selected, the rows say "bulk".
 */
export async function queueSendOuts(
  db: Database,
  principal: RecruiterPrincipal,
  request: SendOutBatchRequest,
  context: PresetContext,
  locale: Locale,
  now = new Date(),
): Promise<SendOutBatchResult> {
  const businessId = principal.businessId;
  if (businessId === null) throw new HttpError(409, "no_business", "There is no business to work in.");
  const hasHand = (request.recipients?.length ?? 0) > 0;
  if (hasHand === Boolean(request.select_all_params)) {
    throw new HttpError(400, "validation_failed", "Pick the recipients, or select all of a search (one of them).", {
      recipients: ["Pick the recipients, or send select_all_params."],
    });
  }
  const scheduledAt = request.scheduled_at ? new Date(request.scheduled_at) : now;
  return db.drizzle.transaction(async (tx) => {
    const content = await contentOf(tx, principal, request);
    const selected =
      request.recipients && hasHand
        ? await recipientsByHand(tx, principal, request.recipients)
        : await recipientsOfSearch(
            tx,
            principal,
            (request.select_all_params as { search: SelectAllSearch }).search,
            context,
            locale,
          );
    if (selected.length > SENDOUT_BATCH_LIMIT) throw tooMany();
    const sendingType = selected.length > BULK_SENDING_THRESHOLD ? SENDING_TYPE.bulk : SENDING_TYPE.microsoft;
    const withEmail = selected.filter((recipient) => recipient.email?.trim());
    const unsubscribed = await unsubscribedAmong(
      tx,
      businessId,
      withEmail.map((recipient) => (recipient.email as string).trim()),
    );
    const seen = new Set<string>();
    let skippedUnsubscribed = 0;
    let duplicate = 0;
    const rows: Record<string, unknown>[] = [];
    for (const recipient of withEmail) {
      const email = (recipient.email as string).trim();
      const key = email.toLowerCase();
      if (unsubscribed.has(key)) {
        skippedUnsubscribed += 1;
        continue;
      }
      if (seen.has(key)) {
        duplicate += 1;
        continue;
      }
      seen.add(key);
      const person = { name: recipient.name, email };
      rows.push({
        subject: mergeFields(content.subject, person, false).slice(0, 200),
        to_email: email,
        body: mergeFields(content.body, person, true),
        status: SEND_OUT_STATUS.awaitSend,
        sending_type: sendingType,
        prospecting_template_id: content.templateId,
        reference_type: recipient.model,
        reference_id: recipient.id,
        scheduled_at: scheduledAt.toISOString(),
        owner_id: principal.id,
        business_id: businessId,
        created_by: principal.accountId,
        updated_by: principal.accountId,
      });
    }
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(sendout_queues).values(rows.slice(start, start + 500) as never);
    }
    return {
      queued: rows.length,
      sending_type: sendingType,
      skipped: {
        unsubscribed: skippedUnsubscribed,
        without_email: selected.length - withEmail.length,
        duplicate,
      },
    };
  });
}

type ClaimedSendOut = {
  id: number;
  business_id: number;
  to_email: string;
  subject: string;
  body: string;
  sending_type: number | null;
};

export type ProcessOptions = {
  now?: Date;
  /** Send-outs claimed per run. */
  limit?: number;
  /**
   * The public origin of a business's site, where its unsubscribe page lives (the server gives its
   * PublicOrigins.forBusiness; by default the business's first configured domain, without PUBLIC_URL or a port).
   */
  siteUrl?: (businessId: number) => Promise<string | undefined>;
};

export type ProcessResult = { claimed: number; sent: number; failed: number };

/** The footer of every prospecting mail; pt-BR is the product's language for people outside it. */
function withUnsubscribeFooter(body: string, link: string): string {
  return `${body}
<hr>
<p style="font-size:12px;color:#666">Não quer mais receber nossas mensagens?
<a href="${escapeHtml(link)}">Cancelar inscrição</a> · Don't want these messages?
<a href="${escapeHtml(link)}">Unsubscribe</a></p>`;
}

/** The outbox row of a send-out: made at its first try (with its unsubscribe link), the same one after that. */
async function outboxRowOf(
  db: Database,
  sendOut: ClaimedSendOut,
  siteUrl: (businessId: number) => Promise<string | undefined>,
): Promise<OutboxRow> {
  const [existing] = await queryRows<OutboxRow>(
    db,
    sql`update ${outbox} set attempts = attempts + 1
        where id = (select id from ${outbox}
                    where kind = 'prospecting' and payload->>'sendout_queue_id' = ${String(sendOut.id)}
                    order by id limit 1)
        returning id, to_email, subject, body, payload, attempts`,
  );
  if (existing) return existing;
  const site = (await siteUrl(Number(sendOut.business_id))) ?? "";
  return db.drizzle.transaction(async (tx) => {
    const unsubscribeId = await createUnsubscribeId(tx, {
      businessId: Number(sendOut.business_id),
      email: sendOut.to_email,
      sendoutQueueId: sendOut.id,
    });
    const link = `${site}${unsubscribePath(unsubscribeId)}`;
    const id = await insertOutboxRow(tx, {
      to: sendOut.to_email,
      kind: "prospecting",
      subject: sendOut.subject,
      body: withUnsubscribeFooter(sendOut.body, link),
      html: true,
      headers: { "List-Unsubscribe": `<${link}>` },
      secrets: [unsubscribeId],
      payload: { sendout_queue_id: sendOut.id, sending_type: sendOut.sending_type },
      businessId: Number(sendOut.business_id),
    });
    if (id === undefined) throw new Error("Prospecting mail has no recipient cap, yet was not queued");
    await tx.execute(sql`update ${outbox} set attempts = 1 where id = ${id}`);
    const [row] = await rowsOf<OutboxRow>(
      tx.execute(sql`select id, to_email, subject, body, payload, attempts from ${outbox} where id = ${id}`),
    );
    return row as OutboxRow;
  });
}

/**
 * Sends the send-outs that are due (Await Send, scheduled_at ≤ now, not unsubscribed, their retry delay passed, tries
 * left) and records each outcome. Both sending types go out through the configured SMTP server: sending from the
 * recruiter's own Microsoft mailbox needs Microsoft Graph and the recruiter's delegated sign-in, which this server
 * has not, so "microsoft" is recorded on the row (and in the outbox payload) but sent like "bulk".
 *
 * Without a mailer (no SMTP configured) nothing is claimed: the rows wait in Await Send until SMTP is configured.
 * A plain function a job calls every minute or so.
 */
export async function processSendOuts(
  db: Database,
  mailer: Mailer | undefined,
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  if (!mailer) return { claimed: 0, sent: 0, failed: 0 };
  const now = options.now ?? new Date();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const siteUrl =
    options.siteUrl ?? publicOrigins(db, { publicUrl: undefined, localPort: () => undefined }).forBusiness;
  // A process that died between the SMTP server's yes and the status left its row in Processing: the outbox knows.
  await queryRows(
    db,
    sql`update ${sendout_queues} q
        set status = ${SEND_OUT_STATUS.completedSend}, sent_at = o.sent_at, error_message = null, updated_at = ${nowSql}
        from ${outbox} o
        where q.status = ${SEND_OUT_STATUS.processingSend}
          and q.updated_at <= ${nowSql} - make_interval(secs => ${STALE_PROCESSING_S})
          and o.kind = 'prospecting' and o.payload->>'sendout_queue_id' = q.id::text and o.sent_at is not null`,
  );
  const claimed = await queryRows<ClaimedSendOut>(
    db,
    sql`update ${sendout_queues} set status = ${SEND_OUT_STATUS.processingSend}, updated_at = ${nowSql}
        where id in (
          select q.id from ${sendout_queues} q
          where q.scheduled_at <= ${nowSql}
            and (q.status = ${SEND_OUT_STATUS.awaitSend}
                 or (q.status = ${SEND_OUT_STATUS.processingSend}
                     and q.updated_at <= ${nowSql} - make_interval(secs => ${STALE_PROCESSING_S})))
            and not exists (select 1 from prospecting_unsubscribes u
                            where u.business_id = q.business_id and lower(u.email) = lower(q.to_email))
            and not exists (select 1 from ${outbox} o
                            where o.kind = 'prospecting' and o.payload->>'sendout_queue_id' = q.id::text
                              and (o.sent_at is not null or o.attempts >= ${MAIL_MAX_ATTEMPTS} or not (${retryIsDue(now)})))
          order by q.scheduled_at, q.id
          limit ${options.limit ?? 50}
          for update skip locked)
        returning id, business_id, to_email, subject, body, sending_type`,
  );
  let failed = 0;
  for (const sendOut of claimed) {
    const row = await outboxRowOf(db, sendOut, siteUrl);
    const failure = await sendOutboxRow(db, mailer, row, now);
    if (failure === undefined) {
      await db.drizzle.execute(
        sql`update ${sendout_queues}
            set status = ${SEND_OUT_STATUS.completedSend}, sent_at = ${nowSql}, error_message = null, updated_at = ${nowSql}
            where id = ${sendOut.id}`,
      );
      continue;
    }
    failed += 1;
    const attempts = Number(row.attempts);
    const message =
      attempts >= MAIL_MAX_ATTEMPTS ? `Gave up after ${attempts} attempts: ${failure}` : failureText(failure);
    await db.drizzle.execute(
      sql`update ${sendout_queues}
          set status = ${SEND_OUT_STATUS.awaitSend}, error_message = ${message.slice(0, 2000)}, updated_at = ${nowSql}
          where id = ${sendOut.id}`,
    );
  }
  return { claimed: claimed.length, sent: claimed.length - failed, failed };
}

const SEND_OUTS = findEntity("sendout_queues") as AnyEntity;

/**
 * Spec §4 "Response E-mail 3": the recipient answered a sent message. Only a Completed Send can have been
 * answered; the answer's time goes to `responded_at`.
 */
export async function recordSendOutResponse(
  db: Database,
  id: number,
  principal: RecruiterPrincipal,
  now = new Date(),
): Promise<{ id: number; status: number; responded_at: string } | "not_found" | "not_sent"> {
  const [row] = await queryRows<{ id: number; status: number }>(
    db,
    sql`select id, status from ${sendout_queues} where id = ${id} and ${rowScope(principal, "update", SEND_OUTS, sendout_queues)}`,
  );
  if (!row) return "not_found";
  if (Number(row.status) !== SEND_OUT_STATUS.completedSend && Number(row.status) !== SEND_OUT_STATUS.responseEmail) {
    return "not_sent";
  }
  const [updated] = await queryRows<{ id: number; status: number; responded_at: string | Date }>(
    db,
    sql`update ${sendout_queues}
        set status = ${SEND_OUT_STATUS.responseEmail}, responded_at = coalesce(responded_at, ${now.toISOString()}::timestamptz),
            updated_at = now()
        where id = ${id}
        returning id, status, responded_at`,
  );
  const respondedAt = updated?.responded_at;
  return {
    id: Number(updated?.id),
    status: Number(updated?.status),
    responded_at: respondedAt instanceof Date ? respondedAt.toISOString() : String(respondedAt),
  };
}
