/**
 * Shortlist ratings benchmark (target in docs/performance.md): 100 reviewers rate at once, and each rating must reach
 * the recruiter's live notification within p95 ≤ 300 ms. Figures are printed, never asserted.
 *
 *   npm run bench:shortlist-ratings -w @seleta/api              (PGlite: the in-process bus)
 *   npm run bench:shortlist-ratings -w @seleta/api -- --postgres (a throwaway PostgreSQL: LISTEN/NOTIFY)
 *   BENCH_REVIEWERS=100 BENCH_ROUNDS=3 BENCH_SECONDS=20
 *
 * The server runs in a child process (this file with `--serve`) on the demo seed. It prepares one shortlist of the
 * demo recruiter (its owner, so its ratings notify them) with BENCH_REVIEWERS reviewers, each with their own token
 * link, as a send would make them. The recruiter listens on `/cable` with @rails/actioncable (their
 * NotificationChannel, as the bell does). Every reviewer opens the shortlist first (not measured), as a person rates
 * from the page they are reading. Two figures: a burst (every reviewer rates at the same instant, BENCH_ROUNDS
 * times) and a sustained review (every reviewer rates every 1 to 4 s, for BENCH_SECONDS). Ratings alternate like and
 * dislike (with a description), the shortlist's candidates in turn, so every rating is news. A rating's latency runs
 * from the moment its request is sent (the click) to the moment the recruiter's client receives the notification
 * naming that reviewer (a reviewer's ratings are sequential, so their notifications match in order).
 */
import http from "node:http";
import * as ActionCable from "@rails/actioncable";
import { installNodeAdapter } from "./cableClient";
import { loadAverage as load, serveOverIpc, startBenchServer, wantsPostgres, withTimeout } from "./childServer";
import { percentile, sleep } from "./timing";

type Reviewer = { uid: string; token: string; name: string };

/**
 * Each reviewer is a browser of their own: one kept-alive connection each (`agents`), opened when they open the
 * shortlist, so a burst of ratings is a hundred people clicking on pages they have open, not a hundred new
 * connections made at once by one client.
 */
const agents = new Map<string, http.Agent>();

function call(
  url: string,
  reviewer: Reviewer,
  method: "GET" | "POST",
  body?: unknown,
): Promise<{ status: number; text: string }> {
  let agent = agents.get(reviewer.uid);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.set(reviewer.uid, agent);
  }
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${reviewer.token}`,
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
type Prepared = {
  type: "prepared";
  recruiterEmail: string;
  recruiterId: number;
  applyIds: number[];
  reviewers: Reviewer[];
};
type ToServer = { type: "prepare"; reviewers: number } | { type: "stop" };
type FromServer = { type: "ready"; url: string } | Prepared | { type: "failed"; error: string };

const now = () => performance.timeOrigin + performance.now();

if (process.argv.includes("--serve")) {
  await serve();
} else {
  await bench();
}

/** The server side: a shortlist of the demo recruiter with one token link per reviewer. */
async function serve(): Promise<void> {
  await serveOverIpc<ToServer, FromServer>(async (message, server, send) => {
    if (message.type !== "prepare") return;
    const { sql } = await import("drizzle-orm");
    const { queryRows } = await import("../src/db/client");
    const { createShortlistReviewer } = await import("../src/shortlists/tokens");
    const { DEMO_ACCOUNTS } = await import("../src/seed/demo");
    const email = DEMO_ACCOUNTS.recruiter.email;
    const [recruiter] = await queryRows<{ id: number }>(
      server.db,
      sql`select id from recruiters where lower(email) = ${email}`,
    );
    const [shortlist] = await queryRows<{ id: number; apply_ids: number[] }>(
      server.db,
      sql`select s.id, array(select i.apply_id from shortlist_items i where i.shortlist_id = s.id order by i.position)
                 as apply_ids
          from shortlists s
          where s.sent_at is not null and exists (select 1 from shortlist_items i where i.shortlist_id = s.id)
          order by (select count(*) from shortlist_items i where i.shortlist_id = s.id) desc, s.id limit 1`,
    );
    if (!recruiter || !shortlist) throw new Error("The demo has a recruiter and a sent shortlist");
    await queryRows(server.db, sql`update shortlists set owner_id = ${recruiter.id} where id = ${shortlist.id}`);
    const reviewers: Reviewer[] = [];
    for (let index = 0; index < message.reviewers; index += 1) {
      const name = `Revisor ${String(index + 1).padStart(3, "0")}`;
      const created = await createShortlistReviewer(server.db, { shortlistId: Number(shortlist.id), name });
      reviewers.push({ uid: created.uid, token: created.token, name });
    }
    send({
      type: "prepared",
      recruiterEmail: email,
      recruiterId: Number(recruiter.id),
      applyIds: shortlist.apply_ids.map(Number),
      reviewers,
    });
  });
}

async function bench(): Promise<void> {
  const postgres = wantsPostgres();
  const REVIEWERS = Number(process.env.BENCH_REVIEWERS ?? 100);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
  const { DEMO_PASSWORD } = await import("../src/seed/demo");
  console.log(
    `Shortlist ratings bench on ${postgres ? "PostgreSQL" : "PGlite"}: ${REVIEWERS} reviewers rating at once, ${ROUNDS} rounds (load average ${load()})`,
  );

  const server = await startBenchServer<FromServer, ToServer>(import.meta.url, {
    name: "ratings",
    postgres,
    // The reviewers are people at a hundred addresses; here they all call from 127.0.0.1, whose link limit
    // (SHORTLIST_LINK_PER_MINUTE, 120 by default) would refuse most of them with 429.
    env: { SHORTLIST_LINK_PER_MINUTE: "100000" },
  });
  const { url, channel } = server;
  let consumer: ActionCable.Consumer | undefined;
  try {
    channel.send({ type: "prepare", reviewers: REVIEWERS });
    const prepared = await channel.next("prepared", 120_000);

    const signIn = await fetch(`${url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: prepared.recruiterEmail, password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    installNodeAdapter(`auth._token.recruiters=${token}`);
    consumer = ActionCable.createConsumer(`${url.replace(/^http/, "ws")}/cable`);
    /** Per reviewer, the send instants of their ratings whose notification has not arrived yet (oldest first). */
    const pending = new Map<string, number[]>();
    let latencies: number[] = [];
    let unmatched = 0;
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        consumer?.subscriptions.create(
          { channel: "NotificationChannel", recruiter_id: prepared.recruiterId },
          {
            connected: () => resolve(),
            rejected: () => reject(new Error("subscription rejected")),
            received: (message: { notification?: { message?: string } }) => {
              const at = now();
              const name = message.notification?.message?.match(/Revisor \d{3}/)?.[0];
              const sentAt = name ? pending.get(name)?.shift() : undefined;
              if (sentAt === undefined) unmatched += 1;
              else latencies.push(at - sentAt);
            },
          },
        );
      }),
      30_000,
      "subscribing to the recruiter's notifications",
    );

    const ratings = [
      { like_avaliation: true, description: "" },
      { like_avaliation: false, description: "Pouca experiência no setor" },
    ];
    /** One rating, sent now: its answer's status; a served one waits for its notification. */
    const rate = async (reviewer: Reviewer, turn: number, index: number): Promise<number> => {
      const applyId = prepared.applyIds[index % prepared.applyIds.length];
      const rating = ratings[turn % ratings.length];
      const queue = pending.get(reviewer.name) ?? [];
      pending.set(reviewer.name, queue);
      const sentAt = now();
      queue.push(sentAt);
      const response = await call(
        `${url}/api/v1/shortlist_relationships/${reviewer.uid}/like_candidates/`,
        reviewer,
        "POST",
        { like_candidate: { ...rating, type_avaliation: 1, apply_id: applyId } },
      );
      // A refused rating notifies nobody.
      if (response.status !== 200) queue.splice(queue.indexOf(sentAt), 1);
      return response.status;
    };
    const report = async (what: string, statuses: number[]) => {
      const served = statuses.filter((status) => status === 200).length;
      const deadline = Date.now() + 10_000;
      while (latencies.length < served && Date.now() < deadline) await sleep(20);
      const sorted = [...latencies].sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
      const answers = [...new Set(statuses)].map((code) => `${code} × ${statuses.filter((a) => a === code).length}`);
      console.log(`  ${what}`);
      console.log(
        `    rating → recruiter's live notification: p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms   (target p95 ≤ 300 ms)`,
      );
      console.log(
        `    ${statuses.length} ratings (${answers.join(", ")}), ${latencies.length} notifications matched, ${served - latencies.length} missing, ${unmatched} unexpected (load average ${load()})`,
      );
      latencies = [];
      unmatched = 0;
    };

    // Every reviewer at the same instant, ROUNDS times: the worst burst.
    // Each reviewer has the shortlist open before rating it, as a person rates from the page they are reading: its
    // read (not measured) is how their connection to the server is already there when they click.
    // They opened it one after the other (a hundred opening the same instant is another figure).
    for (const reviewer of prepared.reviewers) {
      const opened = await call(`${url}/api/v1/shortlist_relationships/${reviewer.uid}/`, reviewer, "GET");
      if (opened.status !== 200) throw new Error(`Opening the shortlist answered ${opened.status}`);
    }

    const burst: number[] = [];
    const rounds: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = latencies.length;
      burst.push(...(await Promise.all(prepared.reviewers.map((reviewer, index) => rate(reviewer, round, index)))));
      await sleep(1000);
      const these = latencies.slice(before).sort((a, b) => a - b);
      rounds.push(`${percentile(these, 95).toFixed(0)} ms`);
    }
    console.log(`  each burst's p95, in order: ${rounds.join(", ")} (load average ${load()})`);
    await report(`burst: ${REVIEWERS} ratings sent at the same instant, ${ROUNDS} times`, burst);

    // Every reviewer reviewing at once, at a person's pace: a rating every 1 to 4 s each, for SECONDS.
    const sustained: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      prepared.reviewers.map(async (reviewer, index) => {
        for (let turn = 0; ; turn += 1) {
          await sleep(1000 + Math.random() * 3000);
          if (Date.now() >= until) return;
          sustained.push(await rate(reviewer, turn, index + turn));
        }
      }),
    );
    await report(
      `sustained: ${REVIEWERS} reviewers rating together, one rating every 1–4 s each, ${SECONDS} s`,
      sustained,
    );
  } finally {
    consumer?.disconnect();
    for (const agent of agents.values()) agent.destroy();
    await server.stop();
  }
}
