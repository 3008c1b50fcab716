import { describe, expect, it } from "vitest";
import { entityList } from "./registry";
import { entityRootKey } from "./rootKey";

describe("entityRootKey", () => {
  it("snake-cases the model as Rails does", () => {
    expect(entityRootKey({ model: "Candidate" })).toBe("candidate");
    expect(entityRootKey({ model: "ClientCompany" })).toBe("client_company");
    expect(entityRootKey({ model: "CTalksEvent" })).toBe("c_talks_event");
  });

  it("gives every registry entity its own key", () => {
    const keys = entityList.map(entityRootKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
