/**
 * Tables the spec's calls need but the domain registry does not describe yet (spec §3 like_candidate, §4
 * notifications, §6 per-shortlist tokens, §7 shortlist_relationships and notifications calls). They follow the
 * registry tables' conventions — `business_id` on every row, identity ids, timestamptz — so that moving them into
 * the registry later changes no column.
 *
 *   shortlists                 a job's shortlist: the applies chosen for the client, in order, and when it was sent
 *   shortlist_items            the applies of a shortlist: position (dense, 0…), the consultant's presentation,
 *                              and what of the candidate the client sees beyond the presented profile's allow-list
 *   shortlist_relationships    one reviewer's access to a shortlist: a client contact, or someone outside the
 *                              accounts holding a token (stored as its SHA-256 only, like sessions)
 *   like_candidates            a reviewer's evaluation of an apply: like/dislike with a description, or a star
 *   shortlist_comments         a thread per reviewer and apply: the reviewer's comments and the recruiters' answers
 *   notifications              a recruiter's notifications, filed under the notification tabs (domain catalogue)
 */

import { SHORTLIST_COMMENT_MAX_LENGTH } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { entityTables } from "./entities";

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamptz("created_at").notNull().defaultNow();
const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();
const businessId = () =>
  integer("business_id")
    .notNull()
    .references(() => entityTables.businesses.id, { onDelete: "restrict" });

export const shortlists = pgTable(
  "shortlists",
  {
    id: id(),
    business_id: businessId(),
    job_id: integer("job_id")
      .notNull()
      .references(() => entityTables.jobs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** When it went to the client; null while the consultant is still choosing. */
    sent_at: timestamptz("sent_at"),
    owner_id: integer("owner_id").references(() => entityTables.recruiters.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("shortlists_business_id_job_id_idx").on(t.business_id, t.job_id)],
);

export const shortlistItems = pgTable(
  "shortlist_items",
  {
    id: id(),
    business_id: businessId(),
    shortlist_id: integer("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    apply_id: integer("apply_id")
      .notNull()
      .references(() => entityTables.applies.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /**
     * The consultant's presentation of the candidate to the client (spec §1 "comments"): HTML, stored only after
     * the app's rich-text gate (business/signatureHtml.ts) and served through the public pages' (publicSite/
     * publicHtml.ts).
     */
    comments: text("comments"),
    /** The client sees the candidate's salary expectations (off unless the consultant turns it on). */
    show_salary: boolean("show_salary").notNull().default(false),
    /** The client sees the candidate's CV (off unless the consultant turns it on). */
    show_cv: boolean("show_cv").notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("shortlist_items_shortlist_id_apply_id_key").on(t.shortlist_id, t.apply_id),
    index("shortlist_items_apply_id_idx").on(t.apply_id),
  ],
);

export const shortlistRelationships = pgTable(
  "shortlist_relationships",
  {
    id: id(),
    business_id: businessId(),
    /** What links and the client's calls name (`/shortlist_relationships/{uid}/…`): random, not a secret. */
    uid: text("uid").notNull(),
    shortlist_id: integer("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    /** A client contact reviewing in the portal; null for a reviewer outside the accounts. */
    client_contact_id: integer("client_contact_id").references(() => entityTables.client_contacts.id, {
      onDelete: "cascade",
    }),
    name: text("name"),
    email: text("email"),
    /** sha256 of the bearer token an outside reviewer holds (spec §6); null for client contacts. */
    token_hash: text("token_hash"),
    expires_at: timestamptz("expires_at"),
    revoked_at: timestamptz("revoked_at"),
    sent_at: timestamptz("sent_at"),
    last_access_at: timestamptz("last_access_at"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("shortlist_relationships_uid_key").on(t.uid),
    uniqueIndex("shortlist_relationships_token_hash_key").on(t.token_hash),
    index("shortlist_relationships_shortlist_id_idx").on(t.shortlist_id),
    index("shortlist_relationships_client_contact_id_idx").on(t.client_contact_id),
  ],
);

/** Spec §3 like_candidate: type 1 = like/dislike (with a description), 2 = favourite star. */
export const likeCandidates = pgTable(
  "like_candidates",
  {
    id: id(),
    business_id: businessId(),
    shortlist_relationship_id: integer("shortlist_relationship_id")
      .notNull()
      .references(() => shortlistRelationships.id, { onDelete: "cascade" }),
    apply_id: integer("apply_id")
      .notNull()
      .references(() => entityTables.applies.id, { onDelete: "cascade" }),
    type_avaliation: integer("type_avaliation").notNull(),
    like_avaliation: boolean("like_avaliation").notNull(),
    description: text("description"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One evaluation of each type per reviewer and apply: liking replaces a dislike (spec §4).
    uniqueIndex("like_candidates_relationship_apply_type_key").on(
      t.shortlist_relationship_id,
      t.apply_id,
      t.type_avaliation,
    ),
    index("like_candidates_apply_id_idx").on(t.apply_id),
  ],
);

/**
 * A comment on a shortlisted apply, in the thread of one reviewer's relationship: written by the reviewer
 * (`author_recruiter_id` null) or by a recruiter answering them. The body's length is the domain's limit, held by
 * the database too, so no path writes a longer one.
 */
export const shortlistComments = pgTable(
  "shortlist_comments",
  {
    id: id(),
    business_id: businessId(),
    shortlist_relationship_id: integer("shortlist_relationship_id")
      .notNull()
      .references(() => shortlistRelationships.id, { onDelete: "cascade" }),
    apply_id: integer("apply_id")
      .notNull()
      .references(() => entityTables.applies.id, { onDelete: "cascade" }),
    /** The recruiter who answered; null when the relationship's reviewer wrote it. */
    author_recruiter_id: integer("author_recruiter_id").references(() => entityTables.recruiters.id, {
      onDelete: "set null",
    }),
    /** Whether a recruiter wrote it: kept apart from the author's id, which a deleted recruiter sets to null. */
    by_recruiter: boolean("by_recruiter").notNull().default(false),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("shortlist_comments_relationship_apply_idx").on(t.shortlist_relationship_id, t.apply_id, t.created_at),
    index("shortlist_comments_apply_id_idx").on(t.apply_id),
    check(
      "shortlist_comments_body_length",
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(SHORTLIST_COMMENT_MAX_LENGTH))}`,
    ),
  ],
);

/** Spec §3/§4 notification: message, date, category (the tab), component to render, read and viewed. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    business_id: businessId(),
    recruiter_id: integer("recruiter_id")
      .notNull()
      .references(() => entityTables.recruiters.id, { onDelete: "cascade" }),
    /** A notificationTabs key (apply, candidate, note, …, others). */
    category: text("category").notNull(),
    /** A notificationKinds key (newApply, mention, like, …). */
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    /** The widget the web app renders the item with. */
    component: text("component").notNull().default("NotificationCard"),
    /** Where clicking through leads (opened in a new tab). */
    link: text("link"),
    reference_type: text("reference_type"),
    reference_id: integer("reference_id"),
    is_read: boolean("is_read").notNull().default(false),
    viewed: boolean("viewed").notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index("notifications_recruiter_id_created_at_idx").on(t.recruiter_id, t.created_at),
    index("notifications_unread_idx").on(t.recruiter_id).where(sql`not ${t.is_read}`),
  ],
);
