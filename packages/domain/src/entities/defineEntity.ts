import type { LocalizedText } from "../catalogues/catalogue";
import type { Message } from "../i18n/messageSet";
import type { Action } from "../permissions/actions";
import { type AnyField, type Field, type FieldSpec, f, t } from "./field";
import type { FilterPreset, SubSearch } from "./listQuery";

/** Semantic icon names; the web app maps each to a glyph of its icon set, so the model picks no icon library. */
export const ENTITY_ICONS = [
  "person",
  "personSearch",
  "briefcase",
  "building",
  "contactCard",
  "lead",
  "folder",
  "handshake",
  "trophy",
  "send",
  "inbox",
  "interview",
  "calendar",
  "checklist",
  "note",
  "noteTemplate",
  "messageTemplate",
  "mailQueue",
  "list",
  "shortlist",
  "invoice",
  "billing",
  "star",
  "tools",
  "feedback",
  "signature",
  "account",
  "automation",
  "gift",
  "business",
  "city",
  "industry",
  "school",
  "form",
  "card",
  "laptop",
  "plug",
  "block",
  "partner",
  "ladder",
  "workflow",
  "report",
  "shield",
  "funnel",
  "settings",
  "web",
  "percent",
  "survey",
  "upload",
  "clock",
  "event",
  "people",
  "sector",
  "mail",
] as const;
export type EntityIcon = (typeof ENTITY_ICONS)[number];

/** Which area's routes hold the entity: /recruiters/… or /administrator/… (spec §2). */
export type EntityArea = "recruiter" | "administrator";

/** The six kinds of global search, with their chips in the spec's order (spec §2, §9). */
export type GlobalSearchKind = "company" | "contact" | "proposal" | "candidate" | "lead" | "job";

export type OrderDirection = "asc" | "desc";
/** Keys in priority order (JavaScript keeps string keys in insertion order). */
export type Order = Readonly<Record<string, OrderDirection>>;
export const DEFAULT_ORDER: Order = { created_at: "desc" };

export type FieldMap = Readonly<Record<string, AnyField>>;
type Key<F> = Extract<keyof F, string>;

/** Columns of numeric fields: a kanban groups by a select (catalogue) or a relation. */
type NumericKeys<F> = { [K in Key<F>]: F[K] extends Field<number, boolean, boolean> ? K : never }[Key<F>];

export type BlocksView<F> = {
  readonly title: Key<F>;
  readonly subtitle?: Key<F>;
  readonly image?: Key<F>;
  readonly details?: readonly Key<F>[];
};
/**
 * How a card changes column on the entity's kanban: `drop` saves the new group as the card lands (the generic list's
 * board); `dialog` needs answers a drop cannot give (an apply's stage change asks for a reject reason and the
 * messages to send), so cards move in the entity's own dialog and the generic list's board only shows them.
 */
export const KANBAN_MOVES = ["drop", "dialog"] as const;
export type KanbanMoves = (typeof KANBAN_MOVES)[number];
export type KanbanView<F> = { readonly groupBy: NumericKeys<F>; readonly moves?: KanbanMoves };

/** The views an entity offers (spec §2): every list has a table; blocks and kanban where the spec shows them. */
export type EntityViews = {
  readonly table: true;
  readonly blocks?: {
    readonly title: string;
    readonly subtitle?: string;
    readonly image?: string;
    readonly details?: readonly string[];
  };
  /** `moves` is `drop` unless declared. */
  readonly kanban?: { readonly groupBy: string; readonly moves?: KanbanMoves };
};

export const SYSTEM_FIELD_KEYS = ["id", "created_at", "updated_at"] as const;
export type SystemFieldKey = (typeof SYSTEM_FIELD_KEYS)[number];
export type SystemFields = { id: number; created_at: string; updated_at: string };

const systemFields = {
  id: f.integer(t("ID", "ID")).readOnly().sortable().filters("eq", "ne", "in", "nin"),
  created_at: f.datetime(t("Criado em", "Created at")).readOnly().sortable(),
  updated_at: f.datetime(t("Atualizado em", "Updated at")).readOnly().sortable(),
} as const;

/** A field as the lists, forms and API read it: its spec, its key and its label's message id. */
export type FieldDefinition = Omit<FieldSpec, "items"> & {
  readonly key: string;
  readonly messageId: string;
  readonly system: boolean;
  readonly field: AnyField;
  /** A structure's properties (an object's, a list row's), as fields of their own: their labels' ids extend this one. */
  readonly items?: readonly FieldDefinition[];
  /** A map's value, as a field of its own (key `value`, its label's id under this one). */
  readonly mapValue?: FieldDefinition;
};

/** A field as forms and pages read it; a structure's properties become definitions too, named under it. */
function fieldDefinition(key: string, field: AnyField, messageId: string, system = false): FieldDefinition {
  const { items, ...spec } = field.spec;
  return {
    ...spec,
    key,
    messageId,
    system,
    field,
    ...(items
      ? {
          items: Object.entries(items).map(([itemKey, item]) =>
            fieldDefinition(itemKey, item, `${messageId}.${itemKey}`),
          ),
        }
      : {}),
    ...(spec.mapOf ? { mapValue: fieldDefinition("value", spec.mapOf.value, `${messageId}.value`) } : {}),
  };
}

type ValueOf<F> = F extends Field<infer T, boolean, boolean> ? T : never;
type RequiredWritableKeys<F> = { [K in Key<F>]: F[K] extends Field<unknown, true, true> ? K : never }[Key<F>];
type WritableKeys<F> = { [K in Key<F>]: F[K] extends Field<unknown, boolean, true> ? K : never }[Key<F>];

/** What a create request or a form submits. */
export type InputOf<F> = { [K in RequiredWritableKeys<F>]: ValueOf<F[K]> } & {
  [K in Exclude<WritableKeys<F>, RequiredWritableKeys<F>>]?: ValueOf<F[K]> | null;
};
/** What the API returns for one record. */
export type RecordOf<F> = SystemFields & {
  [K in Key<F>]: F[K] extends Field<infer T, true, boolean> ? T : ValueOf<F[K]> | null;
};

/** Reports a cross-field problem: the field it belongs to and a message id. */
export type ReportIssue<F> = (field: Key<F>, messageId: string) => void;

/**
 * Rows a recruiter keeps to themselves: `owner` (a relation to recruiters) names whose row it is, and `flag` (a
 * boolean field) says whether the rest of the business reaches it. `flagMeans` says which way:
 * - `"private"` (the default; a note): a flagged row is its owner's alone, for every read and every write; an
 *   unflagged one is everyone's whom the role lets.
 * - `"shared"` (a template shared with the team): an unflagged row is its owner's alone; a flagged one the rest of
 *   the business reads (lists, search, export, use) but only its owner changes or deletes (`SHARED_ROW_ACTIONS`
 *   are what others may do to it, unless the entity says more: `sharedActions`), so a template never changes
 *   under the colleagues who use it; a list (a tearsheet) is filled by the colleagues it is shared with.
 * - `members` (a relation to many recruiters) names colleagues a row is shared with besides the team's flag: they
 *   may do to it what the team may do to a shared row.
 * Nobody is an exception, an administrator included: a rule without exceptions is one a recruiter can trust.
 * The API's policy turns it into one SQL predicate of its row scope per action (apps/api/src/authz/policy.ts), so
 * every list, detail, search, export, bulk action and write obeys it; a hidden row answers as if it did not exist.
 */
export type PrivateRows<F> = {
  readonly flag: Key<F>;
  readonly owner: Key<F>;
  readonly flagMeans?: PrivateRowsFlag;
  /** Recruiters a row is shared with by name besides its owner (a relation to many recruiters). */
  readonly members?: Key<F>;
  /** What others may do to a shared row (`flagMeans: "shared"`, or a member's); `SHARED_ROW_ACTIONS` unless said. */
  readonly sharedActions?: readonly Action[];
};
export type PrivateRowsFlag = "private" | "shared";

/** What recruiters other than the owner may do to a row shared with them (`PrivateRows`, `flagMeans: "shared"`). */
export const SHARED_ROW_ACTIONS: readonly Action[] = ["read", "export"];

/**
 * What people outside the firm reach of an entity (spec §6), beside recruiters' role permissions: a signed-in
 * candidate their own record (`rows: "self"`, the candidate's account record) or the rows whose relation field
 * `rows` names them; a client contact the rows whose relation field `rows` names their company — every contact, or
 * only the company's portal administrators. The API's policy turns each into one SQL predicate of its row scope.
 */
export type OutsideAccess<F> = {
  readonly candidate?: {
    readonly actions: readonly Action[];
    readonly rows: "self" | Key<F>;
    /**
     * The firm's own fields of a row the candidate reaches (status, owner, tags…): never answered to the candidate,
     * never written by them. Every other field is theirs, so a field added later is the candidate's unless listed.
     */
    readonly recruiterOnly?: readonly Key<F>[];
    /** Fields the candidate reads but never writes here (their e-mail, their CV: each has its own way in). */
    readonly readOnly?: readonly Key<F>[];
  };
  readonly clientContact?: {
    readonly actions: readonly Action[];
    readonly rows: Key<F>;
    readonly portalAdminsOnly?: boolean;
  };
};

/** `OutsideAccess` as the registry keeps it. */
export type EntityOutsideAccess = OutsideAccess<Record<string, unknown>>;

/**
 * Which rows a relation may point at, beyond the business's own (spec §6): `scope` — the rows the principal's row
 * scope gives; for entities shared by every business, `principalBusinesses` — the businesses the principal works
 * in, and `businessMembers` — the people who work in the principal's current business (their `businesses` name it)
 * and administrators (`is_admin`).
 */
export type ReferableRows = "scope" | "principalBusinesses" | "businessMembers";

/**
 * Records carry uploaded files (a candidate's CVs), listed on the record's page; with `extractsText`, the text read
 * from them is kept beside the record (a column the API adds) and joins its full-text search document.
 */
export type RecordFiles = { readonly extractsText?: boolean };

/** A page of this record's related records, linked from its page: `{record}/{entity}` or `{record}/{entity}/kanban`. */
export type RelatedPage = {
  readonly entity: string;
  readonly view: "table" | "kanban";
  readonly label: LocalizedText;
};

/**
 * A flow that makes an entity's records instead of the registry's form (`createdBy`): the public contact form, the
 * system's own events (an e-mail template per event), a list's kanban or a list page's selection (a list's
 * candidates), queueing a send-out, sending an evaluation from an apply, the signature editor of the profile, a
 * respondent's answer (an NPS feedback).
 */
export type CreationFlow =
  | "publicContactForm"
  | "systemEvents"
  | "listSelection"
  | "sendOutQueue"
  | "evaluationSending"
  | "signatureEditor"
  | "respondentAnswer";

/** What creating a record announces to people: a new apply to the job's team, a note's mentions to those named. */
export type CreationNotice = "newApply" | "mentions";

export type EntityConfig<N extends string, F extends FieldMap> = {
  /** Route and API name: /recruiters/{name}, /api/v1/{name}, role_permissions key. */
  readonly name: N;
  /** Route segment when it differs from the name (`c-talks/events`). */
  readonly path?: string;
  /** The record's type name: `reference_type` of bulk collections and data files, global-search result type. */
  readonly model: string;
  readonly label: { readonly one: LocalizedText; readonly many: LocalizedText };
  readonly icon: EntityIcon;
  readonly area: EntityArea;
  /** Needs is_admin on top of role_permissions (spec §2, §6). */
  readonly adminOnly?: boolean;
  /**
   * The flow of its own that makes this entity's records, when the registry's form does not: the entity then has no
   * /new page and its list no create button. Without it, records are created with the registry's form (the /new
   * page, posted to the generic create), so a recruiter allowed to create (`can`) gets "New …" on the list.
   */
  readonly createdBy?: CreationFlow;
  /** The field that names a record in titles, pickers and confirmations. */
  readonly titleField: Key<F>;
  readonly fields: F;
  readonly order?: Readonly<Partial<Record<Key<F> | SystemFieldKey, OrderDirection>>>;
  readonly views?: { readonly blocks?: BlocksView<F>; readonly kanban?: KanbanView<F> };
  readonly search?: GlobalSearchKind;
  /**
   * A record that only exists inside another (a tearsheet's candidates): the parent entity and the linking field, and
   * `countedIn`, the parent's integer field holding how many it has (a list's `candidates_count`), which every write
   * adding or removing one keeps.
   */
  readonly parent?: { readonly entity: string; readonly field: Key<F>; readonly countedIn?: string };
  /** Rules across fields; they see a create's full input or an update's partial one. */
  readonly refine?: (input: Partial<InputOf<F>>, report: ReportIssue<F>) => void;
  /** Named filters of the list (`?filter=["mine"]`), by snake_case name. */
  readonly filters?: Readonly<Record<string, FilterPreset>>;
  /** Where keys that search inside list and object fields (spec §3 sub-search fields). */
  readonly subSearches?: Readonly<Record<string, SubSearch>>;
  /** Rows their owner keeps to themselves unless the flag says otherwise (see `PrivateRows`). */
  readonly privateRows?: PrivateRows<F>;
  /**
   * A boolean field marking rows that are never deleted (a business's talent pool): a delete naming one is refused
   * whole (409), by the single record's delete and the bulk one alike. The field should be read-only.
   */
  readonly keptRows?: Key<F>;
  /** What candidates and client contacts reach (see `OutsideAccess`); nothing unless declared. */
  readonly outsideAccess?: OutsideAccess<F>;
  /** Which rows a relation may point at (see `ReferableRows`); `scope` unless declared. */
  readonly referableRows?: ReferableRows;
  /** Likely duplicates are found on create and update (answered as `duplicates`), and may be merged. */
  readonly duplicates?: boolean;
  /**
   * Records a recruiter puts on lists (tearsheets, whose cards are `tearsheet_candidates`): the list page's selection
   * and the record's page offer "Adicionar a uma lista".
   */
  readonly addedToLists?: boolean;
  /** Records carry uploaded files (see `RecordFiles`). */
  readonly files?: RecordFiles;
  /** Pages of related records linked from a record's page (see `RelatedPage`). */
  readonly relatedPages?: readonly RelatedPage[];
  /** What creating a record announces (see `CreationNotice`). */
  readonly creationNotice?: CreationNotice;
  /**
   * A record named by another's title where people read about it (a note on an apply names the apply's candidate):
   * the relation field that points at that record.
   */
  readonly titledBy?: Key<F>;
  /**
   * Recruiters send the record's candidate evaluations to answer from its page, and read the answers there
   * (an apply: `/recruiters/applies/{id}/evaluation_requests`).
   */
  readonly sendsEvaluations?: boolean;
  /**
   * The record is cancelled, not deleted, with a reason (an interview, a proposal): its page offers "Cancelar" while it
   * is not, `POST {apiRoot}/{entity}/{id}/cancel` sets `at` to the moment and `reason` to the text given (required),
   * and both fields are the server's to fill (read-only in the form). A write's effects tell whoever must know (an
   * interview's participants: apps/api interviews/invitations.ts).
   */
  readonly cancellation?: { readonly at: keyof F & string; readonly reason: keyof F & string };
  /**
   * The record is an event of a calendar (an interview): its page offers its iCalendar file
   * (`GET {apiRoot}/{entity}/{id}/calendar`), to add it to one's own calendar.
   */
  readonly calendarFile?: boolean;
  /**
   * The record this one is about, named by two of its fields (a note's `reference_type` and `reference_id`): the
   * type is an entity of the same area (its name or its model), the id one of that entity's records in the writer's
   * business that the writer may read. A write naming anything else is refused by the field.
   */
  readonly aboutRecord?: { readonly type: Key<F>; readonly id: Key<F> };
};

export type Entity<N extends string = string, F extends FieldMap = FieldMap> = {
  readonly name: N;
  readonly path: string;
  readonly model: string;
  readonly label: { readonly one: Message; readonly many: Message };
  readonly icon: EntityIcon;
  readonly area: EntityArea;
  readonly adminOnly: boolean;
  /** Records are created with the registry's form: a /new page, and a create button on the list (`createdBy`). */
  readonly hasNewPage: boolean;
  readonly createdBy?: CreationFlow;
  readonly titleField: Key<F>;
  readonly fields: F;
  /** System fields first, then the declared ones in declaration order. */
  readonly fieldList: readonly FieldDefinition[];
  readonly defaultOrder: Order;
  readonly views: EntityViews;
  readonly search?: GlobalSearchKind;
  readonly parent?: { readonly entity: string; readonly field: Key<F>; readonly countedIn?: string };
  /** Rules across fields (see `EntityConfig.refine`), which `entitySchemas` adds to the create and update schemas. */
  readonly refine: ((input: Readonly<Record<string, unknown>>, report: ReportIssue<F>) => void) | null;
  /** Labels as messages: `entity.<name>.filter.<preset>` and `entity.<name>.subSearch.<key>`. */
  readonly filters: Readonly<Record<string, FilterPreset & { readonly label: Message }>>;
  readonly subSearches: Readonly<Record<string, SubSearch & { readonly label: Message }>>;
  /** Rows their owner keeps to themselves unless the flag says otherwise (see `PrivateRows`). */
  readonly privateRows?: {
    readonly flag: string;
    readonly owner: string;
    readonly flagMeans: PrivateRowsFlag;
    readonly members: string | null;
    readonly sharedActions: readonly Action[];
  };
  /** The boolean field of rows never deleted (see `EntityConfig.keptRows`); null when every row may be. */
  readonly keptRows: string | null;
  /** What candidates and client contacts reach (see `OutsideAccess`): `{}` for nothing. */
  readonly outsideAccess: EntityOutsideAccess;
  readonly referableRows: ReferableRows;
  /** Likely duplicates are found on create and update, and may be merged. */
  readonly duplicates: boolean;
  /** Records a recruiter puts on lists (see `EntityConfig.addedToLists`). */
  readonly addedToLists: boolean;
  /** Records carry uploaded files (see `RecordFiles`); null without. */
  readonly files: RecordFiles | null;
  readonly relatedPages: readonly (Omit<RelatedPage, "label"> & { readonly label: Message })[];
  readonly creationNotice: CreationNotice | null;
  /** The relation whose record names this one (see `EntityConfig.titledBy`); null when its title is its own. */
  readonly titledBy: string | null;
  /** Recruiters send evaluations from the record's page (see `EntityConfig.sendsEvaluations`). */
  readonly sendsEvaluations: boolean;
  /** Cancelled with a reason (see `EntityConfig.cancellation`); null when the record is not cancelled that way. */
  readonly cancellation: { readonly at: string; readonly reason: string } | null;
  /** Its page offers its iCalendar file (see `EntityConfig.calendarFile`). */
  readonly calendarFile: boolean;
  /** The fields naming the record this one is about (see `EntityConfig.aboutRecord`); null when there are none. */
  readonly aboutRecord: { readonly type: string; readonly id: string } | null;
};

export type AnyEntity = Entity<string, FieldMap>;
export type EntityRecord<E extends AnyEntity> = RecordOf<E["fields"]>;
export type EntityInput<E extends AnyEntity> = InputOf<E["fields"]>;

export function entityMessageId(entity: string, part: string): string {
  return `entity.${entity}.${part}`;
}

/**
 * Declares an entity once: the registry, the API's validation, the list's columns, filters and search, the
 * forms, the menus and the API client's types all come from this declaration. Every capability is off unless
 * declared; `duplicates` keeps its literal type so the API client types what a save answers.
 */
export function defineEntity<const N extends string, F extends FieldMap, const D extends boolean = false>(
  config: EntityConfig<N, F> & { readonly duplicates?: D },
): Entity<N, F> & { readonly duplicates: D } {
  const define = (key: string, field: AnyField, system: boolean): FieldDefinition =>
    fieldDefinition(key, field, system ? `entity.field.${key}` : entityMessageId(config.name, `field.${key}`), system);
  for (const key of SYSTEM_FIELD_KEYS) {
    if (key in config.fields) throw new Error(`Entity ${config.name} redeclares the system field ${key}`);
  }
  const declared = Object.entries(config.fields).map(([key, field]) => define(key, field, false));
  const fieldList = [...Object.entries(systemFields).map(([key, field]) => define(key, field, true)), ...declared];
  const byKey = new Map(fieldList.map((d) => [d.key, d]));

  // A select's column holds catalogue ids: a select by key belongs inside a structure, which is kept as JSON.
  for (const field of declared) {
    if (field.catalogueValue === "key") {
      throw new Error(`Entity ${config.name} keeps ${field.key} by catalogue key outside a structure`);
    }
  }
  const kanban = config.views?.kanban;
  if (kanban) {
    const kind = byKey.get(kanban.groupBy)?.kind;
    if (kind !== "select" && kind !== "relation") {
      throw new Error(
        `Entity ${config.name} groups its kanban by ${kanban.groupBy}, which is not a select or a relation`,
      );
    }
  }
  for (const [key, subSearch] of Object.entries(config.subSearches ?? {})) {
    const sources = subSearch.kind === "text" ? subSearch.sources.map((source) => source.field) : [subSearch.field];
    for (const source of sources) {
      const kind = byKey.get(source)?.kind;
      if (kind !== "list" && kind !== "object") {
        throw new Error(`Entity ${config.name} sub-searches ${key} in ${source}, which is not a list or an object`);
      }
    }
    // A sub-search may take the name of the structure it searches (`skills`), never another field's.
    if (byKey.has(key) && !sources.includes(key)) {
      throw new Error(`Entity ${config.name} sub-search ${key} hides the field of the same name`);
    }
  }
  for (const name of Object.keys(config.filters ?? {})) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Entity ${config.name} filter ${name} is not snake_case`);
  }
  const privateRows = config.privateRows;
  if (privateRows) {
    if (byKey.get(privateRows.flag)?.kind !== "boolean") {
      throw new Error(`Entity ${config.name} marks private rows by ${privateRows.flag}, which is not a boolean`);
    }
    const owner = byKey.get(privateRows.owner);
    if (owner?.kind !== "relation" || owner.relation?.entity !== "recruiters") {
      throw new Error(`Entity ${config.name} names private rows' owner by ${privateRows.owner}: not a recruiter`);
    }
    const members = privateRows.members ? byKey.get(privateRows.members) : null;
    if (members !== null && (members?.kind !== "relations" || members.relation?.entity !== "recruiters")) {
      throw new Error(`Entity ${config.name} shares private rows by ${privateRows.members}: not recruiters`);
    }
  }
  if (config.keptRows && byKey.get(config.keptRows)?.kind !== "boolean") {
    throw new Error(`Entity ${config.name} keeps rows by ${config.keptRows}, which is not a boolean`);
  }
  // Outside access follows a relation to the person's own record or company, never another field.
  const { candidate, clientContact } = config.outsideAccess ?? {};
  for (const [key, target] of [
    [candidate?.rows, "candidates"],
    [clientContact?.rows, "client_companies"],
  ]) {
    const field = key && key !== "self" ? byKey.get(key) : null;
    if (field !== null && (field?.kind !== "relation" || field.relation?.entity !== target)) {
      throw new Error(`Entity ${config.name} opens rows by ${key}, not a relation to ${target}`);
    }
  }
  for (const key of [...(candidate?.recruiterOnly ?? []), ...(candidate?.readOnly ?? [])]) {
    if (!byKey.has(key)) throw new Error(`Entity ${config.name} limits the candidate's access to unknown field ${key}`);
  }
  const order = (config.order ?? DEFAULT_ORDER) as Order;
  for (const key of Object.keys(order)) {
    if (!byKey.get(key)?.sortable) throw new Error(`Entity ${config.name} orders by ${key}, which is not sortable`);
  }

  return {
    name: config.name,
    path: config.path ?? config.name,
    model: config.model,
    label: {
      one: { id: entityMessageId(config.name, "one"), ...config.label.one },
      many: { id: entityMessageId(config.name, "many"), ...config.label.many },
    },
    icon: config.icon,
    area: config.area,
    adminOnly: config.adminOnly ?? false,
    hasNewPage: config.createdBy === undefined,
    ...(config.createdBy ? { createdBy: config.createdBy } : {}),
    titleField: config.titleField,
    fields: config.fields,
    fieldList,
    defaultOrder: order,
    views: { table: true, ...config.views },
    search: config.search,
    parent: config.parent,
    ...(privateRows
      ? {
          privateRows: {
            flag: privateRows.flag,
            owner: privateRows.owner,
            flagMeans: privateRows.flagMeans ?? "private",
            members: privateRows.members ?? null,
            sharedActions: privateRows.sharedActions ?? SHARED_ROW_ACTIONS,
          },
        }
      : {}),
    keptRows: config.keptRows ?? null,
    outsideAccess: config.outsideAccess ?? {},
    referableRows: config.referableRows ?? "scope",
    duplicates: (config.duplicates ?? false) as D,
    addedToLists: config.addedToLists ?? false,
    files: config.files ?? null,
    relatedPages: (config.relatedPages ?? []).map((page) => ({
      ...page,
      label: { id: entityMessageId(config.name, `relatedPage.${page.entity}.${page.view}`), ...page.label },
    })),
    creationNotice: config.creationNotice ?? null,
    titledBy: config.titledBy ?? null,
    sendsEvaluations: config.sendsEvaluations ?? false,
    cancellation: config.cancellation ?? null,
    calendarFile: config.calendarFile ?? false,
    aboutRecord: config.aboutRecord ?? null,
    refine: (config.refine as Entity<N, F>["refine"]) ?? null,
    filters: labelled(config.name, "filter", config.filters ?? {}),
    subSearches: labelled(config.name, "subSearch", config.subSearches ?? {}),
  };
}

function labelled<T extends { readonly label: LocalizedText }>(
  entity: string,
  part: string,
  items: Readonly<Record<string, T>>,
): Record<string, T & { readonly label: Message }> {
  return Object.fromEntries(
    Object.entries(items).map(([key, item]) => [
      key,
      { ...item, label: { id: entityMessageId(entity, `${part}.${key}`), ...item.label } },
    ]),
  );
}

/** Labels of the system fields, shared by every entity. */
export const systemFieldMessages: readonly Message[] = Object.entries(systemFields).map(([key, field]) => ({
  id: `entity.field.${key}`,
  ...field.spec.label,
}));

/**
 * The fields of an entity a signed-in candidate reads on the rows they reach: all but the firm's own
 * (`outsideAccess.candidate.recruiterOnly`).
 */
export function candidateVisibleFields(entity: AnyEntity): FieldDefinition[] {
  const hidden = new Set<string>(entity.outsideAccess.candidate?.recruiterOnly ?? []);
  return entity.fieldList.filter((field) => !hidden.has(field.key));
}

/**
 * The fields a signed-in candidate may write on the rows they reach: the writable ones they read, but those the
 * registry keeps read-only for them (`outsideAccess.candidate.readOnly`).
 */
export function candidateWritableFields(entity: AnyEntity): FieldDefinition[] {
  const readOnly = new Set<string>(entity.outsideAccess.candidate?.readOnly ?? []);
  return candidateVisibleFields(entity).filter((field) => !field.system && !field.readOnly && !readOnly.has(field.key));
}
