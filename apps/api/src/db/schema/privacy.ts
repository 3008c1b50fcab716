/**
 * A candidate's LGPD self-service and retention (routes/candidates/candidatePrivacy.ts, privacy/):
 *
 *   candidate_consents   every choice a candidate made per purpose, with the text version they saw: a change is a
 *                        new row (the history is proof of consent), the current choice the latest
 *   retention_warnings   when an idle candidate was warned that their data will be erased (one row per candidate)
 *   candidate_erasures   that (and why) a candidate was anonymised: no personal value, only the fact
 *
 * A candidate's data export is a row of recruiter_downloads whose owner is the candidate (live.ts).
 */

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { entityTables } from "./entities";

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const businessId = () =>
  integer("business_id")
    .notNull()
    .references(() => entityTables.businesses.id, { onDelete: "restrict" });
const candidateId = () =>
  integer("candidate_id")
    .notNull()
    .references(() => entityTables.candidates.id, { onDelete: "cascade" });

export const candidateConsents = pgTable(
  "candidate_consents",
  {
    id: id(),
    business_id: businessId(),
    candidate_id: candidateId(),
    /** A ConsentPurpose of the domain (talent_pool, marketing_emails). */
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    /** CONSENT_TEXT_VERSION when the choice was made. */
    text_version: text("text_version").notNull(),
    created_at: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("candidate_consents_candidate_id_created_at_idx").on(t.candidate_id, t.created_at)],
);

export const retentionWarnings = pgTable(
  "retention_warnings",
  {
    id: id(),
    business_id: businessId(),
    candidate_id: candidateId(),
    warned_at: timestamptz("warned_at").notNull(),
  },
  (t) => [uniqueIndex("retention_warnings_candidate_id_key").on(t.candidate_id)],
);

export const ERASURE_REASONS = ["request", "retention"] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number];

export const candidateErasures = pgTable(
  "candidate_erasures",
  {
    id: id(),
    business_id: businessId(),
    candidate_id: candidateId(),
    reason: text("reason").$type<ErasureReason>().notNull(),
    created_at: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("candidate_erasures_candidate_id_key").on(t.candidate_id),
    check("candidate_erasures_reason_check", sql`${t.reason} in ('request', 'retention')`),
  ],
);
