import { describe, expect, it } from "vitest";
import { profilePageEntity } from "../candidatePortal/profileSections";
import { automations } from "../entities/administrator/automations";
import { entityCards } from "../entities/administrator/entityCards";
import { roles } from "../entities/administrator/roles";
import { siteConfigs } from "../entities/administrator/siteConfigs";
import { workflowTemplates } from "../entities/administrator/workflowTemplates";
import { entitySchemas } from "../entities/entitySchemas";
import { candidates } from "../entities/recruiter/candidates";
import { meetings } from "../entities/recruiter/meetings";
import { fieldErrors } from "../rules/issues";
import { V } from "../rules/messages";
import {
  applyStructureIntent,
  parseFormIntent,
  parseTypedNumber,
  postedEntityValues,
  readPostedEntityValues,
  shownDateTime,
} from "./postedForm";

function form(entries: readonly (readonly [string, string])[]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const info = profilePageEntity(candidates, "info");
const profile = profilePageEntity(candidates, "profile");
const skills = profilePageEntity(candidates, "skills");
const experience = profilePageEntity(candidates, "experience");
const pretensions = profilePageEntity(candidates, "pretensions");

describe("readPostedEntityValues", () => {
  it("trims texts, sends empty ones as null, and joins the phone's two posted values", () => {
    const payload = readPostedEntityValues(
      info,
      ["name", "city", "mobile_phone", "emergency_contact_phone", "date_birth", "nationality"],
      form([
        ["name", "  Ana Souza "],
        ["city", ""],
        ["mobile_phone.country", "BR"],
        ["mobile_phone.number", "(11) 98765-4321"],
        ["emergency_contact_phone.country", "BR"],
        ["emergency_contact_phone.number", ""],
        ["date_birth", "1990-05-17"],
        ["nationality", ""],
      ]),
    );
    expect(payload).toEqual({
      name: "Ana Souza",
      city: null,
      mobile_phone: "+5511987654321",
      emergency_contact_phone: null,
      date_birth: "1990-05-17",
      nationality: null,
    });
  });

  it("reads options as the catalogue's ids, a checkbox group's none as null, an unchecked box as false", () => {
    const payload = readPostedEntityValues(
      info,
      ["gender", "ethnicity", "disabilitys"],
      form([
        ["gender", "2"],
        ["ethnicity", ""],
      ]),
    );
    expect(payload).toEqual({ gender: 2, ethnicity: null, disabilitys: null });
    expect(readPostedEntityValues(profile, ["mobility"], form([]))).toEqual({ mobility: false });
    expect(readPostedEntityValues(profile, ["mobility"], form([["mobility", "on"]]))).toEqual({ mobility: true });
    expect(
      readPostedEntityValues(
        pretensions,
        ["hiring_regimes"],
        form([
          ["hiring_regimes", "1"],
          ["hiring_regimes", "2"],
        ]),
      ),
    ).toEqual({ hiring_regimes: [1, 2] });
  });

  it("prefixes links typed without their scheme with https://", () => {
    const payload = readPostedEntityValues(
      profile,
      ["linkedin", "github"],
      form([
        ["linkedin", "linkedin.com/in/ana"],
        ["github", "http://github.com/ana"],
      ]),
    );
    expect(payload).toEqual({ linkedin: "https://linkedin.com/in/ana", github: "http://github.com/ana" });
  });

  it("reads amounts typed in either language, and sends one that is no number as typed (the API says why)", () => {
    const payload = readPostedEntityValues(
      pretensions,
      ["clt_expectation", "pj_expectation", "temporary_expectation", "freelance_expectation"],
      form([
        ["clt_expectation", "R$ 12.500,50"],
        ["pj_expectation", "15000"],
        ["temporary_expectation", "abc"],
        ["freelance_expectation", ""],
      ]),
    );
    expect(payload).toEqual({
      clt_expectation: 12500.5,
      pj_expectation: 15000,
      temporary_expectation: "abc",
      freelance_expectation: null,
    });
  });

  it("numbers a list's rows again from 0, in their posted order, and leaves out rows left blank", () => {
    const payload = readPostedEntityValues(
      skills,
      ["skills"],
      form([
        ["skills", "0"],
        ["skills.0.name", "TypeScript"],
        ["skills.0.years", "3"],
        ["skills.0.level", "2"],
        ["skills", "2"],
        ["skills.2.name", "SQL"],
        ["skills.2.years", ""],
        ["skills.2.level", ""],
        ["skills", "3"],
        ["skills.3.name", " "],
        ["skills.3.years", ""],
        ["skills.3.level", ""],
      ]),
    );
    expect(payload).toEqual({
      skills: [
        { name: "TypeScript", years: 3, level: 2 },
        { name: "SQL", years: null, level: null },
      ],
    });
  });

  it("sends an object left blank as null and a filled one with its properties parsed", () => {
    const blank = readPostedEntityValues(
      experience,
      ["current_experience"],
      form([
        ["current_experience.company", ""],
        ["current_experience.salary", ""],
      ]),
    );
    expect(blank).toEqual({ current_experience: null });
    const filled = readPostedEntityValues(
      experience,
      ["current_experience"],
      form([
        ["current_experience.company", "Acme"],
        ["current_experience.salary", "8.000,00"],
        ["current_experience.start_date", "2020-01-01"],
      ]),
    );
    expect(filled.current_experience).toMatchObject({ company: "Acme", salary: 8000, start_date: "2020-01-01" });
  });

  it("reads nothing outside the scope", () => {
    expect(
      readPostedEntityValues(
        info,
        ["name"],
        form([
          ["name", "Ana"],
          ["cpf", "123"],
        ]),
      ),
    ).toEqual({ name: "Ana" });
  });
});

describe("parseTypedNumber", () => {
  it("takes the last mark followed by one or two digits as the decimal mark", () => {
    expect(parseTypedNumber("5.000")).toBe(5000);
    expect(parseTypedNumber("5,000")).toBe(5000);
    expect(parseTypedNumber("5000,5")).toBe(5000.5);
    expect(parseTypedNumber("1,234.56")).toBe(1234.56);
    expect(parseTypedNumber("")).toBeNull();
    expect(parseTypedNumber("abc")).toBeNull();
    expect(parseTypedNumber("R$ 1.500")).toBe(1500);
  });
});

describe("the rows' buttons", () => {
  it("are read from the posted intent; anything else saves", () => {
    expect(parseFormIntent("add:skills")).toEqual({ kind: "add", field: "skills" });
    expect(parseFormIntent("remove:skills:2")).toEqual({ kind: "remove", field: "skills", index: 2 });
    expect(parseFormIntent("save")).toEqual({ kind: "save" });
    expect(parseFormIntent(null)).toEqual({ kind: "save" });
    expect(parseFormIntent("remove:skills:x")).toEqual({ kind: "save" });
  });

  it("add an empty row at the end, or remove one and keep what was typed in the others", () => {
    const posted = postedEntityValues(
      skills,
      ["skills"],
      form([
        ["skills", "0"],
        ["skills.0.name", "TypeScript"],
        ["skills", "1"],
        ["skills.1.name", "SQL"],
      ]),
    );
    const added = applyStructureIntent(posted, "add:skills");
    expect(added.skills).toHaveLength(3);
    expect((added.skills as unknown[])[2]).toEqual({});
    const removed = applyStructureIntent(posted, "remove:skills:0");
    expect(removed.skills).toEqual([{ name: "SQL", years: "", level: "" }]);
    expect(applyStructureIntent(posted, "save")).toBe(posted);
    expect(applyStructureIntent({ skills: null }, "add:skills")).toEqual({ skills: [{}] });
    expect(applyStructureIntent({ name: "Ana" }, "add:name")).toEqual({ name: "Ana" });
  });
});

describe("structures inside structures", () => {
  const stages = ["name", "statuses"];
  const posted = form([
    ["name", "Executivo"],
    ["statuses", "0"],
    ["statuses.0.id", "1"],
    ["statuses.0.name", "Triagem"],
    ["statuses.0.position", "0"],
    ["statuses.0.sub_status", "0"],
    ["statuses.0.sub_status", "1"],
    ["statuses.0.sub_status.0.id", "10"],
    ["statuses.0.sub_status.0.name", "Telefone"],
    ["statuses.0.sub_status.1.id", ""],
    ["statuses.0.sub_status.1.name", ""],
    ["statuses.0.feedback_jobs", "on"],
    ["statuses", "1"],
    ["statuses.1.id", "2"],
    ["statuses.1.name", "Entrevista"],
    ["statuses.1.position", "1"],
  ]);

  it("reads a list's rows and the rows of a list inside each, and drops rows left empty", () => {
    expect(readPostedEntityValues(workflowTemplates, stages, posted)).toEqual({
      name: "Executivo",
      statuses: [
        {
          id: 1,
          name: "Triagem",
          position: 0,
          sub_status: [{ id: 10, name: "Telefone" }],
          feedback_jobs: true,
          data_collections: false,
          evaluations: false,
        },
        {
          id: 2,
          name: "Entrevista",
          position: 1,
          sub_status: [],
          feedback_jobs: false,
          data_collections: false,
          evaluations: false,
        },
      ],
    });
  });

  it("adds, removes and moves rows of a nested list by its path, leaving the others as typed", () => {
    const values = postedEntityValues(workflowTemplates, stages, posted);
    const subStages = (changed: typeof values) =>
      ((changed.statuses as { sub_status: { name: string }[] }[])[0]?.sub_status ?? []).map((row) => row.name);
    expect(subStages(applyStructureIntent(values, "add:statuses.0.sub_status"))).toEqual(["Telefone", "", undefined]);
    expect(subStages(applyStructureIntent(values, "remove:statuses.0.sub_status:0"))).toEqual([""]);
    expect(subStages(applyStructureIntent(values, "move:statuses.0.sub_status:0:down"))).toEqual(["", "Telefone"]);
    const names = (changed: typeof values) => (changed.statuses as { name: string }[]).map((row) => row.name);
    expect(names(applyStructureIntent(values, "move:statuses:1:up"))).toEqual(["Entrevista", "Triagem"]);
    // A move past either end, a row that is not there or a path that is no list changes nothing.
    expect(applyStructureIntent(values, "move:statuses:0:up")).toBe(values);
    expect(applyStructureIntent(values, "remove:statuses.5.sub_status:0")).toBe(values);
    expect(applyStructureIntent(values, "add:name")).toBe(values);
    expect(applyStructureIntent(values, "add:__proto__")).toBe(values);
  });

  it("understands only intents it can carry out; anything else is a save", () => {
    expect(parseFormIntent("move:statuses.0.sub_status:3:up")).toEqual({
      kind: "move",
      field: "statuses.0.sub_status",
      index: 3,
      to: "up",
    });
    for (const odd of ["move:statuses:1:left", "add:statuses.x.sub_status", "remove:skills:-1", "add:", "add:a b"]) {
      expect(parseFormIntent(odd)).toEqual({ kind: "save" });
    }
  });
});

describe("maps and json", () => {
  it("reads a role's permissions matrix: each entity's checked actions, an entity with none left out", () => {
    const posted = form([
      ["name", "Consultor"],
      ["permissions.candidates", "read"],
      ["permissions.candidates", "update"],
      ["permissions.jobs", "read"],
    ]);
    const values = postedEntityValues(roles, ["name", "permissions"], posted);
    expect((values.permissions as Record<string, unknown>).candidates).toEqual(["read", "update"]);
    const payload = readPostedEntityValues(roles, ["name", "permissions"], posted);
    expect(payload).toEqual({ name: "Consultor", permissions: { candidates: ["read", "update"], jobs: ["read"] } });
    expect(entitySchemas(roles).create.safeParse(payload).success).toBe(true);
  });

  it("sends a role with nothing checked as no permissions at all, which the API accepts", () => {
    const payload = readPostedEntityValues(roles, ["name", "permissions"], form([["name", "Nenhum"]]));
    expect(payload).toEqual({ name: "Nenhum", permissions: {} });
    expect(entitySchemas(roles).create.safeParse(payload).success).toBe(true);
  });

  it("reads a map of typed keys from its rows, blank rows left out, and adds and removes rows", () => {
    const posted = form([
      ["custom_labels", "0"],
      ["custom_labels.0.key", " apply "],
      ["custom_labels.0.value", "Inscrever-se"],
      ["custom_labels", "1"],
      ["custom_labels.1.key", ""],
      ["custom_labels.1.value", ""],
    ]);
    const values = postedEntityValues(siteConfigs, ["custom_labels"], posted);
    expect(values.custom_labels).toEqual([
      { key: " apply ", value: "Inscrever-se" },
      { key: "", value: "" },
    ]);
    expect(readPostedEntityValues(siteConfigs, ["custom_labels"], posted)).toEqual({
      custom_labels: { apply: "Inscrever-se" },
    });
    expect(readPostedEntityValues(siteConfigs, ["custom_labels"], form([]))).toEqual({ custom_labels: null });
    // A stored map becomes rows when a row is added, so the form draws it again with an empty one.
    expect(applyStructureIntent({ custom_labels: { apply: "Inscrever-se" } }, "add:custom_labels")).toEqual({
      custom_labels: [{ key: "apply", value: "Inscrever-se" }, {}],
    });
    expect(applyStructureIntent({ custom_labels: values.custom_labels }, "remove:custom_labels:0")).toEqual({
      custom_labels: [{ key: "", value: "" }],
    });
  });

  it("keeps a value typed without its key, for the API to refuse rather than losing it", () => {
    const payload = readPostedEntityValues(
      siteConfigs,
      ["custom_labels"],
      form([
        ["custom_labels", "0"],
        ["custom_labels.0.key", ""],
        ["custom_labels.0.value", "Inscrever-se"],
      ]),
    );
    expect(payload).toEqual({ custom_labels: { "": "Inscrever-se" } });
    const refused = entitySchemas(siteConfigs).update.safeParse(payload);
    expect(refused.success).toBe(false);
  });

  it("reads JSON text as its value, and sends text that is no JSON as typed, refused with the JSON message", () => {
    const scope = ["name", "entity", "where"];
    const valid = readPostedEntityValues(
      entityCards,
      scope,
      form([
        ["name", "Abertas"],
        ["entity", "jobs"],
        ["where", '{ "status": { "eq": 1 } }'],
      ]),
    );
    expect(valid).toEqual({ name: "Abertas", entity: "jobs", where: { status: { eq: 1 } } });
    expect(entitySchemas(entityCards).create.safeParse(valid).success).toBe(true);

    const broken = readPostedEntityValues(
      entityCards,
      scope,
      form([
        ["name", "Abertas"],
        ["entity", "jobs"],
        ["where", "{ status: 1"],
      ]),
    );
    expect(broken.where).toBe("{ status: 1");
    const refused = entitySchemas(entityCards).create.safeParse(broken);
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(fieldErrors(refused.error, "pt-BR")).toEqual({ where: V.jsonInvalid["pt-BR"] });
      expect(fieldErrors(refused.error, "en")).toEqual({ where: V.jsonInvalid.en });
    }
  });

  it("reads an automation's steps: the action by its key, params as JSON, the delay as a number", () => {
    const payload = readPostedEntityValues(
      automations,
      ["steps"],
      form([
        ["steps", "0"],
        ["steps.0.action", "sendEmail"],
        ["steps.0.params", '{"template_id": 3}'],
        ["steps.0.delay_minutes", "30"],
      ]),
    );
    expect(payload).toEqual({ steps: [{ action: "sendEmail", params: { template_id: 3 }, delay_minutes: 30 }] });
    expect(entitySchemas(automations).update.safeParse(payload).success).toBe(true);
  });

  it("reads a date-time typed without a zone in the firms' zone, and shows a stored one there", () => {
    const instantOf = (typed: string) =>
      Date.parse(String(readPostedEntityValues(meetings, ["starts_at"], form([["starts_at", typed]])).starts_at));
    expect(instantOf("2026-03-31T14:05")).toBe(Date.parse("2026-03-31T14:05:00-03:00"));
    // The zone's rules, not a fixed offset: São Paulo kept summer time until 2019 (UTC−02:00 in November 2018).
    expect(instantOf("2018-11-10T14:05")).toBe(Date.parse("2018-11-10T14:05:00-02:00"));
    expect(shownDateTime("2018-11-10T16:05:00Z")).toBe("2018-11-10T14:05");
    const stored = "2026-03-31T17:05:00Z";
    expect(shownDateTime(stored)).toBe("2026-03-31T14:05");
    const again = readPostedEntityValues(meetings, ["starts_at"], form([["starts_at", shownDateTime(stored)]]));
    expect(Date.parse(String(again.starts_at))).toBe(Date.parse(stored));
    expect(shownDateTime("../2026 14h")).toBe("../2026 14h");
  });
});
