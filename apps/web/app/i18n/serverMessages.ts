import { LOCALES, type Locale } from "@seleta/domain";
import type { CompiledMessages } from "./messages";

// Server only (imported by the root loader, which React Router strips from the client bundle).
const compiled = import.meta.glob<CompiledMessages>("./compiled/*.json", { eager: true, import: "default" });

export const serverMessages = Object.fromEntries(
  LOCALES.map((locale) => [locale, compiled[`./compiled/${locale}.json`]]),
) as Record<Locale, CompiledMessages | undefined>;
