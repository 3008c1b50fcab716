/**
 * Every registry entity through one typed API (spec §7): its list with the list query language,
 * one record, create, update, delete, bulk delete and the audit trail. Records and inputs are typed by the
 * registry (`EntityRecord<typeof entities.candidates>`): a field declared once in the domain is typed here too.
 *
 *   GET    /recruiters/{entity}?page&per_page&term&terms_*&where&order&filter → {"<entity>": [...], "meta": {...}}
 *   GET    /recruiters/{entity}/{id}              → {"<singular>": record}
 *   POST   /recruiters/{entity}                   {"<singular>": input} → {"<singular>": record}
 *   PATCH  /recruiters/{entity}/{id}              {"<singular>": patch} → {"<singular>": record}
 *   DELETE /recruiters/{entity}/{id}              → {"deleted": 1}
 *   DELETE /recruiters/{entity}                   a bulk collection → {"deleted": n}
 *   GET    /recruiters/{entity}/{id}/audit_logs   → {"audit_logs": [...]}
 * Administrator-area entities live under /recruiters/administrator/{entity}.
 */
import {
  type CollectionItem,
  type Entities,
  type EntityInput,
  type EntityName,
  type EntityRecord,
  encodeListParams,
  entityApiRoot,
  entityIndex,
  type ListParams,
  type OrderDirection,
  entityRootKey as rootKeyOf,
} from "@seleta/domain";
import type {
  auditLogSchema,
  auditLogsAnswerSchema,
  deletedSchema,
  duplicateSchema,
  entityListAnswerSchema,
  listedRecordSchema,
  listMetaSchema,
  recordAnswerSchema,
  savedAnswerSchema,
  WireOf,
} from "@seleta/domain/wire";
import { hashKey, mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type { EntityName, ListParams };

/** A record of the entity as the API answers it. */
export type RecordOf<N extends EntityName> = EntityRecord<Entities[N]>;
/** What a create sends: the entity's writable fields, required ones required. */
export type InputOf<N extends EntityName> = EntityInput<Entities[N]>;
/** What an update sends: any subset of the writable fields. */
export type PatchOf<N extends EntityName> = Partial<InputOf<N>>;

export type ListMeta = WireOf<typeof listMetaSchema>;

/**
 * A record of a list: the registry's record, and with a terms_* search its `_highlight` (the matches in context,
 * HTML-escaped with the matches in `<mark>`: safe to render as HTML).
 */
export type ListedRecord<N extends EntityName> = RecordOf<N> & Pick<WireOf<typeof listedRecordSchema>, "_highlight">;

export type EntityPage<N extends EntityName> = { records: ListedRecord<N>[]; meta: ListMeta };

/** A likely duplicate of a candidate. */
export type Duplicate = WireOf<typeof duplicateSchema>;
/** Why the server thinks two candidates are the same person. */
export type DuplicateReason = Duplicate["reasons"][number];

/**
 * What a create or an update answers (`savedAnswerSchema`, its record typed by the registry): the record as
 * stored, and for an entity with `duplicates` (candidates) the likely same records.
 */
export type Saved<N extends EntityName> = { record: RecordOf<N> } & ([Entities[N]["duplicates"]] extends [true]
  ? { duplicates: Duplicate[] }
  : unknown);

/** One entry of a record's history: who, when, and which fields from what to what. */
export type AuditLog = WireOf<typeof auditLogSchema>;
export type AuditAction = AuditLog["action"];

/** What a delete answers: how many records went. */
export type Deleted = WireOf<typeof deletedSchema>;

/** The singular root key one record travels under (the domain's `entityRootKey`, which the server uses too). */
export function entityRootKey(name: EntityName): string {
  return rootKeyOf(entityIndex[name]);
}

/** Where an entity's records live: under its area's API root (`entityApiRoot`). */
export function entityPath(name: EntityName): string {
  const entity = entityIndex[name];
  return `${entityApiRoot(entity)}/${segment(entity.name)}`;
}

/**
 * Spec §3 "select all": the list's query as it stands (the domain's list parameters), every page of it, minus the
 * rows deselected by hand. `where.all` (the web app's marker that everything was selected) narrows nothing.
 */
export type SelectAllSearch = ListParams & {
  entity: EntityName;
  /** The list's search box, when `term` is not given. */
  search?: string;
  excluded_ids?: readonly number[];
  where?: ListParams["where"] & { all?: true };
};

/**
 * The bulk delete's selection: records picked by hand (`collections` of `{reference_type, reference_id}`), or
 * "select all". A "select all" with no term, where or filter is refused (422 'Make a filter before do this action').
 */
export type EntitySelection =
  | { collections: readonly CollectionItem[]; select_all_params?: never }
  | { select_all_params: { search: SelectAllSearch }; collections?: never };

function deleteManyBody(selection: EntitySelection) {
  return selection.select_all_params
    ? { select_all_params: selection.select_all_params }
    : { entity_collection: { collections: selection.collections } };
}

export type EntityApi<N extends EntityName> = {
  readonly name: N;
  list(query?: ListParams, signal?: AbortSignal): Promise<EntityPage<N>>;
  get(id: number, signal?: AbortSignal): Promise<RecordOf<N>>;
  create(input: InputOf<N>): Promise<Saved<N>>;
  update(id: number, patch: PatchOf<N>): Promise<Saved<N>>;
  remove(id: number): Promise<Deleted>;
  removeMany(selection: EntitySelection): Promise<Deleted>;
  /** Cancels a record cancelled rather than deleted (the registry's `cancellation`), with the reason given. */
  cancel(id: number, reason: string): Promise<RecordOf<N>>;
  auditLogs(id: number, signal?: AbortSignal): Promise<AuditLog[]>;
};

/** The typed API of one registry entity: `entityApi(http, "candidates").list({ where: { status: 3 } })`. */
export function entityApi<N extends EntityName>(http: HttpClient, name: N): EntityApi<N> {
  const base = entityPath(name);
  const root = entityRootKey(name);
  const one = (id: number) => `${base}/${segment(id)}`;
  const saved = (body: WireOf<typeof savedAnswerSchema>) =>
    (entityIndex[name].duplicates
      ? { record: body[root], duplicates: body.duplicates ?? [] }
      : { record: body[root] }) as Saved<N>;

  return {
    name,
    async list(query = {}, signal) {
      const body = await http.get<WireOf<typeof entityListAnswerSchema>>(base, {
        query: encodeListParams(query),
        signal,
      });
      return { records: body[name] as ListedRecord<N>[], meta: body.meta };
    },
    async get(id, signal) {
      const body = await http.get<WireOf<typeof recordAnswerSchema>>(one(id), { signal });
      return body[root] as RecordOf<N>;
    },
    async create(input) {
      return saved(await http.post<WireOf<typeof savedAnswerSchema>>(base, { [root]: input }));
    },
    async update(id, patch) {
      return saved(await http.patch<WireOf<typeof savedAnswerSchema>>(one(id), { [root]: patch }));
    },
    remove(id) {
      return http.delete<Deleted>(one(id));
    },
    removeMany(selection) {
      return http.delete<Deleted>(base, { body: deleteManyBody(selection) });
    },
    async cancel(id, reason) {
      const field = entityIndex[name].cancellation?.reason;
      if (!field) throw new Error(`${name} records are not cancelled with a reason`);
      const body = await http.post<WireOf<typeof recordAnswerSchema>>(`${one(id)}/cancel`, {
        [root]: { [field]: reason },
      });
      return body[root] as RecordOf<N>;
    },
    async auditLogs(id, signal) {
      const body = await http.get<WireOf<typeof auditLogsAnswerSchema>>(`${one(id)}/audit_logs`, { signal });
      return body.audit_logs;
    },
  };
}

/**
 * A list query as a cache key: empty parts dropped (`{}` and `{ term: "" }` are the same list) and the order as
 * [field, direction] pairs — TanStack hashes objects with sorted keys, and the order's key order is its priority.
 */
export type ListKey = {
  page?: number;
  per_page?: number;
  term?: string;
  terms_search?: string;
  terms_required?: string;
  terms_optional?: string;
  terms_excluded?: string;
  where?: ListParams["where"];
  order?: [string, OrderDirection][];
  filter?: string[];
};

export function listKey(query: ListParams = {}): ListKey {
  const key: ListKey = {};
  if (query.page !== undefined) key.page = query.page;
  if (query.per_page !== undefined) key.per_page = query.per_page;
  for (const name of ["term", "terms_search", "terms_required", "terms_optional", "terms_excluded"] as const) {
    const value = query[name]?.trim();
    if (value) key[name] = value;
  }
  if (query.where && Object.keys(query.where).length > 0) key.where = query.where;
  if (query.order && Object.keys(query.order).length > 0) key.order = Object.entries(query.order);
  if (query.filter && query.filter.length > 0) key.filter = [...query.filter];
  return key;
}

/** The cache keys of the entities, hierarchical so one invalidation reaches what it should and no more. */
export const entityKeys = {
  all: ["entities"] as const,
  entity: <N extends EntityName>(name: N) => [...entityKeys.all, name] as const,
  lists: <N extends EntityName>(name: N) => [...entityKeys.entity(name), "list"] as const,
  list: <N extends EntityName>(name: N, query?: ListParams) => [...entityKeys.lists(name), listKey(query)] as const,
  details: <N extends EntityName>(name: N) => [...entityKeys.entity(name), "detail"] as const,
  detail: <N extends EntityName>(name: N, id: number) => [...entityKeys.details(name), id] as const,
  auditLogs: <N extends EntityName>(name: N, id: number) => [...entityKeys.detail(name, id), "auditLogs"] as const,
};

/** `queryOptions` of an entity, shared by route loaders (`ensureQueryData`) and components (`useSuspenseQuery`). */
export function entityQueries<N extends EntityName>(http: HttpClient, name: N) {
  const api = entityApi(http, name);
  return {
    list: (query: ListParams = {}) =>
      queryOptions({
        queryKey: entityKeys.list(name, query),
        queryFn: ({ signal }) => api.list(query, signal),
      }),
    detail: (id: number) =>
      queryOptions({
        queryKey: entityKeys.detail(name, id),
        queryFn: ({ signal }) => api.get(id, signal),
      }),
    auditLogs: (id: number) =>
      queryOptions({
        queryKey: entityKeys.auditLogs(name, id),
        queryFn: ({ signal }) => api.auditLogs(id, signal),
      }),
  };
}

/** After a write: the detail holds what the server answered, and every list and history of the entity refetches. */
async function afterSave<N extends EntityName>(client: QueryClient, name: N, record: RecordOf<N>) {
  const id = (record as { id: number }).id;
  const detailKey = entityKeys.detail(name, id);
  client.setQueryData(detailKey, record);
  const detailHash = hashKey(detailKey);
  await client.invalidateQueries({
    queryKey: entityKeys.entity(name),
    predicate: (query) => query.queryHash !== detailHash,
  });
}

/**
 * Mutation options of an entity. Each keeps the cache true on success; a caller's own reaction (a toast, a
 * redirect) goes in `mutate(variables, { onSuccess })`, which runs after these.
 */
export function entityMutations<N extends EntityName>(http: HttpClient, name: N) {
  const api = entityApi(http, name);
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...entityKeys.entity(name), "create"] as const,
        mutationFn: (input: InputOf<N>) => api.create(input),
        onSuccess: (answer, _input, _result, { client }) => afterSave(client, name, answer.record),
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...entityKeys.entity(name), "update"] as const,
        mutationFn: ({ id, patch }: { id: number; patch: PatchOf<N> }) => api.update(id, patch),
        onSuccess: (answer, _variables, _result, { client }) => afterSave(client, name, answer.record),
      }),
    remove: () =>
      mutationOptions({
        mutationKey: [...entityKeys.entity(name), "remove"] as const,
        mutationFn: (id: number) => api.remove(id),
        onSuccess: async (_answer, id, _result, { client }) => {
          client.removeQueries({ queryKey: entityKeys.detail(name, id) });
          await client.invalidateQueries({ queryKey: entityKeys.entity(name) });
        },
      }),
    cancel: () =>
      mutationOptions({
        mutationKey: [...entityKeys.entity(name), "cancel"] as const,
        mutationFn: ({ id, reason }: { id: number; reason: string }) => api.cancel(id, reason),
        onSuccess: (record, _variables, _result, { client }) => afterSave(client, name, record),
      }),
    removeMany: () =>
      mutationOptions({
        mutationKey: [...entityKeys.entity(name), "removeMany"] as const,
        mutationFn: (selection: EntitySelection) => api.removeMany(selection),
        onSuccess: async (_answer, _selection, _result, { client }) => {
          await client.invalidateQueries({ queryKey: entityKeys.entity(name) });
        },
      }),
  };
}
