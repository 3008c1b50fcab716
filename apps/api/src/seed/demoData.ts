/**
 * The demo world: the six brands' site configurations over three businesses, recruiters with roles,
 * client companies and contacts, jobs across statuses, candidates with profiles, applies across the pipeline,
 * submissions, interviews, placements, tasks, notes, proposals, shortlists with likes and notifications; a few
 * records of every other entity with a create page (leads, projects, templates, the administrator's catalogues and
 * settings), so each has one to open and copy.
 *
 * Reproducible: every value comes from one seeded generator (random.ts) and pools of faker pt_BR names made from a
 * fixed faker seed (pools.ts), against a fixed reference date, so two seeds of one scale make the same rows.
 *
 * Fast at any scale (`--scale 1000000`): rows are generated one at a time and streamed into COPY (bulkLoad.ts), so
 * memory holds only what later tables refer to, in typed arrays (a candidate's business and name parts, an
 * apply's candidate, job and stage); ids come from the sequences up front; the loaded tables' indexes and foreign
 * keys are rebuilt once at the end; the demo password is hashed once by the caller.
 *
 * The steps live by domain in `demo/` (organisation, clients, jobs, candidates, pipeline, activity,
 * administration), with what they
 * share in `demo/context.ts`; this module runs them in order.
 */

import { sql } from "drizzle-orm";
import { type BulkTx, restoreIndexes, type SuspendedIndexes, suspendIndexes } from "./bulkLoad";
import { seedCandidateExtras } from "./candidateExtras";
import { seedContactAddresses } from "./contactAddresses";
import { seedLists, seedNotes, seedNotifications, seedTasks, seedTemplates } from "./demo/activity";
import { seedAdministration } from "./demo/administration";
import { seedBillingAndTools } from "./demo/billing";
import { seedCandidates } from "./demo/candidates";
import { seedClientCompanies, seedClientContacts, seedLeadsAndProjects, seedProposals } from "./demo/clients";
import { BULK_TABLES, type DemoSeed, type DemoSeedSummary, demoSeed, type SeedProgress } from "./demo/context";
import { seedJobs, seedPublicJobs } from "./demo/jobs";
import { seedBusinesses, seedCatalogues, seedRecruiters, seedSiteConfigs } from "./demo/organisation";
import { seedApplies, seedShortlists, seedSubmissionsAndInterviews } from "./demo/pipeline";
import { seedSiteContent } from "./siteContent";

export { type DemoSeedSummary, FAKER_SEED, REFERENCE_DATE, SEED_STEPS, type SeedProgress } from "./demo/context";

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
  const { demoLinkPath } = await seedShortlists(seed, { jobs, applies });
  await seedProposals(seed, { recruiters, companies, contactsOf });
  await seedLeadsAndProjects(seed, { businesses, recruiters, companies, contactsOf });
  await seedBillingAndTools(seed, { businesses, recruiters, companies, jobs });
  await seedTasks(seed, { businesses, recruiters, jobs, candidates });
  await seedNotes(seed, { jobs, candidates, applies });
  await seedTemplates(seed, { businesses, recruiters, jobs });
  await seedLists(seed, { businesses, recruiters, candidates });
  await seedNotifications(seed, { recruiters, jobs, candidates, applies });
  await seedCandidateExtras(seed.tx, businesses.ids);
  await seedAdministration(seed, { businesses, recruiters, catalogues, companies, jobs, candidates, applies });
  await rebuildIndexes(seed, suspended);
  await updateCounters(seed);
  return { counts: seed.counts, businesses: businesses.summary, demoShortlistLink: demoLinkPath };
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
