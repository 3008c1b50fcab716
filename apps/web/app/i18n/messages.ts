import type { Locale } from "@seleta/domain";
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
