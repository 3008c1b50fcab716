import type { z } from "zod";
import type { Catalogue, CatalogueId, CatalogueKey, LocalizedText } from "../catalogues/catalogue";
import type { NamedRule, NamedRules } from "../rules/namedRules";
import type { questionSchema } from "./shapes";

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

/** The identity documents a `document` field holds, each with its own rule (rules/documents.ts). */
export type DocumentKind = "cnpj" | "cpf" | "rg" | "pis";

/**
 * What a field's schemas are built from beyond its spec, by name: a declaration holds no schema, so the registry's
 * metadata (labels, kinds, columns) loads without zod, and `fieldSchemas` (entities/fieldSchemas.ts) builds them
 * where something validates.
 */
export type FieldRule = {
  readonly document?: DocumentKind;
  /** The value's shape: a `json` field's, each answer of an `answers` list (rules/namedRules.ts). */
  readonly shape?: NamedRule;
  /** A rule of its own, whether required or not (`.validate`). */
  readonly validate?: NamedRule;
};

/**
 * One field, declared once: its metadata drives columns, filters, search and forms; its schemas, built from it by
 * `fieldSchemas`, validate requests and forms. `T` is the stored value's type; `R` whether it is required; `W`
 * whether a request may write it. Builders are immutable: every method returns a new field.
 */
export class Field<T = unknown, R extends boolean = boolean, W extends boolean = boolean> {
  declare readonly _value: T;
  declare readonly _required: R;
  declare readonly _writable: W;

  constructor(
    readonly spec: FieldSpec,
    readonly rule: FieldRule = {},
  ) {}

  private with<T2 = T, R2 extends boolean = R, W2 extends boolean = W>(patch: Partial<FieldSpec>): Field<T2, R2, W2> {
    return new Field<T2, R2, W2>({ ...this.spec, ...patch }, this.rule);
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
  /** Validates with a named rule of its own (the spec's message for this very field), whether required or not. */
  validate(rule: NamedRule): Field<T, R, W> {
    return new Field<T, R, W>(this.spec, { ...this.rule, validate: rule });
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

type TextOptions = { min?: number; max?: number };
type NumberOptions = { min?: number; max?: number };

/** The value a structure's properties make: each property's own value, required ones always present. */
export type ItemsValue<I extends FieldItems> = {
  [K in keyof I as I[K] extends Field<unknown, true, boolean> ? K : never]: I[K]["_value"];
} & {
  [K in keyof I as I[K] extends Field<unknown, true, boolean> ? never : K]?: I[K]["_value"] | null;
};

/** A field of `kind` holding values of type `T`, writable and optional until declared otherwise. */
function field<T>(kind: FieldKind, label: LocalizedText, extra: Partial<FieldSpec> = {}, rule: FieldRule = {}) {
  return new Field<T, false, true>(spec(kind, label, extra), rule);
}

/** Field builders. Every label is a `LocalizedText`; `t(pt, en)` writes one. */
export const f = {
  text: (label: LocalizedText, options: TextOptions = {}) => field<string>("text", label, { max: 255, ...options }),
  longText: (label: LocalizedText, options: TextOptions = {}) =>
    field<string>("longText", label, { max: 10_000, ...options }),
  /** HTML from the rich-text editor (notes, e-mail bodies, signatures); the server sanitises it. */
  richText: (label: LocalizedText, options: TextOptions = {}) =>
    field<string>("richText", label, { max: 200_000, ...options }),

  email: (label: LocalizedText) => field<string>("email", label),
  phone: (label: LocalizedText) => field<string>("phone", label),
  url: (label: LocalizedText) => field<string>("url", label),

  /** Stored in a PostgreSQL `integer`: a 32-bit signed value, whatever narrower limits it declares. */
  integer: (label: LocalizedText, options: NumberOptions = {}) => field<number>("integer", label, options),
  decimal: (label: LocalizedText, options: NumberOptions = {}) => field<number>("decimal", label, options),
  /** BRL amount, never negative (spec §5). */
  currency: (label: LocalizedText) => field<number>("currency", label, { min: 0 }),
  percent: (label: LocalizedText) => field<number>("percent", label, { min: 0, max: 100 }),
  boolean: (label: LocalizedText) => field<boolean>("boolean", label),

  // What is stored is answered as it is; what a request writes must fall in the accepted years (rules/dates.ts).
  date: (label: LocalizedText) => field<string>("date", label),
  datetime: (label: LocalizedText) => field<string>("datetime", label),

  /** One id of a catalogue. */
  select: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    field<CatalogueId<C>>("select", label, { catalogue }),
  /** Several ids of a catalogue. */
  multiSelect: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    field<CatalogueId<C>[]>("multiSelect", label, { catalogue }),

  /** The id of one record of another entity (its registry name). */
  relation: (label: LocalizedText, entity: string) =>
    field<number>("relation", label, { relation: { entity, many: false } }),
  /** Ids of several records of another entity. */
  relations: (label: LocalizedText, entity: string) =>
    field<number[]>("relations", label, { relation: { entity, many: true } }),

  /** A stored file's address; the upload itself goes through data_files (spec §3). */
  file: (label: LocalizedText) => field<string>("file", label),
  image: (label: LocalizedText) => field<string>("image", label),
  tags: (label: LocalizedText) => field<string[]>("tags", label),
  color: (label: LocalizedText) => field<string>("color", label),

  /** ISO 3166-1 alpha-2 code; the names live in the `./countries` entry. */
  country: (label: LocalizedText) => field<string>("country", label),
  /** The company registry number (CNPJ), with its check digits. */
  cnpj: (label: LocalizedText) => field<string>("document", label, {}, { document: "cnpj" }),

  /** Brazilian identity documents: check digits for CPF and PIS, the shape for RG. */
  cpf: (label: LocalizedText) => field<string>("document", label, {}, { document: "cpf" }),
  rg: (label: LocalizedText) => field<string>("document", label, {}, { document: "rg" }),
  pis: (label: LocalizedText) => field<string>("document", label, {}, { document: "pis" }),

  /**
   * A structure kept with the record (a current job, a personality profile, colours), declared by its properties:
   * what is written is each property's input (required ones must be there), what is stored is read leniently.
   */
  object: <I extends FieldItems>(label: LocalizedText, items: I) => field<ItemsValue<I>>("object", label, { items }),
  /** A repeated structure kept with the record (experiences, skills, stages), declared by a row's properties. */
  list: <I extends FieldItems>(label: LocalizedText, items: I) => field<ItemsValue<I>[]>("list", label, { items }),
  /**
   * A select whose stored value is the entry's `key` (a name such as `sendEmail`), for structures kept as JSON whose
   * shape names things by key; a column of its own keeps ids (`select`).
   */
  selectKey: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    field<CatalogueKey<C>>("select", label, { catalogue, catalogueValue: "key" }),
  /** Several keys of a catalogue (see `selectKey`); none chosen is an empty list, which a map leaves out. */
  multiSelectKey: <C extends Catalogue>(label: LocalizedText, catalogue: C) =>
    field<CatalogueKey<C>[]>("multiSelect", label, { catalogue, catalogueValue: "key" }),

  /**
   * A free structure kept as its named shape says (a filter, a configuration's rules, an action's parameters),
   * edited as JSON text: a text written to it is read as JSON first (what forms post), and text that is no JSON is
   * refused with its own message before the shape judges the value.
   */
  json: <N extends NamedRule>(label: LocalizedText, shape: N) =>
    field<z.output<NamedRules[N]>>("json", label, {}, { shape }),

  /**
   * A record of key → value, each value the `value` field's (its kind, its catalogue, its rules). With `keys` a form
   * shows one row per key (a role's permissions: one row per entity); without them, rows of a typed key and a value
   * that can be added and removed (custom labels). Entries without a value are left out of what is written.
   */
  map: <VF extends Field<unknown, boolean, boolean>>(
    label: LocalizedText,
    value: VF,
    options: { readonly keys?: MapOf["keys"] } = {},
  ) => field<Record<string, VF["_value"]>>("map", label, { mapOf: { value, keys: options.keys } }),

  /** Answers to questions (an apply's), each of the named shape, shown by pages with their videos. */
  answers: <N extends NamedRule>(label: LocalizedText, item: N) =>
    field<z.output<NamedRules[N]>[]>("list", label, { listOf: "answers" }, { shape: item }),
  /** Questions a candidate answers (text, yes/no, multiple choice, video), edited in forms by their own widget. */
  questions: (label: LocalizedText) => field<z.output<typeof questionSchema>[]>("list", label, { listOf: "questions" }),
};

/** Writes a label: Portuguese first, as recruiters read it. */
export function t(ptBR: string, en: string): LocalizedText {
  return { "pt-BR": ptBR, en };
}
