/**
 * Bulk update benchmark (target in docs/performance.md: a bulk update of 10,000 candidates ≤ 30 s, with live
 * progress). Figures are printed, never asserted.
 *
 *   npm run bench:bulk-update -w @seleta/api               (PGlite)
 *   npm run bench:bulk-update -w @seleta/api -- --postgres (a throwaway PostgreSQL)
 *   BENCH_CANDIDATES=10000 BENCH_RUNS=3
 *
 * The server runs in a child process (this file with `--serve`) on the demo seed, with BENCH_CANDIDATES more
 * candidates in the demo admin's first business, all in one city of their own. Each run times, as the list's
 * "Atualizar em lote" makes it, a select-all of that city (`PATCH /recruiters/candidates` with
 * `select_all_params`) writing a new status, from the request sent to the task's completion (its
 * background_tasks row, read by the child every 50 ms).
 */
import { loadAverage as load, serveOverIpc, startBenchServer, wantsPostgres } from "./childServer";
import { percentile } from "./timing";

const CITY = "Bancada em lote";

type ToServer = { type: "prepare"; candidates: number } | { type: "wait"; requestId: string } | { type: "stop" };
type FromServer =
  | { type: "ready"; url: string }
  | { type: "prepared"; email: string }
  | { type: "finished"; status: string; message: string | null }
  | { type: "failed"; error: string };

if (process.argv.includes("--serve")) {
  await serve();
} else {
  await bench();
}

/** The server side: the candidates, made in one statement; a task's end, awaited in the database. */
async function serve(): Promise<void> {
  await serveOverIpc<ToServer, FromServer>(async (message, server, send) => {
    const { sql } = await import("drizzle-orm");
    const { queryRows } = await import("../src/db/client");
    if (message.type === "wait") {
      const deadline = Date.now() + 600_000;
      for (;;) {
        const [task] = await queryRows<{ status: string; message: string | null }>(
          server.db,
          sql`select status, message from background_tasks where request_id = ${message.requestId}`,
        );
        if (task && task.status !== "processing") {
          send({ type: "finished", status: task.status, message: task.message });
          return;
        }
        if (Date.now() > deadline) throw new Error(`Task ${message.requestId} did not finish`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    if (message.type !== "prepare") return;
    const { DEMO_ACCOUNTS } = await import("../src/seed/demo");
    const email = DEMO_ACCOUNTS.admin.email;
    const [business] = await queryRows<{ id: number }>(
      server.db,
      sql`select rb.related_id as id from recruiters r
          join recruiters_businesses rb on rb.record_id = r.id
          where lower(r.email) = ${email} order by rb.related_id limit 1`,
    );
    if (!business) throw new Error("The demo admin works in a business");
    await queryRows(
      server.db,
      sql`insert into candidates (business_id, name, email, status, city)
          select ${business.id}, 'Bancada ' || g, 'bancada' || g || '@example.com', 1, ${CITY}
          from generate_series(1, ${message.candidates}::int) as g`,
    );
    send({ type: "prepared", email });
  });
}

async function bench(): Promise<void> {
  const postgres = wantsPostgres();
  const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 10_000);
  const RUNS = Number(process.env.BENCH_RUNS ?? 3);
  const { DEMO_PASSWORD } = await import("../src/seed/demo");
  console.log(
    `Bulk update bench on ${postgres ? "PostgreSQL" : "PGlite"}: ${CANDIDATES} candidates by a select-all, ${RUNS} runs (load average ${load()})`,
  );
  const server = await startBenchServer<FromServer, ToServer>(import.meta.url, { name: "bulk-update", postgres });
  const { url, channel } = server;
  try {
    channel.send({ type: "prepare", candidates: CANDIDATES });
    const prepared = await channel.next("prepared", 300_000);
    const signIn = await fetch(`${url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: prepared.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}`, "accept-language": "en" };
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const requestId = `bench-bulk-update-${Date.now()}-${run}`;
      const started = performance.now();
      const send = () =>
        fetch(`${url}/api/v1/recruiters/candidates`, {
          method: "PATCH",
          headers,
          body: JSON.stringify({
            select_all_params: { search: { entity: "candidates", where: { city: CITY } } },
            // Each run writes a status the rows do not hold yet, so every row changes.
            attributes: { status: run % 2 === 1 ? 2 : 1 },
            request_id: requestId,
          }),
        });
      // A loaded machine may shed the request (503 before anything is queued): sent again, timed from the first.
      let response = await send();
      for (let retry = 0; response.status === 503 && retry < 20; retry += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        response = await send();
      }
      if (response.status !== 202) {
        throw new Error(`run ${run}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      }
      channel.send({ type: "wait", requestId });
      const finished = await channel.next("finished", 600_000);
      const elapsed = performance.now() - started;
      if (finished.status !== "completed" || !finished.message?.startsWith(`${CANDIDATES} `)) {
        throw new Error(`run ${run}: ${finished.status} ${finished.message}`);
      }
      times.push(elapsed);
      console.log(`  run ${run}: ${(elapsed / 1000).toFixed(1)} s (${finished.message})`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const s = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `${CANDIDATES} candidates updated: p50 ${s(percentile(sorted, 50))} s, max ${s(sorted.at(-1) ?? 0)} s (target ≤ 30 s; load average ${load()})`,
    );
  } finally {
    await server.stop();
  }
}
