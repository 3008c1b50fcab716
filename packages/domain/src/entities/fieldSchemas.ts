import { z } from "zod";
import type { Catalogue } from "../catalogues/catalogue";
import { catalogueIdSchema } from "../catalogues/catalogueIdSchema";
import { calendarDateSchema, instantSchema } from "../rules/dates";
import {
  cnpjSchema,
  cpfSchema,
  optionalCnpjSchema,
  optionalCpfSchema,
  optionalPisSchema,
  optionalRgSchema,
  pisSchema,
  rgSchema,
} from "../rules/documents";
import { recordIdSchema } from "../rules/ids";
import { V } from "../rules/messages";
import { currencySchema } from "../rules/money";
import { NAMED_RULES, type NamedRule } from "../rules/namedRules";
import { optionalPhoneSchema, phoneSchema } from "../rules/phone";
import {
  emailSchema,
  isBlankValue,
  missingAs,
  optionalEmailSchema,
  optionalText,
  optionalUrlSchema,
  plainText,
  requiredText,
  urlSchema,
} from "../rules/text";
import type { AnyField, DocumentKind, FieldItems, ItemsValue, MapOf } from "./field";
import { questionSchema } from "./shapes";

/**
 * A field's schemas, built from its declaration on first use and kept: the registry's declarations hold metadata
 * only, so what reads labels, kinds and columns (menus, lists) loads no zod; what validates (the API, forms)
 * imports this module.
 */
export type FieldSchemas = {
  /** A stored value as the API returns it: lenient, so old data never breaks a read. */
  readonly value: z.ZodType;
  /** A written value when the field is required, and when it is not (blank becomes null). */
  readonly required: z.ZodType;
  readonly optional: z.ZodType;
};

const built = new WeakMap<AnyField, FieldSchemas>();

export function fieldSchemas(field: AnyField): FieldSchemas {
  let schemas = built.get(field);
  if (!schemas) {
    schemas = withOwnRule(field, kindSchemas(field));
    built.set(field, schemas);
  }
  return schemas;
}

/** The schema a request or a form validates this field with. */
export function inputSchema(field: AnyField): z.ZodType {
  const schemas = fieldSchemas(field);
  return field.spec.required ? schemas.required : schemas.optional;
}

/** The schema of the stored value in a record the API returns. */
export function recordSchema(field: AnyField): z.ZodType {
  const schemas = fieldSchemas(field);
  return field.spec.required && !field.spec.sensitive
    ? schemas.value
    : // Sensitive values may be withheld from a reader without the right to see them.
      schemas.value.nullable().optional();
}

/** A field's named rule of its own (`.validate`) replaces its kind's, whether required or not. */
function withOwnRule(field: AnyField, schemas: FieldSchemas): FieldSchemas {
  const own = field.rule.validate;
  if (!own) return schemas;
  const schema = NAMED_RULES[own];
  return { ...schemas, required: schema, optional: schema.nullable().optional() };
}

/** Fields whose "empty" is null rather than blank text: numbers, booleans, choices, dates. */
function plain(value: z.ZodType, present: z.ZodType = value): FieldSchemas {
  return {
    value,
    required: z.preprocess((input) => (input === "" ? undefined : input), present),
    optional: z.preprocess((input) => (input === "" ? null : input), present.nullable().optional()),
  };
}

/** An integer field is stored in a PostgreSQL `integer`: a 32-bit signed value. */
const INTEGER_COLUMN = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** An absent limit of an integer is its column's. */
function numberSchema({ min, max }: { min?: number; max?: number }, integer: boolean) {
  let schema = z.number({ error: missingAs(V.required.id) }).finite();
  if (integer) schema = schema.int();
  const floor = min ?? (integer ? INTEGER_COLUMN.min : undefined);
  const ceiling = max ?? (integer ? INTEGER_COLUMN.max : undefined);
  if (floor !== undefined) schema = schema.min(floor, V.minValue.id);
  if (ceiling !== undefined) schema = schema.max(ceiling, V.maxValue.id);
  return schema;
}

const missingOrInvalidDate = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? V.required.id : V.dateInvalid.id;

/** ISO calendar date (`2025-03-31`); shown as dd/mm/yyyy. */
const isoDate = calendarDateSchema({ error: missingOrInvalidDate });
/** ISO instant with offset; time zones are the reader's business. */
const isoDateTime = instantSchema({ error: missingOrInvalidDate });

const DOCUMENTS: Record<DocumentKind, { required: z.ZodType; optional: z.ZodType }> = {
  cnpj: { required: cnpjSchema, optional: optionalCnpjSchema },
  cpf: { required: cpfSchema, optional: optionalCpfSchema },
  rg: { required: rgSchema, optional: optionalRgSchema },
  pis: { required: pisSchema, optional: optionalPisSchema },
};

/**
 * The schemas of a field's kind, from what its builder declared: a builder of `f` always declares what its kind
 * needs (a catalogue, items, a shape, a map's value), which the casts here name.
 */
function kindSchemas(field: AnyField): FieldSchemas {
  const { spec, rule } = field;
  const limits = { min: spec.min, max: spec.max };
  switch (spec.kind) {
    case "text":
    case "longText":
    case "richText":
      return { value: z.string(), required: requiredText(limits), optional: optionalText(limits) };
    case "email":
      return { value: z.string(), required: emailSchema, optional: optionalEmailSchema };
    case "phone":
      return { value: z.string(), required: phoneSchema, optional: optionalPhoneSchema };
    case "url":
      return { value: z.string(), required: urlSchema, optional: optionalUrlSchema };
    case "integer":
      return plain(numberSchema(spec, true));
    case "decimal":
    case "percent":
      return plain(numberSchema(spec, false));
    case "currency":
      return plain(z.number(), currencySchema);
    case "boolean":
      return plain(z.boolean({ error: missingAs(V.required.id) }));
    // What is stored is answered as it is; what a request writes must fall in the accepted years (rules/dates.ts).
    case "date":
      return plain(z.iso.date(), isoDate);
    case "datetime":
      return plain(z.iso.datetime({ offset: true }), isoDateTime);
    case "select": {
      const catalogue = spec.catalogue as Catalogue;
      return spec.catalogueValue === "key"
        ? plain(catalogueKeySchema(catalogue))
        : plain(catalogueIdSchema(catalogue, { error: missingAs(V.required.id) }));
    }
    case "multiSelect": {
      const catalogue = spec.catalogue as Catalogue;
      return spec.catalogueValue === "key"
        ? plain(z.array(catalogueKeySchema(catalogue)))
        : plain(z.array(catalogueIdSchema(catalogue)), z.array(catalogueIdSchema(catalogue)).min(1, V.required.id));
    }
    case "relation":
      return plain(recordIdSchema());
    case "relations":
      return plain(z.array(recordIdSchema()));
    case "file":
    case "image":
      return plain(plainText().min(1));
    case "tags":
      return plain(z.array(plainText().trim().min(1).max(80)));
    case "color":
      return plain(z.string().regex(/^#?[\da-f]{6}$/i, V.invalid.id));
    case "country":
      return plain(z.string().regex(/^[A-Z]{2}$/, V.invalid.id));
    case "document":
      return { value: z.string(), ...DOCUMENTS[rule.document as DocumentKind] };
    case "object": {
      const { value, input } = structureSchemas(spec.items as FieldItems);
      return plain(value, input);
    }
    case "list":
      return listSchemas(field);
    case "map":
      return mapSchemas(field);
    case "json": {
      const shape = NAMED_RULES[rule.shape as NamedRule];
      return plain(shape, jsonText(shape));
    }
  }
}

function listSchemas(field: AnyField): FieldSchemas {
  const { spec, rule } = field;
  if (spec.listOf === "answers") return plain(z.array(NAMED_RULES[rule.shape as NamedRule]));
  if (spec.listOf === "questions") {
    return plain(
      z.array(questionSchema).max(50),
      // A multiple-choice question offers at least two options to choose among.
      z
        .array(
          questionSchema.refine((question) => question.response_type !== "choice" || question.options.length >= 2, {
            message: V.required.id,
            path: ["options"],
          }),
        )
        .max(50),
    );
  }
  const { value, input } = structureSchemas(spec.items as FieldItems);
  return plain(z.array(value), z.array(input));
}

function mapSchemas(field: AnyField): FieldSchemas {
  const value = fieldSchemas((field.spec.mapOf as MapOf).value);
  const stored = z.record(z.string(), value.value);
  const written = z.preprocess(withoutBlankEntries, z.record(z.string().trim().min(1, V.required.id), value.required));
  return plain(stored, written);
}

/**
 * A structure's schemas from its properties: what is written is each property's input schema (required ones must be
 * there), what is stored is read leniently (a property missing from old data is no value).
 */
function structureSchemas(items: FieldItems): { value: z.ZodType; input: z.ZodType } {
  const entries = Object.entries(items);
  return {
    value: z.looseObject(Object.fromEntries(entries.map(([key, item]) => [key, fieldSchemas(item).value.nullish()]))),
    input: z.object(Object.fromEntries(entries.map(([key, item]) => [key, inputSchema(item)]))),
  };
}

/**
 * A structure as an answer carries it (a wire shape that holds one): each property's stored value, required ones
 * present. No input cleaning: an answer is encoded on its way out, and a preprocessing step cannot be encoded.
 */
export function structureAnswerSchema<I extends FieldItems>(items: I): z.ZodType<ItemsValue<I>> {
  const shape = Object.entries(items).map(([key, item]) => [
    key,
    item.spec.required ? fieldSchemas(item).value : fieldSchemas(item).value.nullish(),
  ]);
  return z.object(Object.fromEntries(shape)) as unknown as z.ZodType<ItemsValue<I>>;
}

/** A map's entries without a value are no entries: an entity with no action checked is left out of a role. */
function withoutBlankEntries(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => !isBlankValue(value)));
}

/** Accepts exactly the catalogue's keys (a `selectKey`'s values). */
function catalogueKeySchema(catalogue: Catalogue) {
  const keys = catalogue.entries.map((entry) => entry.key) as [string, ...string[]];
  return z.enum(keys, { error: missingAs(V.required.id) });
}

/** The value of JSON text (a form's textarea), or an issue saying the text is no JSON; other values pass as they are. */
function jsonText(schema: z.ZodType) {
  return z.preprocess((input, context) => {
    if (typeof input !== "string") return input;
    try {
      return JSON.parse(input) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: V.jsonInvalid.id, input });
      return z.NEVER;
    }
  }, schema);
}
