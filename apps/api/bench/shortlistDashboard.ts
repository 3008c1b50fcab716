/**
 * Shortlist dashboard benchmark (target in docs/performance.md: the dashboard XLSX of a 500-apply job ≤ 3 s).
 * Figures are printed, never asserted.
 *
 *   npm run bench:shortlist-dashboard -w @seleta/api              (PGlite)
 *   npm run bench:shortlist-dashboard -w @seleta/api -- --postgres (a throwaway PostgreSQL, or BENCH_DATABASE_URL)
 *   BENCH_APPLIES=500 BENCH_REVIEWERS=5 BENCH_ROUNDS=3
 *
 * The server runs in a child process (this file with `--serve`) on the demo seed. It prepares, in the demo
 * administrator's current business, a job with BENCH_APPLIES applies all in one sent shortlist, BENCH_REVIEWERS
 * reviewers who each rated every candidate (like or dislike with a reason, a star on some) and wrote a few comments.
 * A round asks for the dashboard (`POST /recruiters/recruiter_downloads/shortlist_dashboard`) and reads the download
 * every 20 ms until it is completed: the figure runs from the POST to the finished file, which is then fetched and
 * checked (every candidate row in the XLSX, %PDF for the PDF). XLSX is the budget's; PDF is printed beside it.
 */

import ExcelJS from "exceljs";
import { loadAverage as load, serveOverIpc, startBenchServer, wantsPostgres } from "./childServer";
import { sentShortlistOfJob } from "./shortlistFixture";

type ToServer = { type: "prepare"; businessId: number; applies: number; reviewers: number } | { type: "stop" };
type FromServer =
  | { type: "ready"; url: string }
  | { type: "prepared"; shortlistId: number }
  | { type: "failed"; error: string };

if (process.argv.includes("--serve")) {
  await serve();
} else {
  await bench();
}

/** The server side: the job, its applies, one sent shortlist of all of them, the reviewers' ratings and comments. */
async function serve(): Promise<void> {
  await serveOverIpc<ToServer, FromServer>(async (message, server, send) => {
    if (message.type !== "prepare") return;
    const { sql } = await import("drizzle-orm");
    const { queryRows } = await import("../src/db/client");
    const { createShortlistReviewer } = await import("../src/shortlists/tokens");
    const { DEMO_ACCOUNTS } = await import("../src/seed/demo");
    const db = server.db;
    const business = message.businessId;
    const [admin] = await queryRows<{ id: number }>(
      db,
      sql`select id from recruiters where lower(email) = ${DEMO_ACCOUNTS.admin.email}`,
    );
    const [company] = await queryRows<{ id: number }>(
      db,
      sql`select id from client_companies where business_id = ${business} order by id limit 1`,
    );
    if (!admin || !company) throw new Error("The demo has its administrator and a client company");
    const [job] = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (business_id, title, status, client_company_id, owner_id)
          values (${business}, 'Diretora de Operações (bench)', 1, ${company.id}, ${admin.id}) returning id`,
    );
    const jobId = Number(job?.id);
    await queryRows(
      db,
      sql`with made as (
            insert into candidates (business_id, name, email, status, role_name, current_experience)
            select ${business}, 'Conceição Simão ' || g, 'bench-dashboard-' || g || '@bench.example', 3, 'Diretora',
                   jsonb_build_object('company', 'Açúcar União ' || g, 'role', 'Gerente de Operações')
            from generate_series(1, ${message.applies}) g
            returning id)
          insert into applies (business_id, candidate_id, job_id, stage)
          select ${business}, id, ${jobId}, 5 from made`,
    );
    // The recruiter's order is not the applies' order.
    const shortlistId = await sentShortlistOfJob(db, { business, jobId, ownerId: admin.id });
    for (let index = 0; index < message.reviewers; index += 1) {
      const reviewer = await createShortlistReviewer(db, { shortlistId, name: `Revisora ${index + 1}` });
      await queryRows(
        db,
        sql`insert into like_candidates
              (business_id, shortlist_relationship_id, apply_id, type_avaliation, like_avaliation, description)
            select ${business}::int, ${reviewer.id}::int, id, 1, (id + ${index}::int) % 3 <> 0,
                   case when (id + ${index}::int) % 3 = 0 then 'Pouca experiência em gestão de equipes' end
            from applies where job_id = ${jobId}
            union all
            select ${business}::int, ${reviewer.id}::int, id, 2, true, null::text
            from applies where job_id = ${jobId} and (id + ${index}::int) % 10 = 0`,
      );
      await queryRows(
        db,
        sql`insert into shortlist_comments (business_id, shortlist_relationship_id, apply_id, body)
            select ${business}::int, ${reviewer.id}::int, id, 'Gostaria de conversar com ela na próxima semana.'
            from applies where job_id = ${jobId} order by id offset ${index * 7}::int limit 4`,
      );
    }
    await queryRows(db, sql`analyze`);
    send({ type: "prepared", shortlistId });
  });
}

async function bench(): Promise<void> {
  const postgres = wantsPostgres();
  const APPLIES = Number(process.env.BENCH_APPLIES ?? 500);
  const REVIEWERS = Number(process.env.BENCH_REVIEWERS ?? 5);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("../src/seed/demo");
  console.log(
    `Shortlist dashboard bench on ${postgres ? "PostgreSQL" : "PGlite"}: ${APPLIES} applies in one shortlist, ${REVIEWERS} reviewers, ${ROUNDS} rounds per format (load average ${load()})`,
  );
  const server = await startBenchServer<FromServer, ToServer>(import.meta.url, { name: "dashboard", postgres });
  const { url, channel } = server;
  try {
    const signIn = await fetch(`${url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const selection = (await (await fetch(`${url}/api/v1/recruiters/business.json`, { headers })).json()) as {
      business_selected?: { id: number };
    };
    const businessId = Number(selection.business_selected?.id);
    channel.send({ type: "prepare", businessId, applies: APPLIES, reviewers: REVIEWERS });
    const { shortlistId } = await channel.next("prepared", 300_000);

    /** One download, POST to completed: its milliseconds and the file. */
    const round = async (fileType: "xlsx" | "pdf"): Promise<{ ms: number; file: ArrayBuffer }> => {
      const started = performance.now();
      const created = await fetch(`${url}/api/v1/recruiters/recruiter_downloads/shortlist_dashboard`, {
        method: "POST",
        headers,
        body: JSON.stringify({ shortlist_dashboard: { file_type: fileType, shortlist_id: shortlistId } }),
      });
      if (created.status !== 201) throw new Error(`POST answered ${created.status}: ${await created.text()}`);
      const { recruiter_download: download } = (await created.json()) as { recruiter_download: { id: number } };
      const deadline = Date.now() + 120_000;
      for (;;) {
        const answer = (await (
          await fetch(`${url}/api/v1/recruiters/recruiter_downloads/${download.id}`, { headers })
        ).json()) as { recruiter_download: { status: string; error_message: string | null } };
        const status = answer.recruiter_download.status;
        if (status === "completed") break;
        if (status === "error") throw new Error(`The download failed: ${answer.recruiter_download.error_message}`);
        if (Date.now() > deadline) throw new Error("The download did not finish in 120 s");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const ms = performance.now() - started;
      const file = await (
        await fetch(`${url}/api/v1/recruiters/recruiter_downloads/${download.id}/file`, { headers })
      ).arrayBuffer();
      return { ms, file };
    };

    for (const fileType of ["xlsx", "pdf"] as const) {
      const times: number[] = [];
      let size = 0;
      for (let index = 0; index < ROUNDS; index += 1) {
        const { ms, file } = await round(fileType);
        times.push(ms);
        size = file.byteLength;
        if (fileType === "xlsx") {
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(file);
          const rows = (workbook.worksheets[0]?.rowCount ?? 0) - 1;
          if (rows !== APPLIES) throw new Error(`The XLSX holds ${rows} candidates, not ${APPLIES}`);
        } else if (new TextDecoder().decode(file.slice(0, 5)) !== "%PDF-") {
          throw new Error("The PDF does not start with %PDF-");
        }
      }
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] as number;
      console.log(
        `  ${fileType.toUpperCase()}: POST → finished file  median ${median.toFixed(0)} ms  (${times.map((ms) => ms.toFixed(0)).join(", ")} ms; ${(size / 1024).toFixed(0)} kB)${fileType === "xlsx" ? "   (target ≤ 3000 ms)" : ""}`,
      );
    }
    console.log(`  load average at the end ${load()}`);
  } finally {
    await server.stop();
  }
}
