import { describe, expect, it } from "vitest";
import { inputSchema } from "../entities/fieldSchemas";
import { entities } from "../entities/registry";
import {
  changedFields,
  createEntityFormReducer,
  editableFields,
  entitySectionMessages,
  initialEntityFormState,
  isDirty,
  mapOfRows,
  sectionMessage,
} from "./entityForm";

const jobs = entities.jobs;
const reduce = createEntityFormReducer(jobs);

const validJob = {
  title: "Gerente Financeiro",
  status: 1,
  client_company: 12,
  owner: 3,
};

describe("isDirty (the unsaved-changes guard)", () => {
  it("is false for the values the form opened with, and after typing then erasing", () => {
    expect(isDirty({ title: "A", tags: [] }, { title: "A", tags: [] })).toBe(false);
    expect(isDirty({ title: null }, { title: "" })).toBe(false);
    expect(isDirty({ title: null }, { title: "   " })).toBe(false);
    expect(isDirty({ tags: null }, { tags: [] })).toBe(false);
    expect(isDirty({}, { city: null })).toBe(false);
  });

  it("is true once a value really changed, including inside lists and objects", () => {
    expect(isDirty({ title: "A" }, { title: "B" })).toBe(true);
    expect(isDirty({ openings: 1 }, { openings: 2 })).toBe(true);
    expect(isDirty({ recruiters: [1, 2] }, { recruiters: [2, 1] })).toBe(true);
    expect(isDirty({ current: { company: "X" } }, { current: { company: "Y" } })).toBe(true);
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3, c: "x" })).toEqual(["b", "c"]);
  });

  it("ignores the order of an object's keys", () => {
    expect(isDirty({ o: { a: 1, b: 2 } }, { o: { b: 2, a: 1 } })).toBe(false);
  });
});

describe("entity form reducer", () => {
  it("edits only writable fields: no id, no counts, no read-only uid", () => {
    const keys = editableFields(jobs).map((field) => field.key);
    expect(keys).toContain("title");
    expect(keys).not.toContain("id");
    expect(keys).not.toContain("uid");
    expect(keys).not.toContain("applies_count");
    expect(Object.keys(initialEntityFormState(jobs, "create").values)).toEqual(keys);
  });

  it("refuses an invalid submit with each field's message in the user's language, keeping what was typed", () => {
    let state = initialEntityFormState(jobs, "create");
    state = reduce(state, { type: "fieldChanged", field: "title", value: "Gerente" });
    state = reduce(state, { type: "submitPressed", locale: "pt-BR" });
    expect(state.status).toBe("editing");
    expect(state.effects).toEqual([]);
    expect(state.values.title).toBe("Gerente");
    expect(state.errors).toMatchObject({
      status: "Obrigatório.",
      client_company: "Obrigatório.",
      owner: "Obrigatório.",
    });
    expect(state.errors.title).toBeUndefined();
    const english = reduce(initialEntityFormState(jobs, "create"), { type: "submitPressed", locale: "en" });
    expect(english.errors.title).toBe("Required.");
  });

  it("runs the entity's cross-field rules (a maximum salary below the minimum)", () => {
    let state = initialEntityFormState(jobs, "create", { ...validJob, salary_min: 9000, salary_max: 5000 });
    state = reduce(state, { type: "submitPressed", locale: "pt-BR" });
    expect(state.errors.salary_max).toBe("Erro Preencha corretamente.");
  });

  it("clears a field's message as soon as it is edited", () => {
    let state = reduce(initialEntityFormState(jobs, "create"), { type: "submitPressed", locale: "pt-BR" });
    expect(state.errors.title).toBeDefined();
    state = reduce(state, { type: "fieldChanged", field: "title", value: "G" });
    expect(state.errors.title).toBeUndefined();
    expect(state.errors.status).toBeDefined();
  });

  it("asks the container to save the whole validated record on create, once", () => {
    let state = initialEntityFormState(jobs, "create", { ...validJob, title: "  Gerente Financeiro  " });
    state = reduce(state, { type: "submitPressed", locale: "pt-BR" });
    expect(state.status).toBe("saving");
    expect(state.effects).toEqual([
      { type: "call", handler: "save", payload: expect.objectContaining({ title: "Gerente Financeiro", status: 1 }) },
    ]);
    expect(reduce(state, { type: "submitPressed", locale: "pt-BR" }).effects).toEqual([]);
  });

  it("sends only what changed on update", () => {
    let state = initialEntityFormState(jobs, "update", { ...validJob, city: "São Paulo" });
    state = reduce(state, { type: "fieldChanged", field: "city", value: "Rio de Janeiro" });
    state = reduce(state, { type: "submitPressed", locale: "pt-BR" });
    expect(state.effects).toEqual([{ type: "call", handler: "save", payload: { city: "Rio de Janeiro" } }]);
  });

  it("after a save, the saved record is the new starting point (no longer dirty) and a toast says so", () => {
    let state = initialEntityFormState(jobs, "create", validJob);
    state = reduce(state, { type: "fieldChanged", field: "city", value: "Recife" });
    state = reduce(state, { type: "submitPressed", locale: "pt-BR" });
    state = reduce(state, { type: "saveSucceeded", values: { ...validJob, city: "Recife", id: 9 } });
    expect(state.mode).toBe("update");
    expect(state.status).toBe("editing");
    expect(isDirty(state.initial, state.values)).toBe(false);
    expect(state.effects).toEqual([
      { type: "toast", tone: "success", message: expect.objectContaining({ en: "Saved successfully!" }) },
    ]);
  });

  it("keeps the form's values for fields a save's answer leaves out", () => {
    let state = initialEntityFormState(jobs, "update", { ...validJob, city: "Natal" });
    state = reduce(state, { type: "fieldChanged", field: "city", value: "Recife" });
    state = reduce(state, { type: "submitPressed", locale: "pt-BR" });
    state = reduce(state, { type: "saveSucceeded", values: { id: 41, city: "Recife" } });
    expect(state.values).toMatchObject({ title: "Gerente Financeiro", status: 1, city: "Recife" });
    expect(isDirty(state.initial, state.values)).toBe(false);
  });

  it("shows the server's field errors, or a toast when the server gave none", () => {
    const saving = reduce(initialEntityFormState(jobs, "create", validJob), { type: "submitPressed", locale: "en" });
    const rejected = reduce(saving, { type: "saveFailed", errors: { title: "Already taken" } });
    expect(rejected.errors).toEqual({ title: "Already taken" });
    expect(rejected.status).toBe("editing");
    const failed = reduce(saving, { type: "saveFailed" });
    expect(failed.effects).toEqual([
      { type: "toast", tone: "error", message: expect.objectContaining({ "pt-BR": expect.stringContaining("Ops") }) },
    ]);
  });
});

describe("section labels", () => {
  it("names every section the registry uses, in both languages", () => {
    const used = new Set(
      Object.values(entities).flatMap((entity) => entity.fieldList.map((field) => field.section ?? "main")),
    );
    const known = Object.keys(entitySectionMessages.messages);
    expect([...used].filter((section) => !known.includes(section))).toEqual([]);
    expect(sectionMessage("profile").en).toBe("Profile");
    expect(sectionMessage("unknown").en).toBe("unknown");
  });
});

describe("a form over part of a record (a wizard's stage)", () => {
  const candidates = entities.candidates;
  const reduceStage = createEntityFormReducer(candidates, {
    fields: ["name", "city", "state"],
    required: ["name", "city"],
  });
  // The candidate's own profile: the firm's required status is not part of it.
  const profile = { id: 7, name: "Carla", email: "carla@example.com", city: null, state: null };

  it("requires its required fields and ignores the record's fields it does not edit", () => {
    const state = reduceStage(initialEntityFormState(candidates, "update", profile), {
      type: "submitPressed",
      locale: "pt-BR",
    });
    expect(state.errors).toEqual({ city: "Obrigatório." });
    expect(state.effects).toEqual([]);
  });

  it("sends only the changed fields it edits", () => {
    let state = initialEntityFormState(candidates, "update", profile);
    state = reduceStage(state, { type: "fieldChanged", field: "city", value: "Recife" });
    state = reduceStage(state, { type: "fieldChanged", field: "role_name", value: "Fora da etapa" });
    state = reduceStage(state, { type: "submitPressed", locale: "pt-BR" });
    expect(state.errors).toEqual({});
    expect(state.effects).toEqual([{ type: "call", handler: "save", payload: { city: "Recife" } }]);
  });

  it("still applies the registry's rules to the fields it edits", () => {
    const state = reduceStage(
      reduceStage(initialEntityFormState(candidates, "update", { ...profile, city: "Recife" }), {
        type: "fieldChanged",
        field: "name",
        value: "   ",
      }),
      { type: "submitPressed", locale: "en" },
    );
    expect(Object.keys(state.errors)).toEqual(["name"]);
  });
});

describe("json and map fields in the registry's form", () => {
  it("sends JSON typed in a text area as its value, and refuses text that is no JSON with its message", () => {
    const cards = entities.entity_cards;
    const reduceCard = createEntityFormReducer(cards);
    let state = initialEntityFormState(cards, "create");
    state = reduceCard(state, { type: "fieldChanged", field: "name", value: "Abertas" });
    state = reduceCard(state, { type: "fieldChanged", field: "entity", value: "jobs" });
    state = reduceCard(state, { type: "fieldChanged", field: "where", value: "{ status: 1" });
    state = reduceCard(state, { type: "submitPressed", locale: "en" });
    expect(state.errors).toEqual({ where: "Invalid JSON: check the braces, quotes and commas." });
    state = reduceCard(state, { type: "fieldChanged", field: "where", value: '{ "status": { "eq": 1 } }' });
    state = reduceCard(state, { type: "submitPressed", locale: "en" });
    expect(state.effects).toEqual([
      {
        type: "call",
        handler: "save",
        payload: expect.objectContaining({ name: "Abertas", where: { status: { eq: 1 } } }),
      },
    ]);
  });

  it("sends a role's permissions as the matrix holds them", () => {
    const roles = entities.roles;
    const reduceRole = createEntityFormReducer(roles);
    let state = initialEntityFormState(roles, "create");
    state = reduceRole(state, { type: "fieldChanged", field: "name", value: "Leitura" });
    state = reduceRole(state, { type: "fieldChanged", field: "permissions", value: { candidates: ["read"] } });
    state = reduceRole(state, { type: "submitPressed", locale: "pt-BR" });
    expect(state.effects).toEqual([
      {
        type: "call",
        handler: "save",
        payload: expect.objectContaining({ name: "Leitura", permissions: { candidates: ["read"] } }),
      },
    ]);
  });
});

describe("mapOfRows (a map edited as rows of key and value)", () => {
  it("keeps the rows with a value under their trimmed keys, and is null when none is left", () => {
    expect(
      mapOfRows([
        { key: " jobs ", value: "Oportunidades" },
        { key: "apply", value: "" },
        { key: "", value: null },
      ]),
    ).toEqual({ jobs: "Oportunidades" });
    expect(mapOfRows([{ key: "", value: "  " }])).toBeNull();
    expect(mapOfRows([])).toBeNull();
  });

  it("keeps a value typed without its key under a blank key, which the map's schema refuses", () => {
    const map = mapOfRows([{ key: "", value: "Inscrever-se" }]);
    expect(map).toEqual({ "": "Inscrever-se" });
    expect(inputSchema(entities.site_configs.fields.custom_labels).safeParse(map).success).toBe(false);
  });
});
