/**
 * The demo world: the six brands' site configurations over three businesses, recruiters with roles,
 * client companies and contacts, jobs across statuses, candidates with profiles, applies across the pipeline,
 * submissions, interviews, placements, tasks, notes, proposals, shortlists with likes and notifications.
 *
 * Reproducible: every value comes from one seeded generator (random.ts) and pools of faker pt_BR names made from a
 * fixed faker seed (pools.ts), against a fixed reference date, so two seeds of one scale make the same rows.
 *
 * Fast at any scale (`--scale 1000000`): rows are generated one at a time and streamed into COPY (bulkLoad.ts), so
 * memory holds only what later tables refer to, in typed arrays (a candidate's business and name parts, an
 * apply's candidate, job and stage); ids come from the sequences up front; the loaded tables' indexes and foreign
 * keys are rebuilt once at the end; the demo password is hashed once by the caller.
 */

import { createHash, randomBytes } from "node:crypto";
import { BRANDS } from "@seleta/brand-themes/brands";
import {
  ACTIONS,
  applySources,
  applyStages,
  businessUnits,
  candidateStatus,
  catalogueIdsByKey,
  clientCompanyStatuses,
  entityList,
  ethnicities,
  genderNeedsSpecification,
  genders,
  hiringRegimes,
  interviewStatuses,
  isRejectedStage,
  jobStatuses,
  LIKE_DISLIKE,
  languageLevels,
  notificationKinds,
  placementStatuses,
  professionalMoments,
  proposalClosedReasons,
  proposalStatuses,
  type RolePermissions,
  rejectReasons,
  STAR,
  skillLevels,
  skillYears,
  submissionStatuses,
  taskPriorities,
  taskTypes,
  workTypes,
} from "@seleta/domain";
import { BUSINESS_CONFIG_DEFAULTS } from "@seleta/domain/wire";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { STRATEGIES } from "../auth/strategies";
import type { Drizzle } from "../db/client";
import * as schema from "../db/schema";
import {
  type BulkTx,
  copyRows,
  type Row,
  reserveIds,
  restoreIndexes,
  type SuspendedIndexes,
  suspendIndexes,
} from "./bulkLoad";
import { seedCandidateExtras } from "./candidateExtras";
import { seedContactAddresses } from "./contactAddresses";
import { DEMO_ACCOUNTS, demoBusinesses, demoCounts } from "./demo";
import { demoPublicUid, seedDemoPublicJobs } from "./demoPublicJobs";
import { buildPools, type Named, type Pools } from "./pools";
import { createRandom, type Random, weighted } from "./random";
import { seedSiteContent } from "./siteContent";
import {
  AREA_CODES,
  BENEFITS,
  CANDIDATE_TAGS,
  COURSES,
  cnpj,
  cpf,
  DEGREES,
  EMAIL_DOMAINS,
  INDUSTRIES,
  JOB_TITLES,
  LANGUAGES,
  NOTE_ACTIONS,
  POSITION_LEVELS,
  SCHOOLS,
  SKILLS,
  sentence,
  slug,
  TASK_TITLES,
} from "./vocabulary";

/** Same seed, same data. */
export const FAKER_SEED = 20_260_101;
/** "Now" for the generated dates: fixed, so the data does not depend on the day it was seeded. */
export const REFERENCE_DATE = new Date("2026-01-15T12:00:00.000Z");

/** The steps of a seed, in order (the progress bar shows "n/15 <step>"). */
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

type Tx = Pick<Drizzle, "insert" | "execute">;

/**
 * The tables that grow with the scale: loaded with COPY, their secondary indexes and foreign keys dropped first
 * and rebuilt at the end. The fixed-size tables (businesses, roles, recruiters, accounts, …) keep theirs.
 */
const BULK_TABLES = [
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
const MAX_PARAMETERS = 30_000;

/** INSERT … RETURNING id in batches: for the small tables whose generated ids the rest refers to. */
async function insertRows(tx: Tx, table: PgTable, rows: Row[], returnIds = true): Promise<number[]> {
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

const idsOf = (catalogue: { entries: readonly { id: number }[] }) => catalogue.entries.map((entry) => entry.id);

/** The catalogue ids rows pick from, listed once (not once per row). */
const CHOICES = {
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

const MS_PER_DAY = 86_400_000;
const daysBefore = (days: number) => new Date(REFERENCE_DATE.getTime() - days * MS_PER_DAY);
const daysAfter = (days: number) => new Date(REFERENCE_DATE.getTime() + days * MS_PER_DAY);
const iso = (date: Date) => date.toISOString();
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Formatting a date costs more than generating a row's numbers: whole days repeat, so each is formatted once. */
function memo(format: (days: number) => string): (days: number) => string {
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
const isoDaysBefore = memo((days) => iso(daysBefore(days)));
const dayBefore = memo((days) => day(daysBefore(days)));
const dayAfter = memo((days) => day(daysAfter(days)));

/** A Brazilian phone number as faker's "national" style writes it: mobile (9 digits) or landline (8). */
function phone(random: Random, mobile = random.chance(0.5)): string {
  const area = random.pick(AREA_CODES);
  return mobile
    ? `(${area}) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`
    : `(${area}) ${random.int(2000, 5999)}-${random.int(1000, 9999)}`;
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9));

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";
function alphanumeric(random: Random, length: number): string {
  let text = "";
  for (let index = 0; index < length; index++) text += ALPHANUMERIC[random.int(0, ALPHANUMERIC.length - 1)];
  return text;
}

/** Every action on every recruiter-area entity. */
const ALL_PERMISSIONS: RolePermissions = Object.fromEntries(
  entityList.filter((entity) => entity.area === "recruiter").map((entity) => [entity.name, [...ACTIONS]]),
);

const READ_ONLY: RolePermissions = {
  candidates: ["read"],
  jobs: ["read"],
  client_companies: ["read"],
  client_contacts: ["read"],
  tasks: ["read"],
};

const CONSULTANT: RolePermissions = Object.fromEntries(
  entityList
    .filter((entity) => entity.area === "recruiter" && !entity.adminOnly)
    .map((entity) => [entity.name, ["read", "create", "update", "export"] as const]),
);

const RESEARCHER: RolePermissions = {
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
const STAGE = catalogueIdsByKey(applyStages);
const JOB_STATUS = catalogueIdsByKey(jobStatuses);
const CANDIDATE_STATUS = catalogueIdsByKey(candidateStatus);
const COMPANY_STATUS = catalogueIdsByKey(clientCompanyStatuses);
const REGIME = catalogueIdsByKey(hiringRegimes);
const INTERVIEW_STATUS = catalogueIdsByKey(interviewStatuses);
const LANGUAGE_LEVEL = catalogueIdsByKey(languageLevels);
const PROPOSAL_STATUS = catalogueIdsByKey(proposalStatuses);

// Most of the demo lives in the first business, the one localhost serves; the others get a share.
const pickBusinessIndex = weighted([
  [0, 60],
  [1, 25],
  [2, 15],
] as const);
const pickCompanyStatus = weighted([
  [COMPANY_STATUS.active, 50],
  [COMPANY_STATUS.keyAccount, 10],
  [COMPANY_STATUS.inactive, 10],
  [COMPANY_STATUS.cold, 10],
  [COMPANY_STATUS.archive, 5],
  [COMPANY_STATUS.offLimits, 5],
  [COMPANY_STATUS.dnc, 5],
] as const);
const pickJobStatus = weighted([
  [JOB_STATUS.open, 45],
  [JOB_STATUS.onHold, 10],
  [JOB_STATUS.filled, 20],
  [JOB_STATUS.draft, 5],
  [JOB_STATUS.cancelled, 8],
  [JOB_STATUS.closed, 12],
] as const);
const pickJobOpenings = weighted([
  [1, 8],
  [2, 2],
  [3, 1],
] as const);
const pickCandidateStatus = weighted([
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
const pickApplyStage = weighted([
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
const JOB_REGIMES = [REGIME.clt, REGIME.clt, REGIME.clt, REGIME.pj, REGIME.pj, REGIME.temporary];
const CURRENT_REGIMES = [REGIME.clt, REGIME.clt, REGIME.pj];
/** Jobs that no longer take candidates: they carry a closing date. */
const CLOSED_JOB_STATUSES: readonly number[] = [JOB_STATUS.filled, JOB_STATUS.cancelled, JOB_STATUS.closed];

/** Stages at which an apply is on its job's shortlist (and has had interviews): Internal Interview to Placement. */
const isShortlisted = (stage: number) => stage >= STAGE.internalInterview && stage <= STAGE.placement;
/** Stages at which an apply has been submitted: Submission to Placement. */
const isSubmitted = (stage: number) => stage >= STAGE.submission && stage <= STAGE.placement;

/** Half the time one of `items` (none when there are none: small --scale seeds). */
function sometimesOneOf(from: Random, items: ArrayLike<number> | undefined): number | null {
  return items && items.length > 0 && from.chance(0.5) ? (items[from.int(0, items.length - 1)] as number) : null;
}

type Job = {
  id: number;
  business: number;
  company: number;
  title: string;
  status: number;
  owner: number;
  feePercent: number;
  hiringRegime: number;
};

export type DemoSeedSummary = { counts: Record<string, number>; businesses: { id: number; name: string }[] };

/**
 * What every step works with: the caller's transaction, the generator and name pools, the scale's row counts, the
 * rows written so far by table, and the writers that count them.
 */
type DemoSeed = {
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

function demoSeed(
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

const text = (from: Random) => sentence(from.pick);
const SEEDED_AT = iso(REFERENCE_DATE);

/** A sign-in account with the demo password, confirmed. */
function account(seed: DemoSeed, email: string, name: string, strategy: number, business: number | null): Row {
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
 * Inserts the demo world inside the caller's transaction, one step after the other. Each step writes its tables and
 * hands the next ones what they refer to; each draws from its own fork of the generator, so a step's rows do not
 * depend on how much another step drew.
 */
export async function insertDemoData(
  tx: BulkTx,
  options: { passwordHash: string; candidates: number; onProgress?: SeedProgress | undefined },
): Promise<DemoSeedSummary> {
  const seed = demoSeed(tx, options);
  const suspended = await suspendIndexes(tx, BULK_TABLES);
  const businesses = await seedBusinesses(seed);
  await seedSiteConfigs(seed, businesses);
  await seedContactAddresses(seed.tx);
  const catalogues = await seedCatalogues(seed);
  await seedSiteContent(seed.tx, businesses.ids);
  const recruiters = await seedRecruiters(seed, businesses);
  const companies = await seedClientCompanies(seed, { businesses, recruiters, catalogues });
  const contactsOf = await seedClientContacts(seed, { businesses, recruiters, companies });
  const jobs = await seedJobs(seed, { businesses, recruiters, catalogues, companies, contactsOf });
  await seedPublicJobs(seed, { businesses, recruiters, catalogues, companies });
  const candidates = await seedCandidates(seed, { businesses, recruiters });
  const applies = await seedApplies(seed, { jobs, candidates, companies, contactsOf });
  await seedSubmissionsAndInterviews(seed, { jobs, candidates, applies });
  await seedShortlists(seed, { jobs, applies });
  await seedProposals(seed, { recruiters, companies, contactsOf });
  await seedTasks(seed, { businesses, recruiters, jobs, candidates });
  await seedNotes(seed, { jobs, candidates, applies });
  await seedNotifications(seed, { recruiters, jobs, candidates, applies });
  await seedCandidateExtras(seed.tx, businesses.ids);
  await rebuildIndexes(seed, suspended);
  await updateCounters(seed);
  return { counts: seed.counts, businesses: businesses.summary };
}

type Businesses = {
  ids: number[];
  summary: { id: number; name: string }[];
  /** A business drawn with the demo's weights (most of it in the first). */
  pick(from: Random): number;
};

/** The group's three businesses. */
async function seedBusinesses(seed: DemoSeed): Promise<Businesses> {
  seed.step("businesses");
  const ids = await seed.insert(
    "businesses",
    schema.businesses,
    demoBusinesses.map((business, index) => ({
      name: business.name,
      brand: business.brand,
      domain: `${business.brand}.localhost`,
      cnpj: cnpj(digits(seed.random, 8)),
      nubela_credit: [1500, 420, 75][index] ?? 0,
      active: true,
    })),
  );
  return {
    ids,
    summary: demoBusinesses.map((business, index) => ({ id: ids[index] as number, name: business.name })),
    pick: (from) => ids[pickBusinessIndex(from)] as number,
  };
}

/** The six brands' site configurations (domains localhost and <brand>.localhost), over the configuration defaults. */
async function seedSiteConfigs(seed: DemoSeed, businesses: Businesses): Promise<void> {
  const siteConfigs: Row[] = [];
  demoBusinesses.forEach((business, index) => {
    for (const brand of business.brands) {
      const definition = BRANDS[brand];
      siteConfigs.push({
        ...BUSINESS_CONFIG_DEFAULTS,
        domain: brand === "local" ? "localhost" : `${brand}.localhost`,
        business_id: businesses.ids[index],
        title: definition.name,
        logo_url: `/brands/${brand}/logo.svg`,
        // No header image in the demo: the home's hero is drawn in the brand's colours.
        header_url: null,
        path_assets: `/brands/${brand}`,
        path_components: brand,
        colors: { light: definition.tokens.colors, dark: definition.tokens.colors },
        // Demo placeholders: no provider is configured, so none is offered (real ids and secrets per host).
        social_credentials: {},
        show_salary: brand !== "executive",
        rules: { candidate_required_fields: ["name", "email", "mobile_phone"] },
      });
    }
  });
  await seed.insert("site_configs", schema.site_configs, siteConfigs, false);
}

type Catalogues = { industryIds: number[]; levelIds: number[]; benefitIds: number[] };

/** Reference catalogues shared by the group. */
async function seedCatalogues(seed: DemoSeed): Promise<Catalogues> {
  seed.step("catalogues");
  const industryIds = await seed.insert(
    "core_industries",
    schema.core_industries,
    INDUSTRIES.map((name) => ({ name })),
  );
  const levelIds = await seed.insert(
    "position_levels",
    schema.position_levels,
    POSITION_LEVELS.map((name, rank) => ({ name, rank })),
  );
  const benefitIds = await seed.insert(
    "benefits",
    schema.benefits,
    BENEFITS.map((name) => ({ name, for_jobs: true, for_courses: false })),
  );
  return { industryIds, levelIds, benefitIds };
}

type Person = { name: string; email: string; role: number; admin: boolean; businesses: number[] };

type Recruiters = {
  ids: number[];
  people: Person[];
  /** A recruiter who works in `business`. */
  in(from: Random, business: number): number;
};

/** Roles, and the recruiters with their accounts: the demo administrator and the demo recruiter first. */
async function seedRecruiters(seed: DemoSeed, businesses: Businesses): Promise<Recruiters> {
  seed.step("recruiters");
  const { pools, n } = seed;
  const businessIds = businesses.ids;
  const people = seed.random.fork("recruiters");
  const [adminRole, readerRole, consultantRole, researcherRole] = await seed.insert("roles", schema.roles, [
    { name: "Administrador", description: "Tudo, em todas as empresas", permissions: ALL_PERMISSIONS },
    { name: "Leitura", description: "Consulta candidatos, vagas, clientes e tarefas", permissions: READ_ONLY },
    { name: "Consultor", description: "Conduz processos seletivos", permissions: CONSULTANT },
    { name: "Pesquisador", description: "Mapeia e aborda candidatos", permissions: RESEARCHER },
  ]);
  const recruiterPeople: Person[] = [
    {
      name: "Ana Beatriz Souza",
      email: DEMO_ACCOUNTS.admin.email,
      role: adminRole as number,
      admin: true,
      businesses: businessIds,
    },
    {
      name: "Rafael Lima",
      email: DEMO_ACCOUNTS.recruiter.email,
      role: readerRole as number,
      admin: false,
      businesses: [businessIds[0] as number],
    },
  ];
  for (let index = recruiterPeople.length; index < n.recruiters; index++) {
    const first = people.pick(people.chance(0.5) ? pools.femaleFirstNames : pools.maleFirstNames);
    const last = people.pick(pools.lastNames);
    const role = index === 2 ? adminRole : index % 3 === 0 ? researcherRole : consultantRole;
    recruiterPeople.push({
      name: `${first.name} ${last.name}`,
      email: `${first.slug}.${last.slug}${index}@seleta.test`,
      role: role as number,
      admin: role === adminRole,
      businesses: index % 4 === 3 ? [businessIds[0] as number, businessIds[1] as number] : [businesses.pick(people)],
    });
  }
  const recruiterAccounts = await seed.insert(
    "accounts",
    schema.accounts,
    recruiterPeople.map((person) => account(seed, person.email, person.name, STRATEGIES.recruiters.id, null)),
  );
  const recruiterIds = await seed.insert(
    "recruiters",
    schema.recruiters,
    recruiterPeople.map((person, index) => ({
      name: person.name,
      email: person.email,
      title: person.admin ? "Sócia-diretora" : people.pick(["Consultor", "Pesquisadora", "Head Hunter"]),
      phone: phone(people),
      role_id: person.role,
      is_admin: person.admin,
      business_unit: people.pick(CHOICES.businessUnits),
      active: true,
      logged_in_with_microsoft: false,
      account_id: recruiterAccounts[index],
      current_business_id: person.businesses[0],
    })),
  );
  await seed.insert(
    "recruiters_businesses",
    schema.recruiters_businesses,
    recruiterPeople.flatMap((person, index) =>
      person.businesses.map((business) => ({ record_id: recruiterIds[index], related_id: business })),
    ),
    false,
  );
  const recruitersOf = new Map<number, number[]>(businessIds.map((business) => [business, []]));
  recruiterPeople.forEach((person, index) => {
    for (const business of person.admin ? businessIds : person.businesses) {
      recruitersOf.get(business)?.push(recruiterIds[index] as number);
    }
  });
  return {
    ids: recruiterIds,
    people: recruiterPeople,
    in: (from, business) => from.pick(recruitersOf.get(business) ?? recruiterIds),
  };
}

type Company = { id: number; business: number; industry: number; domain: string };

/** Client companies; the first, in the first business, is the demo client's. */
async function seedClientCompanies(
  seed: DemoSeed,
  { businesses, recruiters, catalogues }: { businesses: Businesses; recruiters: Recruiters; catalogues: Catalogues },
): Promise<Company[]> {
  seed.step("client companies");
  const { pools, n } = seed;
  const companyRandom = seed.random.fork("client companies");
  const firstCompanyId = await reserveIds(seed.tx, schema.client_companies, n.clientCompanies);
  const companies: Company[] = [];
  await seed.copy(
    "client_companies",
    schema.client_companies,
    (function* () {
      for (let index = 0; index < n.clientCompanies; index++) {
        const r = companyRandom;
        const business = index === 0 ? (businesses.ids[0] as number) : businesses.pick(r);
        const company = r.pick(pools.companies);
        const domain = `${company.slug}.com.br`;
        const row = {
          id: firstCompanyId + index,
          business_id: business,
          name: company.name,
          trade_name: company.name.split(/[\s-]/)[0],
          cnpj: cnpj(digits(r, 8)),
          status: index === 0 ? COMPANY_STATUS.keyAccount : pickCompanyStatus(r),
          industry_id: r.pick(catalogues.industryIds),
          business_unit: r.pick(CHOICES.businessUnits),
          owner_id: recruiters.in(r, business),
          website: `https://www.${domain}`,
          linkedin: `https://www.linkedin.com/company/${company.slug}`,
          email: `contato@${domain}`,
          phone: phone(r),
          address: r.pick(pools.streetAddresses),
          city: r.pick(pools.cities),
          state: r.pick(pools.states),
          country: "BR",
          employees: r.int(50, 20_000),
          annual_revenue: r.int(5, 5000) * 1_000_000,
          fee_percent: r.pick([18, 20, 22, 25, 30]),
          description: text(r),
        };
        companies.push({ id: row.id, business, industry: row.industry_id, domain });
        yield row;
      }
    })(),
  );
  return companies;
}

/** Each company's contacts (their ids by company index); the first company's first contact is the demo client. */
async function seedClientContacts(
  seed: DemoSeed,
  { businesses, recruiters, companies }: { businesses: Businesses; recruiters: Recruiters; companies: Company[] },
): Promise<number[][]> {
  const { pools, n } = seed;
  const [clientAccount] = await seed.insert("accounts", schema.accounts, [
    account(
      seed,
      DEMO_ACCOUNTS.client.email,
      "Carolina Mendes",
      STRATEGIES.client_contacts.id,
      businesses.ids[0] as number,
    ),
  ]);
  const contactRandom = seed.random.fork("client contacts");
  const contactCount = companies.length * n.clientContactsPerCompany;
  let contactId = await reserveIds(seed.tx, schema.client_contacts, contactCount);
  const contactsOf: number[][] = [];
  await seed.copy(
    "client_contacts",
    schema.client_contacts,
    (function* () {
      const r = contactRandom;
      for (const [companyIndex, company] of companies.entries()) {
        const contacts: number[] = [];
        contactsOf.push(contacts);
        for (let index = 0; index < n.clientContactsPerCompany; index++) {
          const demo = companyIndex === 0 && index === 0;
          const first = r.pick(r.chance(0.5) ? pools.femaleFirstNames : pools.maleFirstNames);
          const last = r.pick(pools.lastNames);
          const id = contactId++;
          contacts.push(id);
          yield {
            id,
            business_id: company.business,
            name: demo ? "Carolina Mendes" : `${first.name} ${last.name}`,
            title: r.pick(["Diretora de RH", "Gerente de Talentos", "CFO", "CEO", "Head de Pessoas"]),
            department: r.pick(["Recursos Humanos", "Financeiro", "Diretoria", "Tecnologia"]),
            client_company_id: company.id,
            email: demo ? DEMO_ACCOUNTS.client.email : `${first.slug}.${last.slug}@${company.domain}`,
            phone: phone(r),
            mobile_phone: phone(r, true),
            linkedin: `https://www.linkedin.com/in/${first.slug}-${last.slug}`,
            owner_id: recruiters.in(r, company.business),
            decision_maker: index === 0,
            portal_access: index === 0,
            is_admin: index === 0,
            active: true,
            account_id: demo ? clientAccount : null,
          };
        }
      }
    })(),
  );
  return contactsOf;
}

type Jobs = {
  list: Job[];
  /** Job ids by business id. */
  of: Map<number, number[]>;
};

/** Jobs across statuses, with their teams and benefits; the demo client's company gets the first two, open. */
async function seedJobs(
  seed: DemoSeed,
  {
    businesses,
    recruiters,
    catalogues,
    companies,
    contactsOf,
  }: {
    businesses: Businesses;
    recruiters: Recruiters;
    catalogues: Catalogues;
    companies: Company[];
    contactsOf: number[][];
  },
): Promise<Jobs> {
  seed.step("jobs");
  const { pools, n } = seed;
  const jobRandom = seed.random.fork("jobs");
  const uids = seed.random.fork("job uids");
  const firstJobId = await reserveIds(seed.tx, schema.jobs, n.jobs);
  const jobs: Job[] = [];
  await seed.copy(
    "jobs",
    schema.jobs,
    (function* () {
      const r = jobRandom;
      for (let index = 0; index < n.jobs; index++) {
        const demoJob = index < 2;
        const companyIndex = demoJob ? 0 : r.int(0, companies.length - 1);
        const company = companies[companyIndex] as Company;
        const titleIndex = r.int(0, JOB_TITLES.length - 1);
        const title = JOB_TITLES[titleIndex] as string;
        const status = demoJob ? JOB_STATUS.open : pickJobStatus(r);
        const openedDaysAgo = r.int(5, 300);
        const salaryMin = r.int(8, 60) * 1000;
        const job: Job = {
          id: firstJobId + index,
          business: company.business,
          company: company.id,
          title,
          status,
          owner: recruiters.in(r, company.business),
          feePercent: r.pick([18, 20, 22, 25]),
          hiringRegime: r.pick(JOB_REGIMES),
        };
        jobs.push(job);
        yield {
          id: job.id,
          business_id: job.business,
          title,
          uid: demoPublicUid(uids),
          // Six draws of the jobs' stream are spent here, where the jobs' readable codes were drawn: every later draw
          // (contacts, owners, teams, applies) stays what the e2e journeys and the demo accounts rely on.
          ...spend(alphanumeric(r, 6)),
          status,
          client_company_id: company.id,
          client_contact_id: r.pick(contactsOf[companyIndex] ?? [null]),
          owner_id: job.owner,
          business_unit: r.pick(CHOICES.businessUnits),
          position_level_id: r.pick(catalogues.levelIds),
          core_industry_id: company.industry,
          openings: pickJobOpenings(r),
          hiring_regime: job.hiringRegime,
          work_type: r.pick(CHOICES.workTypes),
          city: r.pick(pools.cities),
          state: r.pick(pools.states),
          country: "BR",
          salary_min: salaryMin,
          salary_max: salaryMin + r.int(2, 15) * 1000,
          target_bonus: r.chance(0.4) ? r.int(1, 6) * 10_000 : null,
          show_salary: r.chance(0.5),
          fee_percent: job.feePercent,
          description: `<p>${text(r)}</p><p>${text(r)}</p>`,
          requirements: `<ul>${r
            .sample(SKILLS, 4)
            .map((skill) => `<li>${skill}</li>`)
            .join("")}</ul>`,
          confidential: r.chance(0.15),
          published: status === JOB_STATUS.open,
          opened_at: dayBefore(openedDaysAgo),
          deadline: dayAfter(r.int(-30, 90)),
          closed_at: CLOSED_JOB_STATUSES.includes(status) ? dayBefore(r.int(0, openedDaysAgo)) : null,
        };
      }
    })(),
  );
  const jobsOf = new Map<number, number[]>(businesses.ids.map((business) => [business, []]));
  for (const job of jobs) jobsOf.get(job.business)?.push(job.id);
  const jobTeams = seed.random.fork("job recruiters");
  await seed.copy(
    "jobs_recruiters",
    schema.jobs_recruiters,
    jobs.flatMap((job) => {
      const other = recruiters.in(jobTeams, job.business);
      return other === job.owner
        ? [{ record_id: job.id, related_id: job.owner }]
        : [
            { record_id: job.id, related_id: job.owner },
            { record_id: job.id, related_id: other },
          ];
    }),
  );
  const jobBenefits = seed.random.fork("job benefits");
  await seed.copy(
    "jobs_benefits",
    schema.jobs_benefits,
    jobs.flatMap((job) =>
      jobBenefits.sample(catalogues.benefitIds, 4).map((benefit) => ({ record_id: job.id, related_id: benefit })),
    ),
  );
  return { list: jobs, of: jobsOf };
}

/** Keeps a value's random draws without storing it (an object spread of nothing). */
function spend(_drawn: unknown): Record<string, never> {
  return {};
}

/** The job board's business areas and jobs (demoPublicJobs.ts). */
async function seedPublicJobs(
  seed: DemoSeed,
  {
    businesses,
    recruiters,
    catalogues,
    companies,
  }: { businesses: Businesses; recruiters: Recruiters; catalogues: Catalogues; companies: Company[] },
): Promise<void> {
  seed.step("public jobs");
  const written = await seedDemoPublicJobs({
    tx: seed.tx,
    random: seed.random.fork("public jobs"),
    businessIds: businesses.ids,
    businessNames: businesses.summary.map((business) => business.name),
    ownerIn: (from, business) => recruiters.in(from, business),
    companyIn: (from, business) => {
      const ofBusiness = companies.filter((company) => company.business === business);
      return ofBusiness.length > 0 ? from.pick(ofBusiness).id : undefined;
    },
    benefitIds: catalogues.benefitIds,
    referenceDate: REFERENCE_DATE,
  });
  seed.counts.jobs = (seed.counts.jobs ?? 0) + written;
}

type Candidates = {
  /** A candidate's id by its index. */
  id(index: number): number;
  /** A candidate's full name by its index. */
  name(index: number): string;
  /** Candidate indexes by business index. */
  ofBusinessIndex: Int32Array[];
  /** Candidate indexes of a business (by id). */
  pool(business: number): Int32Array;
};

/** Candidates with profiles, skills and experiences; the first two are the demo candidate accounts. */
async function seedCandidates(
  seed: DemoSeed,
  { businesses, recruiters }: { businesses: Businesses; recruiters: Recruiters },
): Promise<Candidates> {
  seed.step("candidates");
  const { pools, n } = seed;
  const businessIds = businesses.ids;
  const candidateAccounts = await seed.insert("accounts", schema.accounts, [
    account(
      seed,
      DEMO_ACCOUNTS.candidate.email,
      DEMO_CANDIDATE_NAMES[0],
      STRATEGIES.candidates.id,
      businessIds[0] as number,
    ),
    account(
      seed,
      DEMO_ACCOUNTS.newCandidate.email,
      DEMO_CANDIDATE_NAMES[1],
      STRATEGIES.candidates.id,
      businessIds[0] as number,
    ),
  ]);
  const candidateRandom = seed.random.fork("candidates");
  const firstCandidateId = await reserveIds(seed.tx, schema.candidates, n.candidates);
  // What later tables need of a candidate, a few bytes each: business, and the name's parts.
  const candidateBusiness = new Uint8Array(n.candidates);
  const candidateFemale = new Uint8Array(n.candidates);
  const candidateFirst = new Uint16Array(n.candidates);
  const candidateLast = new Uint16Array(n.candidates * 2);
  const firstNameOf = (index: number) =>
    (candidateFemale[index] ? pools.femaleFirstNames : pools.maleFirstNames)[candidateFirst[index] as number] as Named;
  const lastNameOf = (index: number, part: 0 | 1) =>
    pools.lastNames[candidateLast[index * 2 + part] as number] as Named;
  const candidateName = (index: number) =>
    DEMO_CANDIDATE_NAMES[index] ??
    `${firstNameOf(index).name} ${lastNameOf(index, 0).name} ${lastNameOf(index, 1).name}`;
  await seed.copy(
    "candidates",
    schema.candidates,
    (function* () {
      const r = candidateRandom;
      for (let index = 0; index < n.candidates; index++) {
        const demo = index === 0 ? "candidate" : index === 1 ? "newCandidate" : undefined;
        const businessIndex = demo ? 0 : pickBusinessIndex(r);
        const business = businessIds[businessIndex] as number;
        const female = r.chance(0.5);
        const firstNames = female ? pools.femaleFirstNames : pools.maleFirstNames;
        const first = r.int(0, firstNames.length - 1);
        const lastA = r.int(0, pools.lastNames.length - 1);
        const lastB = r.int(0, pools.lastNames.length - 1);
        candidateBusiness[index] = businessIndex;
        candidateFemale[index] = female ? 1 : 0;
        candidateFirst[index] = first;
        candidateLast[index * 2] = lastA;
        candidateLast[index * 2 + 1] = lastB;
        const firstName = firstNames[first] as Named;
        const lastSlugs = [(pools.lastNames[lastA] as Named).slug, (pools.lastNames[lastB] as Named).slug];
        const name = candidateName(index);
        const role = r.pick(JOB_TITLES);
        const years = r.int(1, 25);
        const complete = demo !== "newCandidate";
        const salary = r.int(5, 45) * 1000;
        yield withGenderSpecification(index, {
          id: firstCandidateId + index,
          business_id: business,
          name,
          role_name: complete ? role : null,
          email:
            demo === "candidate"
              ? DEMO_ACCOUNTS.candidate.email
              : demo === "newCandidate"
                ? DEMO_ACCOUNTS.newCandidate.email
                : `${firstName.slug}.${lastSlugs.join(".")}${index}@${r.pick(EMAIL_DOMAINS)}`,
          mobile_phone: phone(r, true),
          address: complete ? r.pick(pools.streetAddresses) : null,
          city: r.pick(pools.cities),
          state: r.pick(pools.states),
          nationality: "BR",
          linkedin: `https://www.linkedin.com/in/${demo ? slug(name) : [firstName.slug, ...lastSlugs].join("-")}-${index}`,
          github:
            role.includes("Software") || role.includes("Dados") ? `https://github.com/${firstName.slug}${index}` : null,
          status: demo ? CANDIDATE_STATUS.active : pickCandidateStatus(r),
          source: r.pick(CHOICES.applySources),
          owner_id: recruiters.in(r, business),
          tags: r.sampleBetween(CANDIDATE_TAGS, 0, 3),
          professional_moment: r.pick(CHOICES.professionalMoments),
          remote_work: r.pick(CHOICES.workTypes),
          mobility: r.chance(0.5),
          current_regime: r.pick(CURRENT_REGIMES),
          hiring_regimes: r.sampleBetween(CHOICES.hiringRegimes, 1, 3),
          clt_expectation: complete ? Math.round(salary * 1.15) : null,
          pj_expectation: complete ? Math.round(salary * 1.5) : null,
          self_introduction: complete ? text(r) : null,
          current_experience: complete
            ? {
                company: r.pick(pools.companies).name,
                role,
                start_date: dayBefore(r.int(60, 2500)),
                end_date: null,
                regime: REGIME.clt,
                salary,
                bonus: r.chance(0.4) ? salary * 2 : null,
                benefits: r.sample(BENEFITS, 3).join(", "),
                description: text(r),
              }
            : null,
          other_experiences: complete
            ? Array.from({ length: r.int(1, 3) }, (_, position) => {
                const end = 2600 + position * 900;
                return {
                  company: r.pick(pools.companies).name,
                  role: r.pick(JOB_TITLES),
                  start_date: dayBefore(end + r.int(300, 1500)),
                  end_date: dayBefore(end),
                  regime: REGIME.clt,
                  description: text(r),
                };
              })
            : [],
          educations: complete
            ? [
                {
                  institution: r.pick(SCHOOLS),
                  course: r.pick(COURSES),
                  degree: r.pick(DEGREES),
                  start_date: dayBefore(365 * (years + 5)),
                  end_date: dayBefore(365 * (years + 1)),
                },
              ]
            : [],
          languages: complete
            ? [
                { language: "Português", level: LANGUAGE_LEVEL.native },
                ...r
                  .sampleBetween(LANGUAGES, 0, 2)
                  .map((language) => ({ language, level: r.pick(CHOICES.spokenLanguageLevels) })),
              ]
            : [],
          skills: complete
            ? r.sampleBetween(SKILLS, 3, 7).map((skill) => ({
                name: skill,
                years: r.pick(CHOICES.skillYears),
                level: r.pick(CHOICES.skillLevels),
              }))
            : [],
          gender: r.pick(CHOICES.genders),
          ethnicity: r.pick(CHOICES.ethnicities),
          date_birth: dayBefore(r.int(22 * 365, 62 * 365)),
          cpf: complete ? cpf(digits(r, 9)) : null,
          completed_register: complete,
          confirmed: demo !== undefined ? true : r.chance(0.3),
          last_activity_at: isoDaysBefore(r.int(0, 400)),
          created_at: isoDaysBefore(r.int(1, 900)),
          account_id: demo ? candidateAccounts[index] : null,
        });
      }
    })(),
    n.candidates,
  );
  const ofBusinessIndex = businessIds.map((_, businessIndex) => {
    let size = 0;
    for (const business of candidateBusiness) if (business === businessIndex) size++;
    const pool = new Int32Array(size);
    let at = 0;
    for (let index = 0; index < n.candidates; index++)
      if (candidateBusiness[index] === businessIndex) pool[at++] = index;
    return pool;
  });
  const businessIndexOf = new Map(businessIds.map((business, index) => [business, index]));
  return {
    id: (index) => firstCandidateId + index,
    name: candidateName,
    ofBusinessIndex,
    pool: (business) => ofBusinessIndex[businessIndexOf.get(business) as number] as Int32Array,
  };
}

type ApplyPlan = ReturnType<typeof planApplies>;

type Like = { reviewer: number; apply: number; type: number; like: boolean; description: string | null };

type Applies = {
  plan: ApplyPlan;
  count: number;
  /** An apply's id by its index. */
  id(index: number): number;
  /** Job indexes that get a shortlist. */
  shortlistJobs: number[];
  /** The applies of a job that are on its shortlist. */
  shortlistedOf(job: number): Generator<number>;
  /** The contacts who review a job's shortlist. */
  reviewersOf(job: number): number[];
  /** The client's evaluations, by reviewer (contacts, then someone outside): replayed identically on each call. */
  likes(): Generator<Like>;
  /** What the submissions made from an apply repeat of it, by apply index. */
  submissionStatus: Uint8Array;
  source: Uint8Array;
  appliedDaysAgo: Uint16Array;
};

/**
 * Applies across the pipeline: one per candidate and job at most, inside one business. Decided first (who, where,
 * which stage), so the shortlists' likes can be counted on the applies before either is written.
 */
async function seedApplies(
  seed: DemoSeed,
  {
    jobs,
    candidates,
    companies,
    contactsOf,
  }: { jobs: Jobs; candidates: Candidates; companies: Company[]; contactsOf: number[][] },
): Promise<Applies> {
  seed.step("applies");
  const { random } = seed;
  const jobList = jobs.list;
  const plan = planApplies({
    random: random.fork("applies"),
    total: seed.n.applies,
    jobs: jobList,
    candidatePool: candidates.pool,
    demoCandidates: [
      // The demo candidate applied to the demo client's two open jobs; its first job's shortlist has people in it.
      { job: 0, candidate: 0, stage: STAGE.interview },
      { job: 1, candidate: 0, stage: STAGE.submission },
      ...[STAGE.internalInterview, STAGE.interview, STAGE.interview, STAGE.refCheck, STAGE.offerExtended].flatMap(
        (stage, offset) => {
          const candidate = candidates.ofBusinessIndex[0]?.[2 + offset];
          return candidate === undefined ? [] : [{ job: 0, candidate, stage }];
        },
      ),
    ],
  });
  const applyCount = plan.candidate.length;
  const firstApplyId = await reserveIds(seed.tx, schema.applies, applyCount);
  const applyId = (index: number) => firstApplyId + index;

  // Shortlists: jobs with applies at interview stages, open or filled (and the demo client's first job).
  const shortlistJobs: number[] = [];
  for (let job = 0; job < jobList.length; job++) {
    const status = (jobList[job] as Job).status;
    if (job !== 0 && status !== JOB_STATUS.open && status !== JOB_STATUS.filled) continue;
    for (let apply = plan.jobStart[job] as number; apply < (plan.jobStart[job + 1] as number); apply++) {
      if (isShortlisted(plan.stage[apply] as number)) {
        shortlistJobs.push(job);
        break;
      }
    }
  }
  const shortlistedOf = function* (job: number) {
    for (let apply = plan.jobStart[job] as number; apply < (plan.jobStart[job + 1] as number); apply++) {
      if (isShortlisted(plan.stage[apply] as number)) yield apply;
    }
  };
  const companyIndexOf = new Map(companies.map((company, index) => [company.id, index]));
  const reviewersOf = (job: number) =>
    (contactsOf[companyIndexOf.get((jobList[job] as Job).company) as number] ?? []).slice(0, 2);
  function* likes(): Generator<Like> {
    const r = random.fork("likes");
    let reviewer = 0;
    for (const job of shortlistJobs) {
      const reviewers = reviewersOf(job).length + 1;
      for (let index = 0; index < reviewers; index++, reviewer++) {
        for (const apply of shortlistedOf(job)) {
          if (!r.chance(0.6)) continue;
          const like = r.chance(0.7);
          yield {
            reviewer,
            apply,
            type: LIKE_DISLIKE,
            like,
            description: like
              ? r.pick(["Perfil aderente", "Gostei da trajetória", null])
              : "Pouca experiência no setor",
          };
          if (r.chance(0.2)) yield { reviewer, apply, type: STAR, like: true, description: null };
        }
      }
    }
  }
  // The counters the pipeline's cards show, per apply: likes, dislikes, stars, comments.
  const liked = new Uint16Array(applyCount);
  const disliked = new Uint16Array(applyCount);
  const starred = new Uint16Array(applyCount);
  const described = new Uint16Array(applyCount);
  const increment = (counter: Uint16Array, index: number) => {
    counter[index] = (counter[index] as number) + 1;
  };
  for (const like of likes()) {
    increment(like.type === STAR ? starred : like.like ? liked : disliked, like.apply);
    if (like.description !== null) increment(described, like.apply);
  }

  const applyRandom = random.fork("apply details");
  // Kept for the submissions made from the applies.
  const applySubmissionStatus = new Uint8Array(applyCount);
  const applySource = new Uint8Array(applyCount);
  const appliedDaysAgo = new Uint16Array(applyCount);
  await seed.copy(
    "applies",
    schema.applies,
    (function* () {
      const r = applyRandom;
      for (let index = 0; index < applyCount; index++) {
        const job = jobList[plan.job[index] as number] as Job;
        const candidate = plan.candidate[index] as number;
        const stage = plan.stage[index] as number;
        const shortlisted = isShortlisted(stage);
        const submissionStatus = isSubmitted(stage) ? r.pick(CHOICES.submissionStatuses) : null;
        const source = r.pick(CHOICES.applySources);
        const daysAgo = r.int(0, 280);
        applySubmissionStatus[index] = submissionStatus ?? 0;
        applySource[index] = source;
        appliedDaysAgo[index] = daysAgo;
        yield {
          id: applyId(index),
          business_id: job.business,
          candidate_name: candidates.name(candidate),
          job_title: job.title,
          candidate_id: candidates.id(candidate),
          job_id: job.id,
          stage,
          submission_status: submissionStatus,
          reject_reason: isRejectedStage(stage) ? r.pick(CHOICES.rejectReasons) : null,
          source,
          owner_id: job.owner,
          position: index - (plan.jobStart[plan.job[index] as number] as number),
          salary_expectation: r.int(6, 50) * 1000,
          cover_letter: r.chance(0.3) ? text(r) : null,
          shortlisted,
          applied_at: isoDaysBefore(daysAgo),
          like_candidates: shortlisted ? liked[index] : null,
          deslike_candidates: shortlisted ? disliked[index] : null,
          star_candidate: shortlisted ? starred[index] : null,
          amount_description: shortlisted ? described[index] : null,
        };
      }
    })(),
    applyCount,
  );
  return {
    plan,
    count: applyCount,
    id: applyId,
    shortlistJobs,
    shortlistedOf,
    reviewersOf,
    likes,
    submissionStatus: applySubmissionStatus,
    source: applySource,
    appliedDaysAgo,
  };
}

/** The applies at some stages, with what every record made from an apply repeats of it. */
function* appliesAt(
  { jobs, candidates, applies }: { jobs: Jobs; candidates: Candidates; applies: Applies },
  stages: (stage: number) => boolean,
) {
  const { plan } = applies;
  for (let index = 0; index < applies.count; index++) {
    const stage = plan.stage[index] as number;
    if (!stages(stage)) continue;
    const job = jobs.list[plan.job[index] as number] as Job;
    const candidate = plan.candidate[index] as number;
    yield {
      index,
      stage,
      job,
      common: {
        business_id: job.business,
        candidate_name: candidates.name(candidate),
        candidate_id: candidates.id(candidate),
        job_id: job.id,
        apply_id: applies.id(index),
      },
    };
  }
}

/** Submissions (stage ≥ Submission), interviews (≥ Internal Interview) and placements (Placement). */
async function seedSubmissionsAndInterviews(
  seed: DemoSeed,
  world: { jobs: Jobs; candidates: Candidates; applies: Applies },
): Promise<void> {
  seed.step("submissions and interviews");
  const { random } = seed;
  const { applies } = world;
  const submissionRandom = random.fork("submissions");
  await seed.copy(
    "submissions",
    schema.submissions,
    (function* () {
      for (const { index, job, common } of appliesAt(world, isSubmitted)) {
        yield {
          ...common,
          status: applies.submissionStatus[index],
          source: applies.source[index],
          owner_id: job.owner,
          approached_at: isoDaysBefore(applies.appliedDaysAgo[index] as number),
          comments: submissionRandom.chance(0.4) ? text(submissionRandom) : null,
        };
      }
    })(),
  );
  const interviewRandom = random.fork("interviews");
  await seed.copy(
    "interviews",
    schema.interviews,
    (function* () {
      const r = interviewRandom;
      for (const { stage, job, common } of appliesAt(world, isShortlisted)) {
        yield {
          ...common,
          status: stage === STAGE.internalInterview ? INTERVIEW_STATUS.internal : r.pick(CHOICES.interviewOutcomes),
          scheduled_at: isoDaysBefore(r.int(-20, 200)),
          duration_minutes: r.pick([30, 45, 60]),
          interviewer_id: job.owner,
          location: r.pick(["Microsoft Teams", "Google Meet", "Escritório do cliente"]),
          rating: r.int(1, 5),
          feedback: text(r),
        };
      }
    })(),
  );
  const placementRandom = random.fork("placements");
  await seed.copy(
    "placements",
    schema.placements,
    (function* () {
      const r = placementRandom;
      for (const { job, common } of appliesAt(world, (stage) => stage === STAGE.placement)) {
        const salary = r.int(8, 60) * 1000;
        yield {
          ...common,
          client_company_id: job.company,
          owner_id: job.owner,
          status: r.pick(CHOICES.placementStatuses),
          hiring_regime: job.hiringRegime,
          start_date: dayBefore(r.int(0, 200)),
          basic_salary: salary,
          fee_percent: job.feePercent,
          fee_amount: Math.round(salary * 13.33 * (job.feePercent / 100)),
          guarantee_days: 90,
        };
      }
    })(),
  );
}

/** Shortlists with their applies, reviewers and the reviewers' likes; the demo client's first job's is sent. */
async function seedShortlists(seed: DemoSeed, { jobs, applies }: { jobs: Jobs; applies: Applies }): Promise<void> {
  seed.step("shortlists");
  const { pools } = seed;
  const { shortlistJobs } = applies;
  const shortlistRandom = seed.random.fork("shortlists");
  const firstShortlistId = await reserveIds(seed.tx, schema.shortlists, shortlistJobs.length);
  const shortlistId = (index: number) => firstShortlistId + index;
  await seed.copy(
    "shortlists",
    schema.shortlists,
    shortlistJobs.map((jobIndex, shortlist) => {
      const job = jobs.list[jobIndex] as Job;
      const sent = jobIndex === 0 || shortlistRandom.chance(0.7);
      return {
        id: shortlistId(shortlist),
        business_id: job.business,
        job_id: job.id,
        name: `Shortlist — ${job.title}`,
        sent_at: sent ? isoDaysBefore(shortlistRandom.int(0, 60)) : null,
        owner_id: job.owner,
      };
    }),
  );
  await seed.copy(
    "shortlist_items",
    schema.shortlistItems,
    (function* () {
      for (const [index, jobIndex] of shortlistJobs.entries()) {
        let position = 0;
        for (const apply of applies.shortlistedOf(jobIndex)) {
          yield {
            business_id: (jobs.list[jobIndex] as Job).business,
            shortlist_id: shortlistId(index),
            apply_id: applies.id(apply),
            position: position++,
            comments: text(shortlistRandom),
          };
        }
      }
    })(),
  );
  const reviewerCount = shortlistJobs.reduce((sum, job) => sum + applies.reviewersOf(job).length + 1, 0);
  const firstReviewerId = await reserveIds(seed.tx, schema.shortlistRelationships, reviewerCount);
  const reviewerBusiness: number[] = [];
  await seed.copy(
    "shortlist_relationships",
    schema.shortlistRelationships,
    (function* () {
      const r = shortlistRandom;
      let reviewer = 0;
      for (const [index, jobIndex] of shortlistJobs.entries()) {
        const job = jobs.list[jobIndex] as Job;
        const common = { business_id: job.business, shortlist_id: shortlistId(index) };
        for (const contact of applies.reviewersOf(jobIndex)) {
          reviewerBusiness.push(job.business);
          yield {
            id: firstReviewerId + reviewer++,
            ...common,
            uid: alphanumeric(r, 16),
            client_contact_id: contact,
            name: null,
            email: null,
            token_hash: null,
            sent_at: isoDaysBefore(r.int(0, 60)),
          };
        }
        // Someone outside the accounts (spec §6): a random token nobody knows; the shortlist issue sends real ones.
        const first = r.pick(r.chance(0.5) ? pools.femaleFirstNames : pools.maleFirstNames);
        const last = r.pick(pools.lastNames);
        reviewerBusiness.push(job.business);
        yield {
          id: firstReviewerId + reviewer++,
          ...common,
          uid: alphanumeric(r, 16),
          client_contact_id: null,
          name: `${first.name} ${last.name}`,
          email: `${first.slug}.${last.slug}@${r.pick(EMAIL_DOMAINS)}`,
          token_hash: createHash("sha256").update(randomBytes(32)).digest("hex"),
          sent_at: isoDaysBefore(r.int(0, 60)),
        };
      }
    })(),
  );
  await seed.copy(
    "like_candidates",
    schema.likeCandidates,
    (function* () {
      for (const like of applies.likes()) {
        yield {
          business_id: reviewerBusiness[like.reviewer],
          shortlist_relationship_id: firstReviewerId + like.reviewer,
          apply_id: applies.id(like.apply),
          type_avaliation: like.type,
          like_avaliation: like.like,
          description: like.description,
        };
      }
    })(),
  );
}

/** Proposals to client companies. */
async function seedProposals(
  seed: DemoSeed,
  { recruiters, companies, contactsOf }: { recruiters: Recruiters; companies: Company[]; contactsOf: number[][] },
): Promise<void> {
  seed.step("proposals");
  const proposalRandom = seed.random.fork("proposals");
  await seed.copy(
    "proposals",
    schema.proposals,
    (function* () {
      const r = proposalRandom;
      for (let index = 0; index < seed.n.proposals; index++) {
        const companyIndex = r.int(0, companies.length - 1);
        const company = companies[companyIndex] as Company;
        const status = r.pick(CHOICES.proposalStatuses);
        yield {
          business_id: company.business,
          title: `Proposta — ${r.pick(JOB_TITLES)}`,
          client_company_id: company.id,
          client_contact_id: r.pick(contactsOf[companyIndex] ?? [null]),
          owner_id: recruiters.in(r, company.business),
          status,
          closed_reason: status === PROPOSAL_STATUS.closedLost ? r.pick(CHOICES.proposalClosedReasons) : null,
          business_unit: r.pick(CHOICES.businessUnits),
          positions: r.int(1, 4),
          amount: r.int(20, 400) * 1000,
          fee_percent: r.pick([18, 20, 22, 25]),
          probability: r.pick([10, 25, 50, 75, 90]),
          expected_close_date: dayAfter(r.int(-30, 120)),
          sent_at: dayBefore(r.int(0, 120)),
          cancelled: false,
          description: `<p>${text(r)}</p>`,
        };
      }
    })(),
  );
}

/** The recruiters' tasks, some on a candidate or a job of their business. */
async function seedTasks(
  seed: DemoSeed,
  {
    businesses,
    recruiters,
    jobs,
    candidates,
  }: { businesses: Businesses; recruiters: Recruiters; jobs: Jobs; candidates: Candidates },
): Promise<void> {
  seed.step("tasks and notes");
  const taskRandom = seed.random.fork("tasks");
  await seed.copy(
    "tasks",
    schema.tasks,
    (function* () {
      const r = taskRandom;
      for (let index = 0; index < seed.n.tasks; index++) {
        const business = businesses.pick(r);
        const done = r.chance(0.35);
        const due = isoDaysBefore(-r.int(-30, 45));
        const candidate = sometimesOneOf(r, candidates.pool(business));
        yield {
          business_id: business,
          title: r.pick(TASK_TITLES),
          type: r.pick(CHOICES.taskTypes),
          priority: r.pick(CHOICES.taskPriorities),
          due_at: due,
          done,
          completed_at: done ? due : null,
          owner_id: recruiters.in(r, business),
          candidate_id: candidate === null ? null : candidates.id(candidate),
          job_id: sometimesOneOf(r, jobs.of.get(business)),
          description: text(r),
        };
      }
    })(),
  );
}

/** Notes on candidates and applies, by the jobs' owners. */
async function seedNotes(
  seed: DemoSeed,
  { jobs, candidates, applies }: { jobs: Jobs; candidates: Candidates; applies: Applies },
): Promise<void> {
  const { plan } = applies;
  const noteRandom = seed.random.fork("notes");
  await seed.copy(
    "notes",
    schema.notes,
    (function* () {
      const r = noteRandom;
      for (let index = 0; index < seed.n.notes; index++) {
        const apply = r.int(0, applies.count - 1);
        const job = jobs.list[plan.job[apply] as number] as Job;
        const onCandidate = r.chance(0.5);
        yield {
          business_id: job.business,
          action: r.pick(NOTE_ACTIONS),
          body: `<p>${text(r)}</p>`,
          reference_type: onCandidate ? "candidates" : "applies",
          reference_id: onCandidate ? candidates.id(plan.candidate[apply] as number) : applies.id(apply),
          owner_id: job.owner,
          private: r.chance(0.1),
          created_at: isoDaysBefore(r.int(0, 200)),
        };
      }
    })(),
  );
}

/** Notifications for every recruiter, across the tabs. */
async function seedNotifications(
  seed: DemoSeed,
  {
    recruiters,
    jobs,
    candidates,
    applies,
  }: { recruiters: Recruiters; jobs: Jobs; candidates: Candidates; applies: Applies },
): Promise<void> {
  seed.step("notifications");
  const { pools } = seed;
  const { plan } = applies;
  const notificationRandom = seed.random.fork("notifications");
  await seed.copy(
    "notifications",
    schema.notifications,
    (function* () {
      const r = notificationRandom;
      for (const [index, recruiter] of recruiters.ids.entries()) {
        const business = recruiters.people[index]?.businesses[0] as number;
        for (let count = 0; count < seed.n.notificationsPerRecruiter; count++) {
          const kind = r.pick(SEEDED_NOTIFICATION_KINDS);
          const apply = r.int(0, applies.count - 1);
          const job = jobs.list[plan.job[apply] as number] as Job;
          const someone = r.pick(r.chance(0.5) ? pools.femaleFirstNames : pools.maleFirstNames).name;
          yield {
            business_id: business,
            recruiter_id: recruiter,
            category: kind.tab,
            kind: kind.key,
            message: notificationMessage(kind.key, candidates.name(plan.candidate[apply] as number), job.title, {
              first: someone,
              full: `${someone} ${r.pick(pools.lastNames).name}`,
            }),
            link: `/recruiters/jobs/${job.id}/applies`,
            reference_type: "applies",
            reference_id: applies.id(apply),
            is_read: count > 4,
            viewed: count > 4,
            created_at: iso(daysBefore(count * 2 + r.next() * 1.5)),
          };
        }
      }
    })(),
  );
}

/** The loaded tables' indexes and foreign keys, built once over all their rows (and every reference checked). */
async function rebuildIndexes(seed: DemoSeed, suspended: SuspendedIndexes): Promise<void> {
  seed.step("indexes");
  await restoreIndexes(seed.tx, suspended, (done, total) => seed.itemsDone(total)(done));
}

/** The counters the lists show. */
async function updateCounters(seed: DemoSeed): Promise<void> {
  seed.step("counters");
  const db = seed.tx.drizzle;
  await db.execute(sql`update jobs set applies_count = (select count(*) from applies a where a.job_id = jobs.id)`);
  await db.execute(
    sql`update client_companies set jobs_count = (select count(*) from jobs j where j.client_company_id = client_companies.id)`,
  );
  await db.execute(
    sql`update roles set recruiters_count = (select count(*) from recruiters r where r.role_id = roles.id)`,
  );
}

const DEMO_CANDIDATE_NAMES = ["Camila Rocha Almeida", "Lucas Novaes"] as const satisfies readonly string[];

type DemoApply = { job: number; candidate: number; stage: number };

/**
 * Who applied where, at which stage: `total` applies spread over the jobs (each job a random share, at most one
 * apply per candidate, candidates of the job's business only), the demo's fixed applies first. Indexes, not ids:
 * `candidate` is a candidate's index, `job` a job's index; a job's applies are contiguous, from `jobStart[job]`.
 */
function planApplies(options: {
  random: Random;
  total: number;
  jobs: readonly Job[];
  candidatePool: (business: number) => Int32Array;
  demoCandidates: readonly DemoApply[];
}) {
  const { random, jobs, candidatePool } = options;
  const fixedOf = jobs.map((_, job) => options.demoCandidates.filter((apply) => apply.job === job));
  // Each job's share: random weights, rounded so that the shares add up to the total exactly.
  const weights = jobs.map(() => 0.5 + random.next());
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const capacity = jobs.map((job) => candidatePool(job.business).length);
  const target = new Int32Array(jobs.length);
  let cumulative = 0;
  let assigned = 0;
  for (let job = 0; job < jobs.length; job++) {
    cumulative += weights[job] as number;
    const upTo = Math.round((options.total * cumulative) / weightSum);
    const fixed = (fixedOf[job] as DemoApply[]).length;
    target[job] = Math.max(fixed, Math.min(capacity[job] as number, upTo - assigned));
    assigned = upTo;
  }
  // Small scales: a business may have fewer candidates than its jobs' shares; others take the rest.
  let missing = options.total - target.reduce((sum, count) => sum + count, 0);
  while (missing !== 0) {
    let moved = false;
    for (let job = 0; job < jobs.length && missing !== 0; job++) {
      const fixed = (fixedOf[job] as DemoApply[]).length;
      if (missing > 0 && (target[job] as number) < (capacity[job] as number)) {
        target[job] = (target[job] as number) + 1;
        missing--;
        moved = true;
      } else if (missing < 0 && (target[job] as number) > fixed) {
        target[job] = (target[job] as number) - 1;
        missing++;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const count = target.reduce((sum, value) => sum + value, 0);
  const plan = {
    candidate: new Int32Array(count),
    job: new Int32Array(count),
    stage: new Uint8Array(count),
    jobStart: new Int32Array(jobs.length + 1),
  };
  let at = 0;
  for (let job = 0; job < jobs.length; job++) {
    plan.jobStart[job] = at;
    const pool = candidatePool((jobs[job] as Job).business);
    const chosen = new Set<number>();
    const add = (candidate: number, stage: number) => {
      chosen.add(candidate);
      plan.candidate[at] = candidate;
      plan.job[at] = job;
      plan.stage[at] = stage;
      at++;
    };
    for (const apply of fixedOf[job] as DemoApply[])
      if (!chosen.has(apply.candidate)) add(apply.candidate, apply.stage);
    while (chosen.size < (target[job] as number)) {
      const candidate = pool[random.int(0, pool.length - 1)] as number;
      if (!chosen.has(candidate)) add(candidate, pickApplyStage(random));
    }
  }
  plan.jobStart[jobs.length] = at;
  return {
    ...plan,
    candidate: plan.candidate.subarray(0, at),
    job: plan.job.subarray(0, at),
    stage: plan.stage.subarray(0, at),
  };
}

/** What the demo's candidates of gender 'Other' wrote in; chosen by index, so the seed's random draws stay the same. */
const GENDER_SPECIFICATIONS = ["Agênero", "Gênero fluido", "Prefiro descrever: queer", "Dois-espíritos"];

/** A candidate of gender 'Other' says which (spec §9; the form refuses one without): the demo passes its own rules. */
function withGenderSpecification<T extends { gender: number }>(index: number, candidate: T) {
  const specification = genderNeedsSpecification(candidate.gender)
    ? (GENDER_SPECIFICATIONS[index % GENDER_SPECIFICATIONS.length] as string)
    : null;
  return { ...candidate, gender_specification: specification };
}

/**
 * The kinds the demo's notifications are drawn from: the spec's six. Kinds added since (applyMoved) are left out so
 * the same seed draws the same demo as before; the demo's moves happen live.
 */
const SEEDED_NOTIFICATION_KINDS = notificationKinds.entries.filter((kind) => kind.key !== "applyMoved");

function notificationMessage(kind: string, candidate: string, job: string, someone: { first: string; full: string }) {
  switch (kind) {
    case "newApply":
      return `${candidate} se candidatou à vaga ${job}`;
    case "mention":
      return `${someone.first} mencionou você em uma nota sobre ${candidate}`;
    case "like":
      return `O cliente curtiu ${candidate} na shortlist de ${job}`;
    case "npsSent":
      return `Pesquisa NPS enviada para o cliente da vaga ${job}`;
    case "documentSigning":
      return `Proposta da vaga ${job} assinada pelo cliente`;
    default:
      return `${someone.full} acessou o portal do cliente pela primeira vez`;
  }
}
