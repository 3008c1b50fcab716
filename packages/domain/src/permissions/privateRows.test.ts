import { describe, expect, it } from "vitest";
import { notes } from "../entities/recruiter/notes";
import { shortlistTemplates } from "../entities/recruiter/shortlistTemplates";
import { tearsheets } from "../entities/recruiter/tearsheets";
import { canOnRecord } from "./privateRows";

const everything = ["read", "create", "update", "delete", "export", "bulk"] as const;
const me = {
  id: 7,
  is_admin: false,
  role_permissions: {
    notes: [...everything],
    shortlist_templates: [...everything],
    tearsheets: [...everything],
  },
};

describe("what a recruiter may do to a record with private rows", () => {
  it("leaves a colleague's shared template to be read, not changed", () => {
    const colleagues = { id: 1, owner: 3, shared: true };
    expect(canOnRecord(me, "read", shortlistTemplates, colleagues)).toBe(true);
    expect(canOnRecord(me, "update", shortlistTemplates, colleagues)).toBe(false);
    expect(canOnRecord(me, "delete", shortlistTemplates, colleagues)).toBe(false);
    const mine = { id: 2, owner: 7, shared: true };
    expect(canOnRecord(me, "update", shortlistTemplates, mine)).toBe(true);
    expect(canOnRecord(me, "delete", shortlistTemplates, mine)).toBe(true);
  });

  it("lets a colleague fill a list shared with the team or with them by name, never delete it", () => {
    const team = { id: 3, owner: 3, shared: true, shared_with: [] };
    const named = { id: 4, owner: 3, shared: false, shared_with: [7] };
    for (const list of [team, named]) {
      expect(canOnRecord(me, "update", tearsheets, list)).toBe(true);
      expect(canOnRecord(me, "delete", tearsheets, list)).toBe(false);
    }
    expect(canOnRecord(me, "update", tearsheets, { id: 5, owner: 3, shared: false, shared_with: [9] })).toBe(false);
  });

  it("keeps a private note its owner's, and an open one everyone's", () => {
    expect(canOnRecord(me, "update", notes, { id: 6, owner: 3, private: true })).toBe(false);
    expect(canOnRecord(me, "update", notes, { id: 6, owner: 3, private: false })).toBe(true);
    expect(canOnRecord(me, "update", notes, { id: 6, owner: 7, private: true })).toBe(true);
  });

  it("is never more than the role allows", () => {
    const reader = { ...me, role_permissions: { shortlist_templates: ["read" as const] } };
    expect(canOnRecord(reader, "update", shortlistTemplates, { id: 2, owner: 7, shared: false })).toBe(false);
    expect(canOnRecord(null, "read", shortlistTemplates, { id: 2, owner: 7, shared: true })).toBe(false);
  });
});
