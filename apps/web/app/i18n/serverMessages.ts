import { LOCALES, type Locale } from "@seleta/domain";
import type { CompiledMessages } from "./messages";

// Server only (imported by the root loader, which React Router strips from the client bundle).
const compiled = import.meta.glob<CompiledMessages>("./compiled/*.json", { eager: true, import: "default" });
// The sets the browser loads apart (messageSets.ts), and `server`: the public site's and the candidate area's
// texts, whose pages are rendered on the server only (scripts/compileMessages.ts).
const sets = import.meta.glob<CompiledMessages>("./compiled/*/*.json", { eager: true, import: "default" });

function localeMessages(locale: Locale): CompiledMessages | undefined {
  const main = compiled[`./compiled/${locale}.json`];
  // The server renders any page: it has every set.
  const ofLocale = Object.entries(sets).filter(([path]) => path.endsWith(`/${locale}.json`));
  return main && Object.assign({}, main, ...ofLocale.map(([, messages]) => messages));
}

export const serverMessages = Object.fromEntries(LOCALES.map((locale) => [locale, localeMessages(locale)])) as Record<
  Locale,
  CompiledMessages | undefined
>;
