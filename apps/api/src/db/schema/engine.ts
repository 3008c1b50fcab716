/**
 * Tables of the entity engine that are not registry entities: what happened to records (audit log),
 * the recruiter's saved views and recent pages (spec §3 entity pages, §7 /recruiters/entity_pages), uploaded files
 * (spec §7 /{role}/data_files) and candidate merges (kept so a merge can be undone).
 *
 *   audit_logs        one row per create, update, delete, merge or undo: who, when, which fields from what to what
 *   entity_pages      a recruiter's saved views (type_view index|show) and recent pages, per entity
 *   data_files        an upload: where its bytes are stored, its checked type and size, the text extracted from it
 *   candidate_merges  a duplicate merged into the kept candidate: every row moved, so undo can move it back
 */
import type { AUDIT_ACTIONS } from "@seleta/domain/wire";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { entityTables } from "./entities";

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamptz("created_at").notNull().defaultNow();
const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();
const accountRef = (name: string) => integer(name).references(() => entityTables.accounts.id, { onDelete: "set null" });

/** Audit actions: the wire's list (`AUDIT_ACTIONS`), which the record's history answers and the web app labels. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditLogs = pgTable(
  "audit_logs",
  {
    id: id(),
    /** Null for the group's shared entities (roles, recruiters, …). */
    business_id: integer("business_id").references(() => entityTables.businesses.id, { onDelete: "cascade" }),
    /** The registry entity name (`candidates`). */
    entity: text("entity").notNull(),
    record_id: integer("record_id").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    /** `{field: [from, to]}`; on create `[null, value]`, on delete `[value, null]`; merges say what moved. */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    /** Who: the signed-in account (null for the system: seeds, jobs). */
    account_id: accountRef("account_id"),
    /** The request that did it, to find the log lines of a change. */
    request_id: text("request_id"),
    created_at: createdAt(),
  },
  (t) => [index("audit_logs_entity_record_id_created_at_idx").on(t.entity, t.record_id, t.created_at)],
);

export const entityPages = pgTable(
  "entity_pages",
  {
    id: id(),
    recruiter_id: integer("recruiter_id")
      .notNull()
      .references(() => entityTables.recruiters.id, { onDelete: "cascade" }),
    business_id: integer("business_id").references(() => entityTables.businesses.id, { onDelete: "cascade" }),
    /** The registry entity the pages belong to; `recent` for the history speed-dial (spec §2). */
    entity: text("entity").notNull(),
    /** `index` (a saved list view) or `show` (a record page); spec §3 entity page. */
    type_view: text("type_view").notNull().default("index"),
    custom_entity: text("custom_entity"),
    /** Spec §3: `[{id, name, icon, link, query}]`; a POST replaces the stored list. */
    pages: jsonb("pages").$type<unknown[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("entity_pages_recruiter_id_entity_idx").on(t.recruiter_id, t.entity)],
);

export const dataFiles = pgTable(
  "data_files",
  {
    id: id(),
    business_id: integer("business_id")
      .notNull()
      .references(() => entityTables.businesses.id, { onDelete: "restrict" }),
    /** The record it is attached to (`Candidate`, 12): a registry model name and id, like bulk collections. */
    reference_type: text("reference_type"),
    reference_id: integer("reference_id"),
    /** The name the user gave, or the file's own name. */
    name: text("name").notNull(),
    /** Generated, never the user's: `<yyyy>/<mm>/<random>.<ext>` under the data dir, or the S3 key. */
    storage_key: text("storage_key").notNull(),
    /** The type its magic bytes prove, not the one the browser claimed. */
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** Text extracted from PDF and DOCX (a CV's words feed the candidate's search document). */
    text: text("text"),
    /**
     * Where reading a PDF's or DOCX's text stands (a background job reads it): `pending`, `done`, `no_text` (a
     * scanned PDF: nothing to read), `failed` (the parser gave up). Null for files that carry no text.
     */
    text_status: text("text_status"),
    created_by: accountRef("created_by"),
    created_at: createdAt(),
  },
  (t) => [
    index("data_files_reference_idx").on(t.business_id, t.reference_type, t.reference_id),
    // An upload sums what its account already stores (the upload quota).
    index("data_files_created_by_idx").on(t.created_by),
    uniqueIndex("data_files_storage_key_key").on(t.storage_key),
  ],
);

export const candidateMerges = pgTable(
  "candidate_merges",
  {
    id: id(),
    business_id: integer("business_id")
      .notNull()
      .references(() => entityTables.businesses.id, { onDelete: "cascade" }),
    kept_id: integer("kept_id")
      .notNull()
      .references(() => entityTables.candidates.id, { onDelete: "cascade" }),
    /** The duplicate: soft-deleted by the merge, restored by undo. */
    merged_id: integer("merged_id")
      .notNull()
      .references(() => entityTables.candidates.id, { onDelete: "cascade" }),
    /** `[{table, column, ids}]` moved from the duplicate to the kept candidate, and the kept fields it filled. */
    moved: jsonb("moved").$type<Record<string, unknown>>().notNull().default({}),
    created_by: accountRef("created_by"),
    created_at: createdAt(),
    undone_at: timestamptz("undone_at"),
  },
  (t) => [index("candidate_merges_kept_id_idx").on(t.kept_id), index("candidate_merges_merged_id_idx").on(t.merged_id)],
);
