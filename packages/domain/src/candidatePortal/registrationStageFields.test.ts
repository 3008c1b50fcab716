import { describe, expect, it } from "vitest";
import { candidates } from "../entities/recruiter/candidates";
import { REGISTRATION_STAGES } from "../state/registrationWizard";
import {
  afterRegistrationPath,
  isRegistrationStage,
  missingRegistrationFields,
  missingStageFields,
  neighbourStages,
  REGISTRATION_STAGE_FIELDS,
  registrationStageShown,
  stagesDone,
  stagesDoneAfter,
} from "./registrationStageFields";

const complete = {
  name: "Carla Candidata",
  mobile_phone: "+55 11 91234-5678",
  city: "São Paulo",
  state: "SP",
  professional_moment: 1,
  business_areas: [3],
  role_name: "Controller",
  hiring_regimes: [1],
  self_introduction: "Controller com 12 anos em bancos.",
};

/** Every field the wizard writes, in stage order. */
const REGISTRATION_FIELDS = REGISTRATION_STAGES.flatMap(({ key }) => REGISTRATION_STAGE_FIELDS[key].fields);

const fieldOf = (key: string) => candidates.fieldList.find((field) => field.key === key);

describe("registration stages → candidate fields (spec §2)", () => {
  it("asks only writable fields of the candidate registry that a form can edit, each in one stage", () => {
    for (const key of REGISTRATION_FIELDS) {
      const field = fieldOf(key);
      expect(field, key).toBeDefined();
      expect(field?.readOnly, key).toBe(false);
      expect(["object", "list"], key).not.toContain(field?.kind);
    }
    expect(new Set(REGISTRATION_FIELDS).size).toBe(REGISTRATION_FIELDS.length);
  });

  it("requires only fields its own stage asks, and never a sensitive one", () => {
    for (const { key } of REGISTRATION_STAGES) {
      const { fields, required } = REGISTRATION_STAGE_FIELDS[key];
      expect(required.length, key).toBeGreaterThan(0);
      for (const field of required) expect(fields, key).toContain(field);
    }
    const sensitive = candidates.fieldList.filter((field) => field.sensitive).map((field) => field.key);
    expect(REGISTRATION_FIELDS.filter((key) => sensitive.includes(key))).toEqual([]);
  });

  it("asks the candidate's business areas in the category stage", () => {
    expect(REGISTRATION_STAGE_FIELDS.category.required).toEqual(["business_areas"]);
    expect(fieldOf("business_areas")?.relation).toEqual({ entity: "category_sectors", many: true });
  });

  it("names the blank required fields of a stage, and of the whole registration with their stages", () => {
    expect(missingStageFields("info", { name: "Carla", city: " " })).toEqual(["mobile_phone", "city", "state"]);
    expect(missingStageFields("info", complete)).toEqual([]);
    expect(missingRegistrationFields(complete)).toEqual([]);
    expect(missingRegistrationFields({ ...complete, business_areas: [], self_introduction: null })).toEqual([
      { stage: "category", field: "business_areas" },
      { stage: "presentation", field: "self_introduction" },
    ]);
  });

  it("stores stages done without skipping one, and never lowers the count going back", () => {
    expect(stagesDoneAfter(0, "info")).toBe(1);
    expect(stagesDoneAfter(1, "additionalInfo")).toBe(2);
    expect(stagesDoneAfter(1, "category")).toBeUndefined();
    expect(stagesDoneAfter(4, "info")).toBe(4);
    expect(stagesDoneAfter(5, "presentation")).toBe(6);
  });

  it("reads a stored count of done stages as the stages, in order", () => {
    expect(stagesDone(3)).toEqual(["info", "additionalInfo", "category"]);
    expect(stagesDone(99)).toHaveLength(6);
    expect(stagesDone(-1)).toEqual([]);
  });
});

describe("where a registered candidate goes", () => {
  it("follows a redirect to a candidate page of this site, such as a job's application form", () => {
    expect(afterRegistrationPath("/candidates/jobs/abc123/applies/new")).toBe("/candidates/jobs/abc123/applies/new");
    expect(afterRegistrationPath("/candidates/candidacy?tab=1")).toBe("/candidates/candidacy?tab=1");
  });

  it("goes home otherwise: no redirect, another site, another area, or the wizard itself", () => {
    for (const redirect of [
      null,
      "",
      "https://evil.example/candidates/home",
      "//evil.example/candidates/home",
      "/\\evil.example",
      "/recruiters/jobs",
      "/candidates/register",
      "/candidates/register/SignUp",
    ]) {
      expect(afterRegistrationPath(redirect), String(redirect)).toBe("/candidates/home");
    }
  });

  it("shows the stage asked for once every stage before it is done, else where the candidate resumes", () => {
    expect(registrationStageShown(null, 0)).toBe("info");
    expect(registrationStageShown(null, 3)).toBe("experiences");
    expect(registrationStageShown(null, 6)).toBe("presentation");
    expect(registrationStageShown("info", 3)).toBe("info");
    expect(registrationStageShown("experiences", 3)).toBe("experiences");
    expect(registrationStageShown("salary", 3)).toBe("experiences");
    expect(registrationStageShown("nope", 2)).toBe("category");
    expect(registrationStageShown("toString", 2)).toBe("category");
  });

  it("knows the wizard's stages and the ones beside each", () => {
    expect(isRegistrationStage("category")).toBe(true);
    expect(["", "Category", "__proto__", undefined].some(isRegistrationStage)).toBe(false);
    expect(neighbourStages("info")).toEqual({ previous: undefined, next: "additionalInfo" });
    expect(neighbourStages("category")).toEqual({ previous: "additionalInfo", next: "experiences" });
    expect(neighbourStages("presentation")).toEqual({ previous: "salary", next: undefined });
  });
});
