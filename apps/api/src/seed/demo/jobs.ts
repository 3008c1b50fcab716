/** Jobs: the recruiters' searches and the job board's public ones. */

import * as schema from "../../db/schema";
import { reserveIds } from "../bulkLoad";
import { demoPublicUid, seedDemoPublicJobs } from "../demoPublicJobs";
import { JOB_TITLES, SKILLS } from "../vocabulary";
import type { Company } from "./clients";
import {
  alphanumeric,
  CHOICES,
  CLOSED_JOB_STATUSES,
  type DemoSeed,
  dayAfter,
  dayBefore,
  JOB_REGIMES,
  JOB_STATUS,
  type Job,
  pickJobOpenings,
  pickJobStatus,
  REFERENCE_DATE,
  text,
} from "./context";
import type { Businesses, Catalogues, Recruiters } from "./organisation";

export type Jobs = {
  list: Job[];
  /** Job ids by business id. */
  of: Map<number, number[]>;
};

/** Jobs across statuses, with their teams and benefits; the demo client's company gets the first two, open. */
export async function seedJobs(
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
export function spend(_drawn: unknown): Record<string, never> {
  return {};
}

/** The job board's business areas and jobs (demoPublicJobs.ts). */
export async function seedPublicJobs(
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
