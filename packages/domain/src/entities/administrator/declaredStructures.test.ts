import { DEFAULT_COLORS } from "@seleta/brand-themes/brands";
import { describe, expect, it } from "vitest";
import { permissionActions } from "../../catalogues/permissionActions";
import { ACTIONS } from "../../permissions/actions";
import { fieldErrors } from "../../rules/issues";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { mapFieldKeys } from "../entityIndex";
import { f, t } from "../field";
import { fieldSchemas, inputSchema } from "../fieldSchemas";
import { entityList } from "../registry";
import { automations } from "./automations";
import { entityCards } from "./entityCards";
import { roles } from "./roles";
import { siteConfigs } from "./siteConfigs";
import { workSchedules } from "./workSchedules";

/** A brand's token colours, light and dark alike, as the demo seed stores them. */
const SEED_COLORS = { ...DEFAULT_COLORS };

/**
 * Stored values of the fields declared by their properties, shaped as the seed stores them: each must read and write
 * back unchanged. (The API's seed test reads every structure the seed stored through the registry's schemas.)
 */
const SEED_SITE_CONFIG = {
  colors: { light: SEED_COLORS, dark: SEED_COLORS },
  social_credentials: {},
  rules: { candidate_required_fields: ["name", "email", "mobile_phone"] },
};
const SEED_ROLE_PERMISSIONS = {
  candidates: ["read", "create", "update"],
  jobs: ["read"],
  applies: ["read", "create", "update"],
  notes: ["read", "create"],
  tasks: [...ACTIONS],
};

describe("structures declared by their properties keep their stored shapes", () => {
  it("reads and writes the seed's site configuration as it is", () => {
    const { colors, social_credentials, rules } = siteConfigs.fields;
    for (const [field, value] of [
      [colors, SEED_SITE_CONFIG.colors],
      [social_credentials, SEED_SITE_CONFIG.social_credentials],
      [rules, SEED_SITE_CONFIG.rules],
    ] as const) {
      expect(fieldSchemas(field).value.parse(value)).toEqual(value);
      expect(inputSchema(field).parse(value)).toEqual(value);
    }
    expect(inputSchema(siteConfigs.fields.custom_labels).parse({ apply: "Inscrever-se" })).toEqual({
      apply: "Inscrever-se",
    });
  });

  it("refuses a colour that is no #rrggbb", () => {
    const result = inputSchema(siteConfigs.fields.colors).safeParse({
      light: { ...SEED_COLORS, primary: "pink" },
      dark: SEED_COLORS,
    });
    expect(result.success).toBe(false);
  });

  it("reads and writes a role's permissions as entity → actions", () => {
    const permissions = roles.fields.permissions;
    expect(fieldSchemas(permissions).value.parse(SEED_ROLE_PERMISSIONS)).toEqual(SEED_ROLE_PERMISSIONS);
    expect(inputSchema(permissions).parse(SEED_ROLE_PERMISSIONS)).toEqual(SEED_ROLE_PERMISSIONS);
    expect(inputSchema(permissions).safeParse({ candidates: ["fly"] }).success).toBe(false);
  });

  it("leaves out an entity with no action checked", () => {
    expect(inputSchema(roles.fields.permissions).parse({ candidates: ["read"], jobs: [], tasks: null })).toEqual({
      candidates: ["read"],
    });
  });

  it("lists the recruiter area's entities as a role's keys, read from the registry when asked", () => {
    const field = roles.fieldList.find((candidate) => candidate.key === "permissions");
    const keys = mapFieldKeys(field ?? {}) ?? [];
    const recruiterEntities = entityList.filter((entity) => entity.area === "recruiter");
    expect(keys.map((key) => key.key)).toEqual(recruiterEntities.map((entity) => entity.name));
    expect(keys[0]?.label).toEqual(recruiterEntities[0]?.label.many);
  });

  it("keeps a work schedule's hours as start and end, HH:MM", () => {
    const hours = workSchedules.fields.hours;
    expect(inputSchema(hours).parse({ start: "08:00", end: "17:30" })).toEqual({ start: "08:00", end: "17:30" });
    const refused = inputSchema(hours).safeParse({ start: "8h", end: "24:00" });
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(fieldErrors(refused.error, "en")).toEqual({ start: V.invalid.en, end: V.invalid.en });
    }
  });

  it("keeps an automation's steps and conditions as the job runner reads them", () => {
    const steps = [
      { action: "sendEmail", params: { template_id: 3 }, delay_minutes: 0 },
      { action: "createTask", params: {}, delay_minutes: 60 },
    ];
    const conditions = [{ field: "stage", operator: "eq", value: "interview" }];
    expect(inputSchema(automations.fields.steps).parse(steps)).toEqual(steps);
    expect(fieldSchemas(automations.fields.steps).value.parse(steps)).toEqual(steps);
    expect(inputSchema(automations.fields.conditions).parse(conditions)).toEqual(conditions);
    expect(inputSchema(automations.fields.steps).safeParse([{ action: "fly", params: {} }]).success).toBe(false);
    expect(inputSchema(automations.fields.steps).safeParse([{ action: "notify", delay_minutes: -1 }]).success).toBe(
      false,
    );
  });
});

describe("json fields", () => {
  const where = entityCards.fields.where;

  it("read JSON text as its value, and take a value as it is", () => {
    expect(inputSchema(where).parse('{"status": {"eq": 1}}')).toEqual({ status: { eq: 1 } });
    expect(inputSchema(where).parse({ status: { eq: 1 } })).toEqual({ status: { eq: 1 } });
    expect(inputSchema(where).parse("")).toBeNull();
  });

  it("refuse text that is no JSON with their own message, and JSON the schema refuses", () => {
    const broken = inputSchema(where).safeParse("{status: 1");
    expect(broken.success).toBe(false);
    if (!broken.success) expect(fieldErrors(broken.error, "pt-BR")).toEqual({ "": V.jsonInvalid["pt-BR"] });
    expect(inputSchema(where).safeParse("[1, 2]").success).toBe(false);
  });
});

describe("selects by key", () => {
  it("belong inside structures: a column of its own holds catalogue ids", () => {
    expect(() =>
      defineEntity({
        name: "keyed_things",
        model: "KeyedThing",
        label: { one: t("Coisa", "Thing"), many: t("Coisas", "Things") },
        icon: "card",
        area: "administrator",
        titleField: "name",
        fields: {
          name: f.text(t("Nome", "Name")),
          action: f.selectKey(t("Ação", "Action"), permissionActions),
        },
      }),
    ).toThrow(/catalogue key outside a structure/);
  });
});
