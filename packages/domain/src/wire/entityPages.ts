/**
 * Spec §3/§7 entity pages: a recruiter's saved views of a list (`type_view` "index") or of a record page ("show"),
 * and, under the entity `recent`, the history speed-dial's recent pages.
 */
import { z } from "zod";
import { entityIndex } from "../entities/entityIndex";
import type { EntityName } from "../entities/registry";
import { instantSchema } from "../rules/dates";
import { V } from "../rules/messages";
import { MAX_PAGES_PER_ENTRY, RECENT_PAGES_ENTITY, TYPE_VIEWS } from "./entityPagesNames";

export { MAX_PAGES_PER_ENTRY, RECENT_PAGES_ENTITY, TYPE_VIEWS };

const MAX_QUERY_JSON = 4000;

/** A registry entity, or `recent`. */
export const entityPagesEntitySchema = z.enum(
  [RECENT_PAGES_ENTITY, ...(Object.keys(entityIndex) as EntityName[])] as [typeof RECENT_PAGES_ENTITY, ...EntityName[]],
  { error: V.invalid.id },
);

export const typeViewSchema = z.enum(TYPE_VIEWS);

/**
 * A link of the app itself: a path from the root. Not `//host` (a protocol-relative URL leaves the site) nor a
 * backslash (browsers read `/\host` as `//host`), nor control characters.
 */
const relativeLink = z
  .string()
  .max(2000)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the rule refuses
  .refine((link) => /^\/(?![/\\])/.test(link) && !/[\\\u0000-\u001f\u007f]/.test(link), V.urlInvalid.id);

/** One link as a recruiter saves it: checked strictly, since it comes back as a link on their screen. */
export const pageInputSchema = z.strictObject({
  id: z.union([z.string().max(100), z.number().int()]).optional(),
  name: z.string().trim().min(1).max(160),
  icon: z
    .string()
    .max(60)
    .regex(/^[\w.:-]+$/, V.invalid.id)
    .nullable()
    .optional(),
  link: relativeLink,
  /** The list's query string, or its state as an object (a saved view's where/order/filter). */
  query: z
    .union([z.string().max(MAX_QUERY_JSON), z.record(z.string(), z.unknown())])
    .refine((query) => JSON.stringify(query).length <= MAX_QUERY_JSON + 2, V.invalid.id)
    .nullable()
    .optional(),
  /** When the recent page was visited (the domain's recent pages keep it). */
  visitedAt: instantSchema().optional(),
});

/** `POST /recruiters/entity_pages`: replaces the pages of one entry (creating it the first time). */
export const entityPagesBodySchema = z.strictObject({
  entity_pages: z.strictObject({
    entity: entityPagesEntitySchema,
    type_view: typeViewSchema.default("index"),
    custom_entity: z.string().trim().min(1).max(100).nullable().optional(),
    pages: z.array(pageInputSchema).max(MAX_PAGES_PER_ENTRY),
  }),
});

/** `GET /recruiters/entity_pages` and `DELETE …/destroy_all`: narrowed by entity and type_view when given. */
export const entityPagesFilterSchema = z.strictObject({
  entity: entityPagesEntitySchema.optional(),
  type_view: typeViewSchema.optional(),
});

/** A link as stored: it passed `pageInputSchema` on its way in. */
export const storedPageSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string(),
  icon: z.string().nullable().optional(),
  link: z.string(),
  query: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  visitedAt: z.string().optional(),
});

/** One entry: an entity's saved view (or the recent pages) with its links. */
export const entityPagesSchema = z.object({
  id: z.number(),
  entity: entityPagesEntitySchema,
  type_view: typeViewSchema,
  custom_entity: z.string().nullable(),
  /** The list route of the entity the pages belong to (null for recent pages). */
  link: z.string().nullable(),
  pages: z.array(storedPageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});

/** `GET /recruiters/entity_pages`. */
export const entityPagesListAnswerSchema = z.object({ entity_pages: z.array(entityPagesSchema) });

/** `POST /recruiters/entity_pages`: the entry as stored. */
export const entityPagesAnswerSchema = z.object({ entity_pages: entityPagesSchema });
