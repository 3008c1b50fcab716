/**
 * Uploads (spec §7 `POST /{role}/data_files`): a file attached to a registry record, for recruiters,
 * candidates and client contacts. Whoever may update the record may attach; whoever may read it may list and
 * download. The file's type comes from its bytes (allow-list), its size is capped while it streams, documents are
 * checked before a parser opens them (a PDF must open), and the text of a PDF or DOCX is read after the answer by a
 * background job (jobs/extractFileText.ts): the row says `text_status: pending` until then, and for an entity
 * whose files extract text (a candidate's CV) the text then joins the record's search document. Any refusal
 * leaves nothing behind: no row, no file.
 *
 * `POST /candidates/curriculum` is the candidate's CV: the same checks, PDF or DOCX only, on their own record,
 * replacing the CVs they sent before (not what a recruiter attached); routes/candidates/candidateCv.ts reads and removes it.
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
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { AccountPrincipal } from "../../auth/principal";
import { allowsRow, type RowFacts } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, requestLocale } from "../../edge/errors";
import { type Jobs, TEXT_QUEUE } from "../../jobs";
import { displayName, sendStoredFile } from "../../uploads/download";
import { probeDocument } from "../../uploads/extractText";
import { rebuildFilesText } from "../../uploads/filesText";
import { detectFileType } from "../../uploads/fileTypes";
import { holdQuota, refuseOverQuota, storeGated } from "../../uploads/gate";
import {
  businessFile,
  type DataFileRow,
  deleteDataFile,
  deleteEarlierCvs,
  insertDataFile,
  recordFacts,
  recordFiles,
} from "../../uploads/queries";
import { FILE_FIELD, MULTIPART_OPTIONS, type ReceivedFile, receiveUpload } from "../../uploads/receive";
import { corrupted, notACurriculum, tooLarge, UploadRejected, unsupportedType } from "../../uploads/rejections";
import type { UploadSettings } from "../../uploads/settings";
import { checkStructure } from "../../uploads/structure";

/** Spec §7: "role default recruiters" — the three signed-in kinds each have the route under their own prefix. */
export const DATA_FILE_ROLES = [
  "recruiters",
  "candidates",
  "client_contacts",
] as const satisfies readonly AuthStrategy[];
export type DataFileRole = (typeof DATA_FILE_ROLES)[number];

const idParams = z.object({ id: pathIdSchema });
const referenceQuery = z.object({
  reference_type: z.string().min(1).max(100),
  reference_id: pathIdSchema,
});

function businessOf(principal: AccountPrincipal): number | null {
  return principal.businessId;
}

function urlOf(role: DataFileRole, id: number): string {
  return `/api/v1/${role}/data_files/${id}`;
}

function present(role: DataFileRole, row: DataFileRow): z.input<typeof dataFileAnswerSchema>["data_file"] {
  return {
    id: Number(row.id),
    name: row.name,
    content_type: row.content_type,
    size: Number(row.size),
    url: urlOf(role, Number(row.id)),
    reference_type: row.reference_type ?? "",
    reference_id: Number(row.reference_id),
    created_at: new Date(row.created_at).toISOString(),
    text_status: (row.text_status ?? null) as z.input<typeof dataFileAnswerSchema>["data_file"]["text_status"],
  };
}

/** Serialised for the candidates' CV routes (routes/candidates/candidateCv.ts). */
export { type DataFileRow, present as presentDataFile };

/** A field sent either flat (`reference_id`) or nested the Rails way (`data_file[reference_id]`). */
function field(fields: ReadonlyMap<string, string>, name: string): string | undefined {
  return fields.get(name) ?? fields.get(`data_file[${name}]`);
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

/**
 * A file of the principal's business whose record they may `action`; 404 otherwise, so an id tells nothing of a file
 * out of reach. Shared by the routes that serve a file's bytes or its text and the one that removes it.
 */
export async function findRecordFile(
  db: Database,
  request: FastifyRequest,
  role: DataFileRole,
  id: number,
  action: "read" | "update",
): Promise<{ row: DataFileRow; entity: AnyEntity }> {
  const principal = principalOf(request, role);
  const locale = requestLocale(request);
  const business = businessOf(principal);
  const [row] =
    business === null
      ? []
      : [await businessFile(db, business, id)].filter((file): file is DataFileRow => file !== undefined);
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
}

/** What an upload route takes: any accepted file on the named record, or a candidate's CV on their own record. */
type UploadPurpose = "record" | "curriculum";

export const dataFileRoutes: FastifyPluginAsync<{
  db: Database;
  uploads?: UploadSettings | undefined;
  jobs: Jobs;
}> = async (fastify, { db, uploads, jobs }) => {
  // Multipart only here: every other route of the API keeps taking JSON alone.
  await fastify.register(multipart, MULTIPART_OPTIONS);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["data_files"];

  const settingsOf = (locale: Locale): UploadSettings => {
    if (!uploads) throw new UploadRejected(503, "uploads_unavailable", "unavailable").toHttpError(locale);
    return uploads;
  };

  /**
   * Type and structure of a received file, and that a PDF opens; throws `UploadRejected` for a file we refuse. Its
   * text is read later (the job), so the answer does not wait for a long document.
   */
  async function inspect(
    file: ReceivedFile,
    settings: UploadSettings,
    request: FastifyRequest,
    purpose: UploadPurpose,
  ) {
    const detection = await detectFileType(file.path);
    if (!detection.accepted) {
      throw purpose === "curriculum" ? notACurriculum(detection.detected) : unsupportedType(detection.detected);
    }
    const type = detection.accepted;
    if (purpose === "curriculum" && !type.text) throw notACurriculum(type.mime);
    await checkStructure(type, file.path);
    if (!type.text) return { type };
    const probe = await probeDocument(type.text, file.path, settings.extractLimits);
    if (probe.outcome === "unreadable") {
      request.log.info({ reason: probe.reason }, "Upload refused: the document could not be read");
      throw corrupted(type.ext.toUpperCase());
    }
    return { type };
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

  /** The candidate's own record as an upload's fields: the CV goes there and nowhere else. */
  const ownRecordFields = (principal: AccountPrincipal): ReadonlyMap<string, string> =>
    new Map([
      ["reference_type", "Candidate"],
      ["reference_id", String(principal.kind === "candidates" ? principal.id : 0)],
    ]);

  /**
   * Receives, checks and stores one upload, then queues the reading of its text. A CV (`curriculum`) goes on the
   * candidate's own record and replaces the CVs they had, in the transaction that stores it.
   */
  async function storeUpload(request: FastifyRequest, reply: FastifyReply, role: DataFileRole, purpose: UploadPurpose) {
    const principal = principalOf(request, role);
    const locale = requestLocale(request);
    const settings = settingsOf(locale);
    if (!request.isMultipart()) {
      throw new HttpError(415, "unsupported_media_type", "Send the upload as multipart/form-data.");
    }
    // The record is checked once, as soon as its fields are in: before the file's bytes when they come first.
    let checked: Promise<Target> | undefined;
    const target = (fields: ReadonlyMap<string, string>) => {
      const named = purpose === "curriculum" ? new Map([...fields, ...ownRecordFields(principal)]) : fields;
      checked ??= targetOf(principal, locale, named);
      return checked;
    };
    let received: Awaited<ReturnType<typeof receiveUpload>>;
    try {
      received = await receiveUpload(request, {
        incomingDir: settings.incomingDir,
        beforeFile: async (fields) => {
          if (
            purpose === "curriculum" ||
            (field(fields, "reference_type") !== undefined && field(fields, "reference_id") !== undefined)
          ) {
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

      // Checked before the file is opened and stored, and again under the account's lock before its row.
      await refuseOverQuota(request, file.size);

      const { type } = await inspect(file, settings, request, purpose);
      storedKey = await storeGated(request, "document", file, type);
      const key = storedKey;
      const textStatus = type.text ? "pending" : null;
      const { row, replaced } = await db.drizzle.transaction(async (tx) => {
        await holdQuota(tx, request, file.size);
        const fresh = await insertDataFile(tx, {
          businessId: business,
          model: entity.model,
          referenceId: input.reference_id,
          name: displayName(input.name, file.filename),
          storageKey: key,
          contentType: type.mime,
          size: file.size,
          sha256: file.sha256,
          textStatus,
          accountId: principal.accountId,
        });
        if (purpose !== "curriculum") return { row: fresh, replaced: [] as DataFileRow[] };
        const earlier = await deleteEarlierCvs(tx, {
          businessId: business,
          model: entity.model,
          referenceId: input.reference_id,
          keptId: fresh.id,
          accountId: principal.accountId,
        });
        if (earlier.length > 0) await rebuildFilesText(tx, entity, business, input.reference_id);
        return { row: fresh, replaced: earlier };
      });
      storedKey = undefined;
      for (const old of replaced) {
        await settings.storage.remove(old.storage_key).catch((error: unknown) => {
          request.log.error({ err: error, key: old.storage_key }, "Could not remove a replaced CV's bytes");
        });
      }
      if (textStatus) await queueTextOf(request, row.id);
      reply.code(201);
      return { data_file: present(role, row) };
    } catch (error) {
      if (storedKey) await settings.storage.remove(storedKey).catch(() => {});
      throw error instanceof UploadRejected ? error.toHttpError(locale) : error;
    } finally {
      await received.discard();
    }
  }

  /** After the row's commit. A failure to queue leaves the row pending: the next start or sweep queues it. */
  async function queueTextOf(request: FastifyRequest, id: number) {
    await jobs.send(TEXT_QUEUE, { id }).catch((error: unknown) => {
      request.log.error({ err: error, data_file: id }, "Could not queue the reading of a file's text");
    });
  }

  app.post(
    "/candidates/curriculum",
    {
      preHandler: requireSignIn(db, "candidates"),
      schema: {
        tags,
        summary: `The signed-in candidate's CV (multipart: ${FILE_FIELD}, name), replacing the one they had`,
        description:
          "PDF or DOCX by their bytes: 413 at the size limit, 415 for another type, 422 for a corrupted file or a " +
          "zip bomb. Answered once stored; its text is read in the background (`text_status`).",
        consumes: ["multipart/form-data"],
        response: { 201: dataFileAnswerSchema },
      },
    },
    (request, reply) => storeUpload(request, reply, "candidates", "curriculum"),
  );

  for (const role of DATA_FILE_ROLES) {
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
            "another type, 422 for a corrupted file or a zip bomb. A PDF's or DOCX's text is read in the " +
            "background (`text_status`); a candidate's joins their search.",
          consumes: ["multipart/form-data"],
          response: { 201: dataFileAnswerSchema },
        },
      },
      (request, reply) => storeUpload(request, reply, role, "record"),
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
        const rows = await recordFiles(db, business, entity.model, reference_id);
        return { data_files: rows.map((row) => present(role, row)) };
      },
    );

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
        const { row } = await findRecordFile(db, request, role, request.params.id, "read");
        return sendStoredFile(reply, settings.storage, row, locale);
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
      const { row, entity } = await findRecordFile(db, request, "recruiters", request.params.id, "update");
      await deleteDataFile(db, entity, row);
      // After the commit: a failed removal leaves an unreferenced file, never a row without its bytes.
      await settings.storage.remove(row.storage_key).catch((error: unknown) => {
        request.log.error({ err: error, key: row.storage_key }, "Could not remove a deleted file's bytes");
      });
      return reply.code(204).send();
    },
  );
};
