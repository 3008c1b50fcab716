/**
 * Candidate data export benchmark (target: a candidate with 20 applications and 10 files gets their ZIP in ≤ 5 s,
 * end to end). Figures are printed, never asserted.
 *
 *   npm run bench:candidate-export -w @seleta/api [-- --runs 5] [--file-kb 1000]
 *
 * A server on a throwaway PGlite data dir (as `npm start` runs by default) holds one candidate with 20
 * applications (20 jobs) and 10 stored files of `--file-kb` each. Each run asks for the export over HTTP, polls its
 * state as the settings page does, downloads the ZIP and checks that it holds the JSON and the 10 files: the time
 * is from the request to the last byte of the ZIP.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { hashPassword } from "../src/auth/secrets";
import { STRATEGIES } from "../src/auth/strategies";
import { loadConfig } from "../src/config";
import { queryRows } from "../src/db/client";
import { startServer } from "../src/server";
import { localFileStorage, newStorageKey, uploadDirs } from "../src/uploads/storage";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { runs: { type: "string", default: "5" }, "file-kb": { type: "string", default: "1000" } },
});
const RUNS = Number(values.runs);
const FILE_BYTES = Number(values["file-kb"]) * 1000;
const PASSWORD = "bench candidate password 2026";

const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-candidate-export-"));
const server = await startServer(
  loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" }),
  { authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 } },
);
try {
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(server.db, query))[0] as T;
  const business = Number(
    (await one<{ id: number }>(sql`insert into businesses (name, active) values ('Bench', true) returning id`)).id,
  );
  await queryRows(
    server.db,
    sql`insert into site_configs (domain, business_id, title) values ('localhost', ${business}, 'Bench')`,
  );
  const company = Number(
    (
      await one<{ id: number }>(
        sql`insert into client_companies (business_id, name, status) values (${business}, 'Acme', 1) returning id`,
      )
    ).id,
  );
  const role = Number(
    (await one<{ id: number }>(sql`insert into roles (name, permissions) values ('Bench', '{}') returning id`)).id,
  );
  const owner = Number(
    (
      await one<{ id: number }>(
        sql`insert into recruiters (name, email, role_id, is_admin, active) values ('Rui', 'rui@test.example', ${role}, false, true) returning id`,
      )
    ).id,
  );
  const email = "bench.candidate@test.example";
  const account = Number(
    (
      await one<{ id: number }>(
        sql`insert into accounts (email, name, strategy, business_id, password_hash, confirmed_at)
            values (${email}, 'Bench', ${STRATEGIES.candidates.id}, ${business}, ${await hashPassword(PASSWORD)}, now()) returning id`,
      )
    ).id,
  );
  const candidate = Number(
    (
      await one<{ id: number }>(
        sql`insert into candidates (business_id, name, email, status, confirmed, completed_register, account_id,
                                    self_introduction, cpf)
            values (${business}, 'Beatriz Bench', ${email}, 3, true, true, ${account}, ${"Texto ".repeat(500)}, '52998224725')
            returning id`,
      )
    ).id,
  );
  for (let index = 0; index < 20; index += 1) {
    const job = Number(
      (
        await one<{ id: number }>(
          sql`insert into jobs (business_id, title, status, client_company_id, owner_id)
              values (${business}, ${`Vaga ${index + 1}`}, 1, ${company}, ${owner}) returning id`,
        )
      ).id,
    );
    await queryRows(
      server.db,
      sql`insert into applies (business_id, candidate_id, job_id, stage, position, cover_letter, candidate_name, job_title)
          values (${business}, ${candidate}, ${job}, ${index % 6}, 0, ${"Carta ".repeat(200)}, 'Beatriz Bench', ${`Vaga ${index + 1}`})`,
    );
  }
  const storage = localFileStorage(uploadDirs(dataDir).root);
  for (let index = 0; index < 10; index += 1) {
    const path = join(dataDir, `file-${index}`);
    writeFileSync(path, randomBytes(FILE_BYTES));
    const key = newStorageKey("pdf");
    await storage.put(key, path, "application/pdf");
    await queryRows(
      server.db,
      sql`insert into data_files (business_id, reference_type, reference_id, name, storage_key, content_type, size, sha256)
          values (${business}, 'Candidate', ${candidate}, ${`arquivo-${index}.pdf`}, ${key}, 'application/pdf', ${FILE_BYTES}, ${"0".repeat(64)})`,
    );
  }

  const signIn = await fetch(`${server.url}/api/v1/candidates/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = ((await signIn.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const created = await fetch(`${server.url}/api/v1/candidates/data_exports`, { method: "POST", headers });
    let state = ((await created.json()) as { data_export: { id: number; status: string; file: string | null } })
      .data_export;
    // The settings page asks once a second; asking more often here would only measure the poll interval less.
    while (state.status === "processing") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = await fetch(`${server.url}/api/v1/candidates/data_exports/${state.id}`, { headers });
      state = ((await answer.json()) as { data_export: typeof state }).data_export;
    }
    if (state.status !== "completed" || !state.file) throw new Error(`The export ended in ${state.status}`);
    const zip = new Uint8Array(await (await fetch(`${server.url}${state.file}`, { headers })).arrayBuffer());
    const elapsed = performance.now() - started;
    const entries = unzipSync(zip);
    const document = JSON.parse(new TextDecoder().decode(entries["dados.json"])) as { applications: unknown[] };
    const files = Object.keys(entries).filter((name) => name.startsWith("arquivos/"));
    if (document.applications.length !== 20 || files.length !== 10) throw new Error("The ZIP is incomplete");
    times.push(elapsed);
    console.log(`run ${run + 1}: ${(elapsed / 1000).toFixed(2)} s, ZIP ${(zip.length / 1e6).toFixed(1)} MB`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `candidate export (20 applications, 10 files of ${FILE_BYTES / 1000} kB): median ${((sorted[Math.floor(sorted.length / 2)] as number) / 1000).toFixed(2)} s, worst ${((sorted.at(-1) as number) / 1000).toFixed(2)} s (target ≤ 5 s)`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
