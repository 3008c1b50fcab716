/**
 * Spec §7 `GET recruiters/entity_columns_structure/{name}`: the columns a list view offers, generated from the
 * registry by `entityColumnsStructure` (`@seleta/domain/columns`); wire.test.ts holds this schema and that type
 * to the same shape.
 */
import { z } from "zod";
import { COLUMN_STRUCTURE_NAMES } from "../entities/columnsStructure";
import { KANBAN_MOVES } from "../entities/defineEntity";
import { FILTER_OPERATORS, type FieldKind } from "../entities/field";

/** Every field kind, for the answer's `kind` (the type below fails when the domain adds a kind this list lacks). */
export const FIELD_KINDS = [
  "text",
  "longText",
  "richText",
  "email",
  "phone",
  "url",
  "integer",
  "decimal",
  "currency",
  "percent",
  "boolean",
  "date",
  "datetime",
  "select",
  "multiSelect",
  "relation",
  "relations",
  "file",
  "image",
  "tags",
  "color",
  "document",
  "country",
  "object",
  "list",
  "map",
  "json",
] as const satisfies readonly FieldKind[];
type MissingKinds = Exclude<FieldKind, (typeof FIELD_KINDS)[number]>;
const everyKindListed: [MissingKinds] extends [never] ? true : MissingKinds = true;
void everyKindListed;

const messageSchema = z.object({ id: z.string(), "pt-BR": z.string(), en: z.string() });

export const columnStructureSchema = z.object({
  key: z.string(),
  label: messageSchema,
  kind: z.enum(FIELD_KINDS),
  sortable: z.boolean(),
  searchable: z.boolean(),
  /** The `where` operators the column's filter offers. */
  filters: z.array(z.enum(FILTER_OPERATORS)).readonly(),
  visible: z.boolean(),
  /** The entity a relation column points at. */
  relation: z.string().nullable(),
  /** A catalogue's entries (select columns). */
  options: z
    .array(z.object({ id: z.number(), key: z.string(), label: messageSchema }))
    .readonly()
    .nullable(),
});

export const entityColumnsStructureSchema = z.object({
  name: z.enum(COLUMN_STRUCTURE_NAMES),
  entity: z.string(),
  label: z.object({ one: messageSchema, many: messageSchema }),
  order: z.record(z.string(), z.enum(["asc", "desc"])),
  views: z.object({
    table: z.literal(true),
    blocks: z
      .object({
        title: z.string(),
        subtitle: z.string().optional(),
        image: z.string().optional(),
        details: z.array(z.string()).readonly().optional(),
      })
      .optional(),
    kanban: z.object({ groupBy: z.string(), moves: z.enum(KANBAN_MOVES).optional() }).optional(),
  }),
  columns: z.array(columnStructureSchema).readonly(),
});

/** `GET recruiters/entity_columns_structure/{name}`. */
export const entityColumnsStructureAnswerSchema = z.object({ entity_columns_structure: entityColumnsStructureSchema });
