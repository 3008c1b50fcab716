import { describe, expect, it } from "vitest";
import { entityList } from "../entities/registry";
import { ACTIONS, type RolePermissions } from "./actions";
import { can, canCreateFromList } from "./can";

const recruiterEntities = entityList.filter((entity) => entity.area === "recruiter");
const everything: RolePermissions = Object.fromEntries(entityList.map((entity) => [entity.name, ACTIONS]));
const admin = { is_admin: true, role_permissions: everything };

describe("the list page's create button (canCreateFromList)", () => {
  it("is offered on every entity the registry's form creates, to a recruiter the API lets create it", () => {
    const created = recruiterEntities.filter((entity) => entity.createdBy === undefined);
    for (const entity of created) {
      expect(can(admin, "create", entity), entity.name).toBe(true);
      expect(canCreateFromList(admin, entity), entity.name).toBe(true);
    }
    // The entities whose lists had no button though the API creates them with the form.
    for (const name of ["evaluations", "invoices", "billing_plans", "utilities", "tearsheets"]) {
      expect(
        created.some((entity) => entity.name === name),
        name,
      ).toBe(true);
    }
  });

  it("is offered nowhere the API refuses the create: no permission, or an admin-only entity to a non-admin", () => {
    const noCreate = {
      is_admin: true,
      role_permissions: { invoices: ["read"], candidates: ["read", "update"] } satisfies RolePermissions,
    };
    const nonAdmin = { is_admin: false, role_permissions: everything };
    for (const entity of recruiterEntities) {
      expect(canCreateFromList(noCreate, entity), entity.name).toBe(false);
      // The API's `allows` is `can`: where it refuses, no button.
      if (!can(nonAdmin, "create", entity)) expect(canCreateFromList(nonAdmin, entity), entity.name).toBe(false);
    }
    const invoices = recruiterEntities.find((entity) => entity.name === "invoices");
    expect(invoices && canCreateFromList(nonAdmin, invoices)).toBe(false);
    expect(canCreateFromList(null, recruiterEntities[0] as (typeof recruiterEntities)[number])).toBe(false);
  });

  it("is not offered where records come from a flow of their own, whatever the permissions", () => {
    const elsewhere = entityList.filter((entity) => entity.createdBy !== undefined);
    expect(elsewhere.map((entity) => entity.name).sort()).toEqual([
      "contact_messages",
      "email_templates",
      "evaluation_requests",
      "feedbacks",
      "sendout_queues",
      "signatures",
      "tearsheet_candidates",
    ]);
    for (const entity of elsewhere) {
      expect(entity.hasNewPage, entity.name).toBe(false);
      expect(canCreateFromList(admin, entity), entity.name).toBe(false);
    }
  });
});
