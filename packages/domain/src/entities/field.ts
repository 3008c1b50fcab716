import { z } from "zod";
import type { Catalogue, CatalogueId, CatalogueKey, LocalizedText } from "../catalogues/catalogue";
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
import { questionSchema } from "./shapes";

/** What a field holds; the web app picks an input, a cell and a filter widget from it. */
export type FieldKind =
  | "text"
  | "longText"
  | "richText"
  | "email"
  | "phone"
  | "url"
  | "integer"
  | "decimal"
  | "currency"
  | "percent"
  | "boolean"
  | "date"
  | "datetime"
  | "select"
  | "multiSelect"
  | "relation"
  | "relations"
  | "file"
  | "image"
  | "tags"
  | "color"
  | "document"
  | "country"
  | "object"
  | "list"
  | "map"
  | "json";

/**
 * The operators of a list's `where`: `{field: {op: value}}`. `ne` and `nin` keep the rows without a
 * value (what a person means by "not X"); `contains` is an accent- and case-insensitive substring for texts and
 * "has all of these" for tags and multi-selects; `null: true|false` asks for rows without / with a value.
 */
export const FILTER_OPERATORS = [
  "eq",
  "ne",
  "in",
  "nin",
  "gt",
  "gte",
  "lt",
  "lte",
  "between",
  "contains",
  "null",
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const textFilters: readonly FilterOperator[] = ["eq", "ne", "in", "nin", "contains", "null"];
const rangeFilters: readonly FilterOperator[] = ["eq", "ne", "in", "nin", "gt", "gte", "lt", "lte", "between", "null"];
const choiceFilters: readonly FilterOperator[] = ["eq", "ne", "in", "nin", "null"];
/** Arrays (tags, multi-selects, `relations`): `contains` all of, `in` any of, `nin` none of. */
const arrayFilters: readonly FilterOperator[] = ["contains", "in", "nin", "null"];

/** The operators a list offers for each kind; a field may narrow them. */
export const DEFAULT_FILTERS: Readonly<Record<FieldKind, readonly FilterOperator[]>> = {
  text: textFilters,
  longText: ["contains", "null"],
  richText: ["contains", "null"],
  email: textFilters,
  phone: ["eq", "contains", "null"],
  url: ["eq", "contains", "null"],
  integer: rangeFilters,
  decimal: rangeFilters,
  currency: rangeFilters,
  percent: rangeFilters,
  boolean: ["eq", "ne", "null"],
  date: rangeFilters,
  datetime: rangeFilters,
  select: choiceFilters,
  multiSelect: arrayFilters,
  relation: choiceFilters,
  relations: arrayFilters,
  file: ["null"],
  image: ["null"],
  tags: arrayFilters,
  color: [],
  document: ["eq", "null"],
  country: choiceFilters,
  object: [],
  list: ["null"],
  map: [],
  json: [],
};

/** A field's UI and API metadata: everything but its key, which the entity gives it. */
export type FieldSpec = {
  readonly kind: FieldKind;
  readonly label: LocalizedText;
  readonly required: boolean;
  /** Shown as a list column by default (the user may pick others). */
  readonly column: boolean;
  readonly sortable: boolean;
  /** Matched by the list's free-text search and by global search. */
  readonly searchable: boolean;
  readonly filters: readonly FilterOperator[];
  /** LGPD personal data of a sensitive kind (art. 5 II) or an identity document: masked, never exported by default. */
  readonly sensitive: boolean;
  /** Set by the server (counts, computed values): shown, never written by a form or a request. */
  readonly readOnly: boolean;
  readonly catalogue?: Catalogue;
  readonly relation?: { readonly entity: string; readonly many: boolean };
  /** Form section (fields of one section render together, in declaration order). */
  readonly section?: string;
  readonly help?: LocalizedText;
  readonly max?: number;
  readonly min?: number;
  /**
   * What a list holds, where forms and pages show it with a widget of their own: questions (a job's, an
   * evaluation's; edited in forms), answers to them (an apply's; shown with their videos).
   */
  readonly listOf?: "questions" | "answers";
  /**
   * The labelled properties of a structure (an `object`, or each row of a `list`), each declared as a field: its
   * schema is built from them, and forms, pages and messages read them.
   */
  readonly items?: FieldItems;
  /**
   * A select's or multi-select's stored value: the catalogue entry's `id` (the default, what columns hold) or its
   * `key` (a name kept inside a structure, such as an automation step's action or a role's permitted actions).
   */
  readonly catalogueValue?: "id" | "key";
  /** A `map`'s value field and, when its keys are known, the function that lists them (see `f.map`). */
  readonly mapOf?: MapOf;
};

/** One key a `map` offers, labelled (an entity's name for a role's permissions). */
export type MapKey = { readonly key: string; readonly label: LocalizedText & { readonly id?: string } };

/** The entities a map's keys may be read from, as little of them as the keys need. */
export type MapKeysSource = readonly {
  readonly name: string;
  readonly area: string;
  readonly label: { readonly many: LocalizedText & { readonly id: string } };
}[];

export type MapOf = {
  readonly value: Field<unknown, boolean, boolean>;
  /**
   * The keys, listed when a form is drawn: they receive the entity registry, so an entity's map may list entities
   * without importing the registry that imports it. Without keys, a form edits rows of a typed key and a value.
   */
  readonly keys?: (entities: MapKeysSource) => readonly MapKey[];
};

/** A structure's properties by key, each a field (nested structures included). */
export type FieldItems = Readonly<Record<string, Field<unknown, boolean, boolean>>>;

type Schemas = {
  /** A stored value as the API returns it: lenient, so old data never breaks a read. */
  readonly value: z.ZodType;
  /** A written value when the field is required, and when it is not (blank becomes null). */
  readonly required: z.ZodType;
  readonly optional: z.ZodType;
};

/**
 * One field, declared once: its metadata drives columns, filters, search and forms, its schemas validate
 * requests and forms. `T` is the stored value's type; `R` whether it is required; `W` whether a request may write it.
 * Builders are immutable: every method returns a new field.
 */
export class Field<T = unknown, R extends boolean = boolean, W extends boolean = boolean> {
  declare readonly _value: T;
  declare readonly _required: R;
  declare readonly _writable: W;

  constructor(
    readonly spec: FieldSpec,
    readonly schemas: Schemas,
  ) {}

  private with<T2 = T, R2 extends boolean = R, W2 extends boolean = W>(patch: Partial<FieldSpec>): Field<T2, R2, W2> {
    return new Field<T2, R2, W2>({ ...this.spec, ...patch }, this.schemas);
  }

  required(): Field<T, true, W> {
    return this.with<T, true, W>({ required: true });
  }
  column(): Field<T, R, W> {
    return this.with({ column: true });
  }
  sortable(): Field<T, R, W> {
    return this.with({ sortable: true });
  }
  searchable(): Field<T, R, W> {
    return this.with({ searchable: true });
  }
  sensitive(): Field<T, R, W> {
    return this.with({ sensitive: true });
  }
  readOnly(): Field<T, R, false> {
    return this.with<T, R, false>({ readOnly: true });
  }
  filters(...operators: FilterOperator[]): Field<T, R, W> {
    return this.with({ filters: operators });
  }
  section(section: string): Field<T, R, W> {
    return this.with({ section });
  }
  help(help: LocalizedText): Field<T, R, W> {
    return this.with({ help });
  }
  /** Validates with a rule of its own (the spec's message for this very field), whether required or not. */
  validate(schema: z.ZodType): Field<T, R, W> {
    return new Field<T, R, W>(this.spec, { ...this.schemas, required: schema, optional: schema.nullable().optional() });
  }

  /** The schema a request or a form validates this field with. */
  inputSchema(): z.ZodType {
    return this.spec.required ? this.schemas.required : this.schemas.optional;
  }

  /** The schema of the stored value in a record the API returns. */
  recordSchema(): z.ZodType {
    return this.spec.required && !this.spec.sensitive
      ? this.schemas.value
      : // Sensitive values may be withheld from a reader without the right to see them.
        this.schemas.value.nullable().optional();
  }
}

export type AnyField = Field<unknown, boolean, boolean>;

function spec(kind: FieldKind, label: LocalizedText, extra: Partial<FieldSpec> = {}): FieldSpec {
  return {
    kind,
    label,
    required: false,
    column: false,
    sortable: false,
    searchable: false,
    filters: DEFAULT_FILTERS[kind],
    sensitive: false,
    readOnly: false,
    ...extra,
  };
}

/** Fields whose "empty" is null rather than blank text: numbers, booleans, choices, dates. */
function plain<T>(value: z.ZodType<T>, present: z.ZodType<T> = value): Schemas {
  return {
    value,
    required: z.preprocess((input) => (input === "" ? undefined : input), present),
    optional: z.preprocess((input) => (input === "" ? null : input), present.nullable().optional()),
  };
}

type TextOptions = { min?: number; max?: number };

function textField(kind: "text" | "longText" | "richText", label: LocalizedText, { min, max }: TextOptions) {
  return new Field<string, false, true>(spec(kind, label, { min, max }), {
    value: z.string(),
    required: requiredText({ min, max }),
    optional: optionalText({ min, max }),
  });
}

type NumberOptions = { min?: number; max?: number };

/** An integer field is stored in a PostgreSQL `integer`: a 32-bit signed value. */
const INTEGER_COLUMN = { min: -2_147_483_648, max: 2_147_483_647 } as const;

function numberSchema(options: NumberOptions, integer: boolean) {
  const { min, max } = integer ? { ...INTEGER_COLUMN, ...options } : options;
  let schema = z.number({ error: missingAs(V.required.id) }).finite();
  if (integer) schema = schema.int();
  if (min !== undefined) schema = schema.min(min, V.minValue.id);
  if (max !== undefined) schema = schema.max(max, V.maxValue.id);
  return schema;
}

/** ISO calendar date (`2025-03-31`); shown as dd/mm/yyyy. */
const missingOrInvalidDate = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? V.required.id : V.dateInvalid.id;
const isoDate = calendarDateSchema({ error: missingOrInvalidDate });
/** ISO instant with offset; time zones are the reader's business. */
const isoDateTime = instantSchema({ error: missingOrInvalidDate });

/** The value a structure's properties make: each property's own value, required ones always present. */
export type ItemsValue<I extends FieldItems> = {
  [K in keyof I as I[K] extends Field<unknown, true, boolean> ? K : never]: I[K]["_value"];
} & {
  [K in keyof I as I[K] extends Field<unknown, true, boolean> ? never : K]?: I[K]["_value"] | null;
};

/**
 * A structure's schemas from its properties: what is written is each property's input schema (required ones must be
 * there), what is stored is read leniently (a property missing from old data is no value).
 */
function structureSchemas(items: FieldItems): { value: z.ZodType; input: z.ZodType } {
  const entries = Object.entries(items);
  return {
    value: z.looseObject(Object.fromEntries(entries.map(([key, item]) => [key, item.schemas.value.nullish()]))),
    input: z.object(Object.fromEntries(entries.map(([key, item]) => [key, item.inputSchema()]))),
  };
}

/**
 * A structure as an answer carries it (a wire shape that holds one): each property's stored value, required ones
 * present. No input cleaning: an answer is encoded on its way out, and a preprocessing step cannot be encoded.
 */
export function structureAnswerSchema<I extends FieldItems>(items: I): z.ZodType<ItemsValue<I>> {
  const shape = Object.entries(items).map(([key, item]) => [
    key,
    item.spec.required ? item.schemas.value : item.schemas.value.nullish(),
  ]);
  return z.object(Object.fromEntries(shape)) as unknown as z.ZodType<ItemsValue<I>>;
}

/** Field builders. Every label is a `LocalizedText`; `t(pt, en)` writes one. */
export const f = {
  text: (label: LocalizedText, options: TextOptions = {}) => textField("text", label, { max: 255, ...options }),
  longText: (label: LocalizedText, options: TextOptions = {}) =>
    textField("longText", label, { max: 10_000, ...options }),
  /** HTML from the rich-text editor (notes, e-mail bodies, signatures); the server sanitises it. */
  richText: (label: LocalizedText, options: TextOptions = {}) =>
    textField("richText", label, { max: 200_000, ...options }),

  email: (label: LocalizedText) =>
    new Field<string, false, true>(spec("email", label), {
      value: z.string(),
      required: emailSchema,
      optional: optionalEmailSchema,
    }),
  phone: (label: LocalizedText) =>
    new Field<string, false, true>(spec("phone", label), {
      value: z.string(),
      required: phoneSchema,
      optional: optionalPhoneSchema,
    }),
  url: (label: LocalizedText) =>
    new Field<string, false, true>(spec("url", label), {
      value: z.string(),
      required: urlSchema,
      optional: optionalUrlSchema,
    }),

  integer: (label: LocalizedText, options: NumberOptions = {}) =>
    new Field<number, false, true>(spec("integer", label, options), plain(numberSchema(options, true))),
  decimal: (label: LocalizedText, options: NumberOptions = {}) =>
    new Field<number, false, true>(spec("decimal", label, options), plain(numberSchema(options, false))),
  /** BRL amount, never negative (spec §5). */
  currency: (label: LocalizedText) =>
    new Field<number, false, true>(spec("currency", label, { min: 0 }), plain(z.number(), currencySchema)),
  percent: (label: LocalizedText) =>
    new Field<number, false, true>(
      spec("percent", label, { min: 0, max: 100 }),
      plain(numberSchema({ min: 0, max: 100 }, false)),
    ),
  boolean: (label: LocalizedText) =>
    new Field<boolean, false, true>(spec("boolean", label), plain(z.boolean({ error: missingAs(V.required.id) }))),

  // What is stored is answered as it is; what a request writes must fall in the accepted years (rules/dates.ts).
  date: (label: LocalizedText) => new Field<string, false, true>(spec("date", label), plain(z.iso.date(), isoDate)),
  datetime: (label: LocalizedText) =>
    new Field<string, false, true>(spec("datetime", label), plain(z.iso.datetime({ offset: true }), isoDateTime)),

  /** One id of a catalogue. */
  select: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    new Field<CatalogueId<C>, false, true>(
      spec("select", label, { catalogue }),
      plain(catalogueIdSchema(catalogue, { error: missingAs(V.required.id) }) as unknown as z.ZodType<CatalogueId<C>>),
    ),
  /** Several ids of a catalogue. */
  multiSelect: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    new Field<CatalogueId<C>[], false, true>(
      spec("multiSelect", label, { catalogue }),
      plain(
        z.array(catalogueIdSchema(catalogue)) as unknown as z.ZodType<CatalogueId<C>[]>,
        z.array(catalogueIdSchema(catalogue)).min(1, V.required.id) as unknown as z.ZodType<CatalogueId<C>[]>,
      ),
    ),

  /** The id of one record of another entity (its registry name). */
  relation: (label: LocalizedText, entity: string) =>
    new Field<number, false, true>(
      spec("relation", label, { relation: { entity, many: false } }),
      plain(recordIdSchema()),
    ),
  /** Ids of several records of another entity. */
  relations: (label: LocalizedText, entity: string) =>
    new Field<number[], false, true>(
      spec("relations", label, { relation: { entity, many: true } }),
      plain(z.array(recordIdSchema())),
    ),

  /** A stored file's address; the upload itself goes through data_files (spec §3). */
  file: (label: LocalizedText) => new Field<string, false, true>(spec("file", label), plain(plainText().min(1))),
  image: (label: LocalizedText) => new Field<string, false, true>(spec("image", label), plain(plainText().min(1))),
  tags: (label: LocalizedText) =>
    new Field<string[], false, true>(spec("tags", label), plain(z.array(plainText().trim().min(1).max(80)))),
  color: (label: LocalizedText) =>
    new Field<string, false, true>(spec("color", label), plain(z.string().regex(/^#?[\da-f]{6}$/i, V.invalid.id))),

  /** ISO 3166-1 alpha-2 code; the names live in the `./countries` entry. */
  country: (label: LocalizedText) =>
    new Field<string, false, true>(spec("country", label), plain(z.string().regex(/^[A-Z]{2}$/, V.invalid.id))),
  /** The company registry number (CNPJ), with its check digits. */
  cnpj: (label: LocalizedText) =>
    new Field<string, false, true>(spec("document", label), {
      value: z.string(),
      required: cnpjSchema,
      optional: optionalCnpjSchema,
    }),

  /** Brazilian identity documents: check digits for CPF and PIS, the shape for RG. */
  cpf: (label: LocalizedText) =>
    new Field<string, false, true>(spec("document", label), {
      value: z.string(),
      required: cpfSchema,
      optional: optionalCpfSchema,
    }),
  rg: (label: LocalizedText) =>
    new Field<string, false, true>(spec("document", label), {
      value: z.string(),
      required: rgSchema,
      optional: optionalRgSchema,
    }),
  pis: (label: LocalizedText) =>
    new Field<string, false, true>(spec("document", label), {
      value: z.string(),
      required: pisSchema,
      optional: optionalPisSchema,
    }),

  /** A structure kept with the record (a current job, a personality profile, colours), declared by its properties. */
  object: <I extends FieldItems>(label: LocalizedText, items: I) => {
    const { value, input } = structureSchemas(items);
    return new Field<ItemsValue<I>, false, true>(spec("object", label, { items }), plain(value, input));
  },
  /** A repeated structure kept with the record (experiences, skills, stages), declared by a row's properties. */
  list: <I extends FieldItems>(label: LocalizedText, items: I) => {
    const { value, input } = structureSchemas(items);
    return new Field<ItemsValue<I>[], false, true>(
      spec("list", label, { items }),
      plain(z.array(value), z.array(input)),
    );
  },
  /**
   * A select whose stored value is the entry's `key` (a name such as `sendEmail`), for structures kept as JSON whose
   * shape names things by key; a column of its own keeps ids (`select`).
   */
  selectKey: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    new Field<CatalogueKey<C>, false, true>(
      spec("select", label, { catalogue, catalogueValue: "key" }),
      plain(catalogueKeySchema(catalogue) as unknown as z.ZodType<CatalogueKey<C>>),
    ),
  /** Several keys of a catalogue (see `selectKey`); none chosen is an empty list, which a map leaves out. */
  multiSelectKey: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    new Field<CatalogueKey<C>[], false, true>(
      spec("multiSelect", label, { catalogue, catalogueValue: "key" }),
      plain(z.array(catalogueKeySchema(catalogue)) as unknown as z.ZodType<CatalogueKey<C>[]>),
    ),

  /**
   * A free structure kept as the schema says (a filter, a configuration's rules, an action's parameters), edited as
   * JSON text: a text written to it is read as JSON first (what forms post), and text that is no JSON is refused
   * with its own message before the schema judges the value.
   */
  json: <S extends z.ZodType>(label: LocalizedText, schema: S) =>
    new Field<z.output<S>, false, true>(spec("json", label), plain(schema as z.ZodType<z.output<S>>, jsonText(schema))),

  /**
   * A record of key → value, each value the `value` field's (its kind, its catalogue, its rules). With `keys` a form
   * shows one row per key (a role's permissions: one row per entity); without them, rows of a typed key and a value
   * that can be added and removed (custom labels). Entries without a value are left out of what is written.
   */
  map: <VF extends Field<unknown, boolean, boolean>>(
    label: LocalizedText,
    value: VF,
    options: { readonly keys?: MapOf["keys"] } = {},
  ) => {
    const stored = z.record(z.string(), value.schemas.value);
    const written = z.preprocess(
      withoutBlankEntries,
      z.record(z.string().trim().min(1, V.required.id), value.schemas.required),
    );
    return new Field<Record<string, VF["_value"]>, false, true>(
      spec("map", label, { mapOf: { value, keys: options.keys } }),
      plain(stored as z.ZodType<Record<string, VF["_value"]>>, written as z.ZodType<Record<string, VF["_value"]>>),
    );
  },

  /** Answers to questions (an apply's), shown by pages with their videos. */
  answers: <S extends z.ZodType>(label: LocalizedText, item: S) =>
    new Field<z.output<S>[], false, true>(spec("list", label, { listOf: "answers" }), plain(z.array(item))),
  /** Questions a candidate answers (text, yes/no, multiple choice, video), edited in forms by their own widget. */
  questions: (label: LocalizedText) =>
    new Field<z.output<typeof questionSchema>[], false, true>(
      spec("list", label, { listOf: "questions" }),
      plain(
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
      ),
    ),
};

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
function jsonText<S extends z.ZodType>(schema: S) {
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

/** Writes a label: Portuguese first, as recruiters read it. */
export function t(ptBR: string, en: string): LocalizedText {
  return { "pt-BR": ptBR, en };
}
