import { describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX, AREA_API_ROOTS, apiRootOf, entityApiRoot } from "./apiRoots";
import { getEntity } from "./registry";

describe("apiRootOf", () => {
  it("puts the recruiter area at /recruiters and the administrator area under it", () => {
    expect(apiRootOf("recruiter")).toBe("/recruiters");
    expect(apiRootOf("administrator")).toBe("/recruiters/administrator");
    expect(ADMIN_API_PREFIX).toBe("/recruiters/administrator");
  });
  it("answers an entity's root from its area", () => {
    expect(entityApiRoot(getEntity("candidates"))).toBe("/recruiters");
    expect(entityApiRoot(getEntity("site_configs"))).toBe("/recruiters/administrator");
  });
  it("lists every area once, for the routes to register", () => {
    expect(AREA_API_ROOTS).toEqual([
      { area: "recruiter", prefix: "/recruiters" },
      { area: "administrator", prefix: "/recruiters/administrator" },
    ]);
  });
});
