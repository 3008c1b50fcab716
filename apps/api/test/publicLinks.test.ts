/**
 * Links in mail are built from the brands' configured public origins (site_configs.domain, PUBLIC_URL), never from
 * the request's Host or X-Forwarded-Host: a password reset asked with a forged host must not carry its token to
 * the attacker's domain. Without SMTP, each queued mail is printed on the server's console for the person running
 * it; with SMTP, nothing is.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/client";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { startSmtpServer, type TestSmtpServer } from "./support/smtpServer";

const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
const STRONG_PASSWORD = "Ipê-amarelo florido em 1987!";
const PUBLIC_URL = "https://seleta.example.com";

type Setting = { label: string; env: Record<string, string> };

const SETTINGS: Setting[] = [
  { label: "TRUST_PROXY off", env: { TRUST_PROXY: "false" } },
  // The tests' client is the proxy: it sends from loopback.
  { label: "TRUST_PROXY on", env: { TRUST_PROXY: "127.0.0.1" } },
  { label: "TRUST_PROXY on and PUBLIC_URL", env: { TRUST_PROXY: "127.0.0.1", PUBLIC_URL } },
];

const CASES = DEFAULT_DATABASE.flatMap((kind) => SETTINGS.map((setting) => [kind, setting.label, setting] as const));

describe.each(CASES)("mail links on %s, %s", (kind, _label, setting) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const printed: string[] = [];

  beforeAll(async () => {
    storage = await createTestStorage(kind, "links");
    server = await startServer(testConfig(storage, setting.env), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
      mailConsole: (text) => printed.push(text),
    });
    world = await createWorld(server.db);
    call = caller(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  /** The default brand's origin: PUBLIC_URL, else the `localhost` site on the port the server listens on. */
  const defaultOrigin = () => setting.env.PUBLIC_URL ?? `http://localhost:${new URL(server.url).port}`;

  const lastMail = async (email: string) => {
    // A reset's mail is queued after the answer has left: wait for that work first.
    await server.settled();
    const [mail] = await queryRows<{ kind: string; body: string; payload: { token: string; link: string } }>(
      server.db,
      sql`select kind, body, payload from outbox where to_email = ${email} order by id desc limit 1`,
    );
    if (!mail) throw new Error(`No mail to ${email}`);
    return mail;
  };

  it("mails a password reset asked with a forged Host and X-Forwarded-Host on the default brand's origin", async () => {
    const email = world.recruiter.email;
    const response = await call("POST", "/recruiters/password", { body: { email }, headers: FORGED });
    expect(response.statusCode).toBe(202);
    const mail = await lastMail(email);
    const link = `${defaultOrigin()}/recruiters/forgot_password?token=${mail.payload.token}`;
    expect(mail.payload.link).toBe(link);
    expect(mail.body).toContain(link);
    expect(mail.body).not.toContain("evil.example");
  });

  it("mails a sign-up confirmation asked with a forged Host and X-Forwarded-Host on the default brand's origin", async () => {
    const email = `forged-${setting.env.PUBLIC_URL ? "public" : setting.env.TRUST_PROXY === "false" ? "direct" : "proxied"}@test.example`;
    const response = await call("POST", "/candidates", {
      body: { candidate: { name: "Nina Forjada", email, password: STRONG_PASSWORD } },
      headers: FORGED,
    });
    expect(response.statusCode).toBe(201);
    const mail = await lastMail(email);
    expect(mail.kind).toBe("confirmation");
    const link = `${defaultOrigin()}/confirmations/${mail.payload.token}`;
    expect(mail.payload.link).toBe(link);
    expect(mail.body).toContain(link);
    expect(mail.body).not.toContain("evil.example");
  });

  it("gives a configured brand host its own origin, on the server's port whatever port the Host names", async () => {
    const email = world.recruiter.email;
    const brandHost: Record<string, string> =
      setting.env.TRUST_PROXY !== "false"
        ? { host: `127.0.0.1:${new URL(server.url).port}`, "x-forwarded-host": "tech.localhost:6666" }
        : { host: "tech.localhost:6666" };
    await call("POST", "/recruiters/password", { body: { email }, headers: brandHost });
    const mail = await lastMail(email);
    expect(mail.payload.link).toBe(
      `http://tech.localhost:${new URL(server.url).port}/recruiters/forgot_password?token=${mail.payload.token}`,
    );
  });

  it("prints each queued mail's recipient, subject and link on the console (no SMTP configured)", async () => {
    const email = world.clientContact.email;
    printed.length = 0;
    await call("POST", "/client_contacts/password", { body: { email } });
    const mail = await lastMail(email);
    expect(printed).toHaveLength(1);
    const block = printed[0] ?? "";
    expect(block).toContain(`To:      ${email}`);
    expect(block).toContain("Subject: Redefinição de senha");
    expect(block).toContain(`${defaultOrigin()}/client_contacts/forgot_password?token=${mail.payload.token}`);
    // A block for a person to read, not a JSON log line.
    expect(() => JSON.parse(block)).toThrow();
    expect(block.trim().split("\n").length).toBeGreaterThanOrEqual(4);
  });
});

describe.each(DEFAULT_DATABASE)("mail sent by SMTP, with PUBLIC_URL, on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let smtp: TestSmtpServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const printed: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    storage = await createTestStorage(kind, "links_smtp");
    server = await startServer(
      testConfig(storage, { SMTP_URL: smtp.url, SMTP_FROM: "Seleta <no-reply@seleta.test>", PUBLIC_URL }),
      { mailConsole: (text) => printed.push(text) },
    );
    world = await createWorld(server.db);
    call = caller(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
    await smtp?.close();
  });

  const received = (email: string) =>
    vi.waitFor(
      () => {
        const mail = smtp.messages.find((message) => message.envelopeTo.includes(email));
        if (!mail) throw new Error(`No mail to ${email} yet`);
        return mail;
      },
      { timeout: 60_000, interval: 50 },
    );

  it("sends a password reset with its link on PUBLIC_URL, and prints nothing", async () => {
    const email = world.recruiter.email;
    const response = await call("POST", "/recruiters/password", { body: { email }, headers: FORGED });
    expect(response.statusCode).toBe(202);
    expect((await received(email)).body).toContain(`${PUBLIC_URL}/recruiters/forgot_password?token=`);
    expect(printed).toEqual([]);
  });

  it("puts a send-out's unsubscribe link on the default brand's public origin", async () => {
    const signIn = await call("POST", "/recruiters/sessions", {
      body: { email: world.admin.email, password: PASSWORD },
    });
    const queued = await call("POST", "/recruiters/sendout_queues/batch", {
      token: signIn.json().token,
      body: {
        sendout_queue: {
          recipients: [{ reference_type: "Candidate", reference_id: world.candidate.id }],
          subject: "Uma vaga",
          body: "<p>Temos uma vaga.</p>",
        },
      },
      headers: FORGED,
    });
    expect(queued.statusCode).toBe(201);
    // A queued mail kicks the delivery run, which sends the due send-outs too: no wait for the timer's next tick.
    await call("POST", "/recruiters/password", { body: { email: world.admin.email } });
    const mail = await received(world.candidate.email);
    expect(mail.headers["list-unsubscribe"]).toMatch(
      new RegExp(`^<${PUBLIC_URL.replace(/\./g, "\\.")}/prospecting/unsubscribe/[A-Za-z0-9_-]{22}>$`),
    );
    expect(mail.body).toContain(`${PUBLIC_URL}/prospecting/unsubscribe/`);
    expect(printed).toEqual([]);
  });
});
