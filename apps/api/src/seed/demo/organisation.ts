/** The group: its businesses and their sites, the shared catalogues, roles and recruiters. */

import { BRANDS } from "@seleta/brand-themes/brands";
import { BUSINESS_CONFIG_DEFAULTS } from "@seleta/domain/wire";
import { STRATEGIES } from "../../auth/strategies";
import * as schema from "../../db/schema";
import type { Row } from "../bulkLoad";
import { DEMO_ACCOUNTS, demoBusinesses } from "../demo";
import type { Random } from "../random";
import { BENEFITS, cnpj, INDUSTRIES, POSITION_LEVELS } from "../vocabulary";
import {
  ALL_PERMISSIONS,
  account,
  CHOICES,
  CONSULTANT,
  type DemoSeed,
  digits,
  phone,
  pickBusinessIndex,
  READ_ONLY,
  RESEARCHER,
} from "./context";

export type Businesses = {
  ids: number[];
  summary: { id: number; name: string }[];
  /** A business drawn with the demo's weights (most of it in the first). */
  pick(from: Random): number;
};

/** The group's three businesses. */
export async function seedBusinesses(seed: DemoSeed): Promise<Businesses> {
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
export async function seedSiteConfigs(seed: DemoSeed, businesses: Businesses): Promise<void> {
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

export type Catalogues = { industryIds: number[]; levelIds: number[]; benefitIds: number[] };

/** Reference catalogues shared by the group. */
export async function seedCatalogues(seed: DemoSeed): Promise<Catalogues> {
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

export type Person = { name: string; email: string; role: number; admin: boolean; businesses: number[] };

export type Recruiters = {
  ids: number[];
  people: Person[];
  /** A recruiter who works in `business`. */
  in(from: Random, business: number): number;
};

/** Roles, and the recruiters with their accounts: the demo administrator and the demo recruiter first. */
export async function seedRecruiters(seed: DemoSeed, businesses: Businesses): Promise<Recruiters> {
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
