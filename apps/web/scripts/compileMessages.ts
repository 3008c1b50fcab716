/**
 * Compiles the app's messages, the primitives', the domain's and its widgets' to ICU ASTs (what `formatjs compile --ast` does),
 * one file per locale, so the browser bundle ships no message parser (vite.config.ts aliases it away).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import { domainMessages, LOCALES } from "@seleta/domain";
import { candidateAreaWidgetMessages, siteWidgetMessages, widgetMessages } from "@seleta/domain/widget-messages";
import { uiMessages } from "@seleta/ui/messages";
import { MESSAGE_SET_NAMES, messageFileOf } from "../app/i18n/messageSets";

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), "../app/i18n");
const compiledFolders: readonly string[] = [...MESSAGE_SET_NAMES, "server"];
for (const folder of compiledFolders) mkdirSync(join(i18nDir, "compiled", folder), { recursive: true });
// A set's folder left from an older table would still be globbed into the bundles (messages.ts): removed.
for (const entry of readdirSync(join(i18nDir, "compiled"), { withFileTypes: true })) {
  if (entry.isDirectory() && !compiledFolders.includes(entry.name)) {
    rmSync(join(i18nDir, "compiled", entry.name), { recursive: true });
  }
}

/**
 * The public site's pages and the candidate area are documents the server sends without scripts
 * (app/renderingModes.ts): the texts of their folders and of the widgets only they render (`siteWidgetMessages`,
 * `candidateAreaWidgetMessages`) go to `compiled/server/<locale>.json`, which only the server reads, so no browser
 * bundle carries a privacy policy, a job board or a candidate's questionnaire it never renders.
 */
const SERVER_ONLY_FOLDERS: ReadonlySet<string> = new Set([
  "site",
  "content",
  "jobs",
  "contact",
  "candidateSignIn",
  "candidateLanding",
  // The candidate area's own pages and the token pages (documents too): sign-up and confirmation (`candidateAuth`),
  // privacy and the account deletion (`candidatePrivacy`). The candidates' texts hydrated pages also show stay in the
  // main file: a CV's text state and sent evaluations (`candidateCv`, `candidateEvaluations`, also the recruiter's
  // record page).
  "candidateAuth",
  "candidatePrivacy",
  "candidateApply",
  "candidateArea",
  "candidatePages",
  "candidateWizard",
  "candidacy",
  // The shortlist link's pages (documents); the review widget they share with the portal is a set (`shortlist`).
  "shortlistLink",
]);

/**
 * The app's own texts: `lang/<locale>.json` (shared: errors, public pages) and one folder per area
 * (`lang/recruiters/<locale>.json`, `lang/auth/<locale>.json`…), so each area's texts live beside each other and
 * two areas never edit one file. An id defined twice is an error, not a silent override.
 */
function appMessages(locale: string, serverOnly: boolean): Record<string, string> {
  const langDir = join(i18nDir, "lang");
  const folders = readdirSync(langDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && SERVER_ONLY_FOLDERS.has(entry.name) === serverOnly)
    .map((entry) => join(langDir, entry.name, `${locale}.json`));
  const files = [...(serverOnly ? [] : [join(langDir, `${locale}.json`)]), ...folders].filter((file) =>
    existsSync(file),
  );
  const messages: Record<string, string> = {};
  for (const file of files) {
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)) {
      if (id in messages) throw new Error(`Message ${id} is defined twice (again in ${file})`);
      messages[id] = text;
    }
  }
  return messages;
}

function compile(messages: Record<string, string>) {
  return Object.entries(messages).map(([id, text]) => [id, parse(text)] as const);
}

for (const locale of LOCALES) {
  const serverOnlyWidgets = { ...siteWidgetMessages(locale), ...candidateAreaWidgetMessages(locale) };
  const app = appMessages(locale, false);
  // The candidate area's widgets are in `widgetMessages` too (the domain's list of every widget): the server's file
  // has them, the browser's not.
  const browserWidgets = Object.fromEntries(
    Object.entries(widgetMessages(locale)).filter(([id]) => !(id in serverOnlyWidgets)),
  );
  const messages = { ...uiMessages(locale), ...domainMessages(locale), ...browserWidgets, ...app };
  const compiled = compile(messages);
  const serverOnly = { ...serverOnlyWidgets, ...appMessages(locale, true) };
  const twice = Object.keys(serverOnly).find((id) => id in messages);
  if (twice) throw new Error(`Message ${twice} is defined twice (in a server-only folder and elsewhere)`);
  // Each id to its file (app/i18n/messageSets.ts): the main file, the set of the pages that show it, or the server's.
  const files = new Map<string, Record<string, unknown>>(
    ["main", ...MESSAGE_SET_NAMES, "server"].map((file) => [file, {}]),
  );
  for (const [id, ast] of [...compiled, ...compile(serverOnly)]) {
    const file = files.get(serverOnly[id] === undefined ? messageFileOf(id) : "server");
    if (file) file[id] = ast;
  }
  for (const [file, texts] of files) {
    const path = join(i18nDir, "compiled", ...(file === "main" ? [] : [file]), `${locale}.json`);
    writeFileSync(path, JSON.stringify(texts));
  }
  const apart = MESSAGE_SET_NAMES.map((set) => `${set} ${Object.keys(files.get(set) ?? {}).length}`).join(", ");
  console.log(
    `i18n: ${compiled.length} messages compiled for ${locale} (apart: ${apart}),` +
      ` ${Object.keys(files.get("server") ?? {}).length} for the server's documents only`,
  );
}
