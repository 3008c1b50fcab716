import { LOCALES, type Locale } from "@seleta/domain";
import type { CompiledMessages } from "./messages";

// Server only (imported by the root loader, which React Router strips from the client bundle).
const compiled = import.meta.glob<CompiledMessages>("./compiled/*.json", { eager: true, import: "default" });
const fields = import.meta.glob<CompiledMessages>("./compiled/fields/*.json", { eager: true, import: "default" });
const candidates = import.meta.glob<CompiledMessages>("./compiled/candidates/*.json", {
  eager: true,
  import: "default",
});
// The public site's texts: its pages are rendered on the server only (scripts/compileMessages.ts).
const publicSite = import.meta.glob<CompiledMessages>("./compiled/public/*.json", { eager: true, import: "default" });

function localeMessages(locale: Locale): CompiledMessages | undefined {
  const main = compiled[`./compiled/${locale}.json`];
  // The server renders any page: it has the sets the browser loads apart (messages.ts).
  return (
    main && {
      ...main,
      ...fields[`./compiled/fields/${locale}.json`],
      ...candidates[`./compiled/candidates/${locale}.json`],
      ...publicSite[`./compiled/public/${locale}.json`],
    }
  );
}

export const serverMessages = Object.fromEntries(LOCALES.map((locale) => [locale, localeMessages(locale)])) as Record<
  Locale,
  CompiledMessages | undefined
>;
