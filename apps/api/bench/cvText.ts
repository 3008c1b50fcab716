/**
 * CV text benchmark (target: the text of a 2 MB PDF extracted in ≤ 2 s in the background, the candidate's upload
 * answered at once). Figures are printed, never asserted.
 *
 *   npm run bench:cv -w @seleta/api [-- --runs 3 --megabytes 2]
 *
 * The API runs in a child process (this file with `--serve`) on a fresh PGlite data dir with the demo seed. The
 * demo candidate sends a text PDF of `--megabytes` MB (pages of prose, a word of its own on the first page) to
 * `POST /candidates/curriculum` over HTTP; the bench times the answer, then polls every 20 ms until
 * `GET /candidates/curriculum` says the text was read and until a recruiter's boolean search
 * (`GET /recruiters/candidates?terms_required=<word>`) finds the candidate. Extraction keeps the limits of
 * uploads/extractText.ts (100,000 characters, 200 pages): a longer document is read up to them.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo";
import { pdfOfPages } from "../test/fixtures/uploads/files";
import { childServerChannel, forkBenchServer, serveOverIpc } from "./childServer";

type FromServer = { type: "ready"; url: string };

const PROSE =
  "Gerente financeiro com experiência em controladoria, planejamento tributário, fusões e aquisições, " +
  "relacionamento com auditorias independentes e liderança de equipes de contabilidade em empresas de capital aberto. ";

/** A text PDF of about `bytes` bytes: pages of prose in Helvetica, `word` on the first page. */
export function textPdf(bytes: number, word: string): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const linesPerPage = 48;
  const pageContent = (index: number) => {
    const lines = Array.from({ length: linesPerPage }, (_, line) =>
      index === 0 && line === 0 ? `Curriculo: especialista em ${word}` : PROSE.slice(0, 90),
    );
    return `BT /F1 10 Tf 50 780 Td 14 TL ${lines.map((line) => `(${escapePdf(line)}) '`).join(" ")} ET`;
  };
  const pageBytes = Buffer.byteLength(pageContent(1), "latin1") + 200;
  const pages = Math.max(1, Math.round(bytes / pageBytes));
  return pdfOfPages(Array.from({ length: pages }, (_, index) => pageContent(index)));
}

async function signIn(url: string, strategy: string, email: string): Promise<string> {
  const answer = await fetch(`${url}/api/v1/${strategy}/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`${email} cannot sign in: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Milliseconds since `start` when `check` first holds, polling every 20 ms (at most 60 s). */
async function until(start: number, check: () => Promise<boolean>): Promise<number> {
  while (performance.now() - start < 60_000) {
    if (await check()) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("not within 60 s");
}

async function measure(url: string, megabytes: number, runs: number) {
  const candidate = await signIn(url, "candidates", DEMO_ACCOUNTS.candidate.email);
  const recruiter = await signIn(url, "recruiters", DEMO_ACCOUNTS.admin.email);
  const rows: { answerMs: number; readMs: number; searchableMs: number; status: string }[] = [];
  for (let run = 0; run < runs; run++) {
    const word = `benchcv${randomBytes(4).toString("hex")}`;
    const pdf = textPdf(megabytes * 1_000_000, word);
    const form = new FormData();
    form.set("data_file[file]", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "cv.pdf");
    const start = performance.now();
    const answer = await fetch(`${url}/api/v1/candidates/curriculum`, {
      method: "POST",
      headers: { authorization: `Bearer ${candidate}` },
      body: form,
    });
    const answerMs = performance.now() - start;
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
    let status = "pending";
    const readMs = await until(start, async () => {
      const { curriculum } = await getJson<{ curriculum: { text_status: string } | null }>(
        `${url}/api/v1/candidates/curriculum`,
        candidate,
      );
      status = curriculum?.text_status ?? "none";
      return status !== "pending";
    });
    const searchableMs = await until(start, async () => {
      const body = await getJson<{ candidates: unknown[] }>(
        `${url}/api/v1/recruiters/candidates?terms_required=${word}&per_page=5`,
        recruiter,
      );
      return body.candidates.length > 0;
    });
    rows.push({ answerMs, readMs, searchableMs, status });
    console.log(
      `run ${run + 1}: ${(pdf.length / 1_000_000).toFixed(2)} MB PDF — upload answered in ${answerMs.toFixed(0)} ms ` +
        `(text_status pending), text ${status} after ${readMs.toFixed(0)} ms, searchable after ${searchableMs.toFixed(0)} ms`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `median of ${runs}: answer ${median(rows.map((row) => row.answerMs)).toFixed(0)} ms, text read ` +
      `${median(rows.map((row) => row.readMs)).toFixed(0)} ms, searchable ${median(rows.map((row) => row.searchableMs)).toFixed(0)} ms ` +
      `(load average ${loadavg()[0]?.toFixed(1)})`,
  );
}

if (process.argv.includes("--serve")) {
  await serveOverIpc(async () => {});
} else {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { runs: { type: "string", default: "3" }, megabytes: { type: "string", default: "2" } },
  });
  const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-cv-"));
  const child = forkBenchServer(import.meta.url, { dataDir });
  const server = childServerChannel<FromServer, { type: "stop" }>(child);
  try {
    const { url } = await server.next("ready", 600_000);
    await measure(url, Number(values.megabytes), Number(values.runs));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
