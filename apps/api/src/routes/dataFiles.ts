/**
 * Uploads (spec §7 `POST /{role}/data_files`): a file attached to a registry record, for recruiters,
 * candidates and client contacts. Whoever may update the record may attach; whoever may read it may list and
 * download. The file's type comes from its bytes (allow-list), its size is capped while it streams, documents are
 * checked before a parser opens them, and the text of a file of an entity whose files extract text (a candidate's
 * CV) joins the record's search document in the transaction that stores the row. Any refusal leaves nothing
 * behind: no row, no file.
 */
import multipart from "@fastify/multipart";
import {
  type AnyEntity,
  type AuthStrategy,
  dataFileSchema,
  findEntityByModel,
  isFileTooLarge,
  type Locale,
} from "@seleta/domain";
import { dataFileAnswerSchema, dataFilesAnswerSchema, pathIdSchema } from "@seleta/domain/wire";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../auth/http";
import type { AccountPrincipal } from "../auth/principal";
import { allowsRow, privateRowColumns, type RowFacts } from "../authz/policy";
import { type Database, rowsOf } from "../db/client";
import { col, dataFiles, entityTable } from "../db/schema";
import { FILES_TEXT_COLUMN } from "../db/schema/search";
import type { Executor } from "../engine/audit";
import { HttpError, requestLocale } from "../errors";
import { contentDisposition, DOWNLOAD_CSP, displayName, downloadName } from "../uploads/download";
import { extractText } from "../uploads/extractText";
import { ACCEPTED_TYPES, detectFileType } from "../uploads/fileTypes";
import { lockAccountUploads, quotaOf, quotaRefusal, storedBytes, unconfirmedRefusal } from "../uploads/limits";
import { FILE_FIELD, MULTIPART_OPTIONS, type ReceivedFile, receiveUpload } from "../uploads/receive";
import { corrupted, rateLimited, tooLarge, UploadRejected, unsupportedType } from "../uploads/rejections";
import type { UploadSettings } from "../uploads/settings";
import { newStorageKey } from "../uploads/storage";
import { checkStructure } from "../uploads/structure";

export type { UploadSettings } from "../uploads/settings";
export { uploadSettings } from "../uploads/settings";

/** Spec §7: "role default recruiters" — the three signed-in kinds each have the route under their own prefix. */
const ROLES = ["recruiters", "candidates", "client_contacts"] as const satisfies readonly AuthStrategy[];
type Role = (typeof ROLES)[number];

/** All of a candidate's CV text the search document keeps (a tsvector holds at most 1 MB). */
export const CV_TEXT_MAX_CHARS = 300_000;

type DataFileRow = {
  id: number;
  business_id: number;
  name: string;
  storage_key: string;
  content_type: string;
  size: number;
  reference_type: string | null;
  reference_id: number | null;
  created_at: string | Date;
};

const idParams = z.object({ id: pathIdSchema });
const referenceQuery = z.object({
  reference_type: z.string().min(1).max(100),
  reference_id: pathIdSchema,
});

/** The policy's facts of a record, for the columns its table has; undefined when there is no such row. */
async function recordFacts(db: Database, entity: AnyEntity, id: number): Promise<RowFacts | undefined> {
  const table = entityTable(entity.name);
  const privateRows = privateRowColumns(entity);
  const present = [
    "business_id",
    "candidate_id",
    "client_company_id",
    "deleted_at",
    ...(privateRows ? [privateRows.flag, privateRows.owner] : []),
  ].filter((name) => name in table);
  const columns = [sql`id`, ...present.map((name) => sql.identifier(name))];
  const [row] = await rowsOf<Record<string, unknown>>(
    db.drizzle.execute(sql`select ${sql.join(columns, sql`, `)} from ${table} where id = ${id} limit 1`),
  );
  if (!row) return undefined;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(row.id),
    business_id: number(row.business_id),
    candidate_id: number(row.candidate_id),
    client_company_id: number(row.client_company_id),
    deleted_at: row.deleted_at ? String(row.deleted_at) : null,
    ...(privateRows
      ? { [privateRows.flag]: row[privateRows.flag] === true, [privateRows.owner]: number(row[privateRows.owner]) }
      : {}),
  };
}

/** The business a principal works in now (a recruiter's current one). */
function businessOf(principal: AccountPrincipal): number | null {
  return principal.businessId;
}

function urlOf(role: Role, id: number): string {
  return `/api/v1/${role}/data_files/${id}`;
}

function present(role: Role, row: DataFileRow): z.input<typeof dataFileAnswerSchema>["data_file"] {
  return {
    id: Number(row.id),
    name: row.name,
    content_type: row.content_type,
    size: Number(row.size),
    url: urlOf(role, Number(row.id)),
    reference_type: row.reference_type ?? "",
    reference_id: Number(row.reference_id),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A field sent either flat (`reference_id`) or nested the Rails way (`data_file[reference_id]`). */
function field(fields: ReadonlyMap<string, string>, name: string): string | undefined {
  return fields.get(name) ?? fields.get(`data_file[${name}]`);
}

/** `WHERE` of a record's files in a business. */
function filesOf(business: number, referenceType: string, referenceId: number): SQL {
  return and(
    eq(dataFiles.business_id, business),
    eq(dataFiles.reference_type, referenceType),
    eq(dataFiles.reference_id, referenceId),
  ) as SQL;
}

/**
 * The record a request points at, checked for `action`: 422 for a type the registry does not know, 404 for a row
 * that does not exist or that the principal may not even read (its existence is not told), 403 for one they may
 * read but not change.
 */
async function authorisedRecord(
  db: Database,
  principal: AccountPrincipal,
  locale: Locale,
  referenceType: string,
  referenceId: number,
  action: "read" | "update",
): Promise<{ entity: AnyEntity; facts: RowFacts }> {
  const entity = findEntityByModel(referenceType);
  if (!entity) {
    const rejected = new UploadRejected(422, "unknown_reference_type", "unknownReferenceType", { type: referenceType });
    throw rejected.toHttpError(locale, { reference_type: [rejected.toHttpError(locale).message] });
  }
  const facts = await recordFacts(db, entity, referenceId);
  if (!facts || !allowsRow(principal, "read", entity, facts)) {
    throw new UploadRejected(404, "not_found", "referenceNotFound").toHttpError(locale);
  }
  if (action === "update" && !allowsRow(principal, "update", entity, facts)) {
    throw new UploadRejected(403, "forbidden", "notAllowed").toHttpError(locale);
  }
  return { entity, facts };
}

export const dataFileRoutes: FastifyPluginAsync<{ db: Database; uploads?: UploadSettings | undefined }> = async (
  fastify,
  { db, uploads },
) => {
  // Multipart only here: every other route of the API keeps taking JSON alone.
  await fastify.register(multipart, MULTIPART_OPTIONS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["data_files"];

  const settingsOf = (locale: Locale): UploadSettings => {
    if (!uploads) throw new UploadRejected(503, "uploads_unavailable", "unavailable").toHttpError(locale);
    return uploads;
  };

  /** Type, structure and text of a received file; throws `UploadRejected` for a file we refuse. */
  async function inspect(file: ReceivedFile, settings: UploadSettings, request: FastifyRequest) {
    const detection = await detectFileType(file.path);
    if (!detection.accepted) throw unsupportedType(detection.detected);
    const type = detection.accepted;
    await checkStructure(type, file.path);
    if (!type.text) return { type, text: null };
    const extraction = await extractText(type.text, file.path, settings.extractLimits);
    if (extraction.outcome === "unreadable") {
      request.log.info({ reason: extraction.reason }, "Upload refused: the document could not be read");
      throw corrupted(type.ext.toUpperCase());
    }
    if (extraction.outcome === "skipped") {
      request.log.warn({ reason: extraction.reason }, "Upload stored without its text");
      return { type, text: null };
    }
    return { type, text: extraction.text || null };
  }

  // Keyed on the account, not the address: a person behind a shared address keeps their own count, and a new
  // address does not reset it. Counted by this process (one count per process when several serve the API).
  const uploadRate = fastify.createRateLimit({
    max: uploads?.uploadsPerHour ?? 1,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `data_files:${(request.principal as AccountPrincipal).accountId}`,
  });

  /** Before a byte is read: the account is confirmed, under its hourly count and not already at its quota. */
  async function admit(
    principal: AccountPrincipal,
    settings: UploadSettings,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const unconfirmed = unconfirmedRefusal(principal);
    if (unconfirmed) throw unconfirmed;
    const rate = await uploadRate(request);
    if (!rate.isAllowed && rate.isExceeded) {
      reply.header("retry-after", String(rate.ttlInSeconds));
      throw rateLimited(rate.max, rate.ttlInSeconds);
    }
    const quota = quotaOf(principal, settings);
    if (quota !== undefined) {
      const full = quotaRefusal(await storedBytes(db.drizzle, principal.accountId), 0, quota);
      if (full) throw full;
    }
  }

  type Target = { input: z.infer<typeof dataFileSchema>; entity: AnyEntity; business: number };

  /** The upload's fields checked (domain schema), and its record found and open to the principal's `update`. */
  async function targetOf(
    principal: AccountPrincipal,
    locale: Locale,
    fields: ReadonlyMap<string, string>,
  ): Promise<Target> {
    const referenceId = field(fields, "reference_id");
    const input = dataFileSchema.parse({
      reference_id: referenceId && /^\d{1,10}$/.test(referenceId) ? Number(referenceId) : referenceId,
      reference_type: field(fields, "reference_type"),
      name: field(fields, "name") || undefined,
    });
    const { entity, facts } = await authorisedRecord(
      db,
      principal,
      locale,
      input.reference_type,
      input.reference_id,
      "update",
    );
    const business = facts.business_id ?? businessOf(principal);
    if (business === null) throw new HttpError(409, "no_business", "There is no business to work in.");
    return { input, entity, business };
  }

  for (const role of ROLES) {
    const signedIn = requireSignIn(db, role);

    app.post(
      `/${role}/data_files`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Attach a file to a record (multipart: ${FILE_FIELD}, reference_type, reference_id, name)`,
          description:
            "Accepted by their bytes: PDF, DOC, DOCX, PNG, JPEG, WebP, MP4, WebM. 413 at the size limit, 415 for " +
            "another type, 422 for a corrupted file or a zip bomb. A candidate's PDF or DOCX text joins their search.",
          consumes: ["multipart/form-data"],
          response: { 201: dataFileAnswerSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request, role);
        const locale = requestLocale(request);
        const settings = settingsOf(locale);
        if (!request.isMultipart()) {
          throw new HttpError(415, "unsupported_media_type", "Send the upload as multipart/form-data.");
        }
        try {
          await admit(principal, settings, request, reply);
        } catch (error) {
          throw error instanceof UploadRejected ? error.toHttpError(locale) : error;
        }
        // The record is checked once, as soon as its fields are in: before the file's bytes when they come first.
        let checked: Promise<Target> | undefined;
        const target = (fields: ReadonlyMap<string, string>) => {
          checked ??= targetOf(principal, locale, fields);
          return checked;
        };
        let received: Awaited<ReturnType<typeof receiveUpload>>;
        try {
          received = await receiveUpload(request, {
            incomingDir: settings.incomingDir,
            maxMegabytes: settings.maxMegabytes,
            beforeFile: async (fields) => {
              if (field(fields, "reference_type") !== undefined && field(fields, "reference_id") !== undefined) {
                await target(fields);
              }
            },
          });
        } catch (error) {
          throw error instanceof UploadRejected ? error.toHttpError(locale) : error;
        }
        let storedKey: string | undefined;
        try {
          const { file } = received;
          if (received.unexpectedFiles.length > 0) {
            throw new HttpError(400, "validation_failed", "Some fields are invalid.", {
              [received.unexpectedFiles[0] as string]: [`Send the file in ${FILE_FIELD}.`],
            });
          }
          if (!file) {
            const missing = new UploadRejected(422, "file_missing", "fileMissing");
            throw missing.toHttpError(locale, { [FILE_FIELD]: [missing.toHttpError(locale).message] });
          }
          if (file.truncated || isFileTooLarge(file.size, settings.maxMegabytes)) {
            throw tooLarge(settings.maxMegabytes);
          }
          const { input, entity, business } = await target(received.fields);
          if (file.size === 0) throw new UploadRejected(422, "empty_file", "emptyFile");

          const quota = quotaOf(principal, settings);
          const overQuota = async (executor: Executor) =>
            quotaRefusal(await storedBytes(executor, principal.accountId), file.size, quota);
          // Checked before the file is opened and stored, and again under the account's lock before its row.
          const early = quota === undefined ? undefined : await overQuota(db.drizzle);
          if (early) throw early;

          const { type, text } = await inspect(file, settings, request);
          const key = newStorageKey(type.ext);
          await settings.storage.put(key, file.path, type.mime);
          storedKey = key;
          const row = await db.drizzle.transaction(async (tx) => {
            if (quota !== undefined) {
              await lockAccountUploads(tx, principal.accountId);
              const refused = await overQuota(tx);
              if (refused) throw refused;
            }
            const [inserted] = await rowsOf<DataFileRow>(
              tx.execute(sql`
                insert into ${dataFiles}
                  (business_id, reference_type, reference_id, name, storage_key, content_type, size, sha256, text,
                   created_by)
                values (${business}, ${entity.model}, ${input.reference_id}, ${displayName(input.name, file.filename)},
                        ${key}, ${type.mime}, ${file.size}, ${file.sha256}, ${text}, ${principal.accountId})
                returning id, business_id, name, storage_key, content_type, size, reference_type, reference_id,
                          created_at`),
            );
            if (entity.files?.extractsText && text) {
              const table = entityTable(entity.name);
              const kept = col(table, FILES_TEXT_COLUMN);
              await tx.execute(sql`
                update ${table}
                set ${sql.identifier(FILES_TEXT_COLUMN)} =
                  left(concat_ws(E'\n\n', nullif(${kept}, ''), ${text}::text), ${CV_TEXT_MAX_CHARS})
                where ${table.id} = ${input.reference_id}`);
            }
            return inserted as DataFileRow;
          });
          storedKey = undefined;
          reply.code(201);
          return { data_file: present(role, row) };
        } catch (error) {
          if (storedKey) await settings.storage.remove(storedKey).catch(() => {});
          throw error instanceof UploadRejected ? error.toHttpError(locale) : error;
        } finally {
          await received.discard();
        }
      },
    );

    app.get(
      `/${role}/data_files`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: "The files attached to a record",
          querystring: referenceQuery,
          response: { 200: dataFilesAnswerSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request, role);
        const { reference_type, reference_id } = request.query;
        const { entity, facts } = await authorisedRecord(
          db,
          principal,
          requestLocale(request),
          reference_type,
          reference_id,
          "read",
        );
        const business = facts.business_id ?? businessOf(principal);
        if (business === null) return { data_files: [] };
        const rows = (await db.drizzle
          .select()
          .from(dataFiles)
          .where(filesOf(business, entity.model, reference_id))
          .orderBy(desc(dataFiles.created_at), desc(dataFiles.id))) as unknown as DataFileRow[];
        return { data_files: rows.map((row) => present(role, row)) };
      },
    );

    /** A file of the principal's business whose record they may `action`; 404 otherwise. */
    const findFile = async (request: FastifyRequest, id: number, action: "read" | "update") => {
      const principal = principalOf(request, role);
      const locale = requestLocale(request);
      const business = businessOf(principal);
      const [row] =
        business === null
          ? []
          : ((await db.drizzle
              .select()
              .from(dataFiles)
              .where(and(eq(dataFiles.id, id), eq(dataFiles.business_id, business)))
              .limit(1)) as unknown as DataFileRow[]);
      if (!row || row.reference_type === null || row.reference_id === null) {
        throw new UploadRejected(404, "not_found", "fileNotFound").toHttpError(locale);
      }
      try {
        const { entity } = await authorisedRecord(db, principal, locale, row.reference_type, row.reference_id, action);
        return { row, entity };
      } catch (error) {
        // A file whose record is out of reach is as absent as the record; only "read but not change" says 403.
        if (error instanceof HttpError && error.statusCode !== 403) {
          throw new UploadRejected(404, "not_found", "fileNotFound").toHttpError(locale);
        }
        throw error;
      }
    };

    app.get(
      `/${role}/data_files/:id`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: "Download a file (always as an attachment)",
          params: idParams,
          produces: ["application/octet-stream"],
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const settings = settingsOf(locale);
        const { row } = await findFile(request, request.params.id, "read");
        const stream = await settings.storage.open(row.storage_key);
        if (!stream) {
          request.log.error({ data_file: row.id, key: row.storage_key }, "Stored file is missing");
          throw new UploadRejected(404, "not_found", "fileNotFound").toHttpError(locale);
        }
        const ext = Object.values(ACCEPTED_TYPES).find((type) => type.mime === row.content_type)?.ext ?? "bin";
        return reply
          .header("content-type", row.content_type)
          .header("content-length", String(row.size))
          .header("content-disposition", contentDisposition(downloadName(row.name, ext)))
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", DOWNLOAD_CSP)
          .header("cache-control", "private, no-cache")
          .send(stream);
      },
    );
  }

  app.delete(
    "/recruiters/data_files/:id",
    {
      preHandler: requireSignIn(db, "recruiters"),
      schema: { tags, summary: "Remove a file (its row and its bytes)", params: idParams },
    },
    async (request, reply) => {
      const settings = settingsOf(requestLocale(request));
      const principal = principalOf(request, "recruiters");
      const locale = requestLocale(request);
      const business = businessOf(principal);
      const [row] =
        business === null
          ? []
          : ((await db.drizzle
              .select()
              .from(dataFiles)
              .where(and(eq(dataFiles.id, request.params.id), eq(dataFiles.business_id, business)))
              .limit(1)) as unknown as DataFileRow[]);
      if (!row || row.reference_type === null || row.reference_id === null) {
        throw new UploadRejected(404, "not_found", "fileNotFound").toHttpError(locale);
      }
      const { entity } = await authorisedRecord(db, principal, locale, row.reference_type, row.reference_id, "update");
      await db.drizzle.transaction(async (tx) => {
        await tx.delete(dataFiles).where(eq(dataFiles.id, row.id));
        if (entity.files?.extractsText) {
          // The kept text is the text of the record's files: rebuilt from those left.
          const table = entityTable(entity.name);
          await tx.execute(sql`
            update ${table}
            set ${sql.identifier(FILES_TEXT_COLUMN)} =
              left((select string_agg(text, E'\n\n' order by id) from ${dataFiles}
                    where ${filesOf(row.business_id, entity.model, row.reference_id as number)}
                      and text is not null), ${CV_TEXT_MAX_CHARS})
            where ${table.id} = ${row.reference_id}`);
        }
      });
      // After the commit: a failed removal leaves an unreferenced file, never a row without its bytes.
      await settings.storage.remove(row.storage_key).catch((error: unknown) => {
        request.log.error({ err: error, key: row.storage_key }, "Could not remove a deleted file's bytes");
      });
      return reply.code(204).send();
    },
  );
};
