/**
 * One record of any registry entity: read, create, update and delete, its audit trail,
 * and the candidates' duplicates and merges. Recruiter-area entities live under `/recruiters/{entity}`, the
 * administrator area's under `/recruiters/administrator/{entity}` (administrators only, by `can()`).
 *
 *   GET    …/{entity}/{id}             → {"<root>": record}           (root: `rootKey`, e.g. "candidate")
 *   POST   …/{entity}/{id}/cancel      {"<root>": {"<reason>": text}} → the record, cancelled (the registry's
 *                                      `cancellation`: an interview; 404 for an entity without it)
 *   POST   …/{entity}                  {"<root>": {...}} → 201 {"<root>": record}
 *   PATCH  …/{entity}/{id}             {"<root>": {...}} → {"<root>": record}
 *   DELETE …/{entity}/{id}             → {"deleted": 1}
 *   GET    …/{entity}/{id}/audit_logs  → {"audit_logs": [...]}
 * The create and update of an entity with `duplicates` (candidates) also answer them; see also
 * /recruiters/candidates/{id}/duplicates|merge and /recruiters/candidate_merges/{id}/undo.
 *
 * Who: a recruiter's session (401 without one, 403 for another kind of account); 403 when the role may not do the
 * action on the entity at all, or on a row they read but whose owner alone changes it (a shared template); 404 for
 * rows outside the principal's scope (another business, deleted, another's private row), so a record's existence
 * never leaks.
 */
import { type Action, type AnyEntity, AREA_API_ROOTS, findEntity, type Locale } from "@seleta/domain";
import {
  auditLogsAnswerSchema,
  deletedSchema,
  duplicatesAnswerSchema,
  mergeBodySchema,
  mergedAnswerSchema,
  mergeUndoneAnswerSchema,
  pathIdSchema,
  recordAnswerSchema,
  savedAnswerSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { auditTrailWithAccounts } from "../../engine/audit";
import { cancelRecord } from "../../engine/cancel";
import { type Duplicate, findDuplicates, visibleDuplicateReasons } from "../../engine/duplicates";
import { mergeCandidates, undoMerge } from "../../engine/merge";
import {
  announceChange,
  changeContext,
  checkReferences,
  createRecord,
  deleteRecords,
  type Executor,
  findRow,
  parseRecordBody,
  recordOf,
  rootKey,
  rowValues,
  updateRecord,
} from "../../engine/records";
import type { LiveBus } from "../../live/bus";
import { notifyRecordCreated } from "../../notifications/events";
import { entityIn } from "./entityIn";

const idParam = pathIdSchema;
const entityParams = z.object({ entity: z.string().min(1).max(64) });
const recordParams = entityParams.extend({ id: idParam });
/** Any object: the entity's own schema validates its fields in the handler, to name unknown ones. */
const recordBody = z.record(z.string(), z.unknown());

function authorise(principal: RecruiterPrincipal, action: Action, entity: AnyEntity) {
  if (!allows(principal, action, entity)) throw forbidden();
}

const OWNER_ONLY: Record<Locale, string> = {
  "pt-BR": "Só quem criou este registro pode alterá-lo ou excluí-lo.",
  en: "Only whoever created this record may change or delete it.",
};

/**
 * The principal's row, or 404 whatever the reason (another business, deleted, absent, another's private row); a
 * row they read but may not change (a template a colleague shared: only its owner does) is 403 in their language,
 * since its existence is no secret to them.
 */
async function rowOrNotFound(
  executor: Executor,
  principal: RecruiterPrincipal,
  action: Action,
  entity: AnyEntity,
  id: number,
  locale: Locale,
) {
  const row = await findRow(executor, principal, action, entity, id);
  if (row) return row;
  if (action !== "read" && (await findRow(executor, principal, "read", entity, id))) {
    throw forbidden(OWNER_ONLY[locale]);
  }
  throw notFound();
}

async function duplicatesOf(
  executor: Executor,
  principal: RecruiterPrincipal,
  record: Record<string, unknown>,
  perAnswer: number,
): Promise<Duplicate[]> {
  if (principal.businessId === null) return [];
  // The stored values (CPF included: the lookup reads it even when the reader may not see it).
  return findDuplicates(
    executor,
    principal.businessId,
    {
      name: record.name as string | null,
      email: record.email as string | null,
      cpf: record.cpf as string | null,
      mobile_phone: record.mobile_phone as string | null,
      linkedin: record.linkedin as string | null,
    },
    // Reasons only of fields the caller may see: a CPF match is no answer to who may not see CPFs.
    visibleDuplicateReasons(principal),
    perAnswer,
    Number(record.id),
  );
}

/** The record under its singular key (a key TypeScript cannot name: hence the one cast), and any duplicates. */
function savedAnswer(
  entity: AnyEntity,
  record: Record<string, unknown>,
  duplicates?: Duplicate[],
): z.input<typeof savedAnswerSchema> {
  const answer = { [rootKey(entity)]: record };
  return (duplicates === undefined ? answer : { ...answer, duplicates }) as z.input<typeof savedAnswerSchema>;
}

const WOULD_HIDE: Record<Locale, string> = {
  "pt-BR": "Você não pode fazer esta alteração: o registro ficaria privado de outra pessoa.",
  en: "You cannot make this change: the record would become someone else's private record.",
};

/**
 * An update that would take the row out of its writer's own scope (flagging another's note private) is refused,
 * rolled back, and named on the private-row flag: only a row's owner makes it private.
 */
function wouldHide(entity: AnyEntity, locale: Locale): HttpError {
  const flag = entity.privateRows?.flag;
  const fields = flag ? { [`${rootKey(entity)}.${flag}`]: [WOULD_HIDE[locale]] } : undefined;
  return new HttpError(422, "would_hide_record", WOULD_HIDE[locale], fields);
}

function localeOf(request: FastifyRequest): Locale {
  return requestLocale(request);
}

/** `live`: where the notifications some creations raise (an apply, a note that @mentions) are pushed. */
export const entityRecordRoutes: FastifyPluginAsync<{
  db: Database;
  live?: LiveBus;
  /** Likely duplicates a saved or read candidate is answered with at most (config.ts `duplicatesPerAnswer`). */
  duplicatesPerAnswer: number;
}> = async (fastify, { db, live, duplicatesPerAnswer }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["entity engine"];

  for (const { area, prefix } of AREA_API_ROOTS) {
    const where = area === "administrator" ? " (administrator area)" : "";

    app.get(
      `${prefix}/:entity/:id`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `One record of a registry entity${where}: {"<singular>": record}`,
          params: recordParams,
          response: { 200: recordAnswerSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        authorise(principal, "read", entity);
        const row = await rowOrNotFound(db.drizzle, principal, "read", entity, request.params.id, localeOf(request));
        return { [rootKey(entity)]: await recordOf(db.drizzle, entity, row, principal) };
      },
    );

    app.post(
      `${prefix}/:entity`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Create a record${where}: body {"<singular>": {fields}}; candidates also answer likely duplicates`,
          params: entityParams,
          body: recordBody,
          response: { 201: savedAnswerSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        authorise(principal, "create", entity);
        const locale = localeOf(request);
        const values = parseRecordBody(entity, request.body, "create", locale);
        const change = changeContext(principal, request.id);
        const answer = await db.drizzle.transaction(async (tx) => {
          await checkReferences(tx, entity, values, principal, locale);
          const id = await createRecord(tx, entity, values, change);
          return rowOrNotFound(tx, principal, "create", entity, id, locale);
        });
        announceChange(db, change);
        reply.code(201);
        await notifyRecordCreated({ db, live, log: request.log }, entity, Number(answer.id), {
          recruiterId: principal.id,
        });
        const record = await recordOf(db.drizzle, entity, answer, principal);
        if (!entity.duplicates) return savedAnswer(entity, record);
        return savedAnswer(entity, record, await duplicatesOf(db.drizzle, principal, answer, duplicatesPerAnswer));
      },
    );

    app.patch(
      `${prefix}/:entity/:id`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Update some fields of a record${where}: body {"<singular>": {fields}}`,
          params: recordParams,
          body: recordBody,
          response: { 200: savedAnswerSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        authorise(principal, "update", entity);
        const locale = localeOf(request);
        const values = parseRecordBody(entity, request.body, "update", locale);
        const { id } = request.params;
        const change = changeContext(principal, request.id);
        const row = await db.drizzle.transaction(async (tx) => {
          const existing = await rowOrNotFound(tx, principal, "update", entity, id, locale);
          await checkReferences(tx, entity, values, principal, locale, rowValues(entity, existing));
          await updateRecord(tx, entity, id, values, change);
          const updated = await findRow(tx, principal, "update", entity, id);
          if (!updated) throw wouldHide(entity, locale);
          return updated;
        });
        announceChange(db, change);
        const record = await recordOf(db.drizzle, entity, row, principal);
        if (!entity.duplicates) return savedAnswer(entity, record);
        return savedAnswer(entity, record, await duplicatesOf(db.drizzle, principal, row, duplicatesPerAnswer));
      },
    );

    app.delete(
      `${prefix}/:entity/:id`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Delete a record${where} (candidates, companies and jobs keep their history: soft delete)`,
          params: recordParams,
          response: { 200: deletedSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        authorise(principal, "delete", entity);
        const { id } = request.params;
        const locale = localeOf(request);
        const change = changeContext(principal, request.id, locale);
        const deleted = await db.drizzle.transaction(async (tx) => {
          await rowOrNotFound(tx, principal, "delete", entity, id, locale);
          return deleteRecords(tx, entity, [id], change);
        });
        announceChange(db, change);
        return { deleted };
      },
    );

    app.post(
      `${prefix}/:entity/:id/cancel`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Cancel a record with a reason${where} (entities cancelled rather than deleted: an interview): body {"<singular>": {"<reason field>": text}}`,
          params: recordParams,
          body: recordBody,
          response: { 200: recordAnswerSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        const { cancellation } = entity;
        if (!cancellation) throw notFound();
        authorise(principal, "update", entity);
        const body = request.body[rootKey(entity)];
        const reason = body && typeof body === "object" ? (body as Record<string, unknown>)[cancellation.reason] : "";
        const row = await cancelRecord(
          db,
          principal,
          { ...entity, cancellation },
          request.params.id,
          typeof reason === "string" ? reason : "",
          localeOf(request),
          request.id,
        );
        return { [rootKey(entity)]: await recordOf(db.drizzle, entity, row, principal) };
      },
    );

    app.get(
      `${prefix}/:entity/:id/audit_logs`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `A record's history${where}: who changed which fields from what to what, oldest first`,
          params: recordParams,
          response: { 200: auditLogsAnswerSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        authorise(principal, "read", entity);
        const { id } = request.params;
        await rowOrNotFound(db.drizzle, principal, "read", entity, id, localeOf(request));
        const rows = await auditTrailWithAccounts(db, entity.name, id);
        return {
          audit_logs: rows.map((row) => ({
            id: Number(row.id),
            action: row.action,
            changes: row.changes,
            account:
              row.account_id === null
                ? null
                : { id: Number(row.account_id), name: (row.account_name as string | null) ?? null },
            created_at: new Date(
              String(row.created_at)
                .replace(" ", "T")
                .replace(/([+-]\d\d)$/, "$1:00"),
            ).toISOString(),
          })),
        };
      },
    );
  }

  const candidates = findEntity("candidates") as AnyEntity;

  app.get(
    "/recruiters/candidates/:id/duplicates",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Candidates of the business who are likely the same person (e-mail, CPF, phone, LinkedIn, name)",
        params: z.object({ id: idParam }),
        response: { 200: duplicatesAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      authorise(principal, "read", candidates);
      const row = await rowOrNotFound(db.drizzle, principal, "read", candidates, request.params.id, localeOf(request));
      return { duplicates: await duplicatesOf(db.drizzle, principal, row, duplicatesPerAnswer) };
    },
  );

  app.post(
    "/recruiters/candidates/:id/merge",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Merge a duplicate into this candidate: its records move here, then it is deleted (undoable)",
        params: z.object({ id: idParam }),
        body: mergeBodySchema,
        response: { 200: mergedAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      // A merge rewrites the kept candidate and deletes the other.
      authorise(principal, "update", candidates);
      authorise(principal, "delete", candidates);
      const keptId = request.params.id;
      const duplicateId = request.body.merge.duplicate_id;
      if (keptId === duplicateId) {
        throw new HttpError(422, "same_record", "A candidate cannot be merged into itself.", {
          "merge.duplicate_id": ["Choose another candidate."],
        });
      }
      const locale = localeOf(request);
      const result = await db.drizzle.transaction(async (tx) => {
        await rowOrNotFound(tx, principal, "update", candidates, keptId, locale);
        await rowOrNotFound(tx, principal, "delete", candidates, duplicateId, locale);
        return mergeCandidates(tx, keptId, duplicateId, changeContext(principal, request.id));
      });
      const row = await rowOrNotFound(db.drizzle, principal, "read", candidates, keptId, locale);
      return {
        candidate: await recordOf(db.drizzle, candidates, row, principal),
        candidate_merge: result,
      };
    },
  );

  app.post(
    "/recruiters/candidate_merges/:id/undo",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Undo a merge: the moved records go back, the duplicate returns, filled fields are emptied again",
        params: z.object({ id: idParam }),
        response: { 200: mergeUndoneAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      authorise(principal, "update", candidates);
      authorise(principal, "delete", candidates);
      if (principal.businessId === null) throw notFound();
      const businessId = principal.businessId;
      const result = await db.drizzle.transaction(async (tx) =>
        undoMerge(tx, request.params.id, businessId, changeContext(principal, request.id)),
      );
      return { candidate_merge: result };
    },
  );
};
