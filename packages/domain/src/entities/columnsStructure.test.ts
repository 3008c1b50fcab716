import { describe, expect, it } from "vitest";
import { applyStages } from "../catalogues/applyStages";
import { candidateStatus } from "../catalogues/candidateStatus";
import {
  COLUMN_STRUCTURE_ENTITIES,
  COLUMN_STRUCTURE_NAMES,
  columnsStructure,
  entityColumnsStructure,
  isColumnStructureName,
} from "./columnsStructure";
import { defineEntity } from "./defineEntity";
import { f, t } from "./field";
import { defaultColumns, sensitiveFields } from "./fieldQueries";
import { getEntity } from "./registry";

describe("entity columns structure (spec §7 entity_columns_structure)", () => {
  it("serves exactly the six list views of the spec, each for its registry entity", () => {
    expect([...COLUMN_STRUCTURE_NAMES].sort()).toEqual(
      ["apply", "candidate", "client_company", "client_contact", "job", "proposal"].sort(),
    );
    expect(isColumnStructureName("candidate")).toBe(true);
    expect(isColumnStructureName("candidates")).toBe(false);
    expect(isColumnStructureName("toString")).toBe(false);
    expect(isColumnStructureName("recruiter")).toBe(false);
    for (const name of COLUMN_STRUCTURE_NAMES) {
      expect(entityColumnsStructure(name).entity).toBe(COLUMN_STRUCTURE_ENTITIES[name]);
    }
  });

  it("shows the registry's default columns as visible and lets the user add the others", () => {
    for (const name of COLUMN_STRUCTURE_NAMES) {
      const structure = entityColumnsStructure(name);
      const entity = getEntity(COLUMN_STRUCTURE_ENTITIES[name]);
      expect(structure.columns.filter((column) => column.visible).map((column) => column.key)).toEqual(
        defaultColumns(entity).map((field) => field.key),
      );
      expect(structure.columns.length).toBeGreaterThan(structure.columns.filter((c) => c.visible).length);
    }
  });

  it("never offers a sensitive field (LGPD) as a column", () => {
    const keys = entityColumnsStructure("candidate").columns.map((column) => column.key);
    const sensitive = sensitiveFields(getEntity("candidates")).map((field) => field.key);
    expect(sensitive).toEqual(expect.arrayContaining(["cpf", "ethnicity", "date_birth"]));
    for (const key of sensitive) expect(keys).not.toContain(key);
  });

  it("labels each column with its message id and its pt-BR and en texts", () => {
    const name = entityColumnsStructure("candidate").columns.find((column) => column.key === "name");
    expect(name).toMatchObject({
      label: { id: "entity.candidates.field.name", "pt-BR": "Nome", en: "Name" },
      kind: "text",
      sortable: true,
      searchable: true,
      visible: true,
      relation: null,
      options: null,
    });
    const createdAt = entityColumnsStructure("job").columns.find((column) => column.key === "created_at");
    expect(createdAt?.label).toEqual({ id: "entity.field.created_at", "pt-BR": "Criado em", en: "Created at" });
  });

  it("gives a select its catalogue in order, labelled, and a relation its target entity", () => {
    const stage = entityColumnsStructure("apply").columns.find((column) => column.key === "stage");
    expect(stage?.options?.map((option) => option.id)).toEqual(applyStages.entries.map((entry) => entry.id));
    expect(stage?.options?.find((option) => option.id === 5)).toEqual({
      id: 5,
      key: "interview",
      label: { id: "applyStage.interview", "pt-BR": "Entrevista", en: "Interview" },
    });
    const status = entityColumnsStructure("candidate").columns.find((column) => column.key === "status");
    expect(status?.options).toHaveLength(candidateStatus.entries.length);
    const company = entityColumnsStructure("job").columns.find((column) => column.key === "client_company");
    expect(company).toMatchObject({ kind: "relation", relation: "client_companies", options: null });
  });

  it("carries each field's own filter operators and sortability", () => {
    const candidates = getEntity("candidates");
    for (const column of entityColumnsStructure("candidate").columns) {
      const field = candidates.fieldList.find((candidate) => candidate.key === column.key);
      expect(column.filters).toEqual(field?.filters);
      expect(column.sortable).toBe(field?.sortable);
    }
  });

  it("tells the default order and the views of the list", () => {
    expect(entityColumnsStructure("apply")).toMatchObject({
      order: { position: "asc", created_at: "desc" },
      views: { table: true, kanban: { groupBy: "stage" } },
      label: { one: { en: "Apply" }, many: { en: "Applies" } },
    });
    expect(entityColumnsStructure("candidate").order).toEqual({ created_at: "desc" });
  });

  it("follows a new field of the registry without other changes", () => {
    const widgets = defineEntity({
      name: "widgets",
      model: "Widget",
      label: { one: t("Peça", "Widget"), many: t("Peças", "Widgets") },
      icon: "tools",
      area: "recruiter",
      titleField: "name",
      fields: {
        name: f.text(t("Nome", "Name")).column(),
        secret: f.cpf(t("CPF", "CPF")).sensitive(),
        notes: f.richText(t("Notas", "Notes")),
        weight: f.decimal(t("Peso", "Weight")).sortable(),
      },
    });
    expect(columnsStructure(widgets).map((column) => column.key)).toEqual([
      "id",
      "created_at",
      "updated_at",
      "name",
      "weight",
    ]);
  });
});
