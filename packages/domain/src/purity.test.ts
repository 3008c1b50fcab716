import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, "..");
const repoRoot = resolve(packageRoot, "../..");
const ENTRY = join(here, "index.ts");
/**
 * The budget of the `.` entry: text and id validation on every field (NUL, 32-bit ids), the registry's capabilities
 * and the API roots of its areas are part of it, and so are the public site's content entities (publications,
 * solutions, programmes, milestones, contact messages) that administrators edit, the job board's states catalogue,
 * the candidate portal's fields (a job's questions, an apply's answers, evaluations sent to candidates), and the list
 * URL codec (a list's state in its address and in the list endpoint's parameters, which the web app's list pages and
 * the API's list query share). The candidate area's own model is an entry apart (`./candidate-portal`), and so are
 * the LGPD rules (`./privacy`). So are the administrators' structures declared by their properties, which forms
 * edit (an automation's steps and their actions, a site's colours, a role's permissions and their actions), and
 * the one parser of what those forms post and the fields they edit (`forms/`, with the phone rule's table of
 * calling codes), and the entity index (each entity's route, label, title and related lists as data, which the
 * browser reads instead of the definitions), and the rules of rows kept to their owners (shared by flag or by name,
 * what others may do to a shared row, rows never deleted, a parent's count of its children: a list's, whose talent
 * pool the Entities panel follows).
 */
const SIZE_LIMIT_KB = 61;
const SIZE_LIMIT_BYTES = SIZE_LIMIT_KB * 1024;

/** Bundles one module of this package (a file, or source text standing in a folder of src) and lists its inputs. */
async function bundle(entry: string | { contents: string; resolveDir: string }) {
  const result = await build({
    ...(typeof entry === "string"
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: entry.resolveDir, loader: "ts" as const } }),
    absWorkingDir: packageRoot,
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    minify: true,
    metafile: true,
    conditions: ["@seleta/source"],
    mainFields: ["module", "main"],
    // zod is the one dependency the consumers share; the limit is about our own weight.
    external: ["zod"],
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { code, inputs: Object.keys(result.metafile.inputs).filter((input) => input !== STDIN_INPUT) };
}

const STDIN_INPUT = "<stdin>";

/**
 * The UI kit's modules the model may hold: the phone rule (`@seleta/ui/phone`), written once for the fields and the
 * schemas, with its table of calling codes. They import nothing else, so they bring no other module of the kit along.
 */
const PURE_UI_MODULES = ["../ui/src/fieldUtils/phone.ts", "../ui/src/fieldUtils/phoneCountries.ts"];

/**
 * The model's import graph may hold only this package's own modules outside `src/widgets/`, the UI kit's phone rule,
 * and no styles: zod is left external, so anything else — any other source of a workspace package (`../ui/src/…`,
 * reached through `@seleta/ui/*` and the source condition), React or any other module from node_modules — breaks
 * purity.
 */
function impureInputs(inputs: readonly string[]): string[] {
  return inputs.filter(
    (input) =>
      !PURE_UI_MODULES.includes(input) &&
      (!input.startsWith("src/") || input.startsWith("src/widgets/") || /\.css(\.ts)?$/.test(input)),
  );
}

describe("the `.` entry is pure and small", () => {
  it(`weighs at most ${SIZE_LIMIT_KB} kB gzipped without zod`, async () => {
    const { code } = await bundle(ENTRY);
    const gzipped = gzipSync(code, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(SIZE_LIMIT_BYTES);
  });

  it("imports no React, React DOM, UI kit, other workspace package or styles anywhere in its import graph", async () => {
    const { inputs } = await bundle(ENTRY);
    expect(inputs.length).toBeGreaterThan(50);
    expect(impureInputs(inputs)).toEqual([]);
  });

  it("would catch a model module that imports the UI kit, React or a widget", async () => {
    const probe = (source: string) => bundle({ contents: source, resolveDir: join(here, "rules") });
    const viaUiKit = await probe(`export { phoneDigits } from "@seleta/ui/format";`);
    expect(impureInputs(viaUiKit.inputs)).toContain("../ui/src/fieldUtils/index.ts");
    const viaPhoneRule = await probe(`export { phoneDigits } from "@seleta/ui/phone";`);
    expect([...viaPhoneRule.inputs].sort()).toEqual([...PURE_UI_MODULES].sort());
    expect(impureInputs(viaPhoneRule.inputs)).toEqual([]);
    const viaReact = await probe(`export { useState } from "react";`);
    expect(impureInputs(viaReact.inputs).some((input) => /node_modules\/react\//.test(input))).toBe(true);
    const viaWidget = await probe(`export { kanbanBoardMessages } from "../widgets/Kanban/messages";`);
    expect(impureInputs(viaWidget.inputs)).toContain("src/widgets/Kanban/messages.ts");
    const pure = await probe(`export { phoneDigits } from "./phone";`);
    expect(pure.inputs).toContain("src/rules/phone.ts");
    expect(impureInputs(pure.inputs)).toEqual([]);
  });

  it("type-checks with the ECMAScript libraries alone: no DOM and no Node types", () => {
    const dir = mkdtempSync(join(tmpdir(), "seleta-domain-pure-"));
    const config = join(dir, "tsconfig.json");
    writeFileSync(
      config,
      JSON.stringify({
        extends: join(repoRoot, "tsconfig.base.json"),
        compilerOptions: { lib: ["ES2023"], types: [], noEmit: true, skipLibCheck: true },
        files: [ENTRY, join(here, "countries.ts")],
      }),
    );
    const tsc = join(repoRoot, "node_modules/.bin/tsc");
    let output = "";
    try {
      execFileSync(tsc, ["-p", config], { cwd: packageRoot, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string };
      output = `${failure.stdout ?? ""}${failure.stderr ?? ""}`;
    }
    expect(output).toBe("");
  }, 60_000);

  it("keeps clocks and randomness out of the reducers: time and ids arrive in actions", () => {
    const stateDir = join(here, "state");
    const sources = readdirSync(stateDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const source = readFileSync(join(stateDir, file), "utf8");
      expect(source, file).not.toMatch(/Date\.now\(|new Date\(\)|Math\.random\(|performance\.now\(|crypto\./);
    }
  });
});

/**
 * What pages read the registry's metadata through (the recruiter shell's menus, the list pages' state, columns and
 * selection): no schema, so a page that does not validate loads no zod. Fields hold what their schemas need by name;
 * `fieldSchemas` and `entitySchemas` build them where something validates.
 */
const METADATA_MODULES = [
  "./entities/registry",
  "./entities/fieldQueries",
  "./entities/listQuery",
  "./permissions/menus",
  "./state/listState",
  "./state/listUrl",
  "./state/globalSearch",
  "./state/recentPages",
  "./rules/bulkSelection",
  "./wire/entityPagesNames",
  "./columns",
];

const importsZod = (code: Uint8Array) => /from\s*"zod"/.test(new TextDecoder().decode(code));

describe("the registry's metadata", () => {
  it("loads without zod; the schemas built from it load zod", async () => {
    const exportAll = (modules: readonly string[]) => ({
      contents: modules.map((module) => `export * from "${module}";`).join("\n"),
      resolveDir: here,
    });
    expect(importsZod((await bundle(exportAll(METADATA_MODULES))).code)).toBe(false);
    const schemas = await bundle(exportAll(["./entities/fieldSchemas", "./entities/entitySchemas"]));
    expect(importsZod(schemas.code)).toBe(true);
  });
});

describe("the `./countries` entry", () => {
  it("stays out of the `.` entry and bundles on its own, with its names tables and not the package's", async () => {
    const isNames = (input: string) => input.includes("countryNames");
    const main = await bundle(ENTRY);
    expect(main.inputs.some(isNames)).toBe(false);
    const countries = await bundle(join(here, "countries.ts"));
    expect(countries.inputs.filter(isNames).length).toBe(2);
    expect(countries.inputs.some((input) => input.includes("i18n-iso-countries"))).toBe(false);
  });
});
