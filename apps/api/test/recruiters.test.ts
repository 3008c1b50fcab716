/**
 * The business configuration of a host, the recruiter's businesses and current business (tenancy),
 * the administrator's dashboard, the profile and its sanitised signature — with who may call each route.
 */
import { BUSINESS_CONFIG_DEFAULTS, receivedBusinessConfigSchema } from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller, errorWithoutId } from "./support/http";

type Who = "anonymous" | "candidate" | "clientContact" | "recruiter" | "admin";
const EVERYONE: Who[] = ["anonymous", "candidate", "clientContact", "recruiter", "admin"];

describe.each(DEFAULT_DATABASE)("business configuration and recruiter routes on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = {} as Record<Who, string | undefined>;
  let tokenOf: (who: Who) => { token?: string };

  beforeAll(async () => {
    storage = await createTestStorage(kind, "recruiters");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    await queryRows(
      server.db,
      sql`update site_configs set
            colors = ${JSON.stringify({ light: { primary: "#112233" } })}::jsonb,
            social_credentials = ${JSON.stringify({
              linkedin_client_id: "linkedin-public-id",
              linkedin_client_secret: "linkedin-SECRET",
              google_client_id: "google-public-id",
              google_client_secret: "google-SECRET",
              google_enabled: "false",
              github_client_id: "github-id-without-secret",
            })}::jsonb,
            custom_labels = ${JSON.stringify({ jobs: "Oportunidades" })}::jsonb,
            google_analytics = 'G-TEST123', show_salary = true, rules = ${JSON.stringify({ cpf_required: true })}::jsonb
          where domain = 'localhost'`,
    );
    await queryRows(
      server.db,
      sql`update businesses set nubela_credit = case id when ${world.business} then 120 else 7 end`,
    );
    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    tokens.anonymous = undefined;
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.clientContact = await signIn("client_contacts", world.clientContact.email);
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokenOf = (who) => (tokens[who] ? { token: tokens[who] } : {});
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  describe("GET /businesses/config/?domain={host}", () => {
    it("serves a configured host's fields of spec §3, never a secret", async () => {
      const response = await call("GET", "/businesses/config/?domain=localhost:3000");
      expect(response.statusCode).toBe(200);
      const config = response.json();
      expect(config).toMatchObject({
        domain: "localhost",
        brand: "local",
        is_default: false,
        title: "Seleta",
        custom_labels: { jobs: "Oportunidades" },
        google_analytics: "G-TEST123",
        show_salary: true,
        rules: { cpf_required: true },
        social_credentials: { linkedin: { enabled: true, client_id: "linkedin-public-id" } },
      });
      expect(Object.keys(config).sort()).toEqual(
        [
          "brand",
          "colors",
          "custom_labels",
          "domain",
          "google_analytics",
          "header_url",
          "is_default",
          "logo_url",
          "origin",
          "path_assets",
          "path_components",
          "rules",
          "show_benefits",
          "show_contract_type",
          "show_opening_data",
          "show_salary",
          "social_credentials",
          "title",
        ].sort(),
      );
      // Stored light primary over the brand's colours; dark falls back to the light ones.
      expect(config.colors.light).toMatchObject({ primary: "#112233", secondary: "#dedc00" });
      expect(config.colors.dark.primary).toBe("#112233");
      expect(response.body).not.toMatch(/SECRET/);
      // A disabled provider and one without a secret are not offered.
      expect(Object.keys(config.social_credentials)).toEqual(["linkedin"]);
    });

    it("takes the host from the Host header when no domain is given", async () => {
      const response = await call("GET", "/businesses/config", { headers: { host: "Tech.LocalHost:3000" } });
      expect(response.json()).toMatchObject({ domain: "tech.localhost", title: "Seleta Tech", is_default: false });
      // Its site's own origin, what canonical URLs and shared links are built on.
      expect(response.json().origin).toMatch(/^http:\/\/tech\.localhost(:\d+)?$/);
    });

    it("answers defaults for a host nobody configured (spec §8), with no credentials", async () => {
      const response = await call("GET", "/businesses/config/?domain=unknown.example.com");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        domain: "unknown.example.com",
        brand: "default",
        is_default: true,
        title: "Seleta",
        logo_url: null,
        social_credentials: {},
        // Never the forged host's: the default site's origin.
        origin: expect.stringMatching(/^http:\/\/localhost(:\d+)?$/),
        colors: { light: { primary: "#e72576", secondary: "#dedc00" }, dark: { primary: "#e72576" } },
      });
    });

    it("answers an unconfigured host the defaults a page falls back on, and pages read answers unchanged", async () => {
      const unconfigured = (await call("GET", "/businesses/config/?domain=unknown.example.com")).json();
      expect(unconfigured).toMatchObject(BUSINESS_CONFIG_DEFAULTS);
      for (const domain of ["unknown.example.com", "localhost", "tech.localhost"]) {
        const answer = (await call("GET", `/businesses/config/?domain=${domain}`)).json();
        expect(receivedBusinessConfigSchema.parse(answer)).toEqual(answer);
      }
    });

    it("answers anyone, signed in or not", async () => {
      for (const who of EVERYONE) {
        expect((await call("GET", "/businesses/config?domain=localhost", tokenOf(who))).statusCode).toBe(200);
      }
    });
  });

  describe("who may call the recruiter routes", () => {
    const routes: [string, string, Record<Who, number>, unknown?][] = [
      [
        "GET",
        "/recruiters/businesses",
        { anonymous: 401, candidate: 403, clientContact: 403, recruiter: 200, admin: 200 },
      ],
      [
        "GET",
        "/recruiters/business.json",
        { anonymous: 401, candidate: 403, clientContact: 403, recruiter: 200, admin: 200 },
      ],
      [
        "GET",
        "/recruiters/administrator/dashboard",
        { anonymous: 401, candidate: 403, clientContact: 403, recruiter: 403, admin: 200 },
      ],
      [
        "GET",
        "/recruiters/profile",
        { anonymous: 401, candidate: 403, clientContact: 403, recruiter: 200, admin: 200 },
      ],
      [
        "PUT",
        "/recruiters/",
        { anonymous: 401, candidate: 403, clientContact: 403, recruiter: 200, admin: 200 },
        { recruiter: { signature: null } },
      ],
    ];
    it.each(routes)("%s %s", async (method, path, expected, body) => {
      const statuses = {} as Record<Who, number>;
      for (const who of EVERYONE) {
        statuses[who] = (await call(method as "GET", path, { ...tokenOf(who), body })).statusCode;
      }
      expect(statuses).toEqual(expected);
    });
  });

  it("lists the businesses a recruiter works in; an administrator's are all of them", async () => {
    const mine = (await call("GET", "/recruiters/businesses", tokenOf("recruiter"))).json();
    expect(mine).toEqual({ businesses: [{ id: world.business, name: "Seleta Executive Search", logo_url: null }] });
    const admin = (await call("GET", "/recruiters/business.json", tokenOf("admin"))).json();
    expect(admin.businesses.map((b: { name: string }) => b.name)).toEqual(["Seleta Executive Search", "Seleta Tech"]);
    expect(admin.business_selected).toEqual({ id: world.business, name: "Seleta Executive Search", logo_url: null });
  });

  it("switches the administrator's current business, and every later request works in it", async () => {
    const admin = tokenOf("admin");
    expect((await call("GET", "/recruiters/administrator/dashboard", admin)).json()).toEqual({
      data: { nubela_credit: 120 },
    });
    const switched = await call("PUT", "/recruiters/business.json", {
      ...admin,
      body: { business_selected: world.otherBusiness },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().business_selected).toMatchObject({ id: world.otherBusiness, name: "Seleta Tech" });
    // Remembered on the server: the next request (and the next session) is scoped to it.
    expect((await call("GET", "/recruiters", admin)).json().recruiter.business_id).toBe(world.otherBusiness);
    expect((await call("GET", "/recruiters/administrator/dashboard", admin)).json()).toEqual({
      data: { nubela_credit: 7 },
    });
    const back = await call("PUT", "/recruiters/business.json/", {
      ...admin,
      body: { business_selected: { id: world.business } },
    });
    expect(back.json().business_selected.id).toBe(world.business);
  });

  it("refuses a business the recruiter does not work in, and a malformed choice", async () => {
    const response = await call("PUT", "/recruiters/business.json", {
      ...tokenOf("recruiter"),
      body: { business_selected: world.otherBusiness },
    });
    expect(response.statusCode).toBe(403);
    expect(errorWithoutId(response)).toEqual({ code: "forbidden", message: "You do not work in this business." });
    expect((await call("GET", "/recruiters", tokenOf("recruiter"))).json().recruiter.business_id).toBe(world.business);
    const malformed = await call("PUT", "/recruiters/business.json", {
      ...tokenOf("recruiter"),
      body: { business_selected: "all" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("gives a recruiter of no business an empty list and no selection", async () => {
    const accountId = await account(server.db, "recruiters", "lonely@test.example", null);
    await insert(server.db, schema.recruiters, {
      name: "Sem Empresa",
      email: "lonely@test.example",
      role_id: world.readerRole,
      active: true,
      account_id: accountId,
    });
    const { token } = (
      await call("POST", "/recruiters/sessions", { body: { email: "lonely@test.example", password: PASSWORD } })
    ).json();
    expect((await call("GET", "/recruiters/business.json", { token })).json()).toEqual({
      businesses: [],
      business_selected: null,
    });
    // Linked later: the first business becomes the current one.
    const [row] = await queryRows<{ id: number }>(
      server.db,
      sql`select id from recruiters where email = 'lonely@test.example'`,
    );
    await link(server.db, schema.recruiters_businesses, Number(row?.id), world.otherBusiness);
    expect((await call("GET", "/recruiters/business.json", { token })).json().business_selected.id).toBe(
      world.otherBusiness,
    );
  });

  describe("profile and signature", () => {
    const layout = [
      '<table cellpadding="0" cellspacing="0" border="0" style="font-family: Arial, sans-serif; color: #525252">',
      "<tbody><tr>",
      '<td valign="top" style="padding-right: 12px; border-right: 2px solid #e72576">',
      '<img src="https://seleta.com.br/logo.png" alt="Seleta" width="96" style="display: block" />',
      "</td>",
      '<td style="padding-left: 12px"><strong style="font-size: 14px">Rui Recrutador</strong><br />Consultor<br />',
      '<a href="mailto:rui@seleta.com.br">rui@seleta.com.br</a> · <a href="tel:+5511999990000">+55 11 99999-0000</a>',
      "</td></tr></tbody></table>",
    ].join("");

    it("keeps what the signature layouts use", async () => {
      const saved = await call("PUT", "/recruiters/", {
        ...tokenOf("recruiter"),
        body: { recruiter: { signature: layout } },
      });
      expect(saved.statusCode).toBe(200);
      const { signature } = saved.json().recruiter;
      expect(signature).toContain('<table cellpadding="0" cellspacing="0" border="0"');
      expect(signature).toContain('style="padding-right:12px;border-right:2px solid #e72576"');
      expect(signature).toContain('<img src="https://seleta.com.br/logo.png" alt="Seleta" width="96"');
      expect(signature).toContain('<a href="mailto:rui@seleta.com.br" target="_blank" rel="noopener noreferrer">');
      const profile = (await call("GET", "/recruiters/profile", tokenOf("recruiter"))).json();
      expect(profile.recruiter).toMatchObject({
        id: world.recruiter.id,
        signature,
        devise_token: null,
        logged_in_with_microsoft: false,
      });
    });

    it("stores the signature without scripts, handlers, frames or dangerous links and styles", async () => {
      const hostile = [
        '<p onclick="alert(1)" style="color: red; background-image: url(\'https://evil.example/x.png\')">Oi',
        "<script>alert(document.cookie)</script>",
        '<a href="javascript:alert(1)">click</a>',
        '<img src="x" onerror="alert(1)">',
        '<iframe src="https://evil.example"></iframe>',
        '<form action="https://evil.example"><input name="password"></form>',
        '<style>body{display:none}</style><svg onload="alert(1)"></svg>',
        '<div style="width: expression(alert(1))">x</div></p>',
      ].join("");
      const saved = await call("PUT", "/recruiters", {
        ...tokenOf("recruiter"),
        body: { recruiter: { signature: hostile } },
      });
      const { signature } = saved.json().recruiter;
      expect(signature).not.toMatch(
        /script|onclick|onerror|onload|javascript:|iframe|form|input|svg|url\(|expression|<style/i,
      );
      expect(signature).toContain('<p style="color:red">Oi');
      const [row] = await queryRows<{ signature: string }>(
        server.db,
        sql`select signature from recruiters where id = ${world.recruiter.id}`,
      );
      expect(row?.signature).toBe(signature);
    });

    it("clears the signature with null or markup that sanitises to nothing", async () => {
      const cleared = await call("PUT", "/recruiters", {
        ...tokenOf("recruiter"),
        body: { recruiter: { signature: "<script>x</script>" } },
      });
      expect(cleared.json().recruiter.signature).toBeNull();
    });

    it("refuses other fields (no mass assignment) and an oversized signature", async () => {
      const sneaky = await call("PUT", "/recruiters", {
        ...tokenOf("recruiter"),
        body: { recruiter: { signature: "<p>x</p>", is_admin: true } },
      });
      expect(sneaky.statusCode).toBe(400);
      expect(Object.keys(sneaky.json().error.fields)).toEqual(["recruiter.is_admin"]);
      const huge = await call("PUT", "/recruiters", {
        ...tokenOf("recruiter"),
        body: { recruiter: { signature: `<p>${"a".repeat(20_001)}</p>` } },
      });
      expect(huge.statusCode).toBe(400);
      expect((await call("GET", "/recruiters", tokenOf("recruiter"))).json().recruiter.is_admin).toBe(false);
    });
  });
});
