/**
 * The entity engine through the client, against the real API: the generic typed entity API (lists with the list
 * query language, records, bulk deletes, audit trails), candidates' duplicates and merges, the query keys and the
 * cache invalidation with a real QueryClient, global search, saved views and column structures.
 */
import { hashKey, QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from "vitest";
import {
  ApiError,
  candidateMutations,
  candidateQueries,
  dataFileMutations,
  dataFileQueries,
  downloadDataFile,
  entityApi,
  entityKeys,
  entityMutations,
  entityPageMutations,
  entityPageQueries,
  entityPath,
  entityQueries,
  entityRootKey,
  getCandidateDuplicates,
  getDataFiles,
  getEntityColumnsStructure,
  getEntityPages,
  getMe,
  globalSearch,
  globalSearchQueries,
  type HttpClient,
  type InputOf,
  type ListedRecord,
  type listKey,
  mergeCandidates,
  type RecordOf,
  removeAllEntityPages,
  removeDataFile,
  removeEntityPages,
  saveEntityPages,
  undoCandidateMerge,
  uploadDataFile,
} from "../src";
import { runMutation, startTestApi, TEST_UPLOAD_MAX_MB, type TestApi } from "./support/api";
import { makePdf } from "./support/files";

let api: TestApi;
let admin: HttpClient;
let reader: HttpClient;
/** A word no demo record holds: what these tests create is findable, and nothing else is. */
const WORD = `zyqa${Date.now().toString(36)}`;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.signedIn("admin", { getLocale: () => "en" })).http;
  reader = (await api.signedIn("recruiter", { getLocale: () => "en" })).http;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

let serial = 0;
/** A new candidate's required fields, with a unique name and e-mail. */
function newCandidate(extra: { self_introduction?: string; email?: string } = {}): InputOf<"candidates"> {
  serial += 1;
  const candidate: InputOf<"candidates"> = {
    name: `${WORD} Pessoa ${serial}`,
    email: extra.email ?? `${WORD}.${serial}@example.test`,
    status: 3,
  };
  if (extra.self_introduction) candidate.self_introduction = extra.self_introduction;
  return candidate;
}

describe("paths and root keys", () => {
  it("sends one record under its singular root key", () => {
    expect(entityRootKey("client_companies")).toBe("client_company");
    expect(entityRootKey("c_talks_events")).toBe("c_talks_event");
  });

  it("puts administrator-area entities under /recruiters/administrator", () => {
    expect(entityPath("candidates")).toBe("/recruiters/candidates");
    expect(entityPath("roles")).toBe("/recruiters/administrator/roles");
  });
});

describe("types inferred from the registry (checked by the typecheck)", () => {
  it("types records, inputs and list parameters from the entity's declaration", () => {
    expectTypeOf<RecordOf<"candidates">["name"]>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<"candidates">["city"]>().toEqualTypeOf<string | null>();
    expectTypeOf<RecordOf<"jobs">["id"]>().toEqualTypeOf<number>();
    expectTypeOf<ListedRecord<"candidates">["_highlight"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<InputOf<"candidates">>().toHaveProperty("email");
    const api = entityApi(admin, "candidates");
    // @ts-expect-error a create needs the required fields (email, status)
    const incomplete: Parameters<typeof api.create>[0] = { name: "x" };
    // @ts-expect-error a system field is not an input
    const system: Parameters<typeof api.update>[1] = { created_at: "2026-01-01T00:00:00Z" };
    expect([incomplete, system]).toHaveLength(2);
  });
});

describe("one record: create, read, update, history, delete", () => {
  it("creates a candidate with its likely duplicates, reads, updates and deletes it", async () => {
    const candidates = entityApi(admin, "candidates");
    const first = await candidates.create(newCandidate());
    expect(first.record).toMatchObject({ name: expect.stringContaining(WORD), status: 3 });
    expect(first.record.id).toEqual(expect.any(Number));
    expect(first.duplicates).toEqual([]);

    const same = await candidates.create(newCandidate({ email: first.record.email as string }));
    expect(same.duplicates).toEqual([
      expect.objectContaining({ id: first.record.id, reasons: expect.arrayContaining(["email"]) }),
    ]);
    await expect(getCandidateDuplicates(admin, same.record.id)).resolves.toEqual(same.duplicates);

    await expect(candidates.get(first.record.id)).resolves.toEqual(first.record);
    const updated = await candidates.update(first.record.id, { city: "Campinas", status: 4 });
    expect(updated.record).toMatchObject({ id: first.record.id, city: "Campinas", status: 4 });

    const history = await candidates.auditLogs(first.record.id);
    expect(history.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(history[1]?.changes).toHaveProperty("city");
    expect(history[1]?.account?.id).toEqual(expect.any(Number));

    await expect(candidates.remove(first.record.id)).resolves.toEqual({ deleted: 1 });
    const gone = await failure(candidates.get(first.record.id));
    expect(gone.status).toBe(404);
  });

  it("answers other entities under their own root key (no duplicates there)", async () => {
    const roles = entityApi(admin, "roles");
    const created = await roles.create({ name: `${WORD} role`, permissions: { candidates: ["read"] } } as never);
    expect(created.record).toMatchObject({ name: `${WORD} role` });
    expect(created).not.toHaveProperty("duplicates");
    await expect(roles.get(created.record.id)).resolves.toMatchObject({ id: created.record.id });
    await expect(roles.remove(created.record.id)).resolves.toEqual({ deleted: 1 });
  });

  it("names the refused fields of an invalid record, in the caller's language", async () => {
    const error = await failure(entityApi(admin, "candidates").create({ name: "", email: "not-an-email", status: 3 }));
    expect(error.isValidation).toBe(true);
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["candidate.email"]));
  });

  it("refuses what the role may not do as a typed 403", async () => {
    const error = await failure(entityApi(reader, "candidates").create(newCandidate()));
    expect(error.status).toBe(403);
    expect(error.isForbidden).toBe(true);
    const admins = await failure(entityApi(reader, "roles").list());
    expect(admins.status).toBe(403);
  });
});

describe("merging candidates", () => {
  it("merges a duplicate into the kept candidate and undoes it", async () => {
    const candidates = entityApi(admin, "candidates");
    const kept = await candidates.create(newCandidate());
    const duplicate = await candidates.create(newCandidate({ email: kept.record.email as string }));
    const merged = await mergeCandidates(admin, kept.record.id, duplicate.record.id);
    expect(merged.candidate.id).toBe(kept.record.id);
    expect(merged.candidate_merge).toMatchObject({
      kept_id: kept.record.id,
      merged_id: duplicate.record.id,
      undone_at: null,
    });
    expect((await failure(candidates.get(duplicate.record.id))).status).toBe(404);

    const undone = await undoCandidateMerge(admin, merged.candidate_merge.id);
    expect(undone.undone_at).toEqual(expect.any(String));
    await expect(candidates.get(duplicate.record.id)).resolves.toMatchObject({ id: duplicate.record.id });
    const history = await candidates.auditLogs(kept.record.id);
    expect(history.map((entry) => entry.action)).toEqual(expect.arrayContaining(["merge", "unmerge"]));
  });
});

describe("lists and the list query language", () => {
  it("pages with a where and an order, answering the meta", async () => {
    const page = await entityApi(admin, "candidates").list({
      where: { status: 3 },
      order: { name: "asc" },
      per_page: 5,
      page: 1,
    });
    expect(page.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(page.meta.total).toBeGreaterThanOrEqual(page.records.length);
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.length).toBeLessThanOrEqual(5);
    for (const record of page.records) expect(record.status).toBe(3);
    const names = page.records.map((record) => record.name);
    const second = await entityApi(admin, "candidates").list({
      where: { status: 3 },
      order: { name: "asc" },
      per_page: 5,
      page: 2,
    });
    expect(second.meta.page).toBe(2);
    expect(second.records.map((record) => record.name)).not.toEqual(names);
  });

  it("searches the full text with required and excluded terms, answering highlights", async () => {
    const candidates = entityApi(admin, "candidates");
    const wanted = await candidates.create(newCandidate({ self_introduction: `Especialista ${WORD} em finanças` }));
    await candidates.create(newCandidate({ self_introduction: `Especialista ${WORD} em logística` }));
    const page = await candidates.list({ terms_required: WORD, terms_excluded: "logística" });
    expect(page.records.map((record) => record.id)).toContain(wanted.record.id);
    expect(page.records.every((record) => !String(record.self_introduction ?? "").includes("logística"))).toBe(true);
    const highlighted = page.records.find((record) => record.id === wanted.record.id);
    expect(highlighted?._highlight).toContain("<mark>");
  });

  it("lists an administrator-area entity for an administrator", async () => {
    const page = await entityApi(admin, "roles").list({ order: { name: "asc" } });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records[0]).toHaveProperty("permissions");
  });

  it("refuses bad list parameters with a 400 naming the parameter", async () => {
    const candidates = entityApi(admin, "candidates");
    const unknown = await failure(candidates.list({ where: { no_such_field: 1 } }));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.fields)).toEqual(["where.no_such_field"]);
    const tooMany = await failure(candidates.list({ per_page: 101 }));
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.fields)).toEqual(["per_page"]);
    const sensitive = await failure(candidates.list({ order: { cpf: "asc" } }));
    expect(Object.keys(sensitive.fields)).toEqual(["order.cpf"]);
  });
});

describe("bulk deletes", () => {
  it("deletes records picked by hand and every match of a search but the deselected", async () => {
    const candidates = entityApi(admin, "candidates");
    const word = `${WORD}bulk`;
    const made = [];
    for (let index = 0; index < 4; index += 1) {
      made.push((await candidates.create({ ...newCandidate(), name: `${word} ${index}` })).record);
    }
    const [a, b, c, d] = made as [
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
      (typeof made)[number],
    ];
    await expect(
      candidates.removeMany({
        collections: [
          { reference_type: "Candidate", reference_id: a.id },
          { reference_type: "Candidate", reference_id: b.id },
        ],
      }),
    ).resolves.toEqual({ deleted: 2 });

    const removed = await candidates.removeMany({
      select_all_params: {
        search: {
          entity: "candidates",
          term: word,
          where: { all: true },
          excluded_ids: [d.id],
          page: 1,
          filter: [],
          order: {},
        },
      },
    });
    expect(removed).toEqual({ deleted: 1 });
    expect((await failure(candidates.get(c.id))).status).toBe(404);
    await expect(candidates.get(d.id)).resolves.toMatchObject({ id: d.id });
  });

  it("refuses to delete everything without a filter (422 'Make a filter before do this action')", async () => {
    const error = await failure(
      entityApi(admin, "candidates").removeMany({
        select_all_params: {
          search: {
            entity: "candidates",
            term: "",
            where: { all: true },
            excluded_ids: [],
            page: 1,
            filter: [],
            order: {},
          },
        },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe("Make a filter before do this action");
  });
});

describe("query keys", () => {
  it("are hierarchical: entity, then list or detail, then the query or the id", () => {
    expect(entityKeys.list("candidates", { page: 2, where: { status: 3 } })).toEqual([
      "entities",
      "candidates",
      "list",
      { page: 2, where: { status: 3 } },
    ]);
    expect(entityKeys.detail("jobs", 7)).toEqual(["entities", "jobs", "detail", 7]);
    expect(entityQueries(admin, "jobs").detail(7).queryKey).toEqual(entityKeys.detail("jobs", 7));
    expect(entityKeys.auditLogs("jobs", 7).slice(0, 4)).toEqual(entityKeys.detail("jobs", 7));
  });

  it("are stable: the same query in any key order or with empty parts is one cache entry", () => {
    const hash = (query: Parameters<typeof listKey>[0]) => hashKey(entityKeys.list("candidates", query));
    expect(hash({ where: { status: 3, city: "Recife" }, page: 1 })).toBe(
      hash({ page: 1, where: { city: "Recife", status: 3 } }),
    );
    expect(hash({})).toBe(hash({ term: "  ", where: {}, order: {}, filter: [] }));
    expect(hash({ term: "ana" })).not.toBe(hash({ term: "bia" }));
  });

  it("keep the order's priority: name then date is not date then name", () => {
    const byName = { order: { name: "asc", created_at: "desc" } } as const;
    const byDate = { order: { created_at: "desc", name: "asc" } } as const;
    expect(hashKey(entityKeys.list("candidates", byName))).not.toBe(hashKey(entityKeys.list("candidates", byDate)));
  });
});

describe("queries and mutations with a real QueryClient", () => {
  it("serves lists and details, and keeps them true after create, update and delete", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const queries = entityQueries(admin, "candidates");
    const mutations = entityMutations(admin, "candidates");
    const listOptions = queries.list({ terms_required: WORD, per_page: 100 });
    const before = await queryClient.fetchQuery(listOptions);
    const jobsList = entityQueries(admin, "jobs").list({ per_page: 1 });
    await queryClient.fetchQuery(jobsList);

    const created = await runMutation(queryClient, mutations.create(), newCandidate({ self_introduction: WORD }));
    expect(queryClient.getQueryData(queries.detail(created.record.id).queryKey)).toEqual(created.record);
    expect(queryClient.getQueryState(listOptions.queryKey)?.isInvalidated).toBe(true);
    // Another entity's lists are untouched.
    expect(queryClient.getQueryState(jobsList.queryKey)?.isInvalidated).toBe(false);
    const after = await queryClient.fetchQuery(listOptions);
    expect(after.meta.total).toBe(before.meta.total + 1);

    await queryClient.fetchQuery(queries.auditLogs(created.record.id));
    const updated = await runMutation(queryClient, mutations.update(), {
      id: created.record.id,
      patch: { city: "Olinda" },
    });
    expect(queryClient.getQueryData(queries.detail(created.record.id).queryKey)).toEqual(updated.record);
    expect(queryClient.getQueryState(queries.detail(created.record.id).queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(queries.auditLogs(created.record.id).queryKey)?.isInvalidated).toBe(true);
    await expect(queryClient.fetchQuery(queries.detail(created.record.id))).resolves.toMatchObject({ city: "Olinda" });

    await runMutation(queryClient, mutations.remove(), created.record.id);
    expect(queryClient.getQueryData(queries.detail(created.record.id).queryKey)).toBeUndefined();
    expect(queryClient.getQueryState(listOptions.queryKey)?.isInvalidated).toBe(true);

    const one = await entityApi(admin, "candidates").create(newCandidate());
    await queryClient.fetchQuery(queries.detail(one.record.id));
    await runMutation(queryClient, mutations.removeMany(), {
      collections: [{ reference_type: "Candidate", reference_id: one.record.id }],
    });
    expect(queryClient.getQueryState(queries.detail(one.record.id).queryKey)?.isInvalidated).toBe(true);
  });

  it("refetches every entity after a merge and forgets the merged-away candidate", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const candidates = entityApi(admin, "candidates");
    const kept = await candidates.create(newCandidate());
    const duplicate = await candidates.create(newCandidate({ email: kept.record.email as string }));
    await queryClient.fetchQuery(entityQueries(admin, "candidates").detail(duplicate.record.id));
    await queryClient.fetchQuery(candidateQueries.duplicates(admin, kept.record.id));
    const applies = entityQueries(admin, "applies").list({ per_page: 1 });
    await queryClient.fetchQuery(applies);

    const merged = await runMutation(queryClient, candidateMutations.merge(admin), {
      keptId: kept.record.id,
      duplicateId: duplicate.record.id,
    });
    expect(queryClient.getQueryData(entityKeys.detail("candidates", duplicate.record.id))).toBeUndefined();
    expect(queryClient.getQueryState(applies.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(candidateQueries.duplicates(admin, kept.record.id).queryKey)?.isInvalidated).toBe(
      true,
    );

    await runMutation(queryClient, candidateMutations.undoMerge(admin), merged.candidate_merge.id);
    await expect(candidates.get(duplicate.record.id)).resolves.toMatchObject({ id: duplicate.record.id });
  });
});

describe("global search (spec §2/§7)", () => {
  it("finds records of the chosen kinds with their display data", async () => {
    const made = await entityApi(admin, "candidates").create(newCandidate());
    const items = await globalSearch(admin, { term: made.record.name as string, entities: ["candidates", "jobs"] });
    expect(items[0]).toMatchObject({
      entity: "candidates",
      model: "Candidate",
      id: made.record.id,
      title: made.record.name,
      link: `/recruiters/candidates/${made.record.id}`,
    });
    await expect(globalSearch(admin, { term: made.record.name as string, entities: ["jobs"] })).resolves.not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: made.record.id, entity: "candidates" })]),
    );

    const queryClient = new QueryClient();
    const options = globalSearchQueries.search(admin, {
      term: ` ${made.record.name} `,
      entities: ["jobs", "candidates"],
    });
    expect(options.queryKey).toEqual(
      globalSearchQueries.search(admin, { term: made.record.name as string, entities: ["candidates", "jobs"] })
        .queryKey,
    );
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(items);
  });

  it("refuses a search with no chip with the spec's message", async () => {
    const error = await failure(globalSearch(admin, { term: "ana", entities: [] }));
    expect(error.status).toBe(400);
    expect(error.code).toBe("no_entity_selected");
    expect(error.message).toBe("Please select at least one entity to search");
  });
});

describe("saved views and recent pages (spec §3/§7 entity pages)", () => {
  it("saves, replaces, lists and removes a recruiter's pages", async () => {
    const { http } = await api.signedIn("admin");
    await removeAllEntityPages(http);
    const saved = await saveEntityPages(http, {
      entity: "candidates",
      type_view: "index",
      pages: [{ name: "Ativos", link: "/recruiters/candidates", query: { where: { status: 3 } } }],
    });
    expect(saved).toMatchObject({ entity: "candidates", type_view: "index", link: "/recruiters/candidates" });
    const replaced = await saveEntityPages(http, {
      entity: "candidates",
      pages: [{ name: "Inativos", link: "/recruiters/candidates", query: "where=%7B%22status%22%3A4%7D" }],
    });
    expect(replaced.id).toBe(saved.id);
    expect(replaced.pages).toEqual([expect.objectContaining({ name: "Inativos" })]);
    await saveEntityPages(http, {
      entity: "recent",
      pages: [{ name: "Vagas", link: "/recruiters/jobs", visitedAt: new Date().toISOString() }],
    });
    expect((await getEntityPages(http)).map((entry) => entry.entity).sort()).toEqual(["candidates", "recent"]);
    expect(await getEntityPages(http, { entity: "recent" })).toHaveLength(1);

    await expect(removeEntityPages(http, saved.id)).resolves.toEqual({ deleted: 1 });
    expect((await failure(removeEntityPages(http, saved.id))).status).toBe(404);
    await expect(removeAllEntityPages(http)).resolves.toEqual({ deleted: 1 });
    await expect(getEntityPages(http)).resolves.toEqual([]);
  });

  it("refuses a link that leaves the site", async () => {
    const error = await failure(
      saveEntityPages(admin, { entity: "recent", pages: [{ name: "x", link: "//evil.example/path" }] }),
    );
    expect(error.status).toBe(400);
  });

  it("reloads the pages after every change (spec §7)", async () => {
    const { http } = await api.signedIn("admin");
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const all = entityPageQueries.list(http);
    const recent = entityPageQueries.list(http, { entity: "recent" });
    await queryClient.fetchQuery(all);
    await queryClient.fetchQuery(recent);
    const saved = await runMutation(queryClient, entityPageMutations.save(http), {
      entity: "jobs",
      pages: [{ name: "Abertas", link: "/recruiters/jobs" }],
    });
    expect(queryClient.getQueryState(all.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(recent.queryKey)?.isInvalidated).toBe(true);
    await expect(queryClient.fetchQuery(all)).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: saved.id })]),
    );
    await runMutation(queryClient, entityPageMutations.remove(http), saved.id);
    await expect(queryClient.fetchQuery(all)).resolves.not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: saved.id })]),
    );
    await runMutation(queryClient, entityPageMutations.removeAll(http), {});
    await expect(queryClient.fetchQuery(all)).resolves.toEqual([]);
  });
});

describe("column structures (spec §7 entity_columns_structure)", () => {
  it("serves a list view's columns from the registry", async () => {
    const structure = await getEntityColumnsStructure(admin, "candidate");
    expect(structure).toMatchObject({ name: "candidate", entity: "candidates" });
    const name = structure.columns.find((column) => column.key === "name");
    expect(name).toMatchObject({ sortable: true, label: { en: "Name" } });
    // LGPD: a sensitive field is never a column.
    expect(structure.columns.map((column) => column.key)).not.toContain("cpf");
  });

  it("refuses the columns of an entity the role may not read", async () => {
    const error = await failure(getEntityColumnsStructure(reader, "proposal"));
    expect(error.status).toBe(403);
  });
});

describe("uploads (spec §7 POST /{role}/data_files, multipart)", () => {
  it("attaches a CV to a candidate, lists it, downloads the same bytes, finds its text, and removes it", async () => {
    const candidate = (await entityApi(admin, "candidates").create(newCandidate())).record;
    const cvWord = `${WORD}cv`;
    const bytes = makePdf(["Curriculum vitae", `Especialidade ${cvWord}`]);
    const file = await uploadDataFile(admin, {
      entity: "candidates",
      id: candidate.id,
      file: new Blob([bytes], { type: "application/pdf" }),
      fileName: "cv.pdf",
      name: "Currículo",
    });
    expect(file).toMatchObject({
      name: "Currículo",
      content_type: "application/pdf",
      size: bytes.length,
      reference_type: "Candidate",
      reference_id: candidate.id,
    });
    expect(file.text_status).toBe("pending");
    const downloaded = await downloadDataFile(admin, file.id);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(bytes);

    // The CV's text is read in the background, then joins the candidate's search document.
    await vi.waitFor(
      async () => {
        const listed = await getDataFiles(admin, { entity: "candidates", id: candidate.id });
        expect(listed).toEqual([{ ...file, text_status: "done" }]);
      },
      { timeout: 30_000, interval: 100 },
    );
    const found = await entityApi(admin, "candidates").list({ terms_required: cvWord });
    expect(found.records.map((record) => record.id)).toEqual([candidate.id]);

    await removeDataFile(admin, file.id);
    await expect(getDataFiles(admin, { entity: "candidates", id: candidate.id })).resolves.toEqual([]);
  });

  it("lets a candidate attach a file to their own record under their role", async () => {
    const { http } = await api.signedIn("candidate");
    const me = await getMe(http, "candidates");
    const file = await uploadDataFile(http, {
      role: "candidates",
      entity: "candidates",
      id: me.id,
      file: new Blob([makePdf(["Meu currículo"])]),
      fileName: "meu-cv.pdf",
    });
    expect(file.url).toBe(`/api/v1/candidates/data_files/${file.id}`);
    await expect(getDataFiles(http, { role: "candidates", entity: "candidates", id: me.id })).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: file.id, name: "meu-cv.pdf" })]),
    );
  });

  it("refuses a file at the size limit (413, the spec's message) and one of another type (415)", async () => {
    const candidate = (await entityApi(admin, "candidates").create(newCandidate())).record;
    const big = new Uint8Array(TEST_UPLOAD_MAX_MB * 1_000_000);
    big.set(makePdf(["grande"]));
    const tooLarge = await failure(
      uploadDataFile(admin, { entity: "candidates", id: candidate.id, file: new Blob([big]), fileName: "big.pdf" }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.message).toBe(`File too large, the max size is ${TEST_UPLOAD_MAX_MB}mb`);

    const text = await failure(
      uploadDataFile(admin, {
        entity: "candidates",
        id: candidate.id,
        file: new Blob(["just some text, not a document"]),
        fileName: "notes.pdf",
      }),
    );
    expect(text.status).toBe(415);
    // Nothing was kept of either.
    await expect(getDataFiles(admin, { entity: "candidates", id: candidate.id })).resolves.toEqual([]);
  });

  it("refetches the record's files and the candidate lists after an upload and a removal", async () => {
    const candidate = (await entityApi(admin, "candidates").create(newCandidate())).record;
    const reference = { entity: "candidates" as const, id: candidate.id };
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const files = dataFileQueries.ofRecord(admin, reference);
    const lists = entityQueries(admin, "candidates").list({ per_page: 1 });
    await queryClient.fetchQuery(files);
    await queryClient.fetchQuery(lists);

    const file = await runMutation(queryClient, dataFileMutations.upload(admin), {
      ...reference,
      file: new Blob([makePdf(["cv"])]),
      fileName: "cv.pdf",
    });
    expect(queryClient.getQueryState(files.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lists.queryKey)?.isInvalidated).toBe(true);
    await expect(queryClient.fetchQuery(files)).resolves.toEqual([file]);

    await runMutation(queryClient, dataFileMutations.remove(admin), { id: file.id, reference });
    await expect(queryClient.fetchQuery(files)).resolves.toEqual([]);
  });
});
