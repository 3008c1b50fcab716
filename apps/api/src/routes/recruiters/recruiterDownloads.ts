/**
 * Exports (spec §3 recruiter_download, §7):
 *
 *   POST /recruiters/recruiter_downloads        {recruiter_download: {entity, file_type, …}} → 201 {recruiter_download}
 *   POST /recruiters/recruiter_downloads/shortlist_dashboard  {shortlist_dashboard: {file_type, shortlist_id | job_id}}
 *                                                → 201 {recruiter_download}
 *   GET  /recruiters/recruiter_downloads/{id}   → {recruiter_download}
 *   GET  /recruiters/recruiter_downloads/{id}/file  the finished file, as an attachment
 *
 * The export runs as a job (src/jobs/exportJob.ts); progress on RecruiterDownloadChannel.
 *
 * Who: a recruiter whose role may read and export the entity (403 before anything is queued); a download is its
 * recruiter's only (404 for anyone else's, so ids do not tell whether one exists). A shortlist dashboard (one
 * shortlist, or a job's sent shortlists, as XLSX or PDF) is the same kind of row on the same queue, channel and file
 * route, asked by a recruiter who may read the shortlist's job and applies (the builder's read rule: 403 without it,
 * 404 for another business's or an unknown shortlist or job).
 */
import { type AnyEntity, findEntity, type Locale } from "@seleta/domain";
import {
  type DOWNLOAD_FILE_TYPES,
  pathIdSchema,
  recruiterDownloadAnswerSchema,
  recruiterDownloadBodySchema,
  SHORTLIST_DASHBOARD,
  shortlistDashboardBodySchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { defaultColumnKeys, refusedColumnKeys } from "../../exports/columns";
import { DASHBOARD_CONTENT_TYPES } from "../../exports/shortlistDashboard";
import { CONTENT_TYPES } from "../../exports/writers";
import { type Jobs, QUEUES } from "../../jobs";
import {
  type DownloadParams,
  type DownloadRow,
  downloadFileLink,
  insertDownload,
  ownDownloadRow,
} from "../../jobs/exportJob";
import type { Selection } from "../../jobs/selection";
import { mayUseShortlists } from "../../shortlists/builder";
import { dashboardSubject } from "../../shortlists/dashboard";
import { contentDisposition, DOWNLOAD_CSP } from "../../uploads/download";
import type { UploadSettings } from "../../uploads/settings";

const idParams = z.object({ id: pathIdSchema });

const NOT_EXPORTABLE: Record<Locale, string> = {
  "pt-BR": "Campo desconhecido ou que não pode ser exportado.",
  en: "Unknown field, or one that may not be exported.",
};
const NOT_READY: Record<Locale, string> = {
  "pt-BR": "O arquivo ainda não está pronto.",
  en: "The file is not ready yet.",
};

type Row = DownloadRow;
type DownloadFormat = (typeof DOWNLOAD_FILE_TYPES)[number];

const FILE_CONTENT_TYPES: Record<DownloadFormat, string> = { ...CONTENT_TYPES, ...DASHBOARD_CONTENT_TYPES };
type Body = z.infer<typeof recruiterDownloadBodySchema>["recruiter_download"];

export function downloadOut(row: Row) {
  const params = row.params as Partial<DownloadParams>;
  return {
    id: Number(row.id),
    entity: row.entity,
    file_type: row.format as DownloadFormat,
    requested: row.requested,
    status: row.status,
    progress: Number(row.progress),
    total_record: typeof params.total_record === "number" ? params.total_record : null,
    file: row.status === "completed" && row.storage_name ? downloadFileLink(Number(row.id)) : null,
    error_message: row.error_message,
    created_at: new Date(row.created_at as unknown as string).toISOString(),
  };
}

/** The rows asked for: picked by hand, a select-all, or the list's own search and extra_params (where, order, filter). */
function selectionOf(body: Body, entity: AnyEntity): Selection {
  if (body.collections) return { entity_collection: { collections: body.collections } };
  if (body.select_all_params) return { select_all_params: body.select_all_params };
  let extra: Record<string, unknown> = {};
  if (typeof body.extra_params === "string") {
    try {
      extra = JSON.parse(body.extra_params) as Record<string, unknown>;
    } catch {
      throw new HttpError(400, "validation_failed", "Some fields are invalid.", {
        "recruiter_download.extra_params": ["Malformed JSON."],
      });
    }
  } else if (body.extra_params) {
    extra = body.extra_params;
  }
  return {
    select_all_params: {
      search: {
        entity: entity.name,
        search: body.search,
        where: extra.where,
        order: extra.order,
        filter: extra.filter as never,
      },
    },
  };
}

export const recruiterDownloadRoutes: FastifyPluginAsync<{
  db: Database;
  jobs: Jobs;
  uploads?: UploadSettings | undefined;
}> = async (fastify, { db, jobs, uploads }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["recruiter_downloads"];

  async function ownDownload(recruiterId: number, id: number): Promise<Row> {
    const row = await ownDownloadRow(db, recruiterId, id);
    if (!row) throw notFound();
    return row;
  }

  app.post(
    "/recruiters/recruiter_downloads",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Export a selection of a list to CSV or XLSX in the background (progress on RecruiterDownloadChannel)",
        body: recruiterDownloadBodySchema,
        response: { 201: recruiterDownloadAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "recruiters");
      const body = request.body.recruiter_download;
      const locale = requestLocale(request);
      const entity = findEntity(body.entity);
      if (entity?.area !== "recruiter") {
        throw new HttpError(400, "validation_failed", "Some fields are invalid.", {
          "recruiter_download.entity": [`No entity ${body.entity}.`],
        });
      }
      if (!allows(principal, "read", entity) || !allows(principal, "export", entity)) throw forbidden();
      if (principal.businessId === null) throw forbidden();
      const refused = refusedColumnKeys(entity, body.columns ?? []);
      if (refused.length > 0) {
        throw new HttpError(
          400,
          "validation_failed",
          "Some fields are invalid.",
          Object.fromEntries(
            refused.map((key) => [
              `recruiter_download.columns.${body.columns?.indexOf(key)}`,
              [NOT_EXPORTABLE[locale]],
            ]),
          ),
        );
      }
      const params: DownloadParams = {
        ...selectionOf(body, entity),
        locale,
        columns: body.columns ?? defaultColumnKeys(entity),
        ...(body.total_record === undefined ? {} : { total_record: body.total_record }),
        ...(body.search === undefined ? {} : { search: body.search }),
        ...(body.extra_params === undefined ? {} : { extra_params: body.extra_params }),
      };
      const row = await insertDownload(db, {
        businessId: principal.businessId,
        recruiterId: principal.id,
        entity: entity.name,
        format: body.file_type,
        requested: body.requested,
        params,
      });
      await jobs.send(QUEUES.download, { id: Number(row.id) });
      reply.code(201);
      return { recruiter_download: downloadOut(row) };
    },
  );

  app.post(
    "/recruiters/recruiter_downloads/shortlist_dashboard",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "A shortlist's dashboard (or a job's sent shortlists') as XLSX or PDF, in the background (progress on RecruiterDownloadChannel)",
        body: shortlistDashboardBodySchema,
        response: { 201: recruiterDownloadAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "recruiters");
      const body = request.body.shortlist_dashboard;
      const locale = requestLocale(request);
      if (principal.businessId === null || !mayUseShortlists(principal, false)) throw forbidden();
      const target = body.shortlist_id === undefined ? { job_id: body.job_id } : { shortlist_id: body.shortlist_id };
      // Refused now (404) rather than queued to fail: the job reads it again when it runs.
      await dashboardSubject(db, principal, target, locale);
      const row = await insertDownload(db, {
        businessId: principal.businessId,
        recruiterId: principal.id,
        entity: SHORTLIST_DASHBOARD,
        format: body.file_type,
        requested: "default",
        params: { ...target, locale },
      });
      await jobs.send(QUEUES.download, { id: Number(row.id) });
      reply.code(201);
      return { recruiter_download: downloadOut(row) };
    },
  );

  app.get(
    "/recruiters/recruiter_downloads/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "One of the caller's downloads: status, progress, the file's link once completed",
        params: idParams,
        response: { 200: recruiterDownloadAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      return { recruiter_download: downloadOut(await ownDownload(principal.id, request.params.id)) };
    },
  );

  app.get(
    "/recruiters/recruiter_downloads/:id/file",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The finished file of one of the caller's downloads (always as an attachment)",
        params: idParams,
        produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/pdf"],
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "recruiters");
      const locale = requestLocale(request);
      const row = await ownDownload(principal.id, request.params.id);
      if (row.status !== "completed" || !row.storage_name) throw new HttpError(409, "not_ready", NOT_READY[locale]);
      const stream = await uploads?.storage.open(row.storage_name);
      if (!stream) {
        request.log.error({ recruiter_download: row.id, key: row.storage_name }, "Exported file is missing");
        throw notFound();
      }
      const format = row.format as DownloadFormat;
      return reply
        .header("content-type", FILE_CONTENT_TYPES[format])
        .header("content-disposition", contentDisposition(row.file_name ?? `export.${format}`))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", DOWNLOAD_CSP)
        .header("cache-control", "private, no-cache")
        .send(stream);
    },
  );
};
