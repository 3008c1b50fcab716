/** What every step of the demo seed shares: its settings and context, the catalogues' ids, the draws' weights. */

import {
  ACTIONS,
  applySources,
  applyStages,
  automationTriggers,
  billingModels,
  businessUnits,
  candidateStatus,
  catalogueIdsByKey,
  clientCompanyStatuses,
  dataCollectionStatuses,
  type EntityName,
  entityList,
  entitySchemas,
  ethnicities,
  genders,
  getEntity,
  hiringRegimes,
  integrationProviders,
  interviewStatuses,
  jobStatuses,
  languageLevels,
  leadStatuses,
  messageChannels,
  offLimitScopes,
  placementStatuses,
  professionalMoments,
  projectStatuses,
  proposalClosedReasons,
  proposalStatuses,
  questionResponseTypes,
  type RolePermissions,
  rejectReasons,
  skillLevels,
  skillYears,
  submissionStatuses,
  taskPriorities,
  taskTypes,
  workTypes,
} from "@seleta/domain";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { sanitizeSignature } from "../../business/signatureHtml";
import type { Drizzle } from "../../db/client";
import * as schema from "../../db/schema";
import { columnName, isStoredInColumn } from "../../db/schema/columns";
import { type BulkTx, copyRows, type Row } from "../bulkLoad";
import { demoCounts } from "../demo";
import { buildPools, type Pools } from "../pools";
import { createRandom, type Random, weighted } from "../random";
import { AREA_CODES, sentence } from "../vocabulary";

/** Same seed, same data. */
export const FAKER_SEED = 20_260_101;
/** "Now" for the generated dates: fixed, so the data does not depend on the day it was seeded. */
export const REFERENCE_DATE = new Date("2026-01-15T12:00:00.000Z");

/** The steps of a seed, in order (the progress bar shows "n/16 <step>"). */
export const SEED_STEPS = [
  "businesses",
  "catalogues",
  "recruiters",
  "client companies",
  "jobs",
  "public jobs",
  "candidates",
  "applies",
  "submissions and interviews",
  "shortlists",
  "proposals",
  "tasks and notes",
  "notifications",
  "administration",
  "indexes",
  "counters",
] as const;

/** Step `step` (number `done` of `total`) started; `items` tells how far a long step has gone. */
export type SeedProgress = (
  step: string,
  done: number,
  total: number,
  items?: { done: number; total: number } | undefined,
) => void;

export type Tx = Pick<Drizzle, "insert" | "execute">;

/**
 * The tables that grow with the scale: loaded with COPY, their secondary indexes and foreign keys dropped first
 * and rebuilt at the end. The fixed-size tables (businesses, roles, recruiters, accounts, …) keep theirs.
 */
export const BULK_TABLES = [
  schema.client_companies,
  schema.client_contacts,
  schema.jobs,
  schema.jobs_recruiters,
  schema.jobs_benefits,
  schema.candidates,
  schema.applies,
  schema.submissions,
  schema.interviews,
  schema.placements,
  schema.shortlists,
  schema.shortlistItems,
  schema.shortlistRelationships,
  schema.likeCandidates,
  schema.proposals,
  schema.tasks,
  schema.notes,
  schema.notifications,
].map((table) => getTableName(table as PgTable));

/** PostgreSQL takes at most 65,535 parameters per statement; stay well under it. */
export const MAX_PARAMETERS = 30_000;

/** INSERT … RETURNING id in batches: for the small tables whose generated ids the rest refers to. */
export async function insertRows(tx: Tx, table: PgTable, rows: Row[], returnIds = true): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as Row).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size) as never;
    if (!returnIds) {
      await tx.insert(table).values(batch);
      continue;
    }
    const inserted = (await tx.insert(table).values(batch).returning({ id: sql<number>`id` })) as { id: number }[];
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

export const idsOf = (catalogue: { entries: readonly { id: number }[] }) => catalogue.entries.map((entry) => entry.id);

/** The catalogue ids rows pick from, listed once (not once per row). */
export const CHOICES = {
  applySources: idsOf(applySources),
  businessUnits: idsOf(businessUnits),
  ethnicities: idsOf(ethnicities),
  genders: idsOf(genders),
  hiringRegimes: idsOf(hiringRegimes),
  placementStatuses: idsOf(placementStatuses),
  professionalMoments: idsOf(professionalMoments),
  proposalStatuses: idsOf(proposalStatuses),
  rejectReasons: idsOf(rejectReasons),
  skillLevels: idsOf(skillLevels),
  skillYears: idsOf(skillYears),
  submissionStatuses: idsOf(submissionStatuses),
  taskPriorities: idsOf(taskPriorities),
  taskTypes: idsOf(taskTypes),
  workTypes: idsOf(workTypes),
  spokenLanguageLevels: idsOf(languageLevels).slice(1),
  interviewOutcomes: idsOf(interviewStatuses).slice(1),
  proposalClosedReasons: idsOf(proposalClosedReasons),
};

export const MS_PER_DAY = 86_400_000;
export const daysBefore = (days: number) => new Date(REFERENCE_DATE.getTime() - days * MS_PER_DAY);
export const daysAfter = (days: number) => new Date(REFERENCE_DATE.getTime() + days * MS_PER_DAY);
export const iso = (date: Date) => date.toISOString();
export const day = (date: Date) => date.toISOString().slice(0, 10);

/** Formatting a date costs more than generating a row's numbers: whole days repeat, so each is formatted once. */
export function memo(format: (days: number) => string): (days: number) => string {
  const cache = new Map<number, string>();
  return (days) => {
    let text = cache.get(days);
    if (text === undefined) {
      text = format(days);
      cache.set(days, text);
    }
    return text;
  };
}
export const isoDaysBefore = memo((days) => iso(daysBefore(days)));
export const dayBefore = memo((days) => day(daysBefore(days)));
export const dayAfter = memo((days) => day(daysAfter(days)));

/** A Brazilian phone number as faker's "national" style writes it: mobile (9 digits) or landline (8). */
export function phone(random: Random, mobile = random.chance(0.5)): string {
  const area = random.pick(AREA_CODES);
  return mobile
    ? `(${area}) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`
    : `(${area}) ${random.int(2000, 5999)}-${random.int(1000, 9999)}`;
}

export const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9));

export const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";
export function alphanumeric(random: Random, length: number): string {
  let text = "";
  for (let index = 0; index < length; index++) text += ALPHANUMERIC[random.int(0, ALPHANUMERIC.length - 1)];
  return text;
}

/** Every action on every recruiter-area entity. */
export const ALL_PERMISSIONS: RolePermissions = Object.fromEntries(
  entityList.filter((entity) => entity.area === "recruiter").map((entity) => [entity.name, [...ACTIONS]]),
);

export const READ_ONLY: RolePermissions = {
  candidates: ["read"],
  jobs: ["read"],
  client_companies: ["read"],
  client_contacts: ["read"],
  tasks: ["read"],
};

export const CONSULTANT: RolePermissions = Object.fromEntries(
  entityList
    .filter((entity) => entity.area === "recruiter" && !entity.adminOnly)
    .map((entity) => [entity.name, ["read", "create", "update", "export"] as const]),
);

export const RESEARCHER: RolePermissions = {
  candidates: ["read", "create", "update"],
  jobs: ["read"],
  applies: ["read", "create", "update"],
  submissions: ["read", "create", "update"],
  client_companies: ["read"],
  client_contacts: ["read"],
  tasks: ["read", "create", "update"],
  notes: ["read", "create"],
  tearsheets: ["read", "create", "update"],
};

/** The catalogues' ids under their keys: the seed names a stage or a status, never its number. */
export const STAGE = catalogueIdsByKey(applyStages);
export const JOB_STATUS = catalogueIdsByKey(jobStatuses);
export const CANDIDATE_STATUS = catalogueIdsByKey(candidateStatus);
export const COMPANY_STATUS = catalogueIdsByKey(clientCompanyStatuses);
export const REGIME = catalogueIdsByKey(hiringRegimes);
export const INTERVIEW_STATUS = catalogueIdsByKey(interviewStatuses);
export const LANGUAGE_LEVEL = catalogueIdsByKey(languageLevels);
export const PROPOSAL_STATUS = catalogueIdsByKey(proposalStatuses);
export const SOURCE = catalogueIdsByKey(applySources);
export const LEAD_STATUS = catalogueIdsByKey(leadStatuses);
export const PROJECT_STATUS = catalogueIdsByKey(projectStatuses);
export const CHANNEL = catalogueIdsByKey(messageChannels);
export const TRIGGER = catalogueIdsByKey(automationTriggers);
export const COLLECTION_STATUS = catalogueIdsByKey(dataCollectionStatuses);
export const PROVIDER = catalogueIdsByKey(integrationProviders);
export const OFF_LIMIT_SCOPE = catalogueIdsByKey(offLimitScopes);
export const BILLING_MODEL = catalogueIdsByKey(billingModels);
export const ANSWER_TYPE = catalogueIdsByKey(questionResponseTypes);

// Most of the demo lives in the first business, the one localhost serves; the others get a share.
export const pickBusinessIndex = weighted([
  [0, 60],
  [1, 25],
  [2, 15],
] as const);
export const pickCompanyStatus = weighted([
  [COMPANY_STATUS.active, 50],
  [COMPANY_STATUS.keyAccount, 10],
  [COMPANY_STATUS.inactive, 10],
  [COMPANY_STATUS.cold, 10],
  [COMPANY_STATUS.archive, 5],
  [COMPANY_STATUS.offLimits, 5],
  [COMPANY_STATUS.dnc, 5],
] as const);
export const pickJobStatus = weighted([
  [JOB_STATUS.open, 45],
  [JOB_STATUS.onHold, 10],
  [JOB_STATUS.filled, 20],
  [JOB_STATUS.draft, 5],
  [JOB_STATUS.cancelled, 8],
  [JOB_STATUS.closed, 12],
] as const);
export const pickJobOpenings = weighted([
  [1, 8],
  [2, 2],
  [3, 1],
] as const);
export const pickCandidateStatus = weighted([
  [CANDIDATE_STATUS.active, 45],
  [CANDIDATE_STATUS.newLead, 15],
  [CANDIDATE_STATUS.preRegistered, 12],
  [CANDIDATE_STATUS.inactive, 10],
  [CANDIDATE_STATUS.underOffer, 4],
  [CANDIDATE_STATUS.placed, 5],
  [CANDIDATE_STATUS.unqualified, 4],
  [CANDIDATE_STATUS.archive, 3],
  [CANDIDATE_STATUS.dnu, 1],
  [CANDIDATE_STATUS.doNotUse, 1],
] as const);
export const pickApplyStage = weighted([
  [STAGE.webResponse, 30],
  [STAGE.submission, 15],
  [STAGE.testSent, 5],
  [STAGE.testApproved, 4],
  [STAGE.internalInterview, 8],
  [STAGE.interview, 8],
  [STAGE.refCheck, 3],
  [STAGE.offerExtended, 2],
  [STAGE.placement, 3],
  [STAGE.rejected, 15],
  [STAGE.rejectedWebResponse, 7],
] as const);
/** The regimes jobs and candidates are drawn from, CLT the most common. */
export const JOB_REGIMES = [REGIME.clt, REGIME.clt, REGIME.clt, REGIME.pj, REGIME.pj, REGIME.temporary];
export const CURRENT_REGIMES = [REGIME.clt, REGIME.clt, REGIME.pj];
/** Jobs that no longer take candidates: they carry a closing date. */
export const CLOSED_JOB_STATUSES: readonly number[] = [JOB_STATUS.filled, JOB_STATUS.cancelled, JOB_STATUS.closed];

/** Stages at which an apply is on its job's shortlist (and has had interviews): Internal Interview to Placement. */
export const isShortlisted = (stage: number) => stage >= STAGE.internalInterview && stage <= STAGE.placement;
/** Stages at which an apply has been submitted: Submission to Placement. */
export const isSubmitted = (stage: number) => stage >= STAGE.submission && stage <= STAGE.placement;

/** Half the time one of `items` (none when there are none: small --scale seeds). */
export function sometimesOneOf(from: Random, items: ArrayLike<number> | undefined): number | null {
  return items && items.length > 0 && from.chance(0.5) ? (items[from.int(0, items.length - 1)] as number) : null;
}

export type Job = {
  id: number;
  business: number;
  company: number;
  title: string;
  status: number;
  owner: number;
  feePercent: number;
  hiringRegime: number;
};

export type DemoSeedSummary = {
  counts: Record<string, number>;
  businesses: { id: number; name: string }[];
  /** The demo client's sent shortlist as its outside reviewer opens it: a path with the token (shown once). */
  demoShortlistLink: string;
};

/**
 * What every step works with: the caller's transaction, the generator and name pools, the scale's row counts, the
 * rows written so far by table, and the writers that count them.
 */
export type DemoSeed = {
  tx: BulkTx;
  random: Random;
  pools: Pools;
  n: ReturnType<typeof demoCounts>;
  counts: Record<string, number>;
  passwordHash: string;
  /** Reports that a step started. */
  step(name: (typeof SEED_STEPS)[number]): void;
  /** Reports how far the current step has gone, for a step of `total` items. */
  itemsDone(total: number): (done: number) => void;
  /** INSERT … RETURNING id: for the small tables whose ids the rest refers to. */
  insert(name: string, table: PgTable, rows: Row[], returnIds?: boolean): Promise<number[]>;
  /** COPY: for the tables that grow with the scale. */
  copy(name: string, table: PgTable, rows: Iterable<Row>, total?: number): Promise<void>;
};

export function demoSeed(
  tx: BulkTx,
  options: { passwordHash: string; candidates: number; onProgress?: SeedProgress | undefined },
): DemoSeed {
  const counts: Record<string, number> = {};
  let stepNumber = 0;
  const itemsDone = (total: number) => (done: number) =>
    options.onProgress?.(SEED_STEPS[stepNumber - 1] as string, stepNumber, SEED_STEPS.length, { done, total });
  return {
    tx,
    random: createRandom(FAKER_SEED),
    pools: buildPools(FAKER_SEED),
    n: demoCounts(options.candidates),
    counts,
    passwordHash: options.passwordHash,
    step: (name) => {
      stepNumber = SEED_STEPS.indexOf(name) + 1;
      options.onProgress?.(name, stepNumber, SEED_STEPS.length);
    },
    itemsDone,
    insert: async (name, table, rows, returnIds = true) => {
      const inserted = await insertRows(tx.drizzle, table, rows, returnIds);
      counts[name] = (counts[name] ?? 0) + rows.length;
      return inserted;
    },
    copy: async (name, table, rows, total) => {
      const written = await copyRows(tx, table, rows, total === undefined ? undefined : itemsDone(total));
      counts[name] = (counts[name] ?? 0) + written;
    },
  };
}

export const text = (from: Random) => sentence(from.pick);
export const SEEDED_AT = iso(REFERENCE_DATE);

/** A sign-in account with the demo password, confirmed. */
export function account(seed: DemoSeed, email: string, name: string, strategy: number, business: number | null): Row {
  return {
    email,
    name,
    strategy,
    business_id: business,
    password_hash: seed.passwordHash,
    confirmed_at: SEEDED_AT,
  };
}

/**
 * Rows of a registry entity written as its create page would post them: each record must pass the entity's create
 * schema (so a recruiter could have saved it, and the registry walk can copy it through the form), is kept in its
 * stored form (a phone's digits, rich text through the API's cleaner) and becomes columns (`owner` → `owner_id`).
 * `server` adds what the API writes itself on create: the business, a template's owner, a title read from a relation.
 * A record the schema refuses stops the seed, naming the entity and the field.
 */
export function entityRows(
  name: EntityName,
  records: readonly Record<string, unknown>[],
  server: (index: number) => Row = () => ({}),
): Row[] {
  const entity = getEntity(name);
  return records.map((record, index) => {
    const parsed = entitySchemas(entity).create.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Demo ${name} #${index} is refused at ${issue?.path.join(".")}: ${issue?.message}`);
    }
    const values = parsed.data as Record<string, unknown>;
    const row: Row = {};
    for (const field of entity.fieldList) {
      if (!(field.key in values) || !isStoredInColumn(field)) continue;
      const value = values[field.key] ?? null;
      row[columnName(field)] =
        field.kind === "richText" && typeof value === "string" ? sanitizeSignature(value) : value;
    }
    return { ...row, ...server(index) };
  });
}

/** Inserts an entity's records as `entityRows` writes them, in one batch; returns their ids. */
export function insertRecords(
  seed: DemoSeed,
  name: EntityName,
  records: readonly Record<string, unknown>[],
  server?: (index: number) => Row,
): Promise<number[]> {
  return seed.insert(name, schema.entityTable(name), entityRows(name, records, server));
}
