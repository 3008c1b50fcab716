import { z } from "zod";
import type { AnyEntity, Order } from "./defineEntity";
import { FILTER_OPERATORS } from "./field";
import { entityField, sortableFields } from "./fieldQueries";

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

const condition = z.object({
  field: z.string().min(1),
  operator: z.enum(FILTER_OPERATORS),
  value: z.unknown().optional(),
});

/**
 * The query of an entity's list (spec §3 list state as the API receives it): only sortable keys order, only a
 * field's own operators filter, and the term searches the searchable fields. The API validates with this.
 */
export function listQuerySchema(entity: AnyEntity) {
  const sortable = new Set(sortableFields(entity).map((field) => field.key));
  return z
    .object({
      page: z.coerce.number().int().positive().default(1),
      per_page: z.coerce.number().int().positive().max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
      term: z.string().trim().max(200).default(""),
      order: z
        .record(z.string(), z.enum(["asc", "desc"]))
        .default(entity.defaultOrder as Record<string, "asc" | "desc">)
        .refine((order) => Object.keys(order).every((key) => sortable.has(key)), "order"),
      filter: z.array(condition).default([]),
      where: z.record(z.string(), z.unknown()).default({}),
    })
    .superRefine((query, context) => {
      query.filter.forEach((filter, index) => {
        const field = entityField(entity, filter.field);
        if (!field || field.sensitive || !field.filters.includes(filter.operator)) {
          context.addIssue({ code: "custom", path: ["filter", index], message: "filter" });
        }
      });
      for (const key of Object.keys(query.where)) {
        if (!entityField(entity, key)) context.addIssue({ code: "custom", path: ["where", key], message: "where" });
      }
    });
}

export type ListQuery = {
  page: number;
  per_page: number;
  term: string;
  order: Order;
  filter: { field: string; operator: (typeof FILTER_OPERATORS)[number]; value?: unknown }[];
  where: Record<string, unknown>;
};
