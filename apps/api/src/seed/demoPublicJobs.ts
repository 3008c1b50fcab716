/**
 * The demo's job board: the business areas (category_sectors, each with the slug its pages and the home page's
 * area cards link to) and, in each of the three businesses, published jobs a visitor of its brand hosts finds —
 * pt-BR titles with accents, several cities and states, every work type and hiring regime, salaries shown and not —
 * beside the ones the board must never show: unpublished, closed, past their deadline, deleted. Some public ones
 * are confidential: shown, with nothing of their client.
 *
 * No deadline on the public ones: the demo's dates are fixed (REFERENCE_DATE) and a deadline would pass.
 */
import { hiringRegimes, jobStatuses, slugify, workTypes } from "@seleta/domain";
import { sql } from "drizzle-orm";
import * as schema from "../db/schema";
import type { BulkTx } from "./bulkLoad";
import type { Random } from "./random";
import { DEMO_AREAS } from "./siteContent";

/** The business areas of the group, by the slug the public site's links use (the site content's own list). */
export const DEMO_SPECIALTIES = DEMO_AREAS.map((area) => ({ slug: area.slug, name: area.name["pt-BR"] }));

/** A business area's slug (DEMO_AREAS). */
type SpecialtySlug = string;

/** What the board must show or hide of a demo job. */
type Visibility = "public" | "confidential" | "unpublished" | "closed" | "expired" | "deleted";

type DemoPublicJob = {
  title: string;
  specialty: SpecialtySlug;
  city: string;
  state: string;
  salary?: readonly [number, number];
  visibility?: Visibility;
};

/** One list per demo business (demo.ts's order: Executive Search, Tech, Finance & Legal). */
const JOBS_BY_BUSINESS: readonly (readonly DemoPublicJob[])[] = [
  [
    {
      title: "Gerente de Gestão de Pessoas",
      specialty: "recursos-humanos",
      city: "São Paulo",
      state: "SP",
      salary: [28_000, 34_000],
    },
    { title: "Diretor(a) de Operações", specialty: "engenharia", city: "Rio de Janeiro", state: "RJ" },
    {
      title: "Gerente de Engenharia de Manutenção",
      specialty: "engenharia",
      city: "Macaé",
      state: "RJ",
      salary: [24_000, 30_000],
    },
    { title: "Diretor Comercial", specialty: "vendas", city: "Belo Horizonte", state: "MG", salary: [35_000, 45_000] },
    {
      title: "Gerente de Exploração e Produção",
      specialty: "oleo",
      city: "Macaé",
      state: "RJ",
      visibility: "confidential",
    },
    {
      title: "Coordenador(a) de Distribuição de Gás Natural",
      specialty: "gas",
      city: "Salvador",
      state: "BA",
      salary: [16_000, 19_000],
    },
    { title: "Head de Recursos Humanos", specialty: "recursos-humanos", city: "Curitiba", state: "PR" },
    {
      title: "Gerente de Compliance e Riscos",
      specialty: "compliance",
      city: "São Paulo",
      state: "SP",
      salary: [26_000, 32_000],
    },
    { title: "Diretor Industrial", specialty: "engenharia", city: "Joinville", state: "SC", salary: [40_000, 52_000] },
    { title: "Superintendente de Vendas", specialty: "vendas", city: "Porto Alegre", state: "RS" },
    {
      title: "Gerente de Saúde, Segurança e Meio Ambiente",
      specialty: "oleo",
      city: "Vitória",
      state: "ES",
      salary: [22_000, 27_000],
    },
    {
      title: "Diretor de Recursos Humanos",
      specialty: "recursos-humanos",
      city: "São Paulo",
      state: "SP",
      visibility: "unpublished",
    },
    { title: "Gerente de Planta", specialty: "engenharia", city: "Campinas", state: "SP", visibility: "closed" },
    { title: "Gerente Regional de Vendas", specialty: "vendas", city: "Recife", state: "PE", visibility: "expired" },
    { title: "Diretor de Suprimentos", specialty: "engenharia", city: "São Paulo", state: "SP", visibility: "deleted" },
  ],
  [
    {
      title: "Engenheiro(a) de Software Sênior",
      specialty: "tecnologia",
      city: "São Paulo",
      state: "SP",
      salary: [18_000, 24_000],
    },
    {
      title: "Tech Lead de Dados",
      specialty: "tecnologia",
      city: "Florianópolis",
      state: "SC",
      salary: [22_000, 28_000],
    },
    { title: "Gerente de Segurança da Informação", specialty: "tecnologia", city: "Brasília", state: "DF" },
    { title: "Analista de Dados Pleno", specialty: "tecnologia", city: "Recife", state: "PE", salary: [9_000, 12_000] },
    {
      title: "Especialista em Computação em Nuvem",
      specialty: "tecnologia",
      city: "Campinas",
      state: "SP",
      visibility: "confidential",
    },
    { title: "Head de Produto", specialty: "tecnologia", city: "São Paulo", state: "SP", salary: [30_000, 38_000] },
    {
      title: "Engenheira de Automação Industrial",
      specialty: "engenharia",
      city: "Manaus",
      state: "AM",
      salary: [14_000, 17_000],
    },
    { title: "Executivo(a) de Vendas SaaS", specialty: "vendas", city: "Porto Alegre", state: "RS" },
    {
      title: "Gerente de Tecnologia e Inovação",
      specialty: "tecnologia",
      city: "Belo Horizonte",
      state: "MG",
      salary: [25_000, 31_000],
    },
    { title: "Business Partner de Gente e Gestão", specialty: "recursos-humanos", city: "Goiânia", state: "GO" },
    {
      title: "Desenvolvedor(a) Mobile Sênior",
      specialty: "tecnologia",
      city: "Fortaleza",
      state: "CE",
      salary: [15_000, 19_000],
    },
    {
      title: "Arquiteto(a) de Soluções",
      specialty: "tecnologia",
      city: "São Paulo",
      state: "SP",
      visibility: "unpublished",
    },
    { title: "CTO", specialty: "tecnologia", city: "São Paulo", state: "SP", visibility: "closed" },
    {
      title: "Engenheiro(a) de Machine Learning",
      specialty: "tecnologia",
      city: "Curitiba",
      state: "PR",
      visibility: "expired",
    },
  ],
  [
    {
      title: "Analista de Tributação",
      specialty: "financas-e-tributos",
      city: "São Paulo",
      state: "SP",
      salary: [8_000, 11_000],
    },
    {
      title: "Gerente de Planejamento Tributário",
      specialty: "financas-e-tributos",
      city: "Rio de Janeiro",
      state: "RJ",
      salary: [24_000, 29_000],
    },
    { title: "Advogado(a) Tributarista Sênior", specialty: "juridico", city: "São Paulo", state: "SP" },
    {
      title: "Diretor Financeiro (CFO)",
      specialty: "financas-e-tributos",
      city: "Belo Horizonte",
      state: "MG",
      visibility: "confidential",
    },
    {
      title: "Gerente Jurídico Contencioso",
      specialty: "juridico",
      city: "Brasília",
      state: "DF",
      salary: [26_000, 33_000],
    },
    {
      title: "Coordenador(a) de Controladoria",
      specialty: "financas-e-tributos",
      city: "Curitiba",
      state: "PR",
      salary: [15_000, 18_000],
    },
    {
      title: "Analista de Compliance Pleno",
      specialty: "compliance",
      city: "São Paulo",
      state: "SP",
      salary: [9_500, 12_500],
    },
    {
      title: "Gerente de Prevenção à Lavagem de Dinheiro",
      specialty: "compliance",
      city: "Rio de Janeiro",
      state: "RJ",
    },
    {
      title: "Especialista em Tesouraria",
      specialty: "financas-e-tributos",
      city: "Campinas",
      state: "SP",
      salary: [13_000, 16_000],
    },
    { title: "Advogada Societária", specialty: "juridico", city: "Porto Alegre", state: "RS" },
    {
      title: "Gerente de Relações com Investidores",
      specialty: "financas-e-tributos",
      city: "São Paulo",
      state: "SP",
      salary: [30_000, 36_000],
    },
    { title: "Controller", specialty: "financas-e-tributos", city: "Salvador", state: "BA", visibility: "unpublished" },
    { title: "Auditor(a) Interno(a)", specialty: "compliance", city: "Recife", state: "PE", visibility: "closed" },
    {
      title: "Analista Fiscal Sênior",
      specialty: "financas-e-tributos",
      city: "Vitória",
      state: "ES",
      visibility: "expired",
    },
  ],
];

/** Rows this step adds to `jobs` (the seed test counts them). */
export const DEMO_PUBLIC_JOB_COUNT = JOBS_BY_BUSINESS.reduce((sum, jobs) => sum + jobs.length, 0);

const STATUS = {
  open: jobStatuses.entries.find((status) => status.key === "open")?.id ?? 1,
  closed: jobStatuses.entries.find((status) => status.key === "closed")?.id ?? 5,
};

/** Letters and digits of a URL-safe uid: 22 of 64 symbols hold 132 bits, as the server's uids (publicUid.ts). */
const UID_SYMBOLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function demoPublicUid(random: Random): string {
  let uid = "";
  for (let index = 0; index < 22; index++) uid += UID_SYMBOLS[random.int(0, UID_SYMBOLS.length - 1)];
  return uid;
}

function description(job: DemoPublicJob, business: string): string {
  return [
    `<p>A ${business} busca profissional para a posição de <strong>${job.title}</strong> em ${job.city} (${job.state}), em empresa líder do seu segmento.</p>`,
    "<h3>Responsabilidades</h3>",
    "<ul><li>Liderar a equipe e a gestão de indicadores da área</li><li>Conduzir projetos de melhoria contínua e transformação</li><li>Relacionar-se com a diretoria e com parceiros estratégicos</li></ul>",
  ].join("");
}

const REQUIREMENTS =
  "<ul><li>Formação superior completa; pós-graduação é um diferencial</li><li>Experiência sólida na função</li><li>Inglês avançado</li></ul>";

/** The demo's business areas: the missing ones are added, and every area gets a slug (its name's, when it had none). */
async function seedSpecialties(tx: BulkTx): Promise<Map<string, number>> {
  const existing = await rowsOf<{ id: number; name: string; slug: string | null }>(
    tx,
    sql`select id, name, slug from ${schema.category_sectors}`,
  );
  const bySlug = new Map<string, number>();
  for (const row of existing) {
    const slug = row.slug?.trim() || slugify(row.name, `area-${row.id}`);
    if (!row.slug?.trim()) {
      await tx.drizzle.execute(sql`update ${schema.category_sectors} set slug = ${slug} where id = ${row.id}`);
    }
    bySlug.set(slug, Number(row.id));
  }
  const missing = DEMO_SPECIALTIES.filter((specialty) => !bySlug.has(specialty.slug));
  if (missing.length > 0) {
    const inserted = await tx.drizzle
      .insert(schema.category_sectors)
      .values(missing.map((specialty) => ({ name: specialty.name, slug: specialty.slug })) as never)
      .returning({ id: schema.category_sectors.id });
    for (const [index, specialty] of missing.entries()) bySlug.set(specialty.slug, Number(inserted[index]?.id));
  }
  return bySlug;
}

async function rowsOf<Row>(tx: BulkTx, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await tx.drizzle.execute(query)) as unknown as { rows: Row[] }).rows;
}

export type DemoPublicJobsInput = {
  tx: BulkTx;
  random: Random;
  /** The demo's businesses, in demo.ts's order. */
  businessIds: readonly number[];
  businessNames: readonly string[];
  /** A recruiter of the business, to own a job. */
  ownerIn(random: Random, business: number): number;
  /** A client company of the business (none in a tiny seed's smallest business). */
  companyIn(random: Random, business: number): number | undefined;
  benefitIds: readonly number[];
  /** "Now" of the demo's dates. */
  referenceDate: Date;
};

/** The demo's business areas and its job board; returns the number of jobs written. */
export async function seedDemoPublicJobs(input: DemoPublicJobsInput): Promise<number> {
  const { tx, random, referenceDate } = input;
  const specialtyIds = await seedSpecialties(tx);
  const regimeIds = hiringRegimes.entries.map((entry) => entry.id);
  const workTypeIds = workTypes.entries.map((entry) => entry.id);
  const day = (daysBefore: number) =>
    new Date(referenceDate.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10);
  const rows: Record<string, unknown>[] = [];
  const benefitsOf: number[][] = [];
  JOBS_BY_BUSINESS.forEach((jobs, businessIndex) => {
    const business = input.businessIds[businessIndex];
    if (business === undefined) return;
    jobs.forEach((job, index) => {
      const company = input.companyIn(random, business);
      if (company === undefined) return;
      const visibility = job.visibility ?? "public";
      const daysAgo = index * 3 + businessIndex;
      rows.push({
        business_id: business,
        title: job.title,
        uid: demoPublicUid(random),
        status: visibility === "closed" ? STATUS.closed : STATUS.open,
        client_company_id: company,
        owner_id: input.ownerIn(random, business),
        category_sector_id: specialtyIds.get(job.specialty) ?? null,
        openings: random.int(1, 3),
        // Every work type and every regime appear in each business's public jobs.
        work_type: workTypeIds[index % workTypeIds.length],
        hiring_regime: regimeIds[index % regimeIds.length],
        contract_model: 1 + (index % 2),
        city: job.city,
        state: job.state,
        country: "BR",
        salary_min: job.salary?.[0] ?? random.int(12, 30) * 1000,
        salary_max: job.salary?.[1] ?? null,
        // A job shows its salary only when it says so (and its brand shows salaries: site_configs.show_salary).
        show_salary: job.salary !== undefined,
        fee_percent: 20,
        description: description(job, input.businessNames[businessIndex] ?? "Seleta"),
        requirements: REQUIREMENTS,
        confidential: visibility === "confidential",
        published: visibility !== "unpublished",
        opened_at: day(daysAgo + 2),
        deadline: visibility === "expired" ? day(30) : null,
        closed_at: visibility === "closed" ? day(1) : null,
        deleted_at: visibility === "deleted" ? referenceDate.toISOString() : null,
        created_at: new Date(referenceDate.getTime() - daysAgo * 86_400_000).toISOString(),
        updated_at: new Date(referenceDate.getTime() - daysAgo * 86_400_000).toISOString(),
      });
      benefitsOf.push(random.sample(input.benefitIds, 3));
    });
  });
  const inserted = await tx.drizzle
    .insert(schema.jobs)
    .values(rows as never)
    .returning({ id: schema.jobs.id });
  const links = inserted.flatMap((row, index) =>
    (benefitsOf[index] ?? []).map((benefit) => ({ record_id: row.id, related_id: benefit })),
  );
  if (links.length > 0) await tx.drizzle.insert(schema.jobs_benefits).values(links as never);
  return inserted.length;
}
