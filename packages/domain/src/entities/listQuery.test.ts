import { describe, expect, it } from "vitest";
import { defineEntity } from "./defineEntity";
import { f, t } from "./field";
import { encodeListParams, type ListQuery, narrowsRows, presetContext, whereKeys } from "./listQuery";
import { listQueryIssueMessage, listQuerySchema, presetWhere, whereConditions } from "./listQueryParse";
import { entityList, getEntity } from "./registry";

const candidates = getEntity("candidates");
const schema = listQuerySchema(candidates);

function parse(input: Record<string, unknown>): ListQuery {
  return schema.parse(input);
}

/** Issues as `path → message` in English, as the API names the parameter. */
function issues(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), listQueryIssueMessage(issue, "en")]),
  );
}

describe("list query: pages and order", () => {
  it("defaults to page 1 of 25 ordered by the entity's default order, which the caller did not choose", () => {
    expect(parse({})).toMatchObject({ page: 1, per_page: 25, order: { created_at: "desc" }, orderGiven: false });
    expect(listQuerySchema(getEntity("tasks")).parse({}).order).toEqual({ due_at: "asc" });
  });

  it("reads pages from a query string's digits and refuses a negative page or more than 100 per page", () => {
    expect(parse({ page: "3", per_page: "100" })).toMatchObject({ page: 3, per_page: 100 });
    expect(Object.keys(issues({ page: "-1" }))).toEqual(["page"]);
    expect(Object.keys(issues({ per_page: "101" }))).toEqual(["per_page"]);
    expect(Object.keys(issues({ per_page: "0" }))).toEqual(["per_page"]);
    expect(Object.keys(issues({ page: "1; drop table candidates" }))).toEqual(["page"]);
  });

  it("orders by sortable fields only, keeping the caller's priority; several keys add no created_at", () => {
    const query = parse({ order: '{"status":"asc","name":"desc"}' });
    expect(Object.entries(query.order)).toEqual([
      ["status", "asc"],
      ["name", "desc"],
    ]);
    expect(query.orderGiven).toBe(true);
    expect(issues({ order: '{"self_introduction":"asc"}' })).toEqual({
      "order.self_introduction": "self_introduction cannot be sorted.",
    });
    expect(issues({ order: '{"name":"sideways"}' })).toEqual({ "order.name": "The direction must be asc or desc." });
    expect(issues({ order: '{"nope":"asc"}' })).toHaveProperty(["order.nope"]);
  });
});

describe("list query: where", () => {
  it("reads a value as eq, an array as in, null as null, and operator objects (several AND)", () => {
    const query = parse({
      where: JSON.stringify({
        name: "Ana",
        status: [3, 5],
        owner: null,
        clt_expectation: { gte: 5000, lt: 20000 },
        created_at: { between: ["2025-01-01", "2025-02-01T00:00:00-03:00"] },
        tags: "java",
        email: { ne: "a@b.c" },
        city: { nin: ["Recife"] },
        source: { null: false },
      }),
    });
    expect(query.where).toEqual([
      { kind: "field", field: "name", operator: "eq", value: "Ana" },
      { kind: "field", field: "status", operator: "in", value: [3, 5] },
      { kind: "field", field: "owner", operator: "null", value: true },
      { kind: "field", field: "clt_expectation", operator: "gte", value: 5000 },
      { kind: "field", field: "clt_expectation", operator: "lt", value: 20000 },
      { kind: "field", field: "created_at", operator: "between", value: ["2025-01-01", "2025-02-01T00:00:00-03:00"] },
      { kind: "field", field: "tags", operator: "contains", value: "java" },
      { kind: "field", field: "email", operator: "ne", value: "a@b.c" },
      { kind: "field", field: "city", operator: "nin", value: ["Recife"] },
      { kind: "field", field: "source", operator: "null", value: false },
    ]);
  });

  it("takes the id exclusions of a select-all", () => {
    expect(parse({ where: '{"id":{"nin":[4,9]}}' }).where).toEqual([
      { kind: "field", field: "id", operator: "nin", value: [4, 9] },
    ]);
  });

  it("names the parameter of an unknown field, an unknown operator and a value of the wrong type", () => {
    expect(issues({ where: '{"nope":1}' })).toEqual({ "where.nope": "Unknown field: nope." });
    expect(issues({ where: '{"status":{"like":3}}' })).toEqual({
      "where.status.like": "Unknown operator for status: like.",
    });
    // An operator the kind does not offer is as unknown as a made-up one.
    expect(Object.keys(issues({ where: '{"status":{"contains":"x"}}' }))).toEqual(["where.status.contains"]);
    expect(issues({ where: '{"status":"active"}' })).toEqual({ "where.status.eq": "Invalid value for status." });
    expect(Object.keys(issues({ where: '{"clt_expectation":{"between":[1]}}' }))).toEqual([
      "where.clt_expectation.between",
    ]);
    expect(Object.keys(issues({ where: '{"created_at":{"gte":"yesterday"}}' }))).toEqual(["where.created_at.gte"]);
    expect(Object.keys(issues({ where: '{"status":{"in":[]}}' }))).toEqual(["where.status.in"]);
    expect(Object.keys(issues({ where: '{"source":{"null":"yes"}}' }))).toEqual(["where.source.null"]);
    expect(Object.keys(issues({ where: '{"status":{}}' }))).toEqual(["where.status"]);
  });

  it("never filters by a sensitive field, even one that declares operators", () => {
    expect(issues({ where: '{"cpf":"52998224725"}' })).toEqual({ "where.cpf": "cpf cannot be filtered." });
    expect(Object.keys(issues({ where: '{"ethnicity":[1]}' }))).toEqual(["where.ethnicity"]);
    expect(whereKeys(candidates).some((key) => key.kind === "field" && key.field.sensitive)).toBe(false);
  });

  it("refuses malformed JSON and a where that is not an object, naming the parameter", () => {
    expect(issues({ where: "{name:" })).toEqual({ where: "Malformed JSON." });
    expect(issues({ where: "[1,2]" })).toEqual({ where: "Must be a JSON object." });
    expect(issues({ order: "drop table" })).toEqual({ order: "Malformed JSON." });
    expect(issues({ filter: '"mine"' })).toHaveProperty(["filter"]);
  });

  it("keeps SQL text a plain value: a key is a field or an error, a value is data", () => {
    expect(Object.keys(issues({ where: '{"name; drop table candidates":1}' }))).toEqual([
      "where.name; drop table candidates",
    ]);
    expect(parse({ where: JSON.stringify({ name: "x' or '1'='1" }) }).where).toEqual([
      { kind: "field", field: "name", operator: "eq", value: "x' or '1'='1" },
    ]);
  });

  it("offers the candidate's sub-searches by skill, by company of an experience and by language level", () => {
    expect(
      whereKeys(candidates)
        .filter((key) => key.kind === "subSearch")
        .map((key) => key.key),
    ).toEqual(["skills", "experience_company", "language"]);
    const query = parse({
      where: JSON.stringify({
        skills: { contains: ["react", "node"] },
        experience_company: "Itaú",
        language: { name: "Inglês", level_gte: 3 },
      }),
    });
    expect(query.where).toEqual([
      { kind: "text", key: "skills", operator: "contains", value: ["react", "node"] },
      { kind: "text", key: "experience_company", operator: "eq", value: "Itaú" },
      { kind: "level", key: "language", name: "Inglês", levelGte: 3 },
    ]);
    expect(parse({ where: '{"language":[{"name":"Inglês"},{"name":"Espanhol","level_gte":2}]}' }).where).toHaveLength(
      2,
    );
    expect(Object.keys(issues({ where: '{"language":{"name":"Inglês","level":3}}' }))).toEqual(["where.language"]);
    expect(Object.keys(issues({ where: '{"skills":{"gt":"a"}}' }))).toEqual(["where.skills.gt"]);
  });
});

describe("list query: presets", () => {
  const context = presetContext(7, new Date("2025-03-31T12:00:00Z"));

  it("builds the day and its first instant in Brazil's time zone", () => {
    expect(context).toEqual({
      recruiterId: 7,
      today: "2025-03-31",
      startOfToday: "2025-03-31T00:00:00-03:00",
      now: "2025-03-31T12:00:00.000Z",
    });
    expect(presetContext(1, new Date("2025-04-01T01:00:00Z")).today).toBe("2025-03-31");
  });

  it("declares candidates' mine and created_today, jobs' open and mine, tasks' mine and overdue", () => {
    expect(presetWhere(candidates, "mine", context)).toEqual({ owner: 7 });
    expect(presetWhere(candidates, "created_today", context)).toEqual({
      created_at: { gte: "2025-03-31T00:00:00-03:00" },
    });
    expect(presetWhere(getEntity("jobs"), "open", context)).toEqual({ status: [1, 2] });
    expect(presetWhere(getEntity("tasks"), "overdue", context)).toEqual({
      due_at: { lt: "2025-03-31T12:00:00.000Z" },
      done: { ne: true },
    });
    expect(presetWhere(candidates, "nope", context)).toBeUndefined();
    expect(candidates.filters.mine?.label.id).toBe("entity.candidates.filter.mine");
  });

  it("refuses an unknown preset name, naming its position", () => {
    expect(parse({ filter: '["mine","created_today","mine"]' }).filter).toEqual(["mine", "created_today"]);
    expect(issues({ filter: '["mine","everything"]' })).toEqual({ "filter.1": "Unknown filter: everything." });
  });

  it("every preset of the registry is a valid where of its entity", () => {
    for (const entity of entityList) {
      for (const name of Object.keys(entity.filters)) {
        const problems: string[] = [];
        whereConditions(entity, presetWhere(entity, name, context) ?? {}, (path) => problems.push(path.join(".")));
        expect(problems, `${entity.name}.${name}`).toEqual([]);
      }
    }
  });
});

describe("list query: terms", () => {
  it("parses the four terms parameters and refuses too many terms", () => {
    const query = parse({ terms_required: "java", terms_excluded: '"banco de dados"', terms_optional: "aws gcp" });
    expect(query.terms).toEqual({
      search: [],
      required: [{ text: "java", phrase: false }],
      optional: [
        { text: "aws", phrase: false },
        { text: "gcp", phrase: false },
      ],
      excluded: [{ text: "banco de dados", phrase: true }],
    });
    expect(issues({ terms_required: Array.from({ length: 21 }, (_, i) => `w${i}`).join(" ") })).toEqual({
      terms_required: "At most 20 terms.",
    });
  });
});

describe("list query: select all and the wire format", () => {
  it("counts id exclusions as no narrowing, and any term, where or filter as narrowing", () => {
    expect(narrowsRows(parse({ where: '{"id":{"nin":[1]}}' }))).toBe(false);
    expect(narrowsRows(parse({}))).toBe(false);
    expect(narrowsRows(parse({ term: "ana" }))).toBe(true);
    expect(narrowsRows(parse({ where: '{"status":3}' }))).toBe(true);
    expect(narrowsRows(parse({ filter: '["mine"]' }))).toBe(true);
    expect(narrowsRows(parse({ terms_excluded: "java" }))).toBe(true);
    // Optional terms only rank: they select every row.
    expect(narrowsRows(parse({ terms_optional: "java" }))).toBe(false);
  });

  it("encodes params as the query string the API parses back to the same query", () => {
    const params = {
      page: 2,
      per_page: 50,
      term: "ana",
      terms_required: "java",
      where: { status: [3], skills: { contains: "react" } },
      order: { name: "asc" as const },
      filter: ["mine"],
    };
    const encoded = encodeListParams(params);
    expect(encoded).toEqual({
      page: "2",
      per_page: "50",
      term: "ana",
      terms_required: "java",
      where: '{"status":[3],"skills":{"contains":"react"}}',
      order: '{"name":"asc"}',
      filter: '["mine"]',
    });
    expect(parse(encoded)).toEqual(parse(params as unknown as Record<string, unknown>));
    expect(encodeListParams({ where: {}, term: " " })).toEqual({});
  });
});

describe("defineEntity: presets and sub-searches", () => {
  const base = {
    name: "things",
    model: "Thing",
    label: { one: t("Coisa", "Thing"), many: t("Coisas", "Things") },
    icon: "list",
    area: "recruiter",
    titleField: "name",
  } as const;

  it("refuses a sub-search over a field that is not a structure, or one that hides another field", () => {
    expect(() =>
      defineEntity({
        ...base,
        fields: { name: f.text(t("Nome", "Name")) },
        subSearches: { name: { kind: "text", label: t("a", "a"), sources: [{ field: "name", property: "x" }] } },
      }),
    ).toThrow("not a list or an object");
    expect(() =>
      defineEntity({
        ...base,
        fields: { name: f.text(t("Nome", "Name")), items: f.list(t("a", "a"), { x: f.text(t("a", "a")) }) },
        subSearches: { name: { kind: "text", label: t("a", "a"), sources: [{ field: "items", property: "x" }] } },
      }),
    ).toThrow("hides the field");
  });

  it("refuses a preset name that is not snake_case", () => {
    expect(() =>
      defineEntity({
        ...base,
        fields: { name: f.text(t("Nome", "Name")) },
        filters: { "My Things": { label: t("a", "a"), where: {} } },
      }),
    ).toThrow("snake_case");
  });
});
