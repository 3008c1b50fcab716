import { DEFAULT_LOCALE, LOCALES, type Locale } from "@seleta/domain";
import type { MessageFormatElement } from "react-intl";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Compiled messages by locale, filled before anything renders: by the root loader on the server (every locale,
 * see serverMessages.ts) and by entry.client.tsx in the browser (only the page's locale, one cached chunk), so the
 * client bundle carries no language it does not show.
 */
const loaded = new Map<Locale, CompiledMessages>();

// Written by scripts/compileMessages.ts before every build and dev start; lazy, one chunk per locale.
const chunks = import.meta.glob<CompiledMessages>("./compiled/*.json", { import: "default" });

// The registry's field labels, apart (scripts/compileMessages.ts): only entity pages read them.
const fieldChunks = import.meta.glob<CompiledMessages>("./compiled/fields/*.json", { import: "default" });
const fieldsLoaded = new Set<Locale>();

/**
 * Set on `<html>` by a page that shows the registry's field labels (its loader data says `fieldMessages: true`):
 * the browser loads them before hydrating, so the hydrated text matches the server's.
 */
export const FIELD_MESSAGES_ATTRIBUTE = "data-field-messages";

/** Whether a route's loader data asks for the field labels. */
export function showsFieldLabels(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { fieldMessages?: unknown }).fieldMessages === true;
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
 * Adds the entity field labels to the locale's messages, before an entity page renders (the recruiters layout's
 * loader). They are added to the object the root's IntlProvider already holds: react-intl looks a message up
 * when it formats it, so pages rendered after this see them without remounting the provider.
 */
export async function loadFieldMessages(locale: Locale): Promise<void> {
  if (fieldsLoaded.has(locale)) return;
  const chunk = fieldChunks[`./compiled/fields/${locale}.json`];
  if (!chunk) throw new Error(`Messages for ${locale} are not compiled: run npm run i18n:compile -w @seleta/web`);
  const [messages, fields] = await Promise.all([loadMessages(locale), chunk()]);
  Object.assign(messages, fields);
  fieldsLoaded.add(locale);
}

/** The page's locale in the browser: the server rendered `<html lang>` in it (as entry.client.tsx reads it). */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : DEFAULT_LOCALE;
}
