/**
 * Tables of live work: what the registry does not describe because nobody edits them as records.
 *
 *   cable_tickets             single-use tickets that open a `/cable` socket (≤ 60 s; stored as SHA-256 only),
 *                             tied to the session that asked for them so that a revoked session closes the socket
 *   recruiter_downloads       spec §3/§7 recruiter_download: an export of a selection to CSV or XLSX, run as a job,
 *                             progress on RecruiterDownloadChannel, the file kept in storage when completed
 *   background_tasks          a bulk action (delete, update) run as a job; progress on ProgressChannel under the
 *                             caller's request id
 *   prospecting_unsubscribes  addresses that asked to receive no more prospecting mail, per business
 *
 * They follow the conventions of the other tables: identity ids, timestamptz, `business_id` where rows belong to
 * a business.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sessions } from "./auth";
import { timestamptz } from "./columns";
import { entityTables } from "./entities";

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamptz("created_at").notNull().defaultNow();
const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();
const businessId = () =>
  integer("business_id")
    .notNull()
    .references(() => entityTables.businesses.id, { onDelete: "restrict" });
const recruiterId = () =>
  integer("recruiter_id")
    .notNull()
    .references(() => entityTables.recruiters.id, { onDelete: "cascade" });

/** A ticket for one socket: asked for over an authenticated request, used once, within 60 s. */
export const cableTickets = pgTable(
  "cable_tickets",
  {
    id: id(),
    token_hash: text("token_hash").notNull(),
    session_id: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    expires_at: timestamptz("expires_at").notNull(),
    used_at: timestamptz("used_at"),
  },
  (t) => [
    uniqueIndex("cable_tickets_token_hash_key").on(t.token_hash),
    index("cable_tickets_expires_at_idx").on(t.expires_at),
  ],
);

export const JOB_STATUSES = ["processing", "completed", "error"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Spec §3: what a recruiter asked to download, and how far the export has come. */
export const recruiterDownloads = pgTable(
  "recruiter_downloads",
  {
    id: id(),
    business_id: businessId(),
    /** Who asked: a recruiter exporting a list, or a candidate downloading all their own data (LGPD art. 18). */
    recruiter_id: integer("recruiter_id").references(() => entityTables.recruiters.id, { onDelete: "cascade" }),
    /**
     * No foreign key, on purpose: with one, every insert here (each recruiter export too) would take a lock on the
     * candidates table. Candidates are soft-deleted, erasure deletes their exports itself, and the retention run
     * removes every expired export's file, whoever it belonged to.
     */
    candidate_id: integer("candidate_id"),
    /** The registry entity exported (`candidates` for a candidate's own data). */
    entity: text("entity").notNull(),
    /** csv | xlsx, or zip for a candidate's data */
    format: text("format").notNull(),
    /** Spec §9: 'default' unless the screen asks for a named export. */
    requested: text("requested").notNull().default("default"),
    /** The selection (ids, or select_all_params) and the columns, as posted. */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status").$type<JobStatus>().notNull().default("processing"),
    progress: integer("progress").notNull().default(0),
    /** Storage name of the finished file (see src/uploads/storage.ts) and the name it downloads as. */
    storage_name: text("storage_name"),
    file_name: text("file_name"),
    /** The finished file's bytes: a candidate's data export counts against their storage quota (uploads/limits.ts). */
    file_size: bigint("file_size", { mode: "number" }),
    error_message: text("error_message"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("recruiter_downloads_recruiter_id_created_at_idx").on(t.recruiter_id, t.created_at),
    index("recruiter_downloads_candidate_id_created_at_idx").on(t.candidate_id, t.created_at),
    check("recruiter_downloads_one_owner_check", sql`(${t.recruiter_id} is null) <> (${t.candidate_id} is null)`),
  ],
);

/** A bulk action run in the background; the caller follows it on ProgressChannel by `request_id`. */
export const backgroundTasks = pgTable(
  "background_tasks",
  {
    id: id(),
    business_id: businessId(),
    recruiter_id: recruiterId(),
    /** Chosen by the caller (spec §7: the task channel's identifier holds the request id). */
    request_id: text("request_id").notNull(),
    /** bulk_delete | bulk_update */
    kind: text("kind").notNull(),
    entity: text("entity").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status").$type<JobStatus>().notNull().default("processing"),
    percent: integer("percent").notNull().default(0),
    message: text("message"),
    error_message: text("error_message"),
    /** A file the task produced, if any (storage name). */
    file: text("file"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("background_tasks_recruiter_id_request_id_key").on(t.recruiter_id, t.request_id),
    index("background_tasks_recruiter_id_created_at_idx").on(t.recruiter_id, t.created_at),
  ],
);

/** Someone who followed the unsubscribe link of a prospecting mail: no more prospecting mail to that address. */
export const prospectingUnsubscribes = pgTable(
  "prospecting_unsubscribes",
  {
    id: id(),
    business_id: businessId(),
    email: text("email").notNull(),
    /** The send-out whose link was followed. */
    sendout_queue_id: integer("sendout_queue_id").references(() => entityTables.sendout_queues.id, {
      onDelete: "set null",
    }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("prospecting_unsubscribes_business_id_email_key").on(t.business_id, sql`lower(${t.email})`)],
);

/**
 * The unguessable id in a prospecting mail's unsubscribe link (`/prospecting/unsubscribe/{id}`): made when the
 * mail is sent, stored as SHA-256 only, so that nobody can unsubscribe somebody else by counting ids.
 */
export const unsubscribeTokens = pgTable(
  "unsubscribe_tokens",
  {
    id: id(),
    token_hash: text("token_hash").notNull(),
    business_id: businessId(),
    email: text("email").notNull(),
    sendout_queue_id: integer("sendout_queue_id").references(() => entityTables.sendout_queues.id, {
      onDelete: "set null",
    }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("unsubscribe_tokens_token_hash_key").on(t.token_hash)],
);
