import { entryMessage } from "../catalogues/catalogue";
import type { Message } from "../i18n/messageSet";
import type { AnyEntity, EntityViews, Order } from "./defineEntity";
import type { FieldKind, FilterOperator } from "./field";
import { selectableColumns } from "./fieldQueries";
import { type EntityName, getEntity } from "./registry";

/**
 * Spec §7 `GET recruiters/entity_columns_structure/{name}`: the six list views that ask the server for their
 * columns, by the singular name the path carries, and the registry entity each one lists.
 */
export const COLUMN_STRUCTURE_ENTITIES = {
  apply: "applies",
  candidate: "candidates",
  job: "jobs",
  proposal: "proposals",
  client_contact: "client_contacts",
  client_company: "client_companies",
} as const satisfies Readonly<Record<string, EntityName>>;

export type ColumnStructureName = keyof typeof COLUMN_STRUCTURE_ENTITIES;
export const COLUMN_STRUCTURE_NAMES = Object.keys(COLUMN_STRUCTURE_ENTITIES) as ColumnStructureName[];

export function isColumnStructureName(name: string): name is ColumnStructureName {
  return Object.hasOwn(COLUMN_STRUCTURE_ENTITIES, name);
}

/** One entry of a select column's catalogue, labelled like every catalogue entry (`applyStage.interview`). */
export type ColumnOption = { readonly id: number; readonly key: string; readonly label: Message };

/** One column a list may show: what the table header, the column picker, the sorter and the filter bar need. */
export type ColumnStructure = {
  readonly key: string;
  readonly label: Message;
  readonly kind: FieldKind;
  readonly sortable: boolean;
  readonly searchable: boolean;
  /** The operators the filter bar offers (the list query accepts these and no other). */
  readonly filters: readonly FilterOperator[];
  /** Shown before the user picks their own columns. */
  readonly visible: boolean;
  /** The entity a relation column points to (its picker searches that entity); null otherwise. */
  readonly relation: string | null;
  /** A select's catalogue, in catalogue order; null for other kinds. */
  readonly options: readonly ColumnOption[] | null;
};

export type EntityColumnsStructure = {
  readonly name: ColumnStructureName;
  readonly entity: string;
  readonly label: { readonly one: Message; readonly many: Message };
  readonly order: Order;
  readonly views: EntityViews;
  readonly columns: readonly ColumnStructure[];
};

/**
 * Every column a user may add to the entity's table, in declaration order (system fields first): generated from
 * the registry, so a field declared once appears here with its label, filters and catalogue. Sensitive fields
 * never become columns (selectableColumns).
 */
export function columnsStructure(entity: AnyEntity): ColumnStructure[] {
  return selectableColumns(entity).map((field) => ({
    key: field.key,
    label: { id: field.messageId, ...field.label },
    kind: field.kind,
    sortable: field.sortable,
    searchable: field.searchable,
    filters: field.filters,
    visible: field.column,
    relation: field.relation?.entity ?? null,
    options: field.catalogue
      ? field.catalogue.entries.map((entry) => ({
          id: entry.id,
          key: entry.key,
          label: entryMessage(field.catalogue as NonNullable<typeof field.catalogue>, entry),
        }))
      : null,
  }));
}

/** The whole structure a list view of spec §7 reads: its entity, labels, default order, views and columns. */
export function entityColumnsStructure(name: ColumnStructureName): EntityColumnsStructure {
  const entity: AnyEntity = getEntity(COLUMN_STRUCTURE_ENTITIES[name]);
  return {
    name,
    entity: entity.name,
    label: entity.label,
    order: entity.defaultOrder,
    views: entity.views,
    columns: columnsStructure(entity),
  };
}
