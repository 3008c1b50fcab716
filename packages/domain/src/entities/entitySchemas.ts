import { z } from "zod";
import type { AnyEntity } from "./defineEntity";
import { inputSchema, recordSchema } from "./fieldSchemas";

export type EntitySchemas = {
  /** A record as the API returns it. */
  readonly record: z.ZodType;
  /** A create request or a new-record form. */
  readonly create: z.ZodType;
  /** An update: any subset of the writable fields. */
  readonly update: z.ZodType;
};

const built = new WeakMap<AnyEntity, EntitySchemas>();

/**
 * An entity's schemas, built from its fields on first use and kept: most processes read a handful of the registry's
 * entities, and what only reads the registry's metadata (menus, lists) never loads this module nor zod.
 */
export function entitySchemas(entity: AnyEntity): EntitySchemas {
  let schemas = built.get(entity);
  if (!schemas) {
    schemas = buildSchemas(entity);
    built.set(entity, schemas);
  }
  return schemas;
}

/**
 * Gives an entity narrowed to some of its fields (a candidate's profile page) the schemas given, instead of those
 * its fields would make: a page that validates by its entity's rules.
 */
export function withSchemas<E extends AnyEntity>(narrowed: E, schemas: EntitySchemas): E {
  built.set(narrowed, schemas);
  return narrowed;
}

function buildSchemas(entity: AnyEntity): EntitySchemas {
  const writable = entity.fieldList.filter((d) => !d.system && !d.readOnly);
  const input = z.object(Object.fromEntries(writable.map((d) => [d.key, inputSchema(d.field)])));
  const { refine } = entity;
  const withRules = <S extends z.ZodType>(schema: S) =>
    refine
      ? schema.superRefine((value, context) =>
          refine(value as Readonly<Record<string, unknown>>, (field, message) =>
            context.addIssue({ code: "custom", path: [field], message }),
          ),
        )
      : schema;
  return {
    record: z.object(Object.fromEntries(entity.fieldList.map((d) => [d.key, recordSchema(d.field)]))),
    create: withRules(input),
    update: withRules(input.partial()),
  };
}
