import { describe, expect, it } from "vitest";
import { entities } from "../entities/registry";
import { checkFormValues } from "./checkForm";
import { formScope } from "./formScope";
import { readPostedForm } from "./postedForm";

const jobs = entities.jobs;
const scopeOf = formScope;

/** A form as the browser posts it: the entries, repeated names kept. */
const posted = (entries: readonly [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const valuesOf = (entity: (typeof entities)[keyof typeof entities], entries: readonly [string, string][]) => {
  const form = readPostedForm(entity, scopeOf(entity), posted(entries));
  return form.values;
};

describe("the registry form's checks (the API's schemas on what the form holds)", () => {
  it("names each field a new record lacks, in the user's language, and nothing else", () => {
    const values = valuesOf(jobs, [["title", "Gerente"]]);
    const errors = checkFormValues(jobs, scopeOf(jobs), values, { locale: "pt-BR", mode: "create" });
    expect(errors).toMatchObject({ status: "Obrigatório.", client_company: "Obrigatório.", owner: "Obrigatório." });
    expect(errors.title).toBeUndefined();
    const english = checkFormValues(jobs, scopeOf(jobs), valuesOf(jobs, []), { locale: "en", mode: "create" });
    expect(english.title).toBe("Required.");
  });

  it("runs the entity's cross-field rules (a maximum salary below the minimum)", () => {
    const values = valuesOf(jobs, [
      ["title", "Gerente Financeiro"],
      ["status", "1"],
      ["client_company", "12"],
      ["owner", "3"],
      ["salary_min", "9.000"],
      ["salary_max", "5.000"],
    ]);
    const errors = checkFormValues(jobs, scopeOf(jobs), values, { locale: "pt-BR", mode: "create" });
    expect(errors).toEqual({ salary_max: "Erro Preencha corretamente." });
  });

  it("over part of a record (a registration stage): its required fields, the registry's rules, nothing outside", () => {
    const candidates = entities.candidates;
    const scope = ["name", "city", "state"];
    const form = (entries: [string, string][]) => readPostedForm(candidates, scope, posted(entries)).values;
    const options = { locale: "pt-BR" as const, mode: "update" as const, required: ["name", "city"] };
    expect(checkFormValues(candidates, scope, form([["name", "Carla"]]), options)).toEqual({ city: "Obrigatório." });
    expect(
      checkFormValues(
        candidates,
        scope,
        form([
          ["name", "Carla"],
          ["city", "Recife"],
        ]),
        options,
      ),
    ).toEqual({});
    expect(
      Object.keys(
        checkFormValues(
          candidates,
          scope,
          form([
            ["name", "   "],
            ["city", "Recife"],
          ]),
          options,
        ),
      ),
    ).toEqual(["name"]);
  });

  it("refuses JSON text that is no JSON with its message, and takes JSON that is", () => {
    const cards = entities.entity_cards;
    const base: [string, string][] = [
      ["name", "Abertas"],
      ["entity", "jobs"],
    ];
    const check = (where: string) =>
      checkFormValues(cards, scopeOf(cards), valuesOf(cards, [...base, ["where", where]]), {
        locale: "en",
        mode: "create",
      });
    expect(check("{ status: 1")).toEqual({ where: "Invalid JSON: check the braces, quotes and commas." });
    expect(check('{ "status": { "eq": 1 } }')).toEqual({});
  });

  it("takes a role's permissions as the matrix posts them", () => {
    const roles = entities.roles;
    const values = valuesOf(roles, [
      ["name", "Leitura"],
      ["permissions.candidates", "read"],
    ]);
    expect(checkFormValues(roles, scopeOf(roles), values, { locale: "pt-BR", mode: "create" })).toEqual({});
  });
});
