/**
 * The registry walk: every entity with a create page is created and edited through its form as a browser without
 * script does it. The record's edit page is drawn by the server (scripts off), its form's entries are read as the
 * browser would post them, and posted to the entity's `/new` (a copy, its title marked) and then, changed, to the
 * copy's own edit page; each post must end on the record's page (303), and the API must hold what was posted.
 * Starting from a stored record gives every entity a valid record to post without a hand-made sample per entity.
 */

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { entityPath } from "@seleta/api-client";
import { type AnyEntity, entityList, entityRoute } from "@seleta/domain";
import { ADMIN, apiJson, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

type Entry = [string, string];
type Row = Record<string, unknown> & { id: number };

/** What the page's form would post: its entries, files left out (none is chosen), the Save button's intent. */
async function formEntries(page: Page, path: string): Promise<Entry[]> {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  return page.evaluate(() => {
    const form = document.querySelector("main form");
    if (!(form instanceof HTMLFormElement)) throw new Error("The page has no form");
    return [...new FormData(form)].flatMap(([name, value]) =>
      typeof value === "string" && name !== "intent" ? [[name, value] as [string, string]] : [],
    );
  });
}

/** Posts entries as a form would (`application/x-www-form-urlencoded`, Save pressed) and returns the 303's target. */
async function post(page: Page, path: string, entries: readonly Entry[]): Promise<string> {
  const body = new URLSearchParams([...entries, ["intent", "save"]]);
  const answer = await page.request.post(path, {
    data: body.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    maxRedirects: 0,
  });
  const location = answer.headers().location ?? "";
  expect(answer.status(), `${path}: ${answer.status()} ${location || refusalText(await answer.text())}`).toBe(303);
  return location;
}

/** What a refused form says: its summary and each field's message (the page's main text, tags left out). */
function refusalText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const messages = [...main.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/p>|id="[^"]*-error"[^>]*>([\s\S]*?)<\/div>/g)];
  return messages.map((match) => (match[1] ?? match[2] ?? "").replace(/<[^>]+>/g, "").trim()).join(" | ");
}

async function firstRecord(api: APIRequestContext, name: string, path: string): Promise<Row | undefined> {
  const body = await apiJson<Record<string, unknown>>(
    api,
    "get",
    `${path}?per_page=1&order=${encodeURIComponent(JSON.stringify({ id: "asc" }))}`,
  );
  return ((body[name] ?? []) as Row[])[0];
}

/**
 * A copy's value: its title marked (a text title), and where the database holds one record per value (the API's
 * unique indexes) a value of its own: an account's e-mail, a site's domain, and an apply's job (a candidate is in a
 * job's pipeline once: the copy goes to the job the walk created).
 */
function copiedValue(entity: AnyEntity, name: string, value: string, mark: string, copies: Record<string, number>) {
  if (entity.name === "accounts" && name === "email") return `${mark}.${value}`;
  if (entity.name === "site_configs" && name === "domain") return `${mark}-${value}`;
  if (entity.name === "applies" && name === "job" && copies.jobs) return String(copies.jobs);
  const title = entity.fieldList.find((field) => field.key === entity.titleField);
  return name === entity.titleField && title?.kind === "text" ? `${value} ${mark}`.trim() : value;
}

function copied(entity: AnyEntity, entries: readonly Entry[], mark: string, copies: Record<string, number> = {}) {
  return entries.map(([name, value]): Entry => [name, copiedValue(entity, name, value, mark, copies)]);
}

test("every entity with a create page is created and edited through its form, without script", async ({ browser }) => {
  test.setTimeout(240_000);
  const api = await signedInApi(origin, ADMIN.email);
  const context = await signedInContext(browser, origin, ADMIN.email, { javaScriptEnabled: false });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const refused: string[] = [];
  const copies: Record<string, number> = {};
  for (const entity of entityList.filter((candidate) => candidate.hasNewPage)) {
    // Every entity is walked, and the test lists each one whose form failed (not only the first).
    await test.step(entity.name, async () => {
      try {
        const apiPath = entityPath(entity.name as never).replace(/^\/api\/v1/, "");
        const stored = await firstRecord(api, entity.name, apiPath);
        expect(stored, `${entity.name}: the demo data has a record to copy`).toBeDefined();
        if (!stored) return;
        const storedEntries = await formEntries(page, `${entityRoute(entity, { kind: "detail", id: stored.id })}?edit`);
        const created = await post(
          page,
          entityRoute(entity, { kind: "new" }),
          copied(entity, storedEntries, `walk${stamp}`, copies),
        );
        const id = Number(/\/(\d+)\?saved=1/.exec(created)?.[1]);
        expect(id, `${entity.name}: the new record's page`).toBeGreaterThan(0);
        copies[entity.name] = id;

        const editPath = `${entityRoute(entity, { kind: "detail", id })}?edit`;
        const edited = copied(entity, await formEntries(page, editPath), "editado");
        expect(await post(page, editPath, edited)).toContain(`/${id}?saved=1`);
        const title = edited.find(([name]) => name === entity.titleField)?.[1];
        const body = await apiJson<Record<string, Row>>(api, "get", `${apiPath}/${id}`);
        const record = Object.values(body).find((value) => value && typeof value === "object" && "id" in value);
        if (title !== undefined) expect(record?.[entity.titleField], entity.name).toBe(title);
      } catch (error) {
        refused.push(
          `${entity.name}: ${error instanceof Error ? error.message.split("\n").slice(0, 6).join(" ") : error}`,
        );
      }
    });
  }
  expect(refused).toEqual([]);
  await api.dispose();
  await context.close();
});

/** The smallest PNG there is: one transparent pixel. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a file chosen in a form goes through the upload gate, and the field keeps the stored file's address", async ({
  browser,
}) => {
  const partners = entityList.find((entity) => entity.name === "partners");
  if (!partners) throw new Error("The registry has no partners");
  const api = await signedInApi(origin, ADMIN.email);
  const context = await signedInContext(browser, origin, ADMIN.email, { javaScriptEnabled: false });
  const page = await context.newPage();
  const apiPath = entityPath("partners").replace(/^\/api\/v1/, "");
  const stored = await firstRecord(api, "partners", apiPath);
  if (!stored) throw new Error("The demo data has no partner");
  const editPath = `${entityRoute(partners, { kind: "detail", id: stored.id })}?edit`;
  await page.goto(editPath);
  // The form says how it posts: a file field makes it multipart.
  await expect(page.locator("main form")).toHaveAttribute("enctype", "multipart/form-data");
  const body = new FormData();
  for (const [name, value] of await formEntries(page, editPath)) body.append(name, value);
  body.append("logo.upload", new File([PIXEL_PNG], "logo.png", { type: "image/png" }));
  body.append("intent", "save");
  const answer = await page.request.post(editPath, { multipart: body, headers: { origin }, maxRedirects: 0 });
  expect(answer.status(), refusalText(await answer.text())).toBe(303);
  const saved = await apiJson<Record<string, Row>>(api, "get", `${apiPath}/${stored.id}`);
  const logo = String(Object.values(saved).find((value) => value && typeof value === "object" && "id" in value)?.logo);
  expect(logo).toMatch(/\/data_files\/\d+$/);
  // The stored file is the one posted, read back through its address.
  const file = await api.get(logo.startsWith("/api/") ? logo : `/api/v1${logo}`);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(PIXEL_PNG)).toBe(true);
  await api.dispose();
  await context.close();
});
