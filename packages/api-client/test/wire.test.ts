/**
 * No hand-copied response types (ARCHITECTURE.md): every answer the client returns is typed by the wire
 * schema the API answers with (`@seleta/domain/wire`). Two guards, because each catches what the other cannot:
 *   - the source scan fails when a type declaring properties by hand appears outside the allow-list below (request
 *     and option types, and client shapes built from wire and registry types), or when a call names its answer
 *     with an inline object type instead of a wire schema's output;
 *   - test/types/wireTypes.ts states, call by call, that what the client resolves to IS the schema's output;
 *     compiling it fails when a call's type drifts from its schema, even through an alias.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const packageRoot = resolve(import.meta.dirname, "..");
const repoRoot = resolve(packageRoot, "../..");
const SRC = join(packageRoot, "src");

/** Types that may spell out their properties, and why. Anything else with a property is a hand-written copy. */
const HAND_WRITTEN_ALLOWED: Record<string, string> = {
  SignedIn: "the client's own reshaping of the sign-in answer: the wire token and the wire user",
  CandidateProfileAnswer: "the profile answer with its candidate typed by the registry (RecordOf)",
  ApplySubmission: "a request's arguments: the job, the wire body and the video files",
  EvaluationSubmission: "a request's arguments: the evaluation, the wire body and the video files",
  CvUploadRequest: "a request's arguments: the file and its name",
  Merged: "the merge answer with its candidate typed by the registry (RecordOf) and the wire merge",
  EntityPage: "a list answer reshaped: registry records and the wire meta",
  Saved: "a save answer reshaped: the registry record and the wire duplicates",
  MeOptions: "options of a call",
  DataFileReference: "a request's arguments",
  DataFileUpload: "a request's arguments",
  RecruiterDownloadInput: "a request's arguments",
  ShortlistDashboardInput: "a request's arguments: a shortlist or a job, and the file type",
  ShortlistReplyInput: "a request's arguments: the thread and the wire comment",
  GlobalSearchQuery: "a request's arguments",
  SelectAllSearch: "a request body built from the domain's ListParams",
  EntitySelection: "a request body",
  ApplyMove: "a request's arguments: the job, the apply and the wire body",
  ShortlistReviewer: "who calls: token or client contact",
  EntityApi: "the client's own interface",
  ListKey: "a cache key",
  ApiErrorDetails: "what the client adds to an error",
  HttpClientOptions: "the client's options",
  RequestOptions: "the client's options",
  SessionExpiredEvent: "the client's event",
  HttpClient: "the client's own interface",
  LiveConsumerOptions: "the live consumer's options",
  LiveCallbacks: "the live consumer's callbacks",
  LiveConsumer: "the live consumer's own interface",
};

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** Each `export type Name = …;` of a file: its name and its right-hand side (up to the `;` closing it). */
function exportedTypes(text: string): { name: string; definition: string }[] {
  const found: { name: string; definition: string }[] = [];
  for (const match of text.matchAll(/export type (\w+)[^=]*=/g)) {
    let depth = 0;
    let end = (match.index ?? 0) + match[0].length;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === "{" || char === "(" || char === "[" || char === "<") depth++;
      else if (char === "}" || char === ")" || char === "]" || (char === ">" && text[end - 1] !== "=")) depth--;
      else if (char === ";" && depth <= 0) break;
    }
    found.push({ name: match[1] ?? "", definition: text.slice((match.index ?? 0) + match[0].length, end) });
  }
  return found;
}

/** A property signature written out: `{ name: …`, `; name?: …`, `readonly name: …`. */
const PROPERTY = /[{;,]\s*(?:readonly\s+)?["\w-]+\??\s*:/;

const sources = readdirSync(SRC)
  .filter((name) => name.endsWith(".ts"))
  .map((name) => ({ name, text: withoutComments(readFileSync(join(SRC, name), "utf8")) }));

describe("the client's types come from the wire schemas", () => {
  it("finds the client's sources and the scan's patterns", () => {
    expect(sources.length).toBeGreaterThan(10);
    // The scan would see a hand-written copy of an answer, in both of the ways one could come back.
    const copy = "export type Health = {\n  status: 'ok';\n  database: string;\n};";
    expect(exportedTypes(copy).map(({ definition }) => PROPERTY.test(definition))).toEqual([true]);
    expect(exportedTypes("export type Health = WireOf<typeof healthSchema>;")[0]?.definition).not.toMatch(PROPERTY);
  });

  it.each(sources.map(({ name }) => name))("%s writes no answer's type by hand", (name) => {
    const text = sources.find((source) => source.name === name)?.text ?? "";
    const handWritten = exportedTypes(text)
      .filter(({ name: typeName, definition }) => PROPERTY.test(definition) && !(typeName in HAND_WRITTEN_ALLOWED))
      .map(({ name: typeName }) => typeName);
    expect(handWritten).toEqual([]);
    // An answer named inline (`http.get<{ data: … }>`) is a hand-written copy too.
    expect(text).not.toMatch(/\.(?:get|post|put|patch|delete|request)<\s*\{/);
  });

  it("resolves every call to its wire schema's output (test/types/wireTypes.ts compiles)", () => {
    const dir = mkdtempSync(join(tmpdir(), "seleta-api-client-wire-"));
    const config = join(dir, "tsconfig.json");
    writeFileSync(
      config,
      JSON.stringify({
        extends: join(repoRoot, "tsconfig.base.json"),
        compilerOptions: { types: [], noEmit: true, skipLibCheck: true },
        files: [join(packageRoot, "test/types/wireTypes.ts")],
      }),
    );
    let output = "";
    try {
      execFileSync(join(repoRoot, "node_modules/.bin/tsc"), ["-p", config], {
        cwd: packageRoot,
        encoding: "utf8",
        stdio: "pipe",
      });
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string };
      output = `${failure.stdout ?? ""}${failure.stderr ?? ""}`;
    }
    expect(output).toBe("");
  }, 120_000);
});
