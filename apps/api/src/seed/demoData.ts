/**
 * The demo world (issue 5): the six brands' site configurations over three businesses, recruiters with roles,
 * client companies and contacts, jobs across statuses, candidates with profiles, applies across the pipeline,
 * submissions, interviews, placements, tasks, notes, proposals, shortlists with likes and notifications.
 *
 * Reproducible: faker (pt_BR) runs from a fixed seed and a fixed reference date, so two seeds of one scale make
 * the same rows. Fast: rows are built in memory and inserted in multi-row batches; the demo password is hashed
 * once by the caller.
 */

import { createHash, randomBytes } from "node:crypto";
import { type Faker, fakerPT_BR } from "@faker-js/faker";
import { BRANDS } from "@seleta/brand-themes/brands";
import {
  ACTIONS,
  applySources,
  businessUnits,
  entityList,
  ethnicities,
  genders,
  hiringRegimes,
  interviewStatuses,
  languageLevels,
  notificationKinds,
  placementStatuses,
  professionalMoments,
  proposalStatuses,
  type RolePermissions,
  rejectReasons,
  skillLevels,
  skillYears,
  submissionStatuses,
  taskPriorities,
  taskTypes,
  workTypes,
} from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { STRATEGIES } from "../auth/strategies";
import type { Drizzle } from "../db/client";
import * as schema from "../db/schema";
import { DEMO_ACCOUNTS, demoBusinesses, demoCounts } from "./demo";
import {
  BENEFITS,
  COURSES,
  cnpj,
  cpf,
  DEGREES,
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

export type SeedProgress = (step: string, done: number, total: number) => void;

type Tx = Pick<Drizzle, "insert" | "execute">;
type Row = Record<string, unknown>;

/** PostgreSQL takes at most 65,535 parameters per statement; stay well under it. */
const MAX_PARAMETERS = 30_000;

async function insertRows(tx: Tx, table: PgTable, rows: Row[], returnIds = true): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as Row).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    if (returnIds) {
      const inserted = (await tx
        .insert(table)
        .values(batch as never)
        .returning({ id: sql<number>`id` })) as { id: number }[];
      ids.push(...inserted.map((row) => Number(row.id)));
    } else {
      await tx.insert(table).values(batch as never);
    }
  }
  return ids;
}

const ids = (catalogue: { entries: readonly { id: number }[] }) => catalogue.entries.map((entry) => entry.id);

/** Picks by weight: `weighted(f, [[value, weight], …])`. */
function weighted<T>(faker: Faker, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = faker.number.float({ min: 0, max: total });
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

const iso = (date: Date) => date.toISOString();
const day = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (days: number) => new Date(REFERENCE_DATE.getTime() - days * 86_400_000);
const daysAfter = (days: number) => new Date(REFERENCE_DATE.getTime() + days * 86_400_000);

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

export type DemoSeedSummary = { counts: Record<string, number>; businesses: { id: number; name: string }[] };

/** Inserts the demo world inside the caller's transaction. */
export async function insertDemoData(
  tx: Tx,
  options: { passwordHash: string; candidates: number; onProgress?: SeedProgress | undefined },
): Promise<DemoSeedSummary> {
  const faker = fakerPT_BR;
  const text = () => sentence((items) => faker.helpers.arrayElement(items));
  faker.seed(FAKER_SEED);
  faker.setDefaultRefDate(REFERENCE_DATE);
  const n = demoCounts(options.candidates);
  const counts: Record<string, number> = {};
  const progress = (step: string, done: number, total: number) => options.onProgress?.(step, done, total);
  const insert = async (step: string, table: PgTable, rows: Row[], returnIds = true) => {
    const inserted = await insertRows(tx, table, rows, returnIds);
    counts[step] = (counts[step] ?? 0) + rows.length;
    return inserted;
  };
  const TOTAL_STEPS = 14;
  let stepNumber = 0;
  const step = (name: string) => progress(name, ++stepNumber, TOTAL_STEPS);

  // Businesses and the six brands' site configurations (domains localhost and <brand>.localhost).
  step("businesses");
  const businessIds = await insert(
    "businesses",
    schema.businesses,
    demoBusinesses.map((business, index) => ({
      name: business.name,
      brand: business.brand,
      domain: `${business.brand}.localhost`,
      cnpj: cnpj(faker.helpers.multiple(() => faker.number.int(9), { count: 8 })),
      nubela_credit: [1500, 420, 75][index] ?? 0,
      active: true,
    })),
  );
  const businessesOut = demoBusinesses.map((business, index) => ({
    id: businessIds[index] as number,
    name: business.name,
  }));
  const siteConfigs: Row[] = [];
  demoBusinesses.forEach((business, index) => {
    for (const brand of business.brands) {
      const definition = BRANDS[brand];
      siteConfigs.push({
        domain: brand === "local" ? "localhost" : `${brand}.localhost`,
        business_id: businessIds[index],
        title: definition.name,
        logo_url: `/brands/${brand}/logo.svg`,
        header_url: `/brands/${brand}/header.jpg`,
        path_assets: `/brands/${brand}`,
        path_components: brand,
        colors: { light: definition.tokens.colors, dark: definition.tokens.colors },
        custom_labels: {},
        // Demo placeholders: no provider is configured, so none is offered (real ids and secrets per host).
        social_credentials: {},
        google_analytics: null,
        show_benefits: true,
        show_opening_data: true,
        show_salary: brand !== "executive",
        show_contract_type: true,
        rules: { candidate_required_fields: ["name", "email", "mobile_phone"] },
      });
    }
  });
  await insert("site_configs", schema.site_configs, siteConfigs, false);
  // Most of the demo lives in the first business, the one localhost serves; the others get a share.
  const businessWeights = [
    [businessIds[0], 60],
    [businessIds[1], 25],
    [businessIds[2], 15],
  ] as const;
  const pickBusiness = () => weighted(faker, businessWeights) as number;

  // Reference catalogues shared by the group.
  step("catalogues");
  const industryIds = await insert(
    "core_industries",
    schema.core_industries,
    INDUSTRIES.map((name) => ({ name })),
  );
  const levelIds = await insert(
    "position_levels",
    schema.position_levels,
    POSITION_LEVELS.map((name, rank) => ({ name, rank })),
  );
  const benefitIds = await insert(
    "benefits",
    schema.benefits,
    BENEFITS.map((name) => ({ name, for_jobs: true, for_courses: false })),
  );

  // Roles, accounts and recruiters.
  step("recruiters");
  const [adminRole, readerRole, consultantRole, researcherRole] = await insert("roles", schema.roles, [
    { name: "Administrador", description: "Tudo, em todas as empresas", permissions: ALL_PERMISSIONS },
    { name: "Leitura", description: "Consulta candidatos, vagas, clientes e tarefas", permissions: READ_ONLY },
    { name: "Consultor", description: "Conduz processos seletivos", permissions: CONSULTANT },
    { name: "Pesquisador", description: "Mapeia e aborda candidatos", permissions: RESEARCHER },
  ]);
  type Person = { name: string; email: string };
  const recruiterPeople: (Person & { role: number; admin: boolean; businesses: number[] })[] = [
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
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const role = index === 2 ? adminRole : index % 3 === 0 ? researcherRole : consultantRole;
    recruiterPeople.push({
      name: `${firstName} ${lastName}`,
      email: `${slug(firstName)}.${slug(lastName)}${index}@seleta.test`,
      role: role as number,
      admin: role === adminRole,
      businesses: index % 4 === 3 ? [businessIds[0] as number, businessIds[1] as number] : [pickBusiness()],
    });
  }
  const now = iso(REFERENCE_DATE);
  const recruiterAccounts = await insert(
    "accounts",
    schema.accounts,
    recruiterPeople.map((person) => ({
      email: person.email,
      name: person.name,
      strategy: STRATEGIES.recruiters.id,
      business_id: null,
      password_hash: options.passwordHash,
      confirmed_at: now,
    })),
  );
  const recruiterIds = await insert(
    "recruiters",
    schema.recruiters,
    recruiterPeople.map((person, index) => ({
      name: person.name,
      email: person.email,
      title: person.admin ? "Sócia-diretora" : faker.helpers.arrayElement(["Consultor", "Pesquisadora", "Head Hunter"]),
      phone: faker.phone.number({ style: "national" }),
      role_id: person.role,
      is_admin: person.admin,
      business_unit: faker.helpers.arrayElement(ids(businessUnits)),
      active: true,
      logged_in_with_microsoft: false,
      account_id: recruiterAccounts[index],
      current_business_id: person.businesses[0],
    })),
  );
  await insert(
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
  /** Half the time one of `items` (none when there are none: small --scale seeds). */
  const sometimesOneOf = (items: readonly number[] | undefined) =>
    items && items.length > 0 && faker.datatype.boolean() ? faker.helpers.arrayElement(items) : null;
  const recruiterIn = (business: number) => faker.helpers.arrayElement(recruitersOf.get(business) ?? recruiterIds);

  // Client companies and their contacts.
  step("client companies");
  const companyRows: Row[] = [];
  for (let index = 0; index < n.clientCompanies; index++) {
    const business = index === 0 ? (businessIds[0] as number) : pickBusiness();
    const name = faker.company.name();
    companyRows.push({
      business_id: business,
      name,
      trade_name: name.split(/[\s-]/)[0],
      cnpj: cnpj(faker.helpers.multiple(() => faker.number.int(9), { count: 8 })),
      status:
        index === 0
          ? 3
          : weighted(faker, [
              [1, 50],
              [3, 10],
              [2, 10],
              [6, 10],
              [0, 5],
              [4, 5],
              [5, 5],
            ] as const),
      industry_id: faker.helpers.arrayElement(industryIds),
      business_unit: faker.helpers.arrayElement(ids(businessUnits)),
      owner_id: recruiterIn(business),
      website: `https://www.${slug(name)}.com.br`,
      linkedin: `https://www.linkedin.com/company/${slug(name)}`,
      email: `contato@${slug(name)}.com.br`,
      phone: faker.phone.number({ style: "national" }),
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      country: "BR",
      employees: faker.number.int({ min: 50, max: 20_000 }),
      annual_revenue: faker.number.int({ min: 5, max: 5000 }) * 1_000_000,
      fee_percent: faker.helpers.arrayElement([18, 20, 22, 25, 30]),
      description: faker.company.catchPhrase(),
    });
  }
  const companyIds = await insert("client_companies", schema.client_companies, companyRows);
  const companyBusiness = new Map(companyIds.map((id, index) => [id, companyRows[index]?.business_id as number]));

  step("client contacts");
  const contactRows: Row[] = [];
  const demoClientCompany = companyIds[0] as number;
  for (const company of companyIds) {
    for (let index = 0; index < n.clientContactsPerCompany; index++) {
      const demo = company === demoClientCompany && index === 0;
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const website = String(companyRows[companyIds.indexOf(company)]?.website ?? "");
      contactRows.push({
        business_id: companyBusiness.get(company),
        name: demo ? "Carolina Mendes" : `${firstName} ${lastName}`,
        title: faker.helpers.arrayElement(["Diretora de RH", "Gerente de Talentos", "CFO", "CEO", "Head de Pessoas"]),
        department: faker.helpers.arrayElement(["Recursos Humanos", "Financeiro", "Diretoria", "Tecnologia"]),
        client_company_id: company,
        email: demo
          ? DEMO_ACCOUNTS.client.email
          : `${slug(firstName)}.${slug(lastName)}@${website.replace("https://www.", "")}`,
        phone: faker.phone.number({ style: "national" }),
        mobile_phone: faker.phone.number({ style: "national" }),
        linkedin: `https://www.linkedin.com/in/${slug(`${firstName}-${lastName}`)}`,
        owner_id: recruiterIn(companyBusiness.get(company) as number),
        decision_maker: index === 0,
        portal_access: index === 0,
        is_admin: index === 0,
        active: true,
      });
    }
  }
  const contactIds = await insert("client_contacts", schema.client_contacts, contactRows);
  const contactsOf = new Map<number, number[]>();
  contactIds.forEach((id, index) => {
    const company = contactRows[index]?.client_company_id as number;
    contactsOf.set(company, [...(contactsOf.get(company) ?? []), id]);
  });
  const demoClientContact = contactIds[0] as number;
  const [clientAccount] = await insert("accounts", schema.accounts, [
    {
      email: DEMO_ACCOUNTS.client.email,
      name: "Carolina Mendes",
      strategy: STRATEGIES.client_contacts.id,
      business_id: businessIds[0],
      password_hash: options.passwordHash,
      confirmed_at: now,
    },
  ]);
  await tx.execute(sql`update client_contacts set account_id = ${clientAccount} where id = ${demoClientContact}`);

  // Jobs across statuses; the demo client's company gets a filled one and an open one.
  step("jobs");
  const jobRows: Row[] = [];
  for (let index = 0; index < n.jobs; index++) {
    const demoJob = index < 2;
    const company = demoJob ? demoClientCompany : faker.helpers.arrayElement(companyIds);
    const business = companyBusiness.get(company) as number;
    const title = faker.helpers.arrayElement(JOB_TITLES);
    const status = demoJob
      ? 1
      : (weighted(faker, [
          [1, 45],
          [2, 10],
          [3, 20],
          [0, 5],
          [4, 8],
          [5, 12],
        ] as const) as number);
    const openedDaysAgo = faker.number.int({ min: 5, max: 300 });
    const salaryMin = faker.number.int({ min: 8, max: 60 }) * 1000;
    jobRows.push({
      business_id: business,
      title,
      uid: `${slug(title)}-${faker.string.alphanumeric({ length: 6, casing: "lower" })}`,
      status,
      client_company_id: company,
      client_contact_id: faker.helpers.arrayElement(contactsOf.get(company) ?? [null]),
      owner_id: recruiterIn(business),
      business_unit: faker.helpers.arrayElement(ids(businessUnits)),
      position_level_id: faker.helpers.arrayElement(levelIds),
      core_industry_id: companyRows[companyIds.indexOf(company)]?.industry_id,
      openings: faker.helpers.weightedArrayElement([
        { value: 1, weight: 8 },
        { value: 2, weight: 2 },
        { value: 3, weight: 1 },
      ]),
      hiring_regime: faker.helpers.arrayElement([2, 2, 2, 1, 1, 3]),
      work_type: faker.helpers.arrayElement(ids(workTypes)),
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      country: "BR",
      salary_min: salaryMin,
      salary_max: salaryMin + faker.number.int({ min: 2, max: 15 }) * 1000,
      target_bonus: faker.helpers.maybe(() => faker.number.int({ min: 1, max: 6 }) * 10_000, { probability: 0.4 }),
      show_salary: faker.datatype.boolean(),
      fee_percent: faker.helpers.arrayElement([18, 20, 22, 25]),
      description: `<p>${text()}</p><p>${text()}</p>`,
      requirements: `<ul>${faker.helpers
        .arrayElements(SKILLS, 4)
        .map((skill) => `<li>${skill}</li>`)
        .join("")}</ul>`,
      confidential: faker.datatype.boolean({ probability: 0.15 }),
      published: status === 1,
      opened_at: day(daysBefore(openedDaysAgo)),
      deadline: day(daysAfter(faker.number.int({ min: -30, max: 90 }))),
      closed_at: [3, 4, 5].includes(status) ? day(daysBefore(faker.number.int({ min: 0, max: openedDaysAgo }))) : null,
    });
  }
  const jobIds = await insert("jobs", schema.jobs, jobRows);
  const jobsOf = groupByBusiness(businessIds, jobIds, jobRows);
  await insert(
    "jobs_recruiters",
    schema.jobs_recruiters,
    jobIds.flatMap((job, index) => {
      const owner = jobRows[index]?.owner_id as number;
      const other = recruiterIn(jobRows[index]?.business_id as number);
      return other === owner
        ? [{ record_id: job, related_id: owner }]
        : [
            { record_id: job, related_id: owner },
            { record_id: job, related_id: other },
          ];
    }),
    false,
  );
  await insert(
    "jobs_benefits",
    schema.jobs_benefits,
    jobIds.flatMap((job) =>
      faker.helpers.arrayElements(benefitIds, 4).map((benefit) => ({ record_id: job, related_id: benefit })),
    ),
    false,
  );

  // Candidates with profiles, skills and experiences; two of them are demo accounts.
  step("candidates");
  const candidateRows: Row[] = [];
  for (let index = 0; index < n.candidates; index++) {
    const demo = index === 0 ? "candidate" : index === 1 ? "newCandidate" : undefined;
    const business = demo ? (businessIds[0] as number) : pickBusiness();
    const sex = faker.helpers.arrayElement(["female", "male"] as const);
    const firstName = faker.person.firstName(sex);
    const lastName = `${faker.person.lastName()} ${faker.person.lastName()}`;
    const name =
      demo === "candidate"
        ? "Camila Rocha Almeida"
        : demo === "newCandidate"
          ? "Lucas Novaes"
          : `${firstName} ${lastName}`;
    const role = faker.helpers.arrayElement(JOB_TITLES);
    const years = faker.number.int({ min: 1, max: 25 });
    const currentStart = daysBefore(faker.number.int({ min: 60, max: 2500 }));
    const complete = demo !== "newCandidate";
    const salary = faker.number.int({ min: 5, max: 45 }) * 1000;
    candidateRows.push({
      business_id: business,
      name,
      role_name: complete ? role : null,
      email:
        demo === "candidate"
          ? DEMO_ACCOUNTS.candidate.email
          : demo === "newCandidate"
            ? DEMO_ACCOUNTS.newCandidate.email
            : `${slug(firstName)}.${slug(lastName).replace(/-/g, ".")}${index}@${faker.helpers.arrayElement([
                "gmail.com",
                "outlook.com",
                "yahoo.com.br",
                "uol.com.br",
                "hotmail.com",
              ])}`,
      mobile_phone: faker.phone.number({ style: "national" }),
      address: complete ? faker.location.streetAddress() : null,
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      nationality: "BR",
      linkedin: `https://www.linkedin.com/in/${slug(name)}-${index}`,
      github:
        role.includes("Software") || role.includes("Dados") ? `https://github.com/${slug(firstName)}${index}` : null,
      status: demo
        ? 3
        : (weighted(faker, [
            [3, 45],
            [1, 15],
            [2, 12],
            [4, 10],
            [5, 4],
            [6, 5],
            [0, 4],
            [8, 3],
            [7, 1],
            [9, 1],
          ] as const) as number),
      source: faker.helpers.arrayElement(ids(applySources)),
      owner_id: recruiterIn(business),
      tags: faker.helpers.arrayElements(["liderança", "bilíngue", "startup", "multinacional", "remoto", "mba"], {
        min: 0,
        max: 3,
      }),
      professional_moment: faker.helpers.arrayElement(ids(professionalMoments)),
      remote_work: faker.helpers.arrayElement(ids(workTypes)),
      mobility: faker.datatype.boolean(),
      current_regime: faker.helpers.arrayElement([2, 2, 1]),
      hiring_regimes: faker.helpers.arrayElements(ids(hiringRegimes), { min: 1, max: 3 }),
      clt_expectation: complete ? Math.round(salary * 1.15) : null,
      pj_expectation: complete ? Math.round(salary * 1.5) : null,
      self_introduction: complete ? text() : null,
      current_experience: complete
        ? {
            company: faker.company.name(),
            role,
            start_date: day(currentStart),
            end_date: null,
            regime: 2,
            salary,
            bonus: faker.helpers.maybe(() => salary * 2, { probability: 0.4 }) ?? null,
            benefits: faker.helpers.arrayElements(BENEFITS, 3).join(", "),
            description: text(),
          }
        : null,
      other_experiences: complete
        ? Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, position) => {
            const end = daysBefore(2600 + position * 900);
            return {
              company: faker.company.name(),
              role: faker.helpers.arrayElement(JOB_TITLES),
              start_date: day(new Date(end.getTime() - faker.number.int({ min: 300, max: 1500 }) * 86_400_000)),
              end_date: day(end),
              regime: 2,
              description: text(),
            };
          })
        : [],
      educations: complete
        ? [
            {
              institution: faker.helpers.arrayElement(SCHOOLS),
              course: faker.helpers.arrayElement(COURSES),
              degree: faker.helpers.arrayElement(DEGREES),
              start_date: day(daysBefore(365 * (years + 5))),
              end_date: day(daysBefore(365 * (years + 1))),
            },
          ]
        : [],
      languages: complete
        ? [
            { language: "Português", level: 5 },
            ...faker.helpers
              .arrayElements(LANGUAGES, { min: 0, max: 2 })
              .map((language) => ({ language, level: faker.helpers.arrayElement(ids(languageLevels).slice(1)) })),
          ]
        : [],
      skills: complete
        ? faker.helpers.arrayElements(SKILLS, { min: 3, max: 7 }).map((skill) => ({
            name: skill,
            years: faker.helpers.arrayElement(ids(skillYears)),
            level: faker.helpers.arrayElement(ids(skillLevels)),
          }))
        : [],
      gender: faker.helpers.arrayElement(ids(genders)),
      ethnicity: faker.helpers.arrayElement(ids(ethnicities)),
      date_birth: day(faker.date.birthdate({ mode: "age", min: 22, max: 62 })),
      cpf: complete ? cpf(faker.helpers.multiple(() => faker.number.int(9), { count: 9 })) : null,
      completed_register: complete,
      confirmed: demo !== undefined ? true : faker.datatype.boolean({ probability: 0.3 }),
      last_activity_at: iso(daysBefore(faker.number.int({ min: 0, max: 400 }))),
      created_at: iso(daysBefore(faker.number.int({ min: 1, max: 900 }))),
    });
  }
  const candidateIds = await insert("candidates", schema.candidates, candidateRows);
  const candidatesOf = groupByBusiness(businessIds, candidateIds, candidateRows);
  const candidateAccounts = await insert(
    "accounts",
    schema.accounts,
    [0, 1].map((index) => ({
      email: candidateRows[index]?.email,
      name: candidateRows[index]?.name,
      strategy: STRATEGIES.candidates.id,
      business_id: businessIds[0],
      password_hash: options.passwordHash,
      confirmed_at: now,
    })),
  );
  for (const [index, account] of candidateAccounts.entries()) {
    await tx.execute(sql`update candidates set account_id = ${account} where id = ${candidateIds[index]}`);
  }

  // Applies across the pipeline: one per candidate and job at most, inside one business.
  step("applies");
  const stageWeights = [
    [0, 30],
    [1, 15],
    [2, 5],
    [3, 4],
    [4, 8],
    [5, 8],
    [6, 3],
    [7, 2],
    [8, 3],
    [9, 15],
    [14, 7],
  ] as const;
  const applyRows: Row[] = [];
  const taken = new Set<string>();
  const candidateName = new Map(candidateIds.map((id, index) => [id, candidateRows[index]?.name as string]));
  const jobIndex = new Map(jobIds.map((id, index) => [id, index]));
  const addApply = (candidate: number, job: number, stage: number) => {
    const key = `${candidate}:${job}`;
    if (taken.has(key)) return false;
    taken.add(key);
    const jobRow = jobRows[jobIndex.get(job) as number] as Row;
    const rejected = stage === 9 || stage === 14;
    applyRows.push({
      business_id: jobRow.business_id,
      candidate_name: candidateName.get(candidate),
      job_title: jobRow.title,
      candidate_id: candidate,
      job_id: job,
      stage,
      submission_status: stage >= 1 && stage <= 8 ? faker.helpers.arrayElement(ids(submissionStatuses)) : null,
      reject_reason: rejected ? faker.helpers.arrayElement(ids(rejectReasons)) : null,
      source: faker.helpers.arrayElement(ids(applySources)),
      owner_id: jobRow.owner_id,
      position: applyRows.length,
      salary_expectation: faker.number.int({ min: 6, max: 50 }) * 1000,
      cover_letter: faker.helpers.maybe(() => text(), { probability: 0.3 }) ?? null,
      shortlisted: stage >= 4 && stage <= 8,
      applied_at: iso(daysBefore(faker.number.int({ min: 0, max: 280 }))),
    });
    return true;
  };
  // The demo candidate applied to the demo client's open jobs and a few more.
  addApply(candidateIds[0] as number, jobIds[0] as number, 5);
  addApply(candidateIds[0] as number, jobIds[1] as number, 1);
  // Every shortlist of the demo client's first job has people in it.
  const firstBusinessCandidates = candidatesOf.get(businessIds[0] as number) ?? [];
  for (const [offset, stage] of [4, 5, 5, 6, 7].entries()) {
    const candidate = firstBusinessCandidates[2 + offset];
    if (candidate !== undefined) addApply(candidate, jobIds[0] as number, stage);
  }
  let attempts = 0;
  while (applyRows.length < n.applies && attempts < n.applies * 20) {
    attempts++;
    const job = faker.helpers.arrayElement(jobIds);
    const business = jobRows[jobIndex.get(job) as number]?.business_id as number;
    const pool = candidatesOf.get(business) ?? [];
    if (pool.length === 0) continue;
    addApply(faker.helpers.arrayElement(pool), job, weighted(faker, stageWeights) as number);
  }
  const applyIds = await insert("applies", schema.applies, applyRows);

  // Submissions (stage ≥ Submission), interviews (≥ Internal Interview) and placements (Placement).
  step("submissions and interviews");
  const submissionRows: Row[] = [];
  const interviewRows: Row[] = [];
  const placementRows: Row[] = [];
  applyIds.forEach((apply, index) => {
    const row = applyRows[index] as Row;
    const stage = row.stage as number;
    if (stage < 1 || stage > 8) return;
    const common = {
      business_id: row.business_id,
      candidate_name: row.candidate_name,
      candidate_id: row.candidate_id,
      job_id: row.job_id,
      apply_id: apply,
    };
    submissionRows.push({
      ...common,
      status: row.submission_status,
      source: row.source,
      owner_id: row.owner_id,
      approached_at: row.applied_at,
      comments: faker.helpers.maybe(() => text(), { probability: 0.4 }) ?? null,
    });
    if (stage >= 4) {
      interviewRows.push({
        ...common,
        status: stage === 4 ? 1 : faker.helpers.arrayElement(ids(interviewStatuses).slice(1)),
        scheduled_at: iso(daysBefore(faker.number.int({ min: -20, max: 200 }))),
        duration_minutes: faker.helpers.arrayElement([30, 45, 60]),
        interviewer_id: row.owner_id,
        location: faker.helpers.arrayElement(["Microsoft Teams", "Google Meet", "Escritório do cliente"]),
        rating: faker.number.int({ min: 1, max: 5 }),
        feedback: text(),
      });
    }
    if (stage === 8) {
      const jobRow = jobRows[jobIndex.get(row.job_id as number) as number] as Row;
      const salary = faker.number.int({ min: 8, max: 60 }) * 1000;
      placementRows.push({
        ...common,
        client_company_id: jobRow.client_company_id,
        owner_id: row.owner_id,
        status: faker.helpers.arrayElement(ids(placementStatuses)),
        hiring_regime: jobRow.hiring_regime,
        start_date: day(daysBefore(faker.number.int({ min: 0, max: 200 }))),
        basic_salary: salary,
        fee_percent: jobRow.fee_percent,
        fee_amount: Math.round(salary * 13.33 * (Number(jobRow.fee_percent) / 100)),
        guarantee_days: 90,
      });
    }
  });
  await insert("submissions", schema.submissions, submissionRows, false);
  await insert("interviews", schema.interviews, interviewRows, false);
  await insert("placements", schema.placements, placementRows, false);

  // Proposals to client companies.
  step("proposals");
  const proposalRows: Row[] = Array.from({ length: n.proposals }, () => {
    const company = faker.helpers.arrayElement(companyIds);
    const business = companyBusiness.get(company) as number;
    const status = faker.helpers.arrayElement(ids(proposalStatuses));
    return {
      business_id: business,
      title: `Proposta — ${faker.helpers.arrayElement(JOB_TITLES)}`,
      client_company_id: company,
      client_contact_id: faker.helpers.arrayElement(contactsOf.get(company) ?? [null]),
      owner_id: recruiterIn(business),
      status,
      closed_reason: status === 7 ? faker.number.int({ min: 1, max: 7 }) : null,
      business_unit: faker.helpers.arrayElement(ids(businessUnits)),
      positions: faker.number.int({ min: 1, max: 4 }),
      amount: faker.number.int({ min: 20, max: 400 }) * 1000,
      fee_percent: faker.helpers.arrayElement([18, 20, 22, 25]),
      probability: faker.helpers.arrayElement([10, 25, 50, 75, 90]),
      expected_close_date: day(daysAfter(faker.number.int({ min: -30, max: 120 }))),
      sent_at: day(daysBefore(faker.number.int({ min: 0, max: 120 }))),
      cancelled: false,
      description: `<p>${text()}</p>`,
    };
  });
  await insert("proposals", schema.proposals, proposalRows, false);

  // Tasks and notes.
  step("tasks and notes");
  const taskRows: Row[] = Array.from({ length: n.tasks }, () => {
    const business = pickBusiness();
    const done = faker.datatype.boolean({ probability: 0.35 });
    const due = daysAfter(faker.number.int({ min: -30, max: 45 }));
    return {
      business_id: business,
      title: faker.helpers.arrayElement(TASK_TITLES),
      type: faker.helpers.arrayElement(ids(taskTypes)),
      priority: faker.helpers.arrayElement(ids(taskPriorities)),
      due_at: iso(due),
      done,
      completed_at: done ? iso(due) : null,
      owner_id: recruiterIn(business),
      candidate_id: sometimesOneOf(candidatesOf.get(business)),
      job_id: sometimesOneOf(jobsOf.get(business)),
      description: text(),
    };
  });
  await insert("tasks", schema.tasks, taskRows, false);
  const noteRows: Row[] = Array.from({ length: n.notes }, () => {
    const index = faker.number.int({ max: applyIds.length - 1 });
    const apply = applyRows[index] as Row;
    const onCandidate = faker.datatype.boolean();
    return {
      business_id: apply.business_id,
      action: faker.helpers.arrayElement(NOTE_ACTIONS),
      body: `<p>${text()}</p>`,
      reference_type: onCandidate ? "candidates" : "applies",
      reference_id: onCandidate ? apply.candidate_id : applyIds[index],
      owner_id: apply.owner_id,
      private: faker.datatype.boolean({ probability: 0.1 }),
      created_at: iso(daysBefore(faker.number.int({ min: 0, max: 200 }))),
    };
  });
  await insert("notes", schema.notes, noteRows, false);

  // Shortlists: jobs with applies at interview stages; the demo client's first job has one, sent.
  step("shortlists");
  const shortlistedByJob = new Map<number, number[]>();
  applyIds.forEach((apply, index) => {
    const row = applyRows[index] as Row;
    if (!row.shortlisted) return;
    const job = row.job_id as number;
    shortlistedByJob.set(job, [...(shortlistedByJob.get(job) ?? []), apply]);
  });
  const shortlistJobs = [...shortlistedByJob.keys()].filter((job) => {
    const status = jobRows[jobIndex.get(job) as number]?.status;
    return job === jobIds[0] || status === 1 || status === 3;
  });
  const shortlistIds = await insert(
    "shortlists",
    schema.shortlists,
    shortlistJobs.map((job) => {
      const jobRow = jobRows[jobIndex.get(job) as number] as Row;
      const sent = job === jobIds[0] || faker.datatype.boolean({ probability: 0.7 });
      return {
        business_id: jobRow.business_id,
        job_id: job,
        name: `Shortlist — ${jobRow.title}`,
        sent_at: sent ? iso(daysBefore(faker.number.int({ min: 0, max: 60 }))) : null,
        owner_id: jobRow.owner_id,
      };
    }),
  );
  const itemRows: Row[] = [];
  const relationshipRows: Row[] = [];
  shortlistIds.forEach((shortlist, index) => {
    const job = shortlistJobs[index] as number;
    const jobRow = jobRows[jobIndex.get(job) as number] as Row;
    for (const [position, apply] of (shortlistedByJob.get(job) ?? []).entries()) {
      itemRows.push({
        business_id: jobRow.business_id,
        shortlist_id: shortlist,
        apply_id: apply,
        position,
        comments: text(),
      });
    }
    for (const contact of (contactsOf.get(jobRow.client_company_id as number) ?? []).slice(0, 2)) {
      relationshipRows.push({
        business_id: jobRow.business_id,
        uid: faker.string.alphanumeric({ length: 16, casing: "lower" }),
        shortlist_id: shortlist,
        client_contact_id: contact,
        name: null,
        email: null,
        token_hash: null,
        sent_at: iso(daysBefore(faker.number.int({ min: 0, max: 60 }))),
      });
    }
    // Someone outside the accounts (spec §6): a random token nobody knows; the shortlist issue sends real ones.
    relationshipRows.push({
      business_id: jobRow.business_id,
      uid: faker.string.alphanumeric({ length: 16, casing: "lower" }),
      shortlist_id: shortlist,
      client_contact_id: null,
      name: faker.person.fullName(),
      email: faker.internet.email().toLowerCase(),
      token_hash: createHash("sha256").update(randomBytes(32)).digest("hex"),
      sent_at: iso(daysBefore(faker.number.int({ min: 0, max: 60 }))),
    });
  });
  await insert("shortlist_items", schema.shortlistItems, itemRows, false);
  const relationshipIds = await insert("shortlist_relationships", schema.shortlistRelationships, relationshipRows);
  const likeRows: Row[] = [];
  relationshipIds.forEach((relationship, index) => {
    const row = relationshipRows[index] as Row;
    const shortlist = row.shortlist_id as number;
    for (const item of itemRows.filter((candidate) => candidate.shortlist_id === shortlist)) {
      if (!faker.datatype.boolean({ probability: 0.6 })) continue;
      const like = faker.datatype.boolean({ probability: 0.7 });
      likeRows.push({
        business_id: row.business_id,
        shortlist_relationship_id: relationship,
        apply_id: item.apply_id,
        type_avaliation: 1,
        like_avaliation: like,
        description: like
          ? faker.helpers.arrayElement(["Perfil aderente", "Gostei da trajetória", null])
          : "Pouca experiência no setor",
      });
      if (faker.datatype.boolean({ probability: 0.2 })) {
        likeRows.push({
          business_id: row.business_id,
          shortlist_relationship_id: relationship,
          apply_id: item.apply_id,
          type_avaliation: 2,
          like_avaliation: true,
          description: null,
        });
      }
    }
  });
  await insert("like_candidates", schema.likeCandidates, likeRows, false);

  // Notifications for every recruiter, across the tabs.
  step("notifications");
  const notificationRows: Row[] = [];
  recruiterIds.forEach((recruiter, index) => {
    const business = recruiterPeople[index]?.businesses[0] as number;
    for (let count = 0; count < n.notificationsPerRecruiter; count++) {
      const kind = faker.helpers.arrayElement(notificationKinds.entries);
      const applyIndex = faker.number.int({ max: applyIds.length - 1 });
      const apply = applyRows[applyIndex] as Row;
      notificationRows.push({
        business_id: business,
        recruiter_id: recruiter,
        category: kind.tab,
        kind: kind.key,
        message: notificationMessage(kind.key, apply, faker),
        link: `/recruiters/jobs/${apply.job_id}/applies`,
        reference_type: "applies",
        reference_id: applyIds[applyIndex],
        is_read: count > 4,
        viewed: count > 4,
        created_at: iso(daysBefore(count * 2 + faker.number.float({ min: 0, max: 1.5 }))),
      });
    }
  });
  await insert("notifications", schema.notifications, notificationRows, false);

  // Counters the lists show.
  step("counters");
  await tx.execute(sql`update jobs set applies_count = (select count(*) from applies a where a.job_id = jobs.id)`);
  await tx.execute(
    sql`update client_companies set jobs_count = (select count(*) from jobs j where j.client_company_id = client_companies.id)`,
  );
  await tx.execute(
    sql`update roles set recruiters_count = (select count(*) from recruiters r where r.role_id = roles.id)`,
  );
  await tx.execute(sql`update applies set
        like_candidates = (select count(*) from like_candidates l where l.apply_id = applies.id and l.type_avaliation = 1 and l.like_avaliation),
        deslike_candidates = (select count(*) from like_candidates l where l.apply_id = applies.id and l.type_avaliation = 1 and not l.like_avaliation),
        star_candidate = (select count(*) from like_candidates l where l.apply_id = applies.id and l.type_avaliation = 2),
        amount_description = (select count(*) from like_candidates l where l.apply_id = applies.id and l.description is not null)
      where shortlisted`);
  return { counts, businesses: businessesOut };
}

/** Inserted ids by the business of their row. */
function groupByBusiness(businessIds: readonly number[], ids: readonly number[], rows: readonly Row[]) {
  const groups = new Map<number, number[]>(businessIds.map((business) => [business, []]));
  for (const [index, id] of ids.entries()) groups.get(rows[index]?.business_id as number)?.push(id);
  return groups;
}

function notificationMessage(kind: string, apply: Row, faker: Faker): string {
  const candidate = String(apply.candidate_name);
  const job = String(apply.job_title);
  switch (kind) {
    case "newApply":
      return `${candidate} se candidatou à vaga ${job}`;
    case "mention":
      return `${faker.person.firstName()} mencionou você em uma nota sobre ${candidate}`;
    case "like":
      return `O cliente curtiu ${candidate} na shortlist de ${job}`;
    case "npsSent":
      return `Pesquisa NPS enviada para o cliente da vaga ${job}`;
    case "documentSigning":
      return `Proposta da vaga ${job} assinada pelo cliente`;
    default:
      return `${faker.person.fullName()} acessou o portal do cliente pela primeira vez`;
  }
}
