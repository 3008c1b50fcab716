import { DEFAULT_LOCALE, LOCALES, type Locale } from "@seleta/domain";
import type { MessageFormatElement } from "react-intl";
import { MESSAGE_SET_NAMES, type MessageSetName } from "./messageSets";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Compiled messages by locale, filled before anything renders: by the root loader on the server (every locale,
 * see serverMessages.ts) and by entry.client.tsx in the browser (only the page's locale, one cached chunk), so the
 * client bundle carries no language it does not show.
 */
const loaded = new Map<Locale, CompiledMessages>();

// Written by scripts/compileMessages.ts before every build and dev start; lazy, one chunk per locale.
const chunks = import.meta.glob<CompiledMessages>("./compiled/*.json", { import: "default" });

/**
 * Messages kept out of the main file (messageSets.ts decides which, scripts/compileMessages.ts writes them), each
 * loaded only before the pages that show it. A route's loader data names the sets its page shows (`messageSets`);
 * the root marks their union on `<html>`, so the browser loads them before hydrating and the hydrated text matches
 * the server's (which has every set); a `clientLoader` loads them itself before a later navigation renders
 * (`loadMessageSets`).
 */
export { MESSAGE_SET_NAMES, type MessageSetName };

// One lazy chunk per set and locale; the server's documents' file (`compiled/server`) is never the browser's.
const setChunks = import.meta.glob<CompiledMessages>(["./compiled/*/*.json", "!./compiled/server/*.json"], {
  import: "default",
});
const setsLoaded = new Set<string>();

/** Set on `<html>`: the message sets the page shows, space-separated, for entry.client to load before hydrating. */
export const MESSAGE_SETS_ATTRIBUTE = "data-message-sets";

function isMessageSetName(name: unknown): name is MessageSetName {
  return (MESSAGE_SET_NAMES as readonly unknown[]).includes(name);
}

/** The message sets a route's loader data asks for (`messageSets`), the unknown left out. */
export function messageSetsOf(data: unknown): MessageSetName[] {
  const sets = typeof data === "object" && data !== null ? (data as { messageSets?: unknown }).messageSets : undefined;
  return Array.isArray(sets) ? sets.filter(isMessageSetName) : [];
}

/** The sets named by `MESSAGE_SETS_ATTRIBUTE`'s value. */
export function parseMessageSets(attribute: string | null): MessageSetName[] {
  return (attribute ?? "").split(" ").filter(isMessageSetName);
}

export function provideMessages(locale: Locale, messages: CompiledMessages): void {
  loaded.set(locale, messages);
}

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const chunk = chunks[`./compiled/${locale}.json`];
  if (!chunk) throw new Error(`Messages for ${locale} are not compiled: run npm run i18n:compile -w @seleta/web`);
  const messages = await chunk();
  provideMessages(locale, messages);
  return messages;
}

export function messagesFor(locale: Locale): CompiledMessages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`Messages for ${locale} were not loaded before rendering`);
  return messages;
}

/**
 * Adds the named sets to the locale's messages, before a page that shows them renders. They are added to the object
 * the root's IntlProvider already holds: react-intl looks a message up when it formats it, so pages rendered after
 * this see them without remounting the provider.
 */
export async function loadMessageSets(locale: Locale, sets: readonly MessageSetName[]): Promise<void> {
  const missing = sets.filter((set) => !setsLoaded.has(`${set}:${locale}`));
  if (missing.length === 0) return;
  const chunks = missing.map((set) => {
    const chunk = setChunks[`./compiled/${set}/${locale}.json`];
    if (!chunk) throw new Error(`Messages for ${locale} are not compiled: run npm run i18n:compile -w @seleta/web`);
    return chunk();
  });
  const [messages, ...added] = await Promise.all([loadMessages(locale), ...chunks]);
  for (const set of added) Object.assign(messages, set);
  for (const set of missing) setsLoaded.add(`${set}:${locale}`);
}

/** The page's locale in the browser: the server rendered `<html lang>` in it (as entry.client.tsx reads it). */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : DEFAULT_LOCALE;
}
