/**
 * A candidate's LGPD self-service (Lei 13.709/2018, art. 8 and 18), their own data only:
 *
 *   GET  /candidates/consents                          the current choice per purpose, its history, the applications
 *   PUT  /candidates/consents                          {consents: {talent_pool?, marketing_emails?}}: a changed
 *                                                      choice is a new row with the text version shown
 *   POST /candidates/data_exports                      → 201: a ZIP of all their data, built by the export job;
 *                                                      one per account (a new one replaces the old), confirmed
 *                                                      accounts only, counted in their storage (uploads/limits.ts)
 *   GET  /candidates/data_exports/{id}                 its status and progress (the page polls it: /cable is the
 *                                                      recruiters' socket)
 *   GET  /candidates/data_exports/{id}/file            the ZIP, until it expires
 *   POST /candidates/account_deletions                 {account_deletion: {password}} → 202: mails a link
 *   POST /candidates/account_deletions/confirmation    {token}: the link's page confirms; the candidate is erased
 *
 * A row of another candidate is a 404, like one that does not exist. Every change is in the audit log under the
 * candidate's record, with no personal value in it.
 */
import { getEntity, type Locale } from "@seleta/domain";
import { CONSENT_PURPOSES, CONSENT_TEXT_VERSION, type ConsentPurpose, currentConsents } from "@seleta/domain/privacy";
import {
  accountDeletionBodySchema,
  accountDeletionConfirmationBodySchema,
  consentsAnswerSchema,
  consentsBodySchema,
  dataExportAnswerSchema,
  messageSchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { consumeToken, issueToken } from "../../auth/accounts";
import { clearSessionCookies, principalOf, requireReenteredPassword, requireSignIn } from "../../auth/http";
import type { CandidatePrincipal } from "../../auth/principal";
import { STRATEGIES } from "../../auth/strategies";
import type { RecipientCap } from "../../config";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { requestPublicOrigin } from "../../edge/publicOrigins";
import { recordAudit } from "../../engine/audit";
import { type Jobs, QUEUES } from "../../jobs";
import { candidateExportFileLink } from "../../jobs/exportJob";
import { queueMail } from "../../mail/outbox";
import { eraseCandidate } from "../../privacy/anonymise";
import { DATA_EXPORT_LIFETIME_DAYS } from "../../privacy/candidateExport";
import {
  accountEmail,
  candidateApplications,
  candidateOfAccount,
  consentRows,
  type DataExportRow,
  ownDataExport,
  recordConsents,
  replaceDataExport,
} from "../../privacy/queries";
import { contentDisposition, DOWNLOAD_CSP } from "../../uploads/download";
import type { UploadSettings } from "../../uploads/settings";

const candidateEntity = getEntity("candidates");
const idParams = z.object({ id: pathIdSchema });
const DAY_MS = 86_400_000;

const TEXT = {
  notReady: { "pt-BR": "O arquivo ainda não está pronto.", en: "The file is not ready yet." },
  expired: {
    "pt-BR": "Este arquivo expirou; peça uma nova cópia dos seus dados.",
    en: "This file has expired; ask for a new copy of your data.",
  },
  exportNotConfirmed: {
    "pt-BR":
      "Confirme seu e-mail antes de pedir uma cópia dos seus dados: abra o link que enviamos para a sua caixa de entrada.",
    en: "Confirm your e-mail before asking for a copy of your data: open the link we sent to your inbox.",
  },
  deletionRequested: {
    "pt-BR": "Enviamos um e-mail com o link para confirmar a exclusão da sua conta. Ele vale por 24 horas.",
    en: "We sent you an e-mail with a link to confirm the deletion of your account. It is valid for 24 hours.",
  },
  deleted: {
    "pt-BR": "Sua conta foi excluída e seus dados pessoais foram apagados.",
    en: "Your account was deleted and your personal data erased.",
  },
  mailSubject: { "pt-BR": "Confirme a exclusão da sua conta", en: "Confirm the deletion of your account" },
  mailBody: {
    "pt-BR": (link: string) =>
      `Recebemos um pedido para excluir sua conta e apagar seus dados pessoais. Para confirmar, abra ${link} (válido por 24 horas). Se não foi você, ignore este e-mail e troque sua senha.`,
    en: (link: string) =>
      `We received a request to delete your account and erase your personal data. To confirm, open ${link} (valid for 24 hours). If it was not you, ignore this e-mail and change your password.`,
  },
} as const;

type ExportRow = DataExportRow;

export function dataExportOut(row: ExportRow) {
  const created = new Date(row.created_at as unknown as string);
  const expires = new Date(created.getTime() + DATA_EXPORT_LIFETIME_DAYS * DAY_MS);
  return {
    id: Number(row.id),
    status: row.status,
    progress: Number(row.progress),
    file:
      row.status === "completed" && row.storage_name && expires.getTime() > Date.now()
        ? candidateExportFileLink(Number(row.id))
        : null,
    error_message: row.error_message,
    created_at: created.toISOString(),
    expires_at: expires.toISOString(),
  };
}

async function consentsOf(db: Database, candidateId: number) {
  const rows = await consentRows(db, candidateId);
  const history = rows.map((row) => ({
    purpose: row.purpose,
    granted: row.granted === true,
    text_version: row.text_version,
    recorded_at: new Date(row.created_at as string).toISOString(),
  }));
  const latest = currentConsents(
    [...history].reverse().map((row) => ({
      purpose: row.purpose,
      granted: row.granted,
      textVersion: row.text_version,
      recordedAt: row.recorded_at,
    })),
  );
  const wire = (purpose: ConsentPurpose) => {
    const record = latest[purpose];
    return record
      ? { purpose, granted: record.granted, text_version: record.textVersion, recorded_at: record.recordedAt }
      : null;
  };
  // Processing for an application is consented to on the application itself: listed here, not changed here.
  const applications = await candidateApplications(db, candidateId);
  return {
    current: { talent_pool: wire("talent_pool"), marketing_emails: wire("marketing_emails") },
    history,
    text_version: CONSENT_TEXT_VERSION,
    applications: applications.map((row) => ({
      apply_id: Number(row.id),
      job_title: row.job_title,
      applied_at: new Date((row.applied_at ?? row.created_at) as string).toISOString(),
    })),
  };
}

function audit(
  db: Database,
  request: FastifyRequest,
  principal: CandidatePrincipal,
  action: "consent" | "data_export" | "erasure_request",
  changes: Record<string, unknown>,
) {
  return recordAudit(db.drizzle, [
    {
      entity: candidateEntity.name,
      recordId: principal.id,
      action,
      changes,
      businessId: principal.businessId,
      accountId: principal.accountId,
      requestId: request.id,
    },
  ]);
}

export const candidatePrivacyRoutes: FastifyPluginAsync<{
  db: Database;
  jobs: Jobs;
  uploads?: UploadSettings | undefined;
  /** The cap of the account-deletion mail to one address (config.ts `mailPerRecipient`). */
  mailPerRecipient: RecipientCap;
}> = async (fastify, { db, jobs, uploads, mailPerRecipient }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "candidates");
  const tags = ["candidate_privacy"];

  async function ownExport(candidateId: number, id: number): Promise<ExportRow> {
    const row = await ownDataExport(db, candidateId, id);
    if (!row) throw notFound();
    return row;
  }

  app.get(
    "/candidates/consents",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The candidate's consents: current choices, history, applications",
        response: { 200: consentsAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      return { consents: await consentsOf(db, principal.id) };
    },
  );

  app.put(
    "/candidates/consents",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Changes consents: each changed choice is recorded with the text version shown",
        body: consentsBodySchema,
        response: { 200: consentsAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const before = await consentsOf(db, principal.id);
      const changed = CONSENT_PURPOSES.flatMap((purpose) => {
        const granted = request.body.consents[purpose];
        if (granted === undefined) return [];
        const current = before.current[purpose];
        return current && current.granted === granted && current.text_version === CONSENT_TEXT_VERSION
          ? []
          : [{ purpose, granted }];
      });
      if (changed.length > 0) {
        await recordConsents(db, principal, changed, request.id);
      }
      return { consents: changed.length > 0 ? await consentsOf(db, principal.id) : before };
    },
  );

  app.post(
    "/candidates/data_exports",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: `Prepares a ZIP of all the candidate's data in the background (kept ${DATA_EXPORT_LIFETIME_DAYS} days)`,
        description:
          "One per account: a new request replaces the one in progress or ready (its file is removed). Confirmed " +
          "accounts only (403 account_not_confirmed). The ZIP counts against the account's storage quota while kept.",
        response: { 201: dataExportAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "candidates");
      const locale = requestLocale(request);
      if (!principal.confirmed) throw new HttpError(403, "account_not_confirmed", TEXT.exportNotConfirmed[locale]);
      const { row, replaced } = await replaceDataExport(db, principal, locale);
      // After the commit: the replaced exports' files (a job still building one finds its row gone and drops it).
      for (const old of replaced) {
        if (!old.storage_name) continue;
        await uploads?.storage.remove(old.storage_name).catch((error: unknown) => {
          request.log.error({ err: error, recruiter_download: old.id }, "Could not remove a replaced data export");
        });
      }
      await audit(db, request, principal, "data_export", { data_export: Number(row.id) });
      await jobs.send(QUEUES.download, { id: Number(row.id) });
      reply.code(201);
      return { data_export: dataExportOut(row) };
    },
  );

  app.get(
    "/candidates/data_exports/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "One of the candidate's data exports",
        params: idParams,
        response: { 200: dataExportAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      return { data_export: dataExportOut(await ownExport(principal.id, request.params.id)) };
    },
  );

  app.get(
    "/candidates/data_exports/:id/file",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The ZIP of one of the candidate's data exports",
        params: idParams,
        produces: ["application/zip"],
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "candidates");
      const locale = requestLocale(request);
      const row = await ownExport(principal.id, request.params.id);
      const answer = dataExportOut(row);
      if (row.status !== "completed" || !row.storage_name) throw new HttpError(409, "not_ready", TEXT.notReady[locale]);
      if (!answer.file) throw new HttpError(410, "export_expired", TEXT.expired[locale]);
      const stream = await uploads?.storage.open(row.storage_name);
      if (!stream) {
        request.log.error({ recruiter_download: row.id }, "A data export's file is missing");
        throw new HttpError(410, "export_expired", TEXT.expired[locale]);
      }
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(row.file_name ?? "meus-dados.zip"))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", DOWNLOAD_CSP)
        .header("cache-control", "private, no-store")
        .send(stream);
    },
  );

  app.post(
    "/candidates/account_deletions",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Asks to delete the account: the password again, then a confirmation link by mail",
        body: accountDeletionBodySchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "candidates");
      const locale: Locale = requestLocale(request);
      const password = request.body.account_deletion.password;
      await requireReenteredPassword(db, request, reply, principal.accountId, password, "account_deletion.password");
      const account = await accountEmail(db, principal.accountId);
      if (!account) throw new Error("A signed-in candidate's account is missing");
      const origin = await requestPublicOrigin(request);
      await queueMail(db, { to: account.email, kind: "account_deletion" }, mailPerRecipient, async (tx) => {
        const token = await issueToken(tx, principal.accountId, "account_deletion");
        const link = `${origin}/account_deletion/${token}`;
        return {
          to: account.email,
          kind: "account_deletion",
          subject: TEXT.mailSubject[locale],
          body: TEXT.mailBody[locale](link),
          secrets: [token],
          payload: { token, link, strategy: "candidates" },
          businessId: principal.businessId,
        };
      });
      await audit(db, request, principal, "erasure_request", {});
      reply.code(202);
      return { message: TEXT.deletionRequested[locale] };
    },
  );

  app.post(
    "/candidates/account_deletions/confirmation",
    {
      schema: {
        tags,
        summary: "Confirms an account deletion with the mail's token: the candidate is anonymised, the account closed",
        body: accountDeletionConfirmationBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const accountId = await consumeToken(db, request.body.token, "account_deletion", STRATEGIES.candidates);
      const candidate = await candidateOfAccount(db, accountId);
      if (candidate) {
        await eraseCandidate(
          { db, storage: uploads?.storage, log: request.log },
          { candidateId: Number(candidate.id), reason: "request", requestId: request.id },
        );
      }
      clearSessionCookies(request, reply, "candidates");
      return { message: TEXT.deleted[locale] };
    },
  );
};
