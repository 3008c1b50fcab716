/**
 * A hydrated page renders only the messages of the main file and of the sets its loaders name (messageSets.ts): an
 * id its modules use that is in another set would show as the message's id (or its untranslated fallback) in the
 * browser, and differ from the server's text. The check bundles each page's modules the way the browser gets them
 * (its layout and route modules, the root, every chunk they import, tree-shaken) and reads the message ids in their
 * code: literal ids (`"auth.login.title"`), the prefixes of the ids a module builds (`` `auth.error.${code}` ``)
 * and the prefixes of the domain's message sets and catalogues (`defineMessages("notifications", …)`).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { allCatalogues, entityList, LOCALES } from "@seleta/domain";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { routeRenderingModes } from "../renderingModes";
import routes from "../routes";
import {
  ADMINISTRATOR_PAGE_SETS,
  CATALOGUE_NAMES,
  CLIENT_CONTACT_PAGE_SETS,
  isCatalogueLabel,
  isEntityName,
  isEntityPageFieldLabel,
  isFormattedWithItsText,
  MESSAGE_SET_NAMES,
  type MessageSetName,
  messageFileOf,
  RECRUITER_PAGE_SETS,
  SHORTLIST_PAGE_SETS,
  SIGN_IN_PAGE_SETS,
} from "./messageSets";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** How each hydrated top-level route (a layout, or a page outside any layout) decides its pages' sets. */
const SETS_OF_PAGE: Record<string, (path: string) => readonly MessageSetName[]> = {
  "areas/recruiters/auth/recruiterLogin": () => SIGN_IN_PAGE_SETS,
  "areas/recruiters/auth/recruiterForgotPassword": () => SIGN_IN_PAGE_SETS,
  // The builder's "see as the client" also shows the review widget's texts.
  "recruiters/layout": (path) =>
    /^\/recruiters\/shortlists\/[^/]+\/preview$/.test(path)
      ? [...RECRUITER_PAGE_SETS, ...SHORTLIST_PAGE_SETS]
      : RECRUITER_PAGE_SETS,
  // The landing (whoever is not an administrator) shows a part of the area's texts: its set is the same.
  "administrator/layout": () => ADMINISTRATOR_PAGE_SETS,
  // `/client_contacts/` is both the portal's home and its sign-in; a shortlist's review also shows the review
  // widget's texts.
  "clientContacts/layout": (path) =>
    path === "/client_contacts"
      ? [...SIGN_IN_PAGE_SETS, ...CLIENT_CONTACT_PAGE_SETS]
      : path.startsWith("/client_contacts/shortlists/")
        ? [...CLIENT_CONTACT_PAGE_SETS, ...SHORTLIST_PAGE_SETS]
        : CLIENT_CONTACT_PAGE_SETS,
  "areas/clientContacts/forgotPassword": () => SIGN_IN_PAGE_SETS,
};

type Page = { id: string; path: string; files: string[]; sets: readonly MessageSetName[] };

/** Every hydrated page: its modules (its layouts' too), an address it answers (`:id` as 1, `*` as an entity). */
function pagesOf(entry: RouteConfigEntry, top: string, parent: Omit<Page, "id" | "sets">): Page[] {
  const segment = (entry.path ?? "").replace(/:\w+\??/g, "1").replace("*", "candidates");
  const path = segment ? `${parent.path.replace(/\/$/, "")}/${segment}` : parent.path;
  const files = [...parent.files, join(appDir, entry.file)];
  if (entry.children?.length) return entry.children.flatMap((child) => pagesOf(child, top, { path, files }));
  return [{ id: entry.id ?? entry.file, path, files, sets: SETS_OF_PAGE[top]?.(path) ?? [] }];
}

const hydratedTopLevel = (routes as RouteConfigEntry[]).filter(
  (entry) => routeRenderingModes([entry]).get(entry.id ?? "") === "hydrated",
);
const hydratedPages = hydratedTopLevel.flatMap((entry) => pagesOf(entry, entry.id ?? "", { path: "", files: [] }));

/** Every compiled id, the server-only ones too (pt-BR and en have the same ids: appMessages.test.ts). */
function compiledIds(): string[] {
  execFileSync("npx", ["tsx", "--conditions=@seleta/source", "scripts/compileMessages.ts"], {
    cwd: join(appDir, ".."),
    stdio: "ignore",
  });
  const main = JSON.parse(readFileSync(join(appDir, "i18n/compiled/pt-BR.json"), "utf8")) as object;
  const sets = [...MESSAGE_SET_NAMES, "server"].flatMap((set) =>
    Object.keys(JSON.parse(readFileSync(join(appDir, `i18n/compiled/${set}/pt-BR.json`), "utf8")) as object),
  );
  return [...Object.keys(main), ...sets];
}

/**
 * The browser's code of a page, tree-shaken: the root's modules (their chunks imported with `import()` load only on
 * the pages that import them) and `files` with every chunk they import.
 */
async function browserCode(files: string[]): Promise<string> {
  const entryPoints = [join(appDir, "root.tsx"), ...files];
  const result = await build({
    entryPoints,
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
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
  const outputs = result.metafile.outputs;
  const reached = new Set<string>();
  const visit = (output: string, withChunks: boolean) => {
    if (reached.has(output) || !outputs[output]) return;
    reached.add(output);
    for (const imported of outputs[output]?.imports ?? []) {
      if (withChunks || imported.kind !== "dynamic-import") visit(imported.path, withChunks);
    }
  };
  // A chunk imported with `import()` is an entry point of the metafile too: start from the modules asked for.
  const pages = new Set(files.map((file) => relative(process.cwd(), file)));
  const root = relative(process.cwd(), join(appDir, "root.tsx"));
  const entries = Object.entries(outputs).filter(([, meta]) => meta.entryPoint);
  for (const [output, meta] of entries) if (meta.entryPoint && pages.has(meta.entryPoint)) visit(output, true);
  for (const [output, meta] of entries) if (meta.entryPoint === root) visit(output, false);
  // The metafile names an output relative to the working directory, the output file by its absolute path.
  const reachedPaths = new Set([...reached].map((output) => resolve(output)));
  return result.outputFiles
    .filter((file) => reachedPaths.has(file.path))
    .map((file) => file.text)
    .join("\n");
}

/**
 * The ids `code` can render: literal ids, built ids' prefixes, message sets' and catalogues' prefixes. The registry's
 * field labels and the catalogues' labels are left out: a page shows them with the texts they carry (see "the
 * registry's field labels" and "catalogue entries and entity names").
 */
function idsUsedBy(code: string, ids: readonly string[]): string[] {
  const literals = new Set(
    [...code.matchAll(/["'`]([a-zA-Z][\w-]*(?:\.[\w-]+)*\.?)(?=["'`]|\$\{)/g)].map((m) => m[1] ?? ""),
  );
  const prefixes = [...literals].filter((literal) => literal.endsWith("."));
  for (const match of code.matchAll(/define(?:Messages|Catalogue)\(\s*["'`]([\w.]+)["'`]/g)) {
    prefixes.push(`${match[1]}.`);
  }
  return ids.filter(
    (id) => !isFormattedWithItsText(id) && (literals.has(id) || prefixes.some((prefix) => id.startsWith(prefix))),
  );
}

describe("each hydrated page's message sets", () => {
  let ids: string[] = [];
  beforeAll(() => {
    ids = compiledIds();
  }, 60_000);

  it("every hydrated route outside a layout, and every layout, says how it decides its sets", () => {
    expect(hydratedTopLevel.map((entry) => entry.id).sort()).toEqual(Object.keys(SETS_OF_PAGE).sort());
    expect(hydratedPages.length).toBeGreaterThan(10);
  });

  it("the root's modules use only the main file's messages", async () => {
    const used = idsUsedBy(await browserCode([]), ids);
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((id) => messageFileOf(id) !== "main")).toEqual([]);
  });

  it.each(hydratedPages.map((page) => [`${page.id} (${page.path})`, page] as const))(
    "%s: its modules use only the main file's messages and its sets'",
    async (_, page) => {
      const files: readonly string[] = ["main", ...page.sets];
      const used = idsUsedBy(await browserCode(page.files), ids);
      expect(used.filter((id) => !files.includes(messageFileOf(id)))).toEqual([]);
      // Each set a page loads is one it uses: a set loaded for nothing is bytes the page does not show .
      const usedSets = new Set(used.map(messageFileOf));
      expect(page.sets.filter((set) => !usedSets.has(set))).toEqual([]);
    },
  );
});

describe("messageFileOf", () => {
  it("leaves the registry's field labels to the server, but the signature editor's and the system fields", () => {
    expect(messageFileOf("entity.candidates.field.name")).toBe("server");
    expect(messageFileOf("entity.signatures.field.name")).toBe("main");
    expect(messageFileOf("entity.field.created_at")).toBe("main");
  });

  it("decides by the longest prefix of whole segments", () => {
    expect(messageFileOf("shell.topBar.menu")).toBe("recruiters");
    expect(messageFileOf("shell.skipToContent")).toBe("main");
    expect(messageFileOf("shellfish.x")).toBe("main");
  });
});

describe("the catalogues' labels", () => {
  it("are the entries of every catalogue of the model, and only those", () => {
    expect([...CATALOGUE_NAMES].sort()).toEqual(allCatalogues.map((catalogue) => catalogue.name).sort());
    const ids = allCatalogues.flatMap((catalogue) =>
      catalogue.entries.map((entry) => `${catalogue.name}.${entry.key}`),
    );
    expect(ids.filter((id) => !isCatalogueLabel(id) || messageFileOf(id) !== "server")).toEqual([]);
    expect(isCatalogueLabel("applyStages.hired")).toBe(false);
  });

  it("are the only compiled messages under a catalogue's name", () => {
    const entries = new Set(
      allCatalogues.flatMap((catalogue) => catalogue.entries.map((entry) => `${catalogue.name}.${entry.key}`)),
    );
    expect(compiledIds().filter((id) => isCatalogueLabel(id) && !entries.has(id))).toEqual([]);
  }, 60_000);

  // The browser shows an entry with the texts it carries, the server from its compiled file: the same text only when
  // no app text file gives the entry another.
  it("carry their own text in every language and are written by no app text file", () => {
    const untranslated = allCatalogues.flatMap((catalogue) =>
      catalogue.entries.filter((entry) => LOCALES.some((locale) => !entry.label[locale]?.trim())),
    );
    expect(untranslated).toEqual([]);
    expect(appTextIds().filter(isCatalogueLabel)).toEqual([]);
  });
});

/** Every id an app text file (`i18n/lang/**.json`) writes, with its file. */
function appTextIds(): string[] {
  const langDir = join(appDir, "i18n/lang");
  const files = readdirSync(langDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"));
  expect(files.length).toBeGreaterThan(10);
  return files.flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(join(langDir, file), "utf8")) as Record<string, string>),
  );
}

describe("the entities' names", () => {
  it("are the index's names and related pages, in every language, and written by no app text file", () => {
    const names = entityList.flatMap((entity) => [
      entity.label.one,
      entity.label.many,
      ...entity.relatedPages.map((page) => page.label),
    ]);
    expect(names.filter((name) => !isEntityName(name.id))).toEqual([]);
    expect(names.filter((name) => LOCALES.some((locale) => !name[locale]?.trim()))).toEqual([]);
    expect(isEntityName("entity.field.created_at")).toBe(false);
    expect(isEntityName("entity.candidates.field.name")).toBe(false);
    expect(appTextIds().filter(isEntityName)).toEqual([]);
  });
});

describe("the registry's field labels", () => {
  // The browser reads a field's label from the entity's definition (the compiled copy is the server's alone): each
  // must carry its text in every language, and no app text may give it another.
  it("carry their own text in every language", () => {
    const labels = entityList.flatMap((entity) =>
      entity.fieldList.filter((field) => isEntityPageFieldLabel(field.messageId)).map((field) => field.label),
    );
    expect(labels.length).toBeGreaterThan(300);
    const untranslated = labels.filter((label) => LOCALES.some((locale) => !label[locale]?.trim()));
    expect(untranslated).toEqual([]);
  });

  it("are written by no app text file", () => {
    expect(appTextIds().filter(isEntityPageFieldLabel)).toEqual([]);
  });
});

describe("catalogue entries and entity names", () => {
  // A screen formats them with their own texts (`entryMessage`, the entity's `label`), so they show in the page's
  // language whichever compiled messages the page loaded: never by their id alone.
  it("are formatted with their texts, never by id alone, in any module the browser runs", () => {
    const repo = join(appDir, "../../..");
    const roots = ["apps/web/app", "packages/domain/src/widgets", "packages/domain/src/state"];
    const modules = roots.flatMap((root) =>
      readdirSync(join(repo, root), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|server)\.tsx?$/.test(file))
        .map((file) => join(repo, root, file)),
    );
    const byIdAlone = /\bmessageId\(|formatMessage\(\{\s*id:\s*[\w.]*\blabel(\.one|\.many)?\.id\b/;
    const offenders = modules
      .filter((path) => byIdAlone.test(readFileSync(path, "utf8")))
      .map((path) => relative(repo, path));
    expect(modules.length).toBeGreaterThan(200);
    expect(offenders).toEqual([]);
  });
});
