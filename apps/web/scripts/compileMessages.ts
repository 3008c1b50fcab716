/**
 * Compiles the app's messages, the primitives', the domain's and its widgets' to ICU ASTs (what `formatjs compile --ast` does),
 * one file per locale, so the browser bundle ships no message parser (vite.config.ts aliases it away).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import { domainMessages, LOCALES } from "@seleta/domain";
import { widgetMessages } from "@seleta/domain/widget-messages";
import { uiMessages } from "@seleta/ui/messages";

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), "../app/i18n");
mkdirSync(join(i18nDir, "compiled"), { recursive: true });

for (const locale of LOCALES) {
  const app = JSON.parse(readFileSync(join(i18nDir, "lang", `${locale}.json`), "utf8")) as Record<string, string>;
  const messages = { ...uiMessages(locale), ...domainMessages(locale), ...widgetMessages(locale), ...app };
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
  writeFileSync(join(i18nDir, "compiled", `${locale}.json`), JSON.stringify(compiled));
  console.log(`i18n: ${Object.keys(compiled).length} messages compiled for ${locale}`);
}
