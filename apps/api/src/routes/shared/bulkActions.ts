/**
 * Bulk actions on a list, recruiter area under `/recruiters/{entity}`, the
 * administrator area's under `/recruiters/administrator/{entity}`:
 *
 *   DELETE …/{entity}  {entity_collection: {collections: [{reference_type, reference_id}]} | select_all_params}
 *          → {"deleted": n}, in the request (at most 5,000 records, one transaction)
 *   DELETE …/{entity}  the same + request_id → 202 {background_task: {id, request_id, status}}, run as a job
 *   PATCH  …/{entity}  {selection, attributes: {...}, request_id} → 202 {background_task}, run as a job
 *
 * A job's progress goes to ProgressChannel under the request id; it works in batches of 500 rows per transaction
 * (src/jobs/bulkActions.ts). What can be refused from the request alone is refused at once (403 for a role
 * without the action, 400 for a selection of another list, a bad search or an attribute many records may not share
 * — `bulkUpdatableFields`, 422 for a select-all without a filter); what needs the rows or the attributes' values ends the task in `error` with its message.
 */
import {
  type AnyEntity,
  AREA_API_ROOTS,
  bulkUpdatableFields,
  type Locale,
  narrowsRows,
  presetContext,
  V,
} from "@seleta/domain";
import {
  backgroundTaskAnswerSchema,
  bulkDeleteBodySchema,
  bulkUpdateBodySchema,
  deletedSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, requestLocale } from "../../edge/errors";
import { type BulkDeleteRequest, bulkDelete, idsOfCollection, selectAllQuery } from "../../engine/bulkDelete";
import { type Jobs, QUEUES } from "../../jobs";
import { type BulkKind, type BulkParams, insertBulkTask } from "../../jobs/bulkActions";
import type { Selection } from "../../jobs/selection";
import { entityIn } from "./entityIn";

const entityParams = z.object({ entity: z.string().min(1).max(64) });

function selectionOf(body: { entity_collection?: unknown; select_all_params?: unknown }): Selection {
  return (
    body.entity_collection
      ? { entity_collection: body.entity_collection }
      : { select_all_params: body.select_all_params }
  ) as Selection;
}

/** The checks the request alone allows, as the synchronous bulk delete answers them. */
async function checkSelection(entity: AnyEntity, selection: Selection, locale: Locale): Promise<void> {
  if ("entity_collection" in selection) {
    await idsOfCollection(entity, selection.entity_collection.collections);
    return;
  }
  const search = selection.select_all_params.search;
  if (search.entity !== entity.name) {
    throw new HttpError(400, "validation_failed", "The search is of another list.", {
      "select_all_params.search.entity": [`Expected ${entity.name}.`],
    });
  }
  if (!narrowsRows(selectAllQuery(entity, search, locale))) {
    throw new HttpError(422, "filter_required", V.bulkNeedsFilter[locale]);
  }
}

const NOT_BULK_UPDATABLE: Record<Locale, string> = {
  "pt-BR": "Este campo não pode ser alterado em lote.",
  en: "This field may not be changed in bulk.",
};

/** A bulk update writes only the fields the registry lets many records share (`bulkUpdatableFields`). */
function checkBulkAttributes(entity: AnyEntity, attributes: Record<string, unknown>, locale: Locale): void {
  const allowed = new Set(bulkUpdatableFields(entity).map((field) => field.key));
  const refused = Object.keys(attributes).filter((key) => !allowed.has(key));
  if (refused.length > 0) {
    throw new HttpError(
      400,
      "validation_failed",
      NOT_BULK_UPDATABLE[locale],
      Object.fromEntries(refused.map((key) => [`attributes.${key}`, [NOT_BULK_UPDATABLE[locale]]])),
    );
  }
}

const REQUEST_ID_TAKEN: Record<Locale, string> = {
  "pt-BR": "Este request_id já foi usado: gere outro.",
  en: "This request_id was already used: make another.",
};

export const bulkActionRoutes: FastifyPluginAsync<{
  db: Database;
  jobs: Jobs;
  /** Records one bulk-delete request deletes at most (config.ts `bulkDeleteRecords`). */
  bulkDeleteRecords: number;
}> = async (fastify, { db, jobs, bulkDeleteRecords }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["entity engine"];

  async function queue(
    reply: FastifyReply,
    principal: RecruiterPrincipal,
    entity: AnyEntity,
    kind: BulkKind,
    requestId: string,
    params: BulkParams,
  ) {
    if (principal.businessId === null) throw forbidden();
    const id = await insertBulkTask(db, {
      businessId: principal.businessId,
      recruiterId: principal.id,
      requestId,
      kind,
      entity: entity.name,
      params,
    });
    if (id === undefined)
      throw new HttpError(409, "conflict", REQUEST_ID_TAKEN[params.locale], {
        request_id: [REQUEST_ID_TAKEN[params.locale]],
      });
    await jobs.send(QUEUES.bulk, { id });
    reply.code(202);
    return { background_task: { id, request_id: requestId, status: "processing" as const } };
  }

  for (const { area, prefix } of AREA_API_ROOTS) {
    const where = area === "administrator" ? " (administrator area)" : "";

    app.delete(
      `${prefix}/:entity`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Delete records of a list${where}: picked by hand, or everything a search selects; with request_id in the background`,
          params: entityParams,
          body: bulkDeleteBodySchema,
          response: { 200: deletedSchema, 202: backgroundTaskAnswerSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        if (!allows(principal, "delete", entity)) throw forbidden();
        const locale = requestLocale(request);
        const { request_id: requestId, ...rest } = request.body;
        const selection = selectionOf(rest);
        if (requestId === undefined) {
          const deleted = await bulkDelete(
            db,
            entity,
            selection as BulkDeleteRequest,
            principal,
            presetContext(principal.id, new Date()),
            locale,
            request.id,
            bulkDeleteRecords,
          );
          return { deleted };
        }
        await checkSelection(entity, selection, locale);
        return queue(reply, principal, entity, "bulk_delete", requestId, { ...selection, locale });
      },
    );

    app.patch(
      `${prefix}/:entity`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Write the same fields to records of a list${where} in the background (progress under request_id)`,
          params: entityParams,
          body: bulkUpdateBodySchema,
          response: { 202: backgroundTaskAnswerSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        if (!allows(principal, "update", entity) || !allows(principal, "bulk", entity)) throw forbidden();
        const locale = requestLocale(request);
        const { request_id: requestId, attributes, ...rest } = request.body;
        const selection = selectionOf(rest);
        await checkSelection(entity, selection, locale);
        checkBulkAttributes(entity, attributes, locale);
        return queue(reply, principal, entity, "bulk_update", requestId, { ...selection, attributes, locale });
      },
    );
  }
};
