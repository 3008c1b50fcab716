/**
 * Live channels benchmark (targets in docs/performance.md): 1,000 concurrent @rails/actioncable clients on one API process.
 * Figures are printed, never asserted. Targets: broadcast p95 ≤ 250 ms, 0 messages lost, ≤ 50 kB of server
 * memory per idle connection.
 *
 *   npm run bench:live                      (PGlite: the in-process bus)
 *   npm run bench:live -- --postgres        (a throwaway PostgreSQL, or BENCH_DATABASE_URL: LISTEN/NOTIFY)
 *   BENCH_CLIENTS=1000 BENCH_BROADCASTS=30 BENCH_INTERVAL_MS=250
 *
 * The server runs in a child process of its own (this same file with `--serve`, started with --expose-gc), so the
 * clients' memory is not counted in the server's; the two talk over IPC for what a benchmark needs and the API
 * does not offer (publish on the bus, read memory after a full GC). Every client signs in as the demo recruiter
 * (one session, its cookie on every handshake, as a browser's tabs would) and subscribes to its own
 * NotificationChannel: one publish is one broadcast to every socket. A message carries the publish instant; a
 * client's latency is its receive instant minus that (same machine, same clock).
 */
import * as ActionCable from "@rails/actioncable";
import { installNodeAdapter } from "./cableClient";
import {
  type BenchServer,
  loadAverage,
  serveOverIpc,
  startBenchServer,
  wantsPostgres,
  withTimeout,
} from "./childServer";
import { percentile, sleep } from "./timing";

type MemoryFigures = { rss: number; heapUsed: number; external: number };
type ToServer =
  | { type: "memory" }
  | { type: "publish"; stream: string; message: Record<string, unknown> }
  | { type: "stop" };
type FromServer =
  | { type: "ready"; url: string }
  | { type: "memory"; memory: MemoryFigures }
  | { type: "published"; ms: number }
  | { type: "failed"; error: string };

const now = () => performance.timeOrigin + performance.now();

if (process.argv.includes("--serve")) {
  await serve();
} else {
  await bench();
}

/** The server side: measures its memory after garbage collection, and publishes on the live bus, when asked. */
async function serve(): Promise<void> {
  await serveOverIpc<ToServer, FromServer>(async (message, server, send) => {
    if (message.type === "memory") {
      const gc = (globalThis as { gc?: () => void }).gc;
      for (let round = 0; round < 3; round += 1) {
        gc?.();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const { rss, heapUsed, external } = process.memoryUsage();
      send({ type: "memory", memory: { rss, heapUsed, external } });
    } else if (message.type === "publish") {
      const started = now();
      await server.live.publish(message.stream, { ...message.message, sent_at: started });
      send({ type: "published", ms: now() - started });
    }
  });
}

async function bench(): Promise<void> {
  const postgres = wantsPostgres();
  const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
  const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 30);
  const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 250);
  const CONNECT_BATCH = 50;

  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("../src/seed/demo");
  console.log(
    `Live bench on ${postgres ? "PostgreSQL (LISTEN/NOTIFY bus)" : "PGlite (in-process bus)"}: ${CLIENTS} @rails/actioncable clients, ${BROADCASTS} broadcasts every ${INTERVAL_MS} ms (load average ${loadAverage()})`,
  );

  const started = await startBenchServer<FromServer, ToServer>(import.meta.url, {
    name: "live",
    postgres,
    nodeOptions: ["--expose-gc"],
  });
  const { url } = started;
  const server = serverChannel(started);
  const consumers: ActionCable.Consumer[] = [];
  try {
    const signIn = await fetch(`${url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.recruiter.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const profile = await fetch(`${url}/api/v1/recruiters/profile`, { headers: { authorization: `Bearer ${token}` } });
    const recruiterId = ((await profile.json()) as { recruiter: { id: number } }).recruiter.id;
    const stream = `notifications:${recruiterId}`;

    await sleep(1000);
    const before = await server.memory();

    installNodeAdapter(`auth._token.recruiters=${token}`);
    const cableUrl = `${url.replace(/^http/, "ws")}/cable`;
    const latencies: number[] = [];
    const receivedBySeq = new Array<number>(BROADCASTS).fill(0);
    let unexpected = 0;
    const connectStarted = Date.now();
    for (let start = 0; start < CLIENTS; start += CONNECT_BATCH) {
      const batch: Promise<void>[] = [];
      for (let index = start; index < Math.min(CLIENTS, start + CONNECT_BATCH); index += 1) {
        const consumer = ActionCable.createConsumer(cableUrl);
        consumers.push(consumer);
        batch.push(
          new Promise<void>((resolve, reject) => {
            consumer.subscriptions.create(
              { channel: "NotificationChannel", recruiter_id: recruiterId },
              {
                connected: () => resolve(),
                rejected: () => reject(new Error("subscription rejected")),
                received: (message: { seq?: number; sent_at?: number }) => {
                  const receivedAt = now();
                  if (typeof message.seq !== "number" || typeof message.sent_at !== "number") {
                    unexpected += 1;
                    return;
                  }
                  latencies.push(receivedAt - message.sent_at);
                  receivedBySeq[message.seq] = (receivedBySeq[message.seq] ?? 0) + 1;
                },
              },
            );
          }),
        );
      }
      await withTimeout(Promise.all(batch), 60_000, `connecting clients ${start}…`);
    }
    console.log(
      `  ${CLIENTS} clients connected and subscribed in ${((Date.now() - connectStarted) / 1000).toFixed(1)} s`,
    );

    // Idle: a few heartbeats go by before the server's memory is read.
    await sleep(7000);
    const idle = await server.memory();
    const perConnection = (field: keyof MemoryFigures) => (idle[field] - before[field]) / CLIENTS / 1024;
    const heapAndExternal = perConnection("heapUsed") + perConnection("external");

    const publishMs: number[] = [];
    for (let seq = 0; seq < BROADCASTS; seq += 1) {
      publishMs.push(await server.publish(stream, { seq, notification: { id: seq, message: `Broadcast ${seq}` } }));
      await sleep(INTERVAL_MS);
    }
    const expected = CLIENTS * BROADCASTS;
    const deadline = Date.now() + 10_000;
    while (latencies.length < expected && Date.now() < deadline) await sleep(100);

    const sorted = [...latencies].sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
    const lost = receivedBySeq.reduce((sum, count) => sum + Math.max(0, CLIENTS - count), 0);
    const duplicated = receivedBySeq.reduce((sum, count) => sum + Math.max(0, count - CLIENTS), 0);
    console.log(
      `  broadcast to ${CLIENTS} sockets: p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms   (target p95 ≤ 250 ms)`,
    );
    const publishSorted = publishMs.sort((a, b) => a - b);
    console.log(
      `  server side of one broadcast (publish → frames handed to ${CLIENTS} sockets${postgres ? ", NOTIFY sent" : ""}): p50 ${percentile(publishSorted, 50).toFixed(1)} ms  p95 ${percentile(publishSorted, 95).toFixed(1)} ms`,
    );
    console.log(
      `  messages: ${expected} expected, ${latencies.length} received, ${lost} lost, ${duplicated} duplicated, ${unexpected} unexpected   (target 0 lost)`,
    );
    console.log(
      `  server memory per idle connection: ${perConnection("rss").toFixed(1)} kB RSS, ${heapAndExternal.toFixed(1)} kB heap+external   (target ≤ 50 kB; RSS ${(before.rss / 1048576).toFixed(0)} → ${(idle.rss / 1048576).toFixed(0)} MB)`,
    );
  } finally {
    for (const consumer of consumers) consumer.disconnect();
    await server.stop();
  }
}

/** The child's IPC, as awaitable calls. */
function serverChannel(server: BenchServer<FromServer, ToServer>) {
  const { channel } = server;
  return {
    async memory(): Promise<MemoryFigures> {
      channel.send({ type: "memory" });
      return (await channel.next("memory")).memory;
    },
    /** The time the server took to publish (in-process: to hand the frame to every socket). */
    async publish(stream: string, message: Record<string, unknown>): Promise<number> {
      channel.send({ type: "publish", stream, message });
      return (await channel.next("published")).ms;
    },
    stop: server.stop,
  };
}
