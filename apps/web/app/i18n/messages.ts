import type { Locale } from "@seleta/domain";
import type { MessageFormatElement } from "react-intl";

type CompiledMessages = Record<string, MessageFormatElement[]>;

// Written by scripts/compileMessages.ts before every build and dev start.
const compiled = import.meta.glob<CompiledMessages>("./compiled/*.json", { eager: true, import: "default" });

export function messagesFor(locale: Locale): CompiledMessages {
  const messages = compiled[`./compiled/${locale}.json`];
  if (!messages) throw new Error(`Messages for ${locale} are not compiled: run npm run i18n:compile -w @seleta/web`);
  return messages;
}
