/**
 * Cross-site request forgery: a write that carries the session cookie is accepted only from the brands' own
 * origins (scheme, host and port exactly), multipart uploads included; Bearer calls and non-browser calls (no
 * Origin, no Sec-Fetch-Site) are not concerned. The CORS allow-list is the same exact set.
 */
import { randomBytes } from "node:crypto";
import { tokenCookie } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { SAMPLES } from "./fixtures/uploads/files";
import { DEFAULT_DATABASE } from "./support/databases";
import { PASSWORD } from "./support/fixtures";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

const EVIL = "https://evil.example";

describe.each(DEFAULT_DATABASE)("cross-site writes on %s", (kind) => {
  let signed: SignedInWorld;
  let port: string;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    signed = await signedInWorld(kind, "cross_site");
    port = new URL(signed.server.url).port;
    cookies = { [tokenCookie("recruiters")]: signed.tokens.admin };
  });
  afterAll(async () => {
    await signed?.close();
  });

  const own = () => `http://localhost:${port}`;
  const candidates = async () =>
    Number((await queryRows<{ n: number }>(signed.server.db, sql`select count(*)::int as n from candidates`))[0]?.n);
  const dataFiles = async () =>
    Number((await queryRows<{ n: number }>(signed.server.db, sql`select count(*)::int as n from data_files`))[0]?.n);

  const candidateBody = () => {
    const suffix = randomBytes(3).toString("hex");
    return { name: `Pessoa ${suffix}`, email: `pessoa.${suffix}@example.com`, status: 1, owner: signed.world.admin.id };
  };
  const createCandidate = (headers: Record<string, string>, auth: "cookie" | "bearer" = "cookie") =>
    signed.call("POST", "/recruiters/candidates", {
      body: { candidate: candidateBody() },
      headers,
      ...(auth === "cookie" ? { cookies } : { token: signed.tokens.admin }),
    });

  const upload = (headers: Record<string, string>) => {
    const boundary = `----seleta${randomBytes(8).toString("hex")}`;
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part("reference_type", "Candidate") + part("reference_id", String(signed.world.candidate.id))),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data_file[file]"; filename="foto.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      SAMPLES.png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return signed.server.app.inject({
      method: "POST",
      url: "/api/v1/recruiters/data_files",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
      cookies,
      payload,
    });
  };

  it("refuses a cookie-authenticated POST from another site with 403 and a clear message, and accepts ours", async () => {
    const before = await candidates();
    const refused = await createCandidate({ origin: EVIL, "accept-language": "pt-BR" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "cross_site_request",
      message: "Pedido recusado: ele veio de outro site. Abra a Seleta pelo endereço dela e tente de novo.",
    });
    const english = await createCandidate({ origin: EVIL, "accept-language": "en" });
    expect(english.json().error.message).toBe(
      "Request refused: it came from another site. Open Seleta at its own address and try again.",
    );
    expect(await candidates()).toBe(before);

    expect((await createCandidate({ origin: own(), "sec-fetch-site": "same-origin" })).statusCode).toBe(201);
    expect((await createCandidate({ origin: `http://tech.localhost:${port}` })).statusCode).toBe(201);
    // No Origin and no Sec-Fetch-Site: not a browser (curl, the web app's server rendering).
    expect((await createCandidate({})).statusCode).toBe(201);
    expect(await candidates()).toBe(before + 3);
  });

  it("refuses another port or scheme of our hosts and a cross-site fetch without Origin; Bearer calls pass", async () => {
    for (const origin of [
      "http://localhost:5173",
      `https://localhost:${port}`,
      `http://tech.localhost:${Number(port) + 1}`,
    ]) {
      expect((await createCandidate({ origin })).statusCode, origin).toBe(403);
    }
    expect((await createCandidate({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // A Bearer header is not sent by the browser on its own: such calls are not concerned.
    expect((await createCandidate({ origin: EVIL, "sec-fetch-site": "cross-site" }, "bearer")).statusCode).toBe(201);
  });

  it("refuses a cross-site PATCH and DELETE with the cookie", async () => {
    const created = await createCandidate({ origin: own() });
    const id = created.json().candidate.id;
    const patch = await signed.call("PATCH", `/recruiters/candidates/${id}`, {
      body: { candidate: { name: "Nome Trocado" } },
      headers: { origin: EVIL },
      cookies,
    });
    expect(patch.statusCode).toBe(403);
    const remove = await signed.call("DELETE", `/recruiters/candidates/${id}`, { headers: { origin: EVIL }, cookies });
    expect(remove.statusCode).toBe(403);
    const [row] = await queryRows<{ name: string }>(
      signed.server.db,
      sql`select name from candidates where id = ${id}`,
    );
    expect(row?.name).not.toBe("Nome Trocado");
  });

  it("refuses a cross-site multipart upload (no preflight needed) before storing anything", async () => {
    const before = await dataFiles();
    const refused = await upload({ origin: EVIL });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("cross_site_request");
    expect(await dataFiles()).toBe(before);
    const accepted = await upload({ origin: own(), "sec-fetch-site": "same-origin" });
    expect(accepted.statusCode).toBe(201);
    expect(await dataFiles()).toBe(before + 1);
  });

  it("refuses a sign-in posted from another site (login CSRF), and accepts it from ours", async () => {
    const body = { email: signed.world.recruiter.email, password: PASSWORD };
    const forged = await signed.call("POST", "/recruiters/sessions", { body, headers: { origin: EVIL } });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies).toEqual([]);
    const own_ = await signed.call("POST", "/recruiters/sessions", { body, headers: { origin: own() } });
    expect(own_.statusCode).toBe(200);
  });

  it("answers CORS preflights from our exact origins only", async () => {
    const preflight = (origin: string) =>
      fetch(`${signed.server.url}/api/v1/recruiters/candidates`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
    const allowed = await preflight(`http://tech.localhost:${port}`);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(`http://tech.localhost:${port}`);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    for (const origin of [
      `http://tech.localhost:${Number(port) + 1}`,
      "http://tech.localhost",
      `https://tech.localhost:${port}`,
      `https://localhost:${port}`,
      EVIL,
    ]) {
      expect((await preflight(origin)).headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });
});
