/**
 * The signed-in candidate's own profile (spec §2 candidate area, §6):
 *   GET   /candidates/profile                      → {candidate: record}
 *   PATCH /candidates/profile  {candidate: {...}}  → {candidate: record}
 * The record is the candidate's own candidates row through the records engine: their sensitive fields included
 * (`maySeeSensitive`), the firm's own fields left out (`outsideAccess.candidate.recruiterOnly` of the registry). A
 * write takes only the fields the registry leaves to the candidate (`candidateWritableFields`): any other is
 * refused by name and nothing is written; values pass the registry's rules and are audited like any update.
 */
import { type AnyEntity, candidateVisibleFields, candidateWritableFields, entities, type Locale } from "@seleta/domain";
import { candidateProfileAnswerSchema, candidateProfileBodySchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { CandidatePrincipal } from "../../auth/principal";
import type { Database } from "../../db/client";
import { HttpError, requestLocale } from "../../edge/errors";
import {
  changeContext,
  type Executor,
  findRow,
  parseRecordBody,
  recordOf,
  rootKey,
  updateRecord,
} from "../../engine/records";

const NOT_YOURS_TO_CHANGE: Record<Locale, string> = {
  "pt-BR": "Este campo não pode ser alterado por você aqui.",
  en: "You cannot change this field here.",
};

/** The candidate's record as they see it: every field but the firm's own. */
async function profileOf(
  executor: Executor,
  entity: AnyEntity,
  row: Record<string, unknown>,
  principal: CandidatePrincipal,
): Promise<Record<string, unknown>> {
  const record = await recordOf(executor, entity, row, principal);
  return Object.fromEntries(candidateVisibleFields(entity).map((field) => [field.key, record[field.key] ?? null]));
}

/**
 * The keys of `{candidate: {...}}` that are not the candidate's to write: the firm's fields, the ones they only
 * read and unknown keys, each named as `candidate.<key>`.
 */
function refusedKeys(entity: AnyEntity, body: unknown, locale: Locale): Record<string, string[]> {
  const payload = (body as Record<string, unknown> | null)?.[rootKey(entity)];
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return {};
  const writable = new Set(candidateWritableFields(entity).map((field) => field.key));
  const known = new Set(entity.fieldList.map((field) => field.key));
  const fields: Record<string, string[]> = {};
  // Unknown keys keep the engine's own message (parseRecordBody), the others say they are not the candidate's.
  for (const key of Object.keys(payload)) {
    if (known.has(key) && !writable.has(key)) fields[`${rootKey(entity)}.${key}`] = [NOT_YOURS_TO_CHANGE[locale]];
  }
  return fields;
}

export const candidateProfileRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const entity: AnyEntity = entities.candidates;
  const signedIn = requireSignIn(db, "candidates");
  const tags = ["candidates"];

  /** The candidate's own row, or 404 (a deleted account, a row gone since the session began). */
  async function ownRow(executor: Executor, principal: CandidatePrincipal, action: "read" | "update") {
    const row = await findRow(executor, principal, action, entity, principal.id);
    if (!row) throw new HttpError(404, "not_found", "Not found.");
    return row;
  }

  app.get(
    "/candidates/profile",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The signed-in candidate's own profile",
        response: { 200: candidateProfileAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const row = await ownRow(db.drizzle, principal, "read");
      return { candidate: await profileOf(db.drizzle, entity, row, principal) };
    },
  );

  app.patch(
    "/candidates/profile",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Update some fields of the signed-in candidate's profile: body {candidate: {fields}}",
        body: candidateProfileBodySchema,
        response: { 200: candidateProfileAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const locale = requestLocale(request);
      const refused = refusedKeys(entity, request.body, locale);
      if (Object.keys(refused).length > 0) {
        throw new HttpError(400, "validation_failed", "Some fields are invalid.", refused);
      }
      const values = parseRecordBody(entity, request.body, "update", locale);
      const row = await db.drizzle.transaction(async (tx) => {
        await ownRow(tx, principal, "update");
        await updateRecord(tx, entity, principal.id, values, changeContext(principal, request.id));
        return ownRow(tx, principal, "read");
      });
      return { candidate: await profileOf(db.drizzle, entity, row, principal) };
    },
  );
};
