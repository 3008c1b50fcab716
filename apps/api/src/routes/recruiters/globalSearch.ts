/**
 * `GET /recruiters/global_searchs?term=&entity=[...]` (spec §2/§7): `entity` is a JSON array of the
 * registry names of the six searchable kinds (the dialog's chips); the answer holds the ten best matches of each
 * kind the recruiter may read — a kind their role may not read is left out, not refused.
 */
import {
  GLOBAL_SEARCH_KINDS,
  type GlobalSearchKind,
  getEntity,
  globalSearchEntity,
  globalSearchMessages,
  type Locale,
} from "@seleta/domain";
import { globalSearchAnswerSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { Database } from "../../db/client";
import { HttpError, requestLocale } from "../../edge/errors";
import { searchKind } from "../../search/globalSearch";

/** The registry names the `entity` parameter may hold, in the chips' order (spec §2). */
export const GLOBAL_SEARCH_ENTITIES: readonly string[] = GLOBAL_SEARCH_KINDS.map(
  (kind: GlobalSearchKind) => globalSearchEntity(kind).name,
);

const TERM_MAX_LENGTH = 200;

function noEntity(locale: Locale): HttpError {
  const message = globalSearchMessages.messages.noEntity[locale];
  return new HttpError(400, "no_entity_selected", message, { entity: [message] });
}

function invalidEntity(message: string): HttpError {
  return new HttpError(400, "validation_failed", "Some fields are invalid.", { entity: [message] });
}

/** The kinds asked for, in the order asked, each once; 400 for anything but a JSON array of the six names. */
export function parseEntities(raw: string | undefined, locale: Locale): string[] {
  if (raw === undefined || raw.trim() === "") throw noEntity(locale);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidEntity("Must be a JSON array of entity names.");
  }
  if (!Array.isArray(parsed)) throw invalidEntity("Must be a JSON array of entity names.");
  if (parsed.length === 0) throw noEntity(locale);
  const unknown = parsed.filter((name) => typeof name !== "string" || !GLOBAL_SEARCH_ENTITIES.includes(name));
  if (unknown.length > 0) {
    throw invalidEntity(
      `Unknown: ${unknown.map((name) => JSON.stringify(name).slice(0, 40)).join(", ")}. Known: ${GLOBAL_SEARCH_ENTITIES.join(", ")}.`,
    );
  }
  return [...new Set(parsed as string[])];
}

export const globalSearchRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/recruiters/global_searchs",
    {
      preHandler: requireSignIn(db, "recruiters"),
      schema: {
        tags: ["entity engine"],
        summary: "Search the six kinds at once: the ten best matches of each, the rows the recruiter may read",
        querystring: z.strictObject({
          term: z.string().max(TERM_MAX_LENGTH).optional(),
          entity: z
            .string()
            .max(1000)
            .optional()
            .describe(`A JSON array of entity names among ${GLOBAL_SEARCH_ENTITIES.join(", ")}`),
        }),
        response: { 200: globalSearchAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const locale = requestLocale(request);
      const names = parseEntities(request.query.entity, locale);
      const term = (request.query.term ?? "").trim();
      // The dialog searches as soon as it opens (spec §4): with no term there is nothing to rank.
      if (term === "") return { global_searchs: [] };
      const kinds = GLOBAL_SEARCH_KINDS.map((kind) => getEntity(globalSearchEntity(kind).name));
      const results = await Promise.all(
        names.map((name) => {
          const entity = kinds.find((candidate) => candidate.name === name);
          return entity ? searchKind(db, principal, entity, term, locale) : [];
        }),
      );
      // The search module names entities as strings; the answer's schema checks they are registry names.
      return { global_searchs: results.flat() as z.input<typeof globalSearchAnswerSchema>["global_searchs"] };
    },
  );
};
