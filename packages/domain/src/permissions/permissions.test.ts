import { describe, expect, it } from "vitest";
import type { RolePermissions } from "./actions";
import { allowedActions, can } from "./can";
import { clientContactMenu } from "./clientContactMenu";
import { addNewMenu, entityMenu, recruiterEntityRedirect, recruiterUserMenu } from "./menus";
import { afterLoginPath, afterLogoutPath, resolveNavigation, type SessionUser } from "./navigation";
import { parseShortlistAccess, rememberShortlistAccess, shortlistAuthorization } from "./shortlistAccess";

const recruiter = (role_permissions: RolePermissions, is_admin = false) => ({ is_admin, role_permissions });
const everything = { read: ["read"], all: ["read", "create", "update", "delete", "export", "bulk"] } as const;

describe("can() (spec §6)", () => {
  it("allows what role_permissions list for the entity, and nothing else", () => {
    const user = recruiter({ candidates: ["read", "update"] });
    expect(can(user, "read", "candidates")).toBe(true);
    expect(can(user, "update", "candidates")).toBe(true);
    expect(can(user, "delete", "candidates")).toBe(false);
    expect(can(user, "read", "jobs")).toBe(false);
    expect(allowedActions(user, "candidates")).toEqual(["read", "update"]);
  });

  it("needs is_admin as well for invoices, billing plans, evaluations and utilities", () => {
    const permissions = {
      invoices: everything.all,
      billing_plans: everything.read,
      evaluations: everything.read,
      utilities: everything.read,
    };
    for (const entity of ["invoices", "billing_plans", "evaluations", "utilities"]) {
      expect(can(recruiter(permissions), "read", entity), entity).toBe(false);
      expect(can(recruiter(permissions, true), "read", entity), entity).toBe(true);
    }
    // is_admin alone does not grant a recruiter entity the role leaves out.
    expect(can(recruiter({}, true), "read", "invoices")).toBe(false);
  });

  it("opens the administrator area to admins only, and nothing to nobody or an unknown entity", () => {
    expect(can(recruiter({}, true), "update", "roles")).toBe(true);
    expect(can(recruiter({ roles: everything.all }), "read", "roles")).toBe(false);
    expect(can(null, "read", "candidates")).toBe(false);
    expect(can(recruiter({ nothing: everything.all }, true), "read", "nothing")).toBe(false);
  });
});

describe("recruiter menus (spec §2)", () => {
  it("lists in the Entities panel only the entities the user may read, in the spec's order", () => {
    const user = recruiter({ jobs: ["read"], candidates: ["read"], contacts: ["read"], invoices: ["read"] });
    expect(entityMenu(user).map((e) => e.entity.name)).toEqual(["candidates", "jobs", "contacts"]);
    expect(entityMenu(user)[2]?.label.en).toBe("Leads");
    expect(entityMenu({ ...user, is_admin: true }).map((e) => e.entity.name)).toContain("invoices");
  });

  it("follows the lists with the talent pool, for whoever may read lists", () => {
    const user = recruiter({ candidates: ["read"], tearsheets: ["read"] });
    expect(entityMenu(user).map((e) => [e.route, e.label.en])).toEqual([
      ["/recruiters/candidates", "Candidates"],
      ["/recruiters/tearsheets", "Lists"],
      ["/recruiters/talent_pool", "Talent pool"],
    ]);
    expect(entityMenu(recruiter({ candidates: ["read"] })).map((e) => e.route)).not.toContain(
      "/recruiters/talent_pool",
    );
  });

  it("offers add-new targets with read permission, pointing at /new", () => {
    const user = recruiter({ meetings: ["read"], candidates: ["read"], placements: ["read"] });
    expect(addNewMenu(user).map((e) => e.route)).toEqual(["/recruiters/candidates/new", "/recruiters/meetings/new"]);
  });

  it("sends a path inside a forbidden entity to the first allowed entity, or to /recruiters", () => {
    const user = recruiter({ jobs: ["read"], tasks: ["read"] });
    expect(recruiterEntityRedirect(user, "/recruiters/candidates/12")).toBe("/recruiters/jobs");
    expect(recruiterEntityRedirect(user, "/recruiters/jobs/3/applies")).toBeNull();
    expect(recruiterEntityRedirect(recruiter({}), "/recruiters/candidates")).toBe("/recruiters");
    expect(recruiterEntityRedirect(user, "/recruiters/profile")).toBeNull();
  });

  it("shows Company Profile and Administrator to admins only", () => {
    const labels = (isAdmin: boolean) => recruiterUserMenu(recruiter({}, isAdmin)).map((e) => e.label.en);
    expect(labels(false)).toEqual(["Profile", "Microsoft Login", "Log out"]);
    expect(labels(true)).toEqual(["Profile", "Company Profile", "Administrator", "Microsoft Login", "Log out"]);
  });

  it("hides client-contact menu items that require is_admin", () => {
    expect(clientContactMenu({ is_admin: false }).map((e) => e.label.en)).toEqual(["Job"]);
    expect(clientContactMenu({ is_admin: true }).map((e) => e.label.en)).toEqual(["Job", "Projects"]);
  });
});

const candidate = (confirmed: boolean, completed_register: boolean): SessionUser => ({
  strategy: "candidates",
  confirmed,
  completed_register,
});
const admin: SessionUser = { strategy: "recruiters", is_admin: true };
const plainRecruiter: SessionUser = { strategy: "recruiters", is_admin: false };
const redirectTo = (to: string) => ({ kind: "redirect", to });
const allowed = { kind: "allow" };

describe("guards and auth redirects (spec §2, §6)", () => {
  it("sends unauthenticated users to their strategy's login page, except on / and /business", () => {
    expect(resolveNavigation("recruiters", "/recruiters/jobs", null)).toEqual(redirectTo("/business"));
    expect(resolveNavigation("candidates", "/candidates/profile", null)).toEqual(redirectTo("/"));
    expect(resolveNavigation("client_contacts", "/client_contacts/jobs", null)).toEqual(
      redirectTo("/client_contacts/"),
    );
    expect(resolveNavigation("recruiters", "/business", null)).toEqual(allowed);
    expect(resolveNavigation("recruiters", "/", null)).toEqual(allowed);
  });

  it("sends unauthenticated users on candidate, recruiter and client-contact layouts to /", () => {
    for (const layout of ["candidates", "recruiters", "client_contacts"] as const) {
      expect(resolveNavigation("recruiters", "/somewhere", null, { layout })).toEqual(redirectTo("/"));
    }
  });

  it("sends logged-in users on a path without their strategy's name to their home", () => {
    expect(resolveNavigation("recruiters", "/candidates/profile", plainRecruiter)).toEqual(redirectTo("/recruiters/"));
    expect(resolveNavigation("candidates", "/recruiters/jobs", candidate(true, true))).toEqual(
      redirectTo("/candidates"),
    );
    expect(resolveNavigation("recruiters", "/recruiters/jobs", plainRecruiter)).toEqual(allowed);
  });

  it("sends a candidate with an unconfirmed or incomplete registration to /candidates/register/", () => {
    expect(resolveNavigation("candidates", "/candidates/overview", candidate(false, true))).toEqual(
      redirectTo("/candidates/register/"),
    );
    expect(resolveNavigation("candidates", "/candidates/overview", candidate(true, false))).toEqual(
      redirectTo("/candidates/register/"),
    );
    expect(resolveNavigation("candidates", "/candidates/register/SignUp", candidate(true, false))).toEqual(allowed);
    expect(resolveNavigation("candidates", "/candidates/overview", candidate(true, true))).toEqual(allowed);
  });

  it("recruiter_is_admin sends anyone not an admin recruiter to /", () => {
    const page = { adminOnly: true, layout: "administrator" } as const;
    expect(resolveNavigation("recruiters", "/administrator/roles", null, page)).toEqual(redirectTo("/"));
    expect(resolveNavigation("recruiters", "/administrator/roles", plainRecruiter, page)).toEqual(redirectTo("/"));
    expect(resolveNavigation("candidates", "/administrator/roles", candidate(true, true), page)).toEqual(
      redirectTo("/"),
    );
    expect(resolveNavigation("recruiters", "/administrator/roles", admin, page)).toEqual(allowed);
  });

  it("lets pages opt out of authentication, and sends logged-in users away from guest-only pages", () => {
    expect(resolveNavigation("candidates", "/jobs", null, { auth: "none" })).toEqual(allowed);
    expect(resolveNavigation("recruiters", "/jobs", plainRecruiter, { auth: "none" })).toEqual(allowed);
    expect(resolveNavigation("recruiters", "/recruiters/forgot_password", plainRecruiter, { auth: "guest" })).toEqual(
      redirectTo("/recruiters/"),
    );
    expect(resolveNavigation("recruiters", "/recruiters/forgot_password", null, { auth: "guest" })).toEqual(allowed);
  });

  it("returns to the requested path after login, and goes to each strategy's logout page", () => {
    expect(afterLoginPath("recruiters", "/recruiters/jobs/3?tab=applies")).toBe("/recruiters/jobs/3?tab=applies");
    expect(afterLoginPath("recruiters", "//evil.example/recruiters")).toBe("/recruiters/");
    expect(afterLoginPath("candidates", "/recruiters/jobs")).toBe("/candidates");
    expect(afterLoginPath("client_contacts", null)).toBe("/client_contacts/");
    expect([afterLogoutPath("candidates"), afterLogoutPath("recruiters"), afterLogoutPath("client_contacts")]).toEqual([
      "/",
      "/business",
      "/client_contacts/",
    ]);
  });
});

describe("shortlist access tokens (spec §3, §6)", () => {
  it("keeps 'id, separator, token' entries and sends the shortlist's token as a bearer header", () => {
    const entries = rememberShortlistAccess(rememberShortlistAccess([], 7, "abc"), 9, "def:ghi");
    expect(parseShortlistAccess(entries[1] ?? "")).toEqual({ shortlistId: "9", token: "def:ghi" });
    expect(shortlistAuthorization(entries, 9)).toBe("Bearer def:ghi");
    expect(shortlistAuthorization(rememberShortlistAccess(entries, 7, "new"), 7)).toBe("Bearer new");
    expect(shortlistAuthorization(entries, 8)).toBeNull();
  });
});
