/**
 * A hydrated page renders only the messages of the main file and of the sets its loaders name (messageSets.ts): an
 * id its modules use that is in another set would show as the message's id (or its untranslated fallback) in the
 * browser, and differ from the server's text. The check bundles each page's modules the way the browser gets them
 * (its layout and route modules, the root, every chunk they import, tree-shaken) and reads the message ids in their
 * code: literal ids (`"auth.login.title"`), the prefixes of the ids a module builds (`` `auth.error.${code}` ``)
 * and the prefixes of the domain's message sets and catalogues (`defineMessages("notifications", …)`).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { routeRenderingModes } from "../renderingModes";
import routes from "../routes";
import { MESSAGE_SET_NAMES, type MessageSetName, messageSetOf } from "./messageSets";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The sets each hydrated top-level route (a layout with its pages, or a page outside any layout) names in its loader
 * data, as its loader decides them for a signed-in user. `fields` is left out: its ids are built from the registry,
 * and the layouts name it for the pages `entityForPath` finds (pageData.test.ts and the entity pages' tests).
 */
const PAGE_SETS: Record<string, readonly MessageSetName[]> = {
  "areas/recruiters/auth/recruiterLogin": ["signIn"],
  "areas/recruiters/auth/recruiterForgotPassword": ["signIn"],
  "recruiters/layout": ["recruiters"],
  "administrator/layout": ["administrator"],
  "areas/clientContacts/landing": [],
  "clientContacts/layout": [],
};

const hydratedTopLevel = (routes as RouteConfigEntry[]).filter(
  (entry) => routeRenderingModes([entry]).get(entry.id ?? "") === "hydrated",
);

function filesOf(entry: RouteConfigEntry): string[] {
  return [join(appDir, entry.file), ...(entry.children ?? []).flatMap(filesOf)];
}

/** The ids the browser's files hold (pt-BR and en have the same ids: appMessages.test.ts), compiled afresh. */
function compiledIds(): string[] {
  execFileSync("npx", ["tsx", "--conditions=@seleta/source", "scripts/compileMessages.ts"], {
    cwd: join(appDir, ".."),
    stdio: "ignore",
  });
  const main = JSON.parse(readFileSync(join(appDir, "i18n/compiled/pt-BR.json"), "utf8")) as object;
  const sets = MESSAGE_SET_NAMES.flatMap((set) =>
    Object.keys(JSON.parse(readFileSync(join(appDir, `i18n/compiled/${set}/pt-BR.json`), "utf8")) as object),
  );
  return [...Object.keys(main), ...sets];
}

/** The browser's code of `files` and everything they import (the root's modules too), tree-shaken. */
async function browserCode(files: string[]): Promise<string> {
  const result = await build({
    entryPoints: [join(appDir, "root.tsx"), ...files],
    bundle: true,
    splitting: true,
    write: false,
    format: "esm",
    platform: "browser",
    outdir: "/virtual",
    conditions: ["@seleta/source"],
    jsx: "automatic",
    logLevel: "silent",
    loader: { ".svg": "text", ".css": "empty" },
    plugins: [
      {
        name: "only-the-workspace",
        setup(builder) {
          // The app's and the workspace packages' modules are read; libraries and server modules are not.
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@seleta/") ? undefined : { path: args.path, external: true },
          );
          builder.onResolve({ filter: /\.server(\.tsx?)?$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return result.outputFiles.map((file) => file.text).join("\n");
}

/** The ids `code` can render: literal ids, built ids' prefixes, message sets' and catalogues' prefixes. */
function idsUsedBy(code: string, ids: readonly string[]): string[] {
  const literals = new Set(
    [...code.matchAll(/["'`]([a-zA-Z][\w-]*(?:\.[\w-]+)*\.?)(?=["'`]|\$\{)/g)].map((m) => m[1] ?? ""),
  );
  const prefixes = [...literals].filter((literal) => literal.endsWith("."));
  for (const match of code.matchAll(/define(?:Messages|Catalogue)\(\s*["'`]([\w.]+)["'`]/g)) {
    prefixes.push(`${match[1]}.`);
  }
  return ids.filter((id) => literals.has(id) || prefixes.some((prefix) => id.startsWith(prefix)));
}

describe("each hydrated page's message sets", () => {
  let ids: string[] = [];
  beforeAll(() => {
    ids = compiledIds();
  }, 60_000);

  it("every hydrated route outside a layout, and every layout, says which sets it loads", () => {
    expect(hydratedTopLevel.map((entry) => entry.id).sort()).toEqual(Object.keys(PAGE_SETS).sort());
  });

  it("the root's modules use only the main file's messages", async () => {
    const used = idsUsedBy(await browserCode([]), ids);
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((id) => !["main", "fields"].includes(messageSetOf(id)))).toEqual([]);
  });

  it.each(hydratedTopLevel.map((entry) => [entry.id ?? "", entry] as const))(
    "%s: its modules use only the main file's messages and its sets'",
    async (id, entry) => {
      const sets: readonly string[] = ["main", "fields", ...(PAGE_SETS[id] ?? [])];
      const used = idsUsedBy(await browserCode(filesOf(entry)), ids);
      expect(used.filter((usedId) => !sets.includes(messageSetOf(usedId)))).toEqual([]);
      // Each set a page loads is one it uses: a set loaded for nothing is bytes the page does not show.
      const usedSets = new Set(used.map(messageSetOf));
      expect((PAGE_SETS[id] ?? []).filter((set) => !usedSets.has(set))).toEqual([]);
    },
  );
});

describe("messageSetOf", () => {
  it("keeps the registry's field labels apart, but the signature editor's and the system fields", () => {
    expect(messageSetOf("entity.candidates.field.name")).toBe("fields");
    expect(messageSetOf("entity.signatures.field.name")).toBe("main");
    expect(messageSetOf("entity.field.created_at")).toBe("main");
  });

  it("decides by the longest prefix of whole segments", () => {
    expect(messageSetOf("shell.topBar.menu")).toBe("recruiters");
    expect(messageSetOf("shell.skipToContent")).toBe("main");
    expect(messageSetOf("shellfish.x")).toBe("main");
  });
});
