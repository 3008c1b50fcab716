import { STRATEGIES } from "../../auth/strategies";
import * as schema from "../../db/schema";
import { reserveIds } from "../bulkLoad";
import { DEMO_ACCOUNTS } from "../demo";
import { cnpj, JOB_TITLES } from "../vocabulary";
import {
  account,
  CHOICES,
  COMPANY_STATUS,
  type DemoSeed,
  dayAfter,
  dayBefore,
  digits,
  insertRecords,
  LEAD_STATUS,
  PROJECT_STATUS,
  PROPOSAL_STATUS,
  phone,
  pickCompanyStatus,
  SOURCE,
  text,
} from "./context";
import type { Businesses, Catalogues, Recruiters } from "./organisation";

export type Company = { id: number; business: number; name: string; cnpj: string; industry: number; domain: string };

/** Client companies; the first, in the first business, is the demo client's. */
export async function seedClientCompanies(
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
        companies.push({ id: row.id, business, name: row.name, cnpj: row.cnpj, industry: row.industry_id, domain });
        yield row;
      }
    })(),
  );
  return companies;
}

/** Each company's contacts (their ids by company index); the first company's first contact is the demo client. */
export async function seedClientContacts(
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

/** Proposals to client companies. */
export async function seedProposals(
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

/**
 * Leads (the `contacts` entity: people at prospective clients) and projects (engagements grouping a client's
 * searches), a few of each in the first business, written as their create pages post them (`entityRows`).
 */
export async function seedLeadsAndProjects(
  seed: DemoSeed,
  {
    businesses,
    recruiters,
    companies,
    contactsOf,
  }: { businesses: Businesses; recruiters: Recruiters; companies: Company[]; contactsOf: number[][] },
): Promise<void> {
  const business = businesses.ids[0] as number;
  const tenant = () => ({ business_id: business });
  const [admin, recruiter] = recruiters.ids as [number, number];
  const clients = companies.flatMap((company, index) => (company.business === business ? [{ company, index }] : []));
  // The first company is always the first business's (the demo client's); a small --scale may have no other.
  const first = clients[0] as (typeof clients)[number];
  const second = clients[1] ?? first;
  const firstContact = contactsOf[first.index]?.[0] ?? null;
  await insertRecords(
    seed,
    "contacts",
    [
      {
        name: "Fernanda Queiroz",
        company_name: "Vértice Bioenergia S.A.",
        title: "Diretora de Gente e Gestão",
        email: "fernanda.queiroz@verticebioenergia.com.br",
        phone: "(11) 98765-4321",
        linkedin: "https://www.linkedin.com/in/fernanda-queiroz",
        status: LEAD_STATUS.new,
        source: SOURCE.linkedin,
        owner: admin,
        notes: "Conhecemos no fórum de RH de março; vai abrir a busca de um CFO no segundo semestre.",
      },
      {
        name: "Marcelo Antunes",
        company_name: "Grupo Ribeira Logística",
        title: "CFO",
        email: "marcelo.antunes@ribeiralog.com.br",
        status: LEAD_STATUS.contacted,
        source: SOURCE.event,
        owner: recruiter,
        notes: "Pediu uma proposta para mapear gerentes de operações no Nordeste.",
      },
      {
        name: "Juliana Castro",
        company_name: first.company.name,
        title: "Gerente de Talentos",
        email: `juliana.castro@${first.company.domain}`,
        status: LEAD_STATUS.converted,
        source: SOURCE.referral,
        owner: admin,
        client_company: first.company.id,
        notes: "Lead convertido: a empresa tornou-se cliente com a busca do CFO.",
      },
    ],
    tenant,
  );
  await insertRecords(
    seed,
    "projects",
    [
      {
        name: "Sucessão da diretoria financeira",
        client_company: first.company.id,
        client_contact: firstContact,
        owner: admin,
        status: PROJECT_STATUS.inProgress,
        start_date: dayBefore(60),
        end_date: dayAfter(120),
        budget: 180_000,
        description: "Busca retida do CFO e de dois gerentes que se reportam a ele.",
      },
      {
        name: "Mapeamento de lideranças comerciais",
        client_company: second.company.id,
        owner: recruiter,
        status: PROJECT_STATUS.planned,
        start_date: dayAfter(15),
        budget: 60_000,
        description: "Mapa de diretores comerciais do setor, com remuneração de mercado.",
      },
    ],
    tenant,
  );
}
