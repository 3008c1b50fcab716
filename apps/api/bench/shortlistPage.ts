/**
 * The data of `npm run bench:shortlist-page` (scripts/bench-public.mjs, page `shortlist`) and of
 * `npm run bench:shortlist-reorder`: run before the production
 * server starts, on the data dir it will serve.
 *
 *   tsx --conditions=@seleta/source bench/shortlistPage.ts <dataDir> [candidates = 50]
 *
 * Starts the API in-process on `dataDir` (PGlite; the demo seed when the database is empty, as the server would),
 * adds to the demo administrator's business a job with that many applies, each candidate with the profile a client
 * reads (role, place, current and earlier experience, skills, a self-introduction), all in one sent shortlist in the
 * recruiter's order with a presentation each, and one reviewer with a token link; then stops. The last line of its
 * output is `{"uid","token","candidates","shortlistId","recruiterEmail"}`: the client's page is
 * `/shortlist/{uid}?token={token}`, as the mail links it; the builder is `/recruiters/shortlists/{shortlistId}` for
 * the demo administrator, who owns the job (scripts/bench-shortlist-reorder.mjs).
 */

import { sql } from "drizzle-orm";
import { loadConfig } from "../src/config";
import { queryRows } from "../src/db/client";
import { DEMO_ACCOUNTS } from "../src/seed/demo";
import { startServer } from "../src/server";
import { createShortlistReviewer } from "../src/shortlists/tokens";
import { sentShortlistOfJob } from "./shortlistFixture";

const [dataDir, count = "50"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: shortlistPage.ts <dataDir> [candidates]");
const candidates = Number(count);

const server = await startServer(
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "true",
    PORT: "0",
    LOG_LEVEL: "warn",
    WEB_BUILD_DIR: `${dataDir}/no-web-build`,
  }),
);
try {
  const db = server.db;
  // The business the administrator works in when signed in (auth/principal.ts): the builder's bench opens it there.
  const [admin] = await queryRows<{ id: number; business_id: number }>(
    db,
    sql`select r.id,
               coalesce((select b.id from businesses b where b.id = r.current_business_id and b.active is not false),
                        (select b.id from businesses b where b.active is not false order by b.id limit 1))
                 as business_id
        from recruiters r where lower(r.email) = ${DEMO_ACCOUNTS.admin.email}`,
  );
  if (!admin) throw new Error("The demo has its administrator");
  const business = Number(admin.business_id);
  const [company] = await queryRows<{ id: number }>(
    db,
    sql`select id from client_companies where business_id = ${business} order by id limit 1`,
  );
  if (!company) throw new Error("The demo has a client company");
  const [job] = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs (business_id, title, status, client_company_id, owner_id)
        values (${business}, 'Diretora Financeira (bench)', 1, ${company.id}, ${admin.id}) returning id`,
  );
  const jobId = Number(job?.id);
  await queryRows(
    db,
    sql`with made as (
          insert into candidates (business_id, name, email, status, role_name, city, state, self_introduction,
                                  current_experience, other_experiences, skills)
          select ${business}, 'Conceição Simão ' || g, 'bench-shortlist-page-' || g || '@bench.example', 3,
                 'Diretora Financeira', 'São Paulo', 'SP',
                 'Executiva de finanças com vinte anos em bancos e indústria, à frente de reestruturações, '
                   || 'captações e da integração de aquisições no Brasil e na América Latina.',
                 jsonb_build_object('company', 'Açúcar União ' || g, 'role', 'Diretora Financeira',
                                    'start_date', '2019-03-01'),
                 jsonb_build_array(
                   jsonb_build_object('company', 'Banco Paulista', 'role', 'Controller', 'start_date', '2012-01-01',
                                      'end_date', '2019-02-01'),
                   jsonb_build_object('company', 'Indústrias Reunidas', 'role', 'Gerente de Planejamento',
                                      'start_date', '2006-05-01', 'end_date', '2011-12-01')),
                 jsonb_build_array(jsonb_build_object('name', 'IFRS', 'years', 10, 'level', 3),
                                   jsonb_build_object('name', 'M&A', 'years', 6, 'level', 3))
          from generate_series(1, ${candidates}) g
          returning id)
        insert into applies (business_id, candidate_id, job_id, stage)
        select ${business}, id, ${jobId}, 5 from made`,
  );
  // The recruiter's order is not the applies' order; each candidate presented in a few sentences.
  const shortlistId = await sentShortlistOfJob(db, {
    business,
    jobId,
    ownerId: admin.id,
    presentation:
      "<p>Liderou a reestruturação financeira da empresa em 2021, com redução de 18% da dívida líquida, e " +
      "conduziu duas aquisições. Disponível para início em 60 dias.</p>",
  });
  const reviewer = await createShortlistReviewer(db, { shortlistId, name: "Conselheira (bench)" });
  await queryRows(db, sql`analyze`);
  console.log(
    JSON.stringify({
      uid: reviewer.uid,
      token: reviewer.token,
      candidates,
      shortlistId,
      recruiterEmail: DEMO_ACCOUNTS.admin.email,
    }),
  );
} finally {
  await server.close();
}
