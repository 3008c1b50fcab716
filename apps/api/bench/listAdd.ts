/**
 * Adding candidates to a list benchmark (target in docs/performance.md: adding 1,000 selected candidates to a list
 * ≤ 2 s). Figures are printed, never asserted.
 *
 *   npm run bench:list-add -w @seleta/api               (PGlite)
 *   npm run bench:list-add -w @seleta/api -- --postgres (a throwaway PostgreSQL)
 *   BENCH_CANDIDATES=1000 BENCH_RUNS=10
 *
 * The server runs in a child process (this file with `--serve`) on the demo seed, with BENCH_CANDIDATES more
 * candidates in the demo admin's first business, so one call names that many. Each run makes an empty list
 * (the registry's create) and times `POST /recruiters/tearsheets/{id}/candidates` with every one of them, from the
 * request sent to the answer read, as the "Adicionar a uma lista" dialog makes it.
 */
import { loadAverage as load, serveOverIpc, startBenchServer, wantsPostgres } from "./childServer";
import { percentile } from "./timing";

type ToServer = { type: "prepare"; candidates: number } | { type: "stop" };
type FromServer =
  | { type: "ready"; url: string }
  | { type: "prepared"; email: string; candidateIds: number[] }
  | { type: "failed"; error: string };

if (process.argv.includes("--serve")) {
  await serve();
} else {
  await bench();
}

/** The server side: BENCH_CANDIDATES candidates of the admin's business, made in one statement. */
async function serve(): Promise<void> {
  await serveOverIpc<ToServer, FromServer>(async (message, server, send) => {
    if (message.type !== "prepare") return;
    const { sql } = await import("drizzle-orm");
    const { queryRows } = await import("../src/db/client");
    const { DEMO_ACCOUNTS } = await import("../src/seed/demo");
    const email = DEMO_ACCOUNTS.admin.email;
    const [business] = await queryRows<{ id: number }>(
      server.db,
      sql`select rb.related_id as id from recruiters r
          join recruiters_businesses rb on rb.record_id = r.id
          where lower(r.email) = ${email} order by rb.related_id limit 1`,
    );
    if (!business) throw new Error("The demo admin works in a business");
    const rows = await queryRows<{ id: number }>(
      server.db,
      sql`insert into candidates (business_id, name, email, status)
          select ${business.id}, 'Bancada ' || g, 'bancada' || g || '@example.com', 3
          from generate_series(1, ${message.candidates}::int) as g
          returning id`,
    );
    send({ type: "prepared", email, candidateIds: rows.map((row) => Number(row.id)) });
  });
}

async function bench(): Promise<void> {
  const postgres = wantsPostgres();
  const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 1000);
  const RUNS = Number(process.env.BENCH_RUNS ?? 10);
  const { DEMO_PASSWORD } = await import("../src/seed/demo");
  console.log(
    `List add bench on ${postgres ? "PostgreSQL" : "PGlite"}: ${CANDIDATES} candidates added to a list, ${RUNS} runs (load average ${load()})`,
  );
  const server = await startBenchServer<FromServer, ToServer>(import.meta.url, { name: "list-add", postgres });
  const { url, channel } = server;
  try {
    channel.send({ type: "prepare", candidates: CANDIDATES });
    const prepared = await channel.next("prepared", 120_000);
    const signIn = await fetch(`${url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: prepared.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const created = await fetch(`${url}/api/v1/recruiters/tearsheets`, {
        method: "POST",
        headers,
        body: JSON.stringify({ tearsheet: { name: `Bancada ${run}` } }),
      });
      const { tearsheet } = (await created.json()) as { tearsheet: { id: number } };
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/recruiters/tearsheets/${tearsheet.id}/candidates`, {
        method: "POST",
        headers,
        body: JSON.stringify({ candidate_ids: prepared.candidateIds }),
      });
      const answer = (await response.json()) as { added?: number };
      const elapsed = performance.now() - started;
      if (response.status !== 200 || answer.added !== CANDIDATES) {
        throw new Error(`run ${run}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      }
      times.push(elapsed);
      console.log(`  run ${run}: ${elapsed.toFixed(0)} ms`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${CANDIDATES} candidates added: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms (target ≤ 2000 ms; load average ${load()})`,
    );
  } finally {
    await server.stop();
  }
}
