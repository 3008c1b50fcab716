import { describe, expect, it } from "vitest";
import { entitySchemas } from "../entities/entitySchemas";
import { candidates } from "../entities/recruiter/candidates";
import {
  CANDIDATE_PROFILE_PAGES,
  candidateProfilePages,
  profileCompleteness,
  profilePageEntity,
  profilePageFields,
} from "./profileSections";

// The kinds the registry's form has an input for, among those the structures use.
const FORM_KINDS = ["text", "longText", "date", "select", "currency", "email", "phone"];

describe("the candidate's profile pages", () => {
  const keysOf = (page: (typeof CANDIDATE_PROFILE_PAGES)[number]) =>
    profilePageFields(candidates, page).map((f) => f.key);

  it("name only registry fields, each on one page", () => {
    const named = CANDIDATE_PROFILE_PAGES.flatMap((page) =>
      candidateProfilePages[page].groups.flatMap((g) => g.fields),
    );
    const known = new Set(candidates.fieldList.map((field) => field.key));
    expect(named.filter((key) => !known.has(key))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });

  it("never offer the firm's fields or those the candidate only reads", () => {
    const all = CANDIDATE_PROFILE_PAGES.flatMap(keysOf);
    for (const key of ["status", "owner", "tags", "source", "email", "cv", "completed_register"]) {
      expect(all).not.toContain(key);
    }
  });

  it("keep every sensitive field optional, in a group that explains itself", () => {
    const sensitive = candidates.fieldList.filter((field) => field.sensitive);
    expect(sensitive.map((field) => field.key).sort()).toEqual(
      [
        "biological_gender",
        "cpf",
        "date_birth",
        "disability_categories",
        "disabilitys",
        "ethnicity",
        "pis",
        "rg",
      ].sort(),
    );
    for (const field of sensitive) {
      expect(field.required).toBe(false);
      const group = candidateProfilePages.info.groups.find((g) => g.fields.includes(field.key));
      expect(group?.note?.["pt-BR"]).toMatch(/nunca os clientes/);
    }
  });

  it("put Seus Dados' fields in its groups, in order", () => {
    expect(
      profilePageFields(candidates, "info")
        .map((f) => `${f.section}.${f.key}`)
        .slice(0, 7),
    ).toEqual([
      "profile.name",
      "profile.mobile_phone",
      "profile.address",
      "profile.city",
      "profile.state",
      "profile.nationality",
      "documents.date_birth",
    ]);
  });

  it("validate a page with the registry's rules: an invalid CPF, a gender to specify", () => {
    const info = profilePageEntity(candidates, "info");
    expect(entitySchemas(info).create.safeParse({ cpf: "529.982.247-25", name: "Ana" }).success).toBe(true);
    expect(entitySchemas(info).create.safeParse({ cpf: "529.982.247-26" }).success).toBe(false);
    const other = entitySchemas(info).create.safeParse({ gender: 4, gender_specification: null });
    expect(other.success).toBe(false);
    expect(info.fieldList.filter((field) => !field.system).length).toBe(keysOf("info").length);
  });

  it("label every property of the structures the candidate edits, with kinds the form knows", () => {
    const structures = Object.fromEntries(
      CANDIDATE_PROFILE_PAGES.flatMap((page) => profilePageFields(candidates, page))
        .filter((field) => field.kind === "list" || field.kind === "object")
        .map((field) => [field.key, field.items ?? []]),
    );
    expect(Object.keys(structures).sort()).toEqual(
      ["current_experience", "educations", "languages", "other_experiences", "professional_reference", "skills"].sort(),
    );
    expect(structures.languages?.find((f) => f.key === "level")?.catalogue?.entries).toHaveLength(6);
    for (const [key, fields] of Object.entries(structures)) {
      expect(fields.length, key).toBeGreaterThan(0);
      for (const field of fields) expect(FORM_KINDS).toContain(field.kind);
    }
  });
});

describe("profileCompleteness", () => {
  it("is 0% with the first page missing for a blank profile", () => {
    expect(profileCompleteness({ name: "Ana" })).toMatchObject({
      percent: 0,
      nextMissing: { path: "/candidates/info" },
    });
  });

  it("counts complete pages and points at the next missing one", () => {
    const profile = {
      mobile_phone: "+55 11 99999-0000",
      city: "Recife",
      role_name: "CFO",
      self_introduction: "Finanças.",
      other_experiences: [{ company: "Acme", role: "CFO", start_date: "2020-01-01" }],
      educations: [],
      languages: [{ language: "Inglês", level: 4 }],
    };
    const result = profileCompleteness(profile);
    expect(result.percent).toBe(Math.round((4 / 7) * 100));
    expect(result.nextMissing?.page).toBe("educations");
  });

  it("is 100% with nothing missing", () => {
    const filled = {
      mobile_phone: "x",
      city: "x",
      role_name: "x",
      self_introduction: "x",
      current_experience: { company: "Acme" },
      educations: [{ course: "Direito" }],
      languages: [{ language: "Inglês" }],
      skills: [{ name: "SQL" }],
      hiring_regimes: [1],
      pj_expectation: 10,
    };
    expect(profileCompleteness(filled)).toEqual({ percent: 100, nextMissing: null });
  });
});
