/**
 * The registry walk: every entity with a create page is created and edited through its form as a browser without
 * script does it. The record's edit page is drawn by the server (scripts off), its form's entries are read as the
 * browser would post them, and posted to the entity's `/new` (a copy, its title marked) and then, changed, to the
 * copy's own edit page; each post must end on the record's page (303), and the API must hold what was posted.
 * Starting from a stored record gives every entity a valid record to post without a hand-made sample per entity.
 */

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { entityPath } from "@seleta/api-client";
import { entityList, entityRoute } from "@seleta/domain";
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
  expect(answer.status(), `${path}: ${answer.status()} ${location || (await answer.text()).slice(0, 2000)}`).toBe(303);
  return location;
}

async function firstRecord(api: APIRequestContext, name: string, path: string): Promise<Row | undefined> {
  const body = await apiJson<Record<string, unknown>>(api, "get", `${path}?per_page=1`);
  return ((body[name] ?? []) as Row[])[0];
}

/** The entries with the title marked (so the copy is told apart) and, for an edit, marked again. */
function marked(entries: readonly Entry[], titleField: string, mark: string): Entry[] {
  return entries.map(([name, value]) => [name, name === titleField ? `${value} ${mark}`.trim() : value]);
}

test("every entity with a create page is created and edited through its form, without script", async ({ browser }) => {
  test.setTimeout(240_000);
  const api = await signedInApi(origin, ADMIN.email);
  const context = await signedInContext(browser, origin, ADMIN.email, { javaScriptEnabled: false });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const refused: string[] = [];
  for (const entity of entityList.filter((candidate) => candidate.hasNewPage)) {
    // Every entity is walked, and the test lists each one whose form failed (not only the first).
    await test.step(entity.name, async () => {
      try {
        const apiPath = entityPath(entity.name as never).replace(/^\/api\/v1/, "");
        const stored = await firstRecord(api, entity.name, apiPath);
        expect(stored, `${entity.name}: the demo data has a record to copy`).toBeDefined();
        if (!stored) return;
        const copied = await formEntries(page, `${entityRoute(entity, { kind: "detail", id: stored.id })}?edit`);
        const created = await post(
          page,
          entityRoute(entity, { kind: "new" }),
          marked(copied, entity.titleField, stamp),
        );
        const id = Number(/\/(\d+)\?saved=1/.exec(created)?.[1]);
        expect(id, `${entity.name}: the new record's page`).toBeGreaterThan(0);

        const editPath = `${entityRoute(entity, { kind: "detail", id })}?edit`;
        const edited = marked(await formEntries(page, editPath), entity.titleField, "editado");
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
