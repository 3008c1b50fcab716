import { describe, expect, expectTypeOf, it } from "vitest";
import type { candidateStatus } from "../catalogues/candidateStatus";
import { domainMessages } from "../i18n/messages";
import { fieldErrors } from "../rules/issues";
import { defineEntity, type EntityInput, type EntityRecord, SHARED_ROW_ACTIONS } from "./defineEntity";
import { entitiesOfArea, entityForPath, entityRoute } from "./entityIndex";
import { entitySchemas } from "./entitySchemas";
import { f, t } from "./field";
import {
  defaultColumns,
  entityField,
  formSections,
  kanbanColumns,
  relationTargets,
  selectableColumns,
  sensitiveFields,
} from "./fieldQueries";
import { GLOBAL_SEARCH_KINDS, globalSearchEntity } from "./globalSearch";
import { entities, entityList, findEntity, getEntity } from "./registry";

const RECRUITER_ENTITIES = [
  "candidates",
  "jobs",
  "client_companies",
  "client_contacts",
  "contacts",
  "projects",
  "proposals",
  "placements",
  "submissions",
  "applies",
  "interviews",
  "meetings",
  "tasks",
  "notes",
  "template_notes",
  "prospecting_templates",
  "sendout_queues",
  "tearsheets",
  "tearsheet_candidates",
  "findings",
  "shortlist_templates",
  "invoices",
  "billing_plans",
  "evaluations",
  "utilities",
  "feedbacks",
  "signatures",
];

const ADMINISTRATOR_PATHS = [
  "accounts",
  "automations",
  "benefits",
  "businesses",
  "city_taxes",
  "core_industries",
  "costumers",
  "courses",
  "data_collections",
  "entity_cards",
  "equipment",
  "integrations",
  "linkedin_core_industries",
  "off_limit_rule_candidates",
  "off_limits",
  "partners",
  "position_levels",
  "process_orchestrators",
  "recruiters",
  "reports",
  "roles",
  "sales_funnel",
  "settings",
  "site_configs",
  "standard_billings",
  "standard_fees",
  "surveys",
  "template_uploads",
  "work_schedules",
  "workflow_templates",
  "c-talks/events",
  "c-talks/participants",
  "sectors/category_sectors",
  "templates/emails",
  // The public site's content, which administrators write.
  "site/publications",
  "site/solutions",
  "site/programs",
  "site/milestones",
  // Beyond spec §2's list: the public contact form's messages (spec §5), read by administrators.
  "contact_messages",
];

const candidates = getEntity("candidates");

describe("entity registry covers spec §2", () => {
  it("has every recruiter entity under /recruiters", () => {
    for (const name of RECRUITER_ENTITIES) {
      const entity = findEntity(name);
      expect(entity?.area, name).toBe("recruiter");
      expect(entity && entityRoute(entity)).toBe(`/recruiters/${name}`);
    }
  });

  it("has every administrator entity under /administrator at the spec's path", () => {
    const paths = entitiesOfArea("administrator").map((entity) => entity.path);
    expect(paths.sort()).toEqual([...ADMINISTRATOR_PATHS].sort());
  });

  it("marks invoices, billing plans, evaluations and utilities as the admin-only recruiter entities", () => {
    expect(
      entitiesOfArea("recruiter")
        .filter((e) => e.adminOnly)
        .map((e) => e.name),
    ).toEqual(["invoices", "billing_plans", "evaluations", "utilities"]);
  });

  it("labels contacts as Leads, template notes as Note template and send-out queues as Send Out", () => {
    expect(entities.contacts.label.many.en).toBe("Leads");
    expect(entities.template_notes.label.one.en).toBe("Note template");
    expect(entities.prospecting_templates.label.one.en).toBe("Message Template");
    expect(entities.sendout_queues.label.one.en).toBe("Send Out");
    expect(entities.tearsheets.label.one.en).toBe("List");
  });

  it("offers blocks for Job, Proposal, Contact, Lead, Company and Apply, and kanban for Apply and Tearsheet Candidate", () => {
    expect(
      entityList
        .filter((e) => e.views.blocks)
        .map((e) => e.name)
        .sort(),
    ).toEqual(["applies", "client_companies", "client_contacts", "contacts", "jobs", "proposals"].sort());
    expect(entityList.filter((e) => e.views.kanban).map((e) => e.name)).toEqual(["applies", "tearsheet_candidates"]);
    expect(kanbanColumns(entities.applies).map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 15]);
  });

  it("has one entity per global-search chip, in the spec's order", () => {
    expect(GLOBAL_SEARCH_KINDS.map((kind) => globalSearchEntity(kind).name)).toEqual([
      "client_companies",
      "client_contacts",
      "proposals",
      "candidates",
      "contacts",
      "jobs",
    ]);
  });
});

describe("registry consistency", () => {
  it("points every relation at an entity of the registry", () => {
    for (const entity of entityList) {
      for (const target of relationTargets(entity))
        expect(findEntity(target), `${entity.name} → ${target}`).toBeDefined();
    }
  });

  it("names records, builds blocks and orders by fields the entity has", () => {
    for (const entity of entityList) {
      const keys = [
        entity.titleField,
        ...Object.keys(entity.defaultOrder),
        ...Object.values(entity.views.blocks ?? {}).flat(),
        ...(entity.parent ? [entity.parent.field] : []),
      ];
      for (const key of keys) expect(entityField(entity, String(key)), `${entity.name}.${key}`).toBeDefined();
      expect(entity.parent ? findEntity(entity.parent.entity) : entity, entity.name).toBeDefined();
    }
  });

  it("has unique names, paths and models, and a label in both languages for every field", () => {
    for (const key of ["name", "path", "model"] as const) {
      const values = entityList.map((e) => `${e.area}:${e[key]}`);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const pt = domainMessages("pt-BR");
    const en = domainMessages("en");
    for (const entity of entityList) {
      expect(pt[entity.label.many.id]).toBe(entity.label.many["pt-BR"]);
      for (const field of entity.fieldList) {
        expect(pt[field.messageId], field.messageId).toBeTruthy();
        expect(en[field.messageId], field.messageId).toBeTruthy();
      }
    }
  });

  it("shows at least one column by default in every list and never a sensitive one", () => {
    for (const entity of entityList) {
      expect(defaultColumns(entity).length, entity.name).toBeGreaterThan(0);
      expect(selectableColumns(entity).some((c) => c.sensitive)).toBe(false);
    }
  });

  it("cancels with a reason through two fields the server fills: when, and why", () => {
    const cancelled = entityList.filter((entity) => entity.cancellation);
    expect(cancelled.map((entity) => entity.name)).toContain("interviews");
    for (const entity of cancelled) {
      const at = entity.fieldList.find((field) => field.key === entity.cancellation?.at);
      const reason = entity.fieldList.find((field) => field.key === entity.cancellation?.reason);
      expect([at?.kind, at?.readOnly], entity.name).toEqual(["datetime", true]);
      expect([reason?.kind, reason?.readOnly], entity.name).toEqual(["text", true]);
    }
  });

  it("builds the create, update and record schemas of every entity", () => {
    for (const entity of entityList) {
      expect(entitySchemas(entity).create.safeParse({}).success, entity.name).toBe(
        entity.fieldList.every((field) => field.readOnly || !field.required),
      );
      expect(entitySchemas(entity).update.safeParse({}).success, entity.name).toBe(true);
    }
  });
});

describe("the candidate (spec §3)", () => {
  const SPEC_FIELDS = [
    "name",
    "email",
    "address",
    "mobile_phone",
    "linkedin",
    "github",
    "stackoverflow",
    "portifolio",
    "professional_moment",
    "remote_work",
    "clt_expectation",
    "pj_expectation",
    "temporary_expectation",
    "freelance_expectation",
    "current_regime",
    "hiring_regimes",
    "self_introduction",
    "gender",
    "biological_gender",
    "date_birth",
    "disabilitys",
    "mobility",
    "current_experience",
    "other_experiences",
    "skills",
    "professional_reference",
    "avatar",
    "cpf",
    "rg",
    "pis",
    "mother_name",
    "father_name",
    "emergency_contact_name",
    "emergency_contact_phone",
    "emergency_contact_kinship",
    "bigfive_50",
    "bigfive_120",
    "ethnicity",
    "nationality",
    "role_name",
  ];

  it("has the full field catalogue", () => {
    for (const key of SPEC_FIELDS) expect(entityField(candidates, key), key).toBeDefined();
  });

  it("marks ethnicity, disabilities, biological gender, date of birth, CPF, RG and PIS as LGPD-sensitive", () => {
    expect(
      sensitiveFields(candidates)
        .map((field) => field.key)
        .sort(),
    ).toEqual(
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
    expect(defaultColumns(candidates).map((c) => c.key)).not.toContain("cpf");
  });

  it("validates a new candidate with the spec's messages", () => {
    const result = entitySchemas(candidates).create.safeParse({
      email: "",
      cpf: "529.982.247-24",
      date_birth: "31/12/1990",
    });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrors(result.error, "pt-BR");
    expect(errors.name).toBe("Obrigatório.");
    expect(errors.email).toBe("Informe o e-mail");
    expect(errors.cpf).toBe("CPF inválido.");
    expect(errors.status).toBe("Obrigatório.");
    expect(errors.date_birth).toBe("Data inválida.");
  });

  it("accepts a valid candidate, normalises it and drops fields only the server sets", () => {
    const candidate = entitySchemas(candidates).create.parse({
      name: " Ana Souza ",
      email: "Ana@Example.com",
      status: 3,
      linkedin: "linkedin.com/in/ana",
      cpf: "529.982.247-25",
      skills: [{ name: "Java", years: 8, level: 4 }],
      completed_register: true,
    }) as Record<string, unknown>;
    expect(candidate).toMatchObject({
      name: "Ana Souza",
      email: "ana@example.com",
      linkedin: "https://linkedin.com/in/ana",
      cpf: "52998224725",
    });
    expect(candidate).not.toHaveProperty("completed_register");
  });

  it("refuses a status outside the catalogue and needs a specification for gender 'Other'", () => {
    expect(entitySchemas(candidates).update.safeParse({ status: 10 }).success).toBe(false);
    const other = entitySchemas(candidates).update.safeParse({ gender: 4 });
    expect(other.success ? {} : fieldErrors(other.error, "en")).toEqual({
      gender_specification: "Please specify the gender.",
    });
    expect(entitySchemas(candidates).update.safeParse({ gender: 4, gender_specification: "Agênero" }).success).toBe(
      true,
    );
  });

  it("groups form fields by section and leaves out what a form cannot write", () => {
    const sections = formSections(candidates);
    expect(sections.map((s) => s.section)).toContain("documents");
    const keys = sections.flatMap((s) => s.fields.map((field) => field.key));
    expect(keys).not.toContain("completed_register");
    expect(keys).not.toContain("id");
  });

  it("gives the API client its types from the declaration", () => {
    type Candidate = EntityRecord<typeof candidates>;
    expectTypeOf<Candidate["name"]>().toEqualTypeOf<string>();
    expectTypeOf<Candidate["cpf"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Candidate["status"]>().toEqualTypeOf<(typeof candidateStatus.entries)[number]["id"]>();
    expectTypeOf<Candidate["id"]>().toEqualTypeOf<number>();
    type NewCandidate = EntityInput<typeof candidates>;
    expectTypeOf<NewCandidate["name"]>().toEqualTypeOf<string>();
    expectTypeOf<NewCandidate>().not.toHaveProperty("completed_register");
  });
});

describe("other entities' rules", () => {
  it("an apply moved to a rejected stage needs a reject reason", () => {
    const applies = getEntity("applies");
    expect(entitySchemas(applies).update.safeParse({ stage: 9 }).success).toBe(false);
    expect(entitySchemas(applies).update.safeParse({ stage: 9, reject_reason: 24 }).success).toBe(true);
    expect(entitySchemas(applies).update.safeParse({ stage: 5 }).success).toBe(true);
  });

  it("a proposal closed or closed-lost needs a closed reason, a won one does not", () => {
    const proposals = getEntity("proposals");
    expect(entitySchemas(proposals).update.safeParse({ status: 7 }).success).toBe(false);
    expect(entitySchemas(proposals).update.safeParse({ status: 7, closed_reason: 3 }).success).toBe(true);
    expect(entitySchemas(proposals).update.safeParse({ status: 8 }).success).toBe(true);
  });

  it("a signature record says 'Select a company!' like the signature form", () => {
    const result = entitySchemas(getEntity("signatures")).update.safeParse({ company: null });
    expect(result.success ? {} : fieldErrors(result.error, "en").company).toBe("Select a company!");
  });
});

describe("routes and the active entity (spec §2)", () => {
  it("derives the active entity from the current path", () => {
    expect(entityForPath("/recruiters/jobs/12/applies/kanban")?.name).toBe("jobs");
    expect(entityForPath("/recruiters/candidates?page=2")?.name).toBe("candidates");
    expect(entityForPath("/administrator/c-talks/participants/3")?.name).toBe("c_talks_participants");
    expect(entityForPath("/recruiters/profile")).toBeUndefined();
  });

  it("builds list, new and detail routes", () => {
    expect(entityRoute(entities.jobs, { kind: "new" })).toBe("/recruiters/jobs/new");
    expect(entityRoute(entities.email_templates, { kind: "detail", id: 4 })).toBe("/administrator/templates/emails/4");
  });
});

describe("defineEntity guards", () => {
  const base = {
    name: "things",
    model: "Thing",
    label: { one: t("Coisa", "Thing"), many: t("Coisas", "Things") },
    icon: "list",
    area: "recruiter",
    titleField: "name",
  } as const;

  it("refuses a kanban grouped by a field that is not a choice", () => {
    expect(() =>
      defineEntity({
        ...base,
        fields: { name: f.text(t("Nome", "Name")), size: f.integer(t("Tamanho", "Size")) },
        views: { kanban: { groupBy: "size" } },
      }),
    ).toThrow("not a select or a relation");
  });

  it("refuses a default order on a field that cannot be sorted, and a redeclared system field", () => {
    expect(() =>
      defineEntity({ ...base, fields: { name: f.text(t("Nome", "Name")) }, order: { name: "asc" } }),
    ).toThrow("not sortable");
    expect(() =>
      defineEntity({ ...base, fields: { name: f.text(t("Nome", "Name")), id: f.integer(t("a", "a")) } }),
    ).toThrow("redeclares");
  });
});

describe("private rows", () => {
  const base = {
    name: "memos",
    model: "Memo",
    label: { one: t("Memo", "Memo"), many: t("Memos", "Memos") },
    icon: "note",
    area: "recruiter",
    titleField: "title",
  } as const;

  it("makes a private note its author's: the notes declare their flag and owner", () => {
    expect(entities.notes.privateRows).toEqual({
      flag: "private",
      owner: "owner",
      flagMeans: "private",
      members: null,
      sharedActions: SHARED_ROW_ACTIONS,
    });
    expect(entities.candidates.privateRows).toBeUndefined();
  });

  it("keeps a shortlist template its author's until shared, and its author's to change", () => {
    expect(entities.shortlist_templates.privateRows).toEqual({
      flag: "shared",
      owner: "owner",
      flagMeans: "shared",
      members: null,
      sharedActions: ["read", "export"],
    });
  });

  it("counts children only in an integer field their parent has, read-only", () => {
    const counted = entityList.filter((entity) => entity.parent?.countedIn);
    expect(counted.map((entity) => entity.name)).toEqual(["tearsheet_candidates"]);
    for (const entity of counted) {
      const parent = entityList.find((other) => other.name === entity.parent?.entity);
      const field = parent?.fieldList.find((candidate) => candidate.key === entity.parent?.countedIn);
      expect(field, entity.name).toMatchObject({ kind: "integer", readOnly: true });
    }
  });

  it("keeps a list its owner's until shared, and the talent pool undeletable", () => {
    expect(entities.tearsheets.privateRows).toEqual({
      flag: "shared",
      owner: "owner",
      flagMeans: "shared",
      members: "shared_with",
      sharedActions: ["read", "export", "update"],
    });
    expect(entities.tearsheets.keptRows).toBe("talent_pool");
    expect(entities.notes.keptRows).toBeNull();
  });

  it("refuses a flag that is not a boolean and an owner that is not a recruiter", () => {
    const fields = {
      title: f.text(t("Título", "Title")),
      secret: f.boolean(t("Privado", "Private")),
      author: f.relation(t("Autor", "Author"), "recruiters"),
      company: f.relation(t("Empresa", "Company"), "client_companies"),
    };
    expect(() => defineEntity({ ...base, fields, privateRows: { flag: "title", owner: "author" } })).toThrow(
      /not a boolean/,
    );
    expect(() => defineEntity({ ...base, fields, privateRows: { flag: "secret", owner: "company" } })).toThrow(
      /not a recruiter/,
    );
    expect(defineEntity({ ...base, fields, privateRows: { flag: "secret", owner: "author" } }).privateRows).toEqual({
      flag: "secret",
      owner: "author",
      flagMeans: "private",
      members: null,
      sharedActions: SHARED_ROW_ACTIONS,
    });
    expect(() =>
      defineEntity({ ...base, fields, privateRows: { flag: "secret", owner: "author", members: "company" } }),
    ).toThrow(/not recruiters/);
    expect(() => defineEntity({ ...base, fields, keptRows: "title" })).toThrow(/not a boolean/);
  });
});
