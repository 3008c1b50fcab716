/**
 * The global search benchmark's data (bench/globalSearch.ts): candidates and the five other searchable kinds,
 * generated in SQL in one business, and the terms a recruiter would type.
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../src/auth/secrets";
import { STRATEGIES } from "../src/auth/strategies";
import { type Database, queryRows } from "../src/db/client";

export const BENCH_PASSWORD = "bench-password-2026";
const BATCH = 50_000;

const FIRST_NAMES = [
  "Maria",
  "José",
  "Ana",
  "João",
  "Antônio",
  "Francisco",
  "Carlos",
  "Paulo",
  "Pedro",
  "Lucas",
  "Luiz",
  "Marcos",
  "Luís",
  "Gabriel",
  "Rafael",
  "Daniel",
  "Marcelo",
  "Bruno",
  "Eduardo",
  "Felipe",
  "Raimundo",
  "Rodrigo",
  "Manoel",
  "Mateus",
  "André",
  "Fernando",
  "Fábio",
  "Leonardo",
  "Gustavo",
  "Guilherme",
  "Juliana",
  "Adriana",
  "Márcia",
  "Fernanda",
  "Patrícia",
  "Aline",
  "Sandra",
  "Camila",
  "Amanda",
  "Bruna",
  "Jéssica",
  "Letícia",
  "Júlia",
  "Luciana",
  "Vanessa",
  "Mariana",
  "Gabriela",
  "Vera",
  "Vitória",
  "Larissa",
  "Cláudia",
  "Beatriz",
  "Luana",
  "Rita",
  "Sônia",
  "Renata",
  "Eliane",
  "Josefa",
  "Simone",
  "Natália",
  "Conceição",
  "Thiago",
  "Caio",
  "Heloísa",
  "Valentina",
];
const SURNAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gonçalves",
  "Santana",
  "Teixeira",
  "Araújo",
  "Monteiro",
  "Moura",
  "Correia",
  "Cavalcanti",
  "Azevedo",
  "Brandão",
  "Pinheiro",
  "Castro",
  "Campos",
  "Reis",
  "Guimarães",
  "Bezerra",
  "Figueiredo",
  "Sampaio",
  "Conceição",
  "Macedo",
];
const ROLES = [
  "Analista Financeiro",
  "Gerente de Vendas",
  "Desenvolvedor Backend",
  "Desenvolvedora Frontend",
  "Diretor Comercial",
  "Coordenadora de RH",
  "Engenheiro de Dados",
  "Contador",
  "Advogada Tributária",
  "Gerente de Projetos",
  "Analista de Marketing",
  "Controller",
  "Diretora Financeira",
  "Engenheiro Civil",
  "Especialista em Compliance",
  "Analista de Sistemas",
  "Gerente de Operações",
  "Tesoureiro",
  "Auditor Interno",
  "Product Manager",
  "Cientista de Dados",
  "Head de Tecnologia",
  "Supervisor de Logística",
  "Comprador",
  "Analista Fiscal",
];
const COMPANY_WORDS = [
  "Horizonte",
  "Aurora",
  "Atlântico",
  "Boreal",
  "Cerrado",
  "Pampa",
  "Serra",
  "Litoral",
  "Ipê",
  "Jacarandá",
  "Vértice",
  "Nexo",
  "Prisma",
  "Órbita",
  "Alvorada",
  "Planalto",
  "Veredas",
  "Mirante",
  "Farol",
  "Âncora",
  "Bússola",
  "Cume",
];
const COMPANY_FIELDS = [
  "Tecnologia",
  "Engenharia",
  "Logística",
  "Alimentos",
  "Energia",
  "Saúde",
  "Educação",
  "Finanças",
  "Varejo",
  "Construções",
  "Agronegócio",
  "Seguros",
  "Mineração",
  "Telecom",
  "Têxtil",
  "Química",
];
const SKILLS = ["IFRS", "SAP", "Python", "React", "negociação", "liderança", "auditoria", "Power BI", "SQL", "Java"];

function pick(list: readonly string[]) {
  return sql`((${JSON.stringify(list)}::jsonb) ->> floor(random() * ${list.length})::int)`;
}

function progress(label: string, done: number, total: number, started: number) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(
    `\r  ${label.padEnd(20)} ${done.toLocaleString("en")} / ${total.toLocaleString("en")} (${seconds} s)   `,
  );
  if (done >= total) process.stdout.write("\n");
}

/** Inserts `total` rows `batch(from, to)` at a time, so no single statement holds a million rows' locks and WAL. */
async function inBatches(
  db: Database,
  label: string,
  total: number,
  batch: (from: number, to: number) => ReturnType<typeof sql>,
) {
  const started = Date.now();
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.drizzle.execute(batch(from, to));
    progress(label, to, total, started);
  }
}

export async function generateSearchData(
  db: Database,
  counts: { candidates: number; others: number },
): Promise<{ business: number; admin: string }> {
  const [business] = await queryRows<{ id: number }>(
    db,
    sql`insert into businesses (name, active) values ('Bench Search', true) returning id`,
  );
  const businessId = Number(business?.id);
  const [role] = await queryRows<{ id: number }>(
    db,
    sql`insert into roles (name, permissions) values ('Bench', ${JSON.stringify({
      candidates: ["read"],
      jobs: ["read"],
      client_companies: ["read"],
      client_contacts: ["read"],
      proposals: ["read"],
      contacts: ["read"],
    })}::jsonb) returning id`,
  );
  const email = "bench.search@seleta.test";
  const [account] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (email, name, strategy, password_hash, confirmed_at)
        values (${email}, 'Bench', ${STRATEGIES.recruiters.id}, ${await hashPassword(BENCH_PASSWORD)}, now()) returning id`,
  );
  const [recruiter] = await queryRows<{ id: number }>(
    db,
    sql`insert into recruiters (name, email, role_id, is_admin, active, account_id)
        values ('Bench', ${email}, ${Number(role?.id)}, false, true, ${Number(account?.id)}) returning id`,
  );
  const recruiterId = Number(recruiter?.id);
  await db.drizzle.execute(
    sql`insert into recruiters_businesses (record_id, related_id) values (${recruiterId}, ${businessId})`,
  );

  const person = sql`${pick(FIRST_NAMES)} || ' ' || ${pick(SURNAMES)} || ' ' || ${pick(SURNAMES)}`;
  const company = sql`${pick(COMPANY_WORDS)} || ' ' || ${pick(COMPANY_FIELDS)}`;

  await inBatches(
    db,
    "client companies",
    counts.others,
    (from, to) => sql`insert into client_companies (business_id, name, trade_name, status, description)
      select ${businessId}, c.name || ' ' || (array['Ltda','SA','S/A','Eireli'])[1 + floor(random() * 4)::int] || ' ' || g,
             c.name, 1, 'Empresa de ' || ${pick(COMPANY_FIELDS)}
      from generate_series(${from}::int, ${to}::int) g, lateral (select ${company} as name, g as k) c`,
  );
  const [range] = await queryRows<{ low: number; high: number }>(
    db,
    sql`select min(id) as low, max(id) as high from client_companies where business_id = ${businessId}`,
  );
  const companyId = sql`(${Number(range?.low)} + floor(random() * ${Number(range?.high) - Number(range?.low) + 1})::int)`;

  await inBatches(
    db,
    "client contacts",
    counts.others,
    (from, to) => sql`insert into client_contacts (business_id, name, title, email, client_company_id)
      select ${businessId}, p.name, ${pick(ROLES)}, 'contato' || g || '@bench.example', ${companyId}
      from generate_series(${from}::int, ${to}::int) g, lateral (select ${person} as name, g as k) p`,
  );
  await inBatches(
    db,
    "jobs",
    counts.others,
    (from, to) => sql`insert into jobs (business_id, title, status, client_company_id, owner_id, description)
      select ${businessId}, r.role || (array['',' Sênior',' Pleno',' Júnior'])[1 + floor(random() * 4)::int], 1,
             ${companyId}, ${recruiterId}, '<p>Vaga de ' || r.role || ' com foco em ' || ${pick(SKILLS)} || '</p>'
      from generate_series(${from}::int, ${to}::int) g, lateral (select ${pick(ROLES)} as role, g as k) r`,
  );
  await inBatches(
    db,
    "proposals",
    counts.others,
    (from, to) => sql`insert into proposals (business_id, title, status, client_company_id, owner_id)
      select ${businessId}, 'Proposta ' || ${pick(COMPANY_WORDS)} || ' ' || (2020 + g % 7) || '-' || g, 1,
             ${companyId}, ${recruiterId}
      from generate_series(${from}::int, ${to}::int) g`,
  );
  await inBatches(
    db,
    "leads",
    counts.others,
    (from, to) => sql`insert into contacts (business_id, name, company_name, title, email, status)
      select ${businessId}, p.name, ${company}, ${pick(ROLES)}, 'lead' || g || '@bench.example', 1
      from generate_series(${from}::int, ${to}::int) g, lateral (select ${person} as name, g as k) p`,
  );
  await inBatches(
    db,
    "candidates",
    counts.candidates,
    (from, to) => sql`insert into candidates
        (business_id, name, email, status, role_name, mobile_phone, city, self_introduction, tags, cv_text)
      select ${businessId}, p.name, 'candidato' || g || '@bench.example', 3, p.role,
             '+55 11 9' || lpad((g % 100000000)::text, 8, '0'),
             (array['São Paulo','Rio de Janeiro','Belo Horizonte','Curitiba','Recife','Porto Alegre'])[1 + floor(random() * 6)::int],
             'Profissional de ' || p.role || ' com experiência em ' || ${pick(SKILLS)} || ' e ' || ${pick(SKILLS)},
             array[${pick(SKILLS)}],
             case when random() < 0.1
               then repeat('Atuei como ' || p.role || ' em empresa de ' || ${pick(COMPANY_FIELDS)} || ', liderando projetos de ' || ${pick(SKILLS)} || '. ', 6)
             end
      from generate_series(${from}::int, ${to}::int) g,
           lateral (select ${person} as name, ${pick(ROLES)} as role, g as k) p`,
  );
  process.stdout.write("  analyze…");
  await db.drizzle.execute(sql`analyze`);
  process.stdout.write(" done\n");
  return { business: businessId, admin: email };
}

/** Terms a recruiter types: first names, surnames, whole names of real rows, roles, company words, prefixes, misses. */
export async function searchTerms(db: Database): Promise<string[]> {
  const sample = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ term: string }>(db, query)).map((row) => row.term);
  const names = await sample(sql`select name as term from candidates tablesample system (1) limit 8`);
  const companies = await sample(sql`select trade_name as term from client_companies tablesample system (5) limit 4`);
  const jobs = await sample(sql`select title as term from jobs tablesample system (5) limit 4`);
  return [
    "maria",
    "jose",
    "joao",
    "silva",
    "santos",
    "oliveira",
    "conceicao",
    "gonçalves",
    "maria silva",
    "jose santos",
    "ana paula",
    "sil",
    "oliv",
    "carv",
    "mar",
    "gerente",
    "analista financeiro",
    "desenvolvedor",
    "financeira",
    "controller",
    "horizonte",
    "tecnologia",
    "aurora engenharia",
    "xyzzy",
    "qwrtplk",
    ...names.map((name) => name.toLowerCase()),
    ...companies,
    ...jobs,
  ];
}
