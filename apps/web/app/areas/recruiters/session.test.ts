import type { RecruiterMe } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { recruiterEntityGuard } from "./session";

const recruiter = (permissions: Record<string, string[]>, isAdmin = false) =>
  ({
    id: 1,
    name: "Ana",
    email: "ana@seleta.test",
    is_admin: isAdmin,
    photoUrl: null,
    signature: null,
    devise_token: null,
    logged_in_with_microsoft: false,
    role_permissions: permissions,
    business_id: 1,
  }) as RecruiterMe;

const at = (path: string) => new URL(path, "http://localhost");

describe("recruiter entity guard (spec §2)", () => {
  it("lets a recruiter stay on an entity they may read", () => {
    expect(recruiterEntityGuard(recruiter({ candidates: ["read"] }), at("/recruiters/candidates/12"))).toBeNull();
  });

  it("sends a recruiter away from an entity they may not read, to the first one they may", () => {
    const me = recruiter({ jobs: ["read"], candidates: ["read"] });
    expect(recruiterEntityGuard(me, at("/recruiters/invoices"))).toBe("/recruiters/candidates");
  });

  it("sends a recruiter who may read nothing to /recruiters, and leaves pages that are not entities alone", () => {
    expect(recruiterEntityGuard(recruiter({}), at("/recruiters/jobs"))).toBe("/recruiters");
    expect(recruiterEntityGuard(recruiter({}), at("/recruiters/profile"))).toBeNull();
  });
});
