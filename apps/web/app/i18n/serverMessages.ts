import { LOCALES, type Locale } from "@seleta/domain";
import type { CompiledMessages } from "./messages";

// Server only (imported by the root loader, which React Router strips from the client bundle).
const compiled = import.meta.glob<CompiledMessages>("./compiled/*.json", { eager: true, import: "default" });
const fields = import.meta.glob<CompiledMessages>("./compiled/fields/*.json", { eager: true, import: "default" });
// The public site's and the candidate area's texts: their pages are rendered on the server only
// (scripts/compileMessages.ts).
const serverOnly = import.meta.glob<CompiledMessages>("./compiled/server/*.json", { eager: true, import: "default" });

function localeMessages(locale: Locale): CompiledMessages | undefined {
  const main = compiled[`./compiled/${locale}.json`];
  // The server renders any page: it has the sets the browser loads apart (messages.ts).
  return (
    main && {
      ...main,
      ...fields[`./compiled/fields/${locale}.json`],
      ...serverOnly[`./compiled/server/${locale}.json`],
    }
  );
}

export const serverMessages = Object.fromEntries(LOCALES.map((locale) => [locale, localeMessages(locale)])) as Record<
  Locale,
  CompiledMessages | undefined
>;
