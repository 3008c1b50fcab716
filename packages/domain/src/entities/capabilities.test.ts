import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { candidateVisibleFields, candidateWritableFields, defineEntity } from "./defineEntity";
import { relatedPageRoute } from "./entityIndex";
import { f, t } from "./field";
import { entities, entityList } from "./registry";

const namesWith = (has: (entity: (typeof entityList)[number]) => boolean) =>
  entityList
    .filter(has)
    .map((entity) => entity.name)
    .sort();

describe("the capabilities the registry declares", () => {
  it("finds duplicates of candidates only", () => {
    expect(namesWith((entity) => entity.duplicates)).toEqual(["candidates"]);
  });

  it("puts candidates on lists, and nothing else", () => {
    expect(namesWith((entity) => entity.addedToLists)).toEqual(["candidates"]);
  });

  it("lets notes name the record they are about", () => {
    expect(namesWith((entity) => entity.aboutRecord !== null)).toEqual(["notes"]);
    expect(entities.notes.aboutRecord).toEqual({ type: "reference_type", id: "reference_id" });
  });

  it("keeps files on candidates, whose files' text joins their search", () => {
    expect(namesWith((entity) => entity.files !== null)).toEqual(["candidates"]);
    expect(entities.candidates.files).toEqual({ extractsText: true });
  });

  it("moves applies through their own dialog, and tearsheet candidates by a drop on the list's kanban", () => {
    expect(entities.applies.views.kanban?.moves).toBe("dialog");
    expect(entities.tearsheet_candidates.views.kanban).toEqual({ groupBy: "stage" });
  });

  it("links a job's page to its applies' kanban and its shortlists, and a company's or a contact's page to their jobs", () => {
    const pages = Object.fromEntries(
      entityList
        .filter((entity) => entity.relatedPages.length > 0)
        .map((entity) => [entity.name, entity.relatedPages.map((page) => relatedPageRoute(entity, 7, page))]),
    );
    expect(pages).toEqual({
      jobs: ["/recruiters/jobs/7/applies/kanban", "/recruiters/jobs/7/shortlists"],
      client_companies: ["/recruiters/client_companies/7/jobs"],
      client_contacts: ["/recruiters/client_contacts/7/jobs"],
    });
    expect(entities.jobs.relatedPages[0]?.label).toMatchObject({
      id: "entity.jobs.relatedPage.applies.kanban",
      "pt-BR": "Candidaturas (kanban)",
      en: "Applies (kanban)",
    });
  });

  it("announces a new apply to the job's team and a note's mentions, and nothing else on create", () => {
    expect(
      Object.fromEntries(entityList.flatMap((e) => (e.creationNotice ? [[e.name, e.creationNotice]] : []))),
    ).toEqual({ applies: "newApply", notes: "mentions" });
  });

  it("names an apply by its candidate wherever people read about it", () => {
    expect(Object.fromEntries(entityList.flatMap((e) => (e.titledBy ? [[e.name, e.titledBy]] : [])))).toEqual({
      applies: "candidate",
    });
  });

  it("sends evaluations from an apply's page, and from no other", () => {
    expect(entityList.filter((e) => e.sendsEvaluations).map((e) => e.name)).toEqual(["applies"]);
  });

  it("lets a candidate reach their own record, applies and evaluations, a client contact their company's jobs and projects", () => {
    const access = Object.fromEntries(
      entityList.flatMap((entity) =>
        Object.keys(entity.outsideAccess).length > 0 ? [[entity.name, entity.outsideAccess]] : [],
      ),
    );
    expect(access).toEqual({
      evaluation_requests: {
        candidate: {
          actions: ["read", "update"],
          rows: "candidate",
          readOnly: ["uid", "evaluation", "candidate", "apply", "sent_at", "answered_at"],
        },
      },
      candidates: {
        candidate: {
          actions: ["read", "update"],
          rows: "self",
          recruiterOnly: ["status", "source", "owner", "tags", "last_activity_at"],
          readOnly: ["email", "avatar", "cv", "completed_register", "confirmed"],
        },
      },
      applies: { candidate: { actions: ["read", "create"], rows: "candidate" } },
      jobs: { clientContact: { actions: ["read"], rows: "client_company" } },
      projects: { clientContact: { actions: ["read"], rows: "client_company", portalAdminsOnly: true } },
    });
  });

  it("narrows references to businesses and recruiters; every other entity is referred to within its scope", () => {
    expect(
      Object.fromEntries(entityList.flatMap((e) => (e.referableRows === "scope" ? [] : [[e.name, e.referableRows]]))),
    ).toEqual({ businesses: "principalBusinesses", recruiters: "businessMembers" });
  });
});

describe("defineEntity's capabilities", () => {
  const base = {
    name: "probes",
    model: "Probe",
    label: { one: t("Sonda", "Probe"), many: t("Sondas", "Probes") },
    icon: "tools",
    area: "recruiter",
    titleField: "name",
  } as const;
  const fields = {
    name: f.text(t("Nome", "Name"), { max: 10 }).required(),
    stage: f.integer(t("Etapa", "Stage")),
    candidate: f.relation(t("Candidato", "Candidate"), "candidates"),
    owner: f.relation(t("Dono", "Owner"), "recruiters"),
  };

  it("are all off unless declared", () => {
    const probe = defineEntity({ ...base, fields });
    expect(probe).toMatchObject({
      duplicates: false,
      files: null,
      relatedPages: [],
      creationNotice: null,
      titledBy: null,
      sendsEvaluations: false,
      outsideAccess: {},
      referableRows: "scope",
    });
  });

  it("refuses outside access through a field that does not name the candidate or the company", () => {
    expect(() =>
      defineEntity({ ...base, fields, outsideAccess: { candidate: { actions: ["read"], rows: "owner" } } }),
    ).toThrow("owner, not a relation to candidates");
    expect(() =>
      defineEntity({ ...base, fields, outsideAccess: { clientContact: { actions: ["read"], rows: "candidate" } } }),
    ).toThrow("candidate, not a relation to client_companies");
  });

  it("leaves every field to the candidate but those it marks as the firm's or read-only for them", () => {
    const probe = defineEntity({
      ...base,
      fields,
      outsideAccess: {
        candidate: { actions: ["read", "update"], rows: "candidate", recruiterOnly: ["owner"], readOnly: ["stage"] },
      },
    });
    expect(candidateVisibleFields(probe).map((field) => field.key)).toEqual([
      "id",
      "created_at",
      "updated_at",
      "name",
      "stage",
      "candidate",
    ]);
    expect(candidateWritableFields(probe).map((field) => field.key)).toEqual(["name", "candidate"]);
    expect(() =>
      defineEntity({
        ...base,
        fields,
        outsideAccess: { candidate: { actions: ["read"], rows: "self", readOnly: ["nope" as "name"] } },
      }),
    ).toThrow("unknown field nope");
  });
});

/**
 * Generic code asks the registry what an entity can do; it never tests an entity's name (`entity.name ===
 * "candidates"`). Principal kinds, strategies and relation targets are other questions and stay allowed.
 */
describe("generic code reads capabilities, not entity names", () => {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
  const roots = ["apps/api/src", "apps/web/app", "packages/api-client/src", "packages/domain/src"];
  const entityNames = new Set(entityList.map((entity) => entity.name));
  const comparison =
    /(?:(?<!relation\??)\.(?:name|entity)|(?<![\w.])(?:entity|entityName|name|table))\s*[!=]==\s*"([a-z_]+)"|"([a-z_]+)"\s*[!=]==\s*(?:\w+\.)*(?:name|entity)\b/g;

  function sourceFiles(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory())
        return entry.name === "node_modules" || entry.name.startsWith("+") ? [] : sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  /** `file:line: text` of each comparison with an entity's name. */
  function nameChecks(file: string, text: string): string[] {
    return text
      .split("\n")
      .flatMap((line, index) =>
        [...line.matchAll(comparison)]
          .filter((match) => entityNames.has(match[1] ?? match[2] ?? ""))
          .map(() => `${relative(repoRoot, file)}:${index + 1}: ${line.trim()}`),
      );
  }

  it("finds a name check in a probe, so the scan can fail", () => {
    expect(nameChecks("probe.ts", 'if (entity.name === "candidates") show();')).toHaveLength(1);
    expect(nameChecks("probe.ts", 'const files = upload.entity === "candidates";')).toHaveLength(1);
    expect(nameChecks("probe.ts", 'if (principal.kind === "candidates") show();')).toEqual([]);
    expect(nameChecks("probe.ts", 'if (field.relation?.entity === "recruiters") fill();')).toEqual([]);
  });

  it("has none in the apps' and packages' sources", () => {
    const found = roots.flatMap((root) =>
      sourceFiles(join(repoRoot, root)).flatMap((file) => nameChecks(file, readFileSync(file, "utf8"))),
    );
    expect(found).toEqual([]);
  });
});
