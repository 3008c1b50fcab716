import { entities } from "@seleta/domain";
import { describe, expect, it } from "vitest";
import { mayBulkUpdate } from "./BulkUpdate";

const recruiter = (candidates: string[]) => ({ is_admin: false, role_permissions: { candidates } });

describe("mayBulkUpdate", () => {
  it("offers the bulk update to a role with update and bulk on the entity, as the API allows it", () => {
    expect(mayBulkUpdate(recruiter(["read", "update", "bulk"]) as never, entities.candidates)).toBe(true);
    expect(mayBulkUpdate(recruiter(["read", "update"]) as never, entities.candidates)).toBe(false);
    expect(mayBulkUpdate(recruiter(["read", "bulk"]) as never, entities.candidates)).toBe(false);
    expect(mayBulkUpdate(null, entities.candidates)).toBe(false);
  });
});
