/**
 * `GET /recruiters/entity_columns_structure/{name}` serves the registry's column structure of the
 * six list views of spec §7, to recruiters who may read the entity.
 */
import { COLUMN_STRUCTURE_NAMES } from "@seleta/domain/columns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DATABASE } from "./support/databases";
import type { caller } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

type Who = "anonymous" | "candidate" | "clientContact" | "recruiter" | "admin";

describe.each(DEFAULT_DATABASE)("entity columns structure on %s", (kind) => {
  let signed: SignedInWorld;
  let call: ReturnType<typeof caller>;
  const tokens = {} as Record<Who, string | undefined>;
  const as = (who: Who) => (tokens[who] ? { token: tokens[who] } : {});

  beforeAll(async () => {
    signed = await signedInWorld(kind, "entity_columns");
    ({ call } = signed);
    Object.assign(tokens, signed.tokens);
  });
  afterAll(async () => {
    await signed?.close();
  });

  it("answers each of the six structures to an administrator, from the registry", async () => {
    for (const name of COLUMN_STRUCTURE_NAMES) {
      const response = await call("GET", `/recruiters/entity_columns_structure/${name}`, as("admin"));
      expect(response.statusCode, name).toBe(200);
      const { entity_columns_structure: structure } = response.json();
      expect(structure.name).toBe(name);
      expect(structure.columns.length).toBeGreaterThan(3);
    }
    const response = await call("GET", "/recruiters/entity_columns_structure/apply", as("admin"));
    const stage = response.json().entity_columns_structure.columns.find((c: { key: string }) => c.key === "stage");
    expect(stage).toMatchObject({
      kind: "select",
      sortable: true,
      visible: true,
      label: { "pt-BR": "Etapa", en: "Stage" },
    });
    expect(stage.options[0]).toEqual({
      id: 0,
      key: "webResponse",
      label: { id: "applyStage.webResponse", "pt-BR": "Candidatura web", en: "Web Response" },
    });
  });

  it("never lists a sensitive candidate field", async () => {
    const response = await call("GET", "/recruiters/entity_columns_structure/candidate", as("recruiter"));
    expect(response.statusCode).toBe(200);
    const keys = response.json().entity_columns_structure.columns.map((c: { key: string }) => c.key);
    expect(keys).toEqual(expect.arrayContaining(["name", "email", "status"]));
    for (const key of ["cpf", "rg", "pis", "ethnicity", "date_birth", "biological_gender"]) {
      expect(keys).not.toContain(key);
    }
  });

  it("refuses a recruiter whose role may not read the entity, and every other kind of account", async () => {
    // The narrow role reads candidates, jobs, client companies and contacts, not applies or proposals.
    for (const [name, status] of [
      ["candidate", 200],
      ["job", 200],
      ["client_company", 200],
      ["client_contact", 200],
      ["apply", 403],
      ["proposal", 403],
    ] as const) {
      const response = await call("GET", `/recruiters/entity_columns_structure/${name}`, as("recruiter"));
      expect(response.statusCode, name).toBe(status);
    }
    const expected: Record<Exclude<Who, "recruiter" | "admin">, number> = {
      anonymous: 401,
      candidate: 403,
      clientContact: 403,
    };
    for (const [who, status] of Object.entries(expected)) {
      const response = await call("GET", "/recruiters/entity_columns_structure/job", as(who as Who));
      expect(response.statusCode, who).toBe(status);
    }
  });

  it("answers 400 naming the parameter for a name outside the six", async () => {
    for (const name of ["candidates", "recruiter", "tasks", "%27%20or%201%3D1"]) {
      const response = await call("GET", `/recruiters/entity_columns_structure/${name}`, as("admin"));
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["params.name"]);
    }
  });
});
