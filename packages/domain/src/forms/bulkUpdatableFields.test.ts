import { describe, expect, it } from "vitest";
import { entities, entityList } from "../entities/registry";
import { UNIQUE_KEYS } from "../entities/uniqueKeys";
import { bulkUpdatableFields, formScope } from "./formScope";

const keys = (entity: (typeof entityList)[number]) => bulkUpdatableFields(entity).map((field) => field.key);

describe("bulkUpdatableFields", () => {
  it("offers a candidate's plain fields and none of the sensitive, upload or structure ones", () => {
    const offered = keys(entities.candidates);
    expect(offered).toEqual(expect.arrayContaining(["status", "city", "owner"]));
    for (const key of ["cpf", "rg", "date_birth", "ethnicity", "avatar", "current_experience", "other_experiences"])
      expect(offered).not.toContain(key);
  });

  it("leaves out every field of a unique key (an apply's candidate and job, a site's domain)", () => {
    expect(keys(entities.applies)).not.toContain("candidate");
    expect(keys(entities.applies)).not.toContain("job");
    expect(keys(entities.applies)).toContain("owner");
    expect(keys(entities.site_configs)).not.toContain("domain");
  });

  it("is, for every entity, a part of what its form edits, with nothing sensitive", () => {
    for (const entity of entityList) {
      const scope = new Set(formScope(entity));
      for (const field of bulkUpdatableFields(entity)) {
        expect(scope.has(field.key), `${entity.name}.${field.key}`).toBe(true);
        expect(field.sensitive, `${entity.name}.${field.key}`).toBe(false);
      }
      const unique = (UNIQUE_KEYS[entity.name as keyof typeof UNIQUE_KEYS] ?? []).flat();
      for (const field of bulkUpdatableFields(entity))
        expect(unique, `${entity.name}.${field.key}`).not.toContain(
          field.kind === "relation" ? `${field.key}_id` : field.key,
        );
    }
  });
});
