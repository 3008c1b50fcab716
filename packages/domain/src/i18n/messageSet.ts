import { DEFAULT_LOCALE, type Locale, type LocalizedText } from "../catalogues/catalogue";

/** One message: its id for react-intl and its texts; `{name}` placeholders follow ICU's simple argument syntax. */
export type Message = LocalizedText & { readonly id: string };

export type MessageSet<K extends string = string> = {
  readonly prefix: string;
  readonly messages: { readonly [P in K]: Message };
};

/** Groups a feature's messages under one id prefix (`session.expired`), so ids never collide across features. */
export function defineMessages<const M extends Record<string, LocalizedText>>(
  prefix: string,
  texts: M,
): MessageSet<Extract<keyof M, string>> {
  const messages = Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, { id: `${prefix}.${key}`, ...text }]),
  ) as { [P in Extract<keyof M, string>]: Message };
  return { prefix, messages };
}

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The product's language for a language tag (react-intl's locale, a cookie, `Accept-Language`'s first tag): English
 * for any English tag (`en`, `en-US`, `EN-gb`), Portuguese — the default — for everything else.
 */
export function localeOf(tag: string | null | undefined): Locale {
  return tag?.trim().toLowerCase().startsWith("en") ? "en" : DEFAULT_LOCALE;
}

/** What react-intl is given for a domain message: its id, and its own text in `locale` where no translation is loaded. */
export function messageDescriptor(message: Message, locale: Locale): { id: string; defaultMessage: string } {
  return { id: message.id, defaultMessage: message[locale] };
}

/** Fills `{name}` placeholders; the same texts go to react-intl, which reads them the same way. */
export function formatMessage(message: LocalizedText, locale: Locale, values: MessageValues = {}): string {
  return message[locale].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

export function messageSetMessages(sets: readonly MessageSet[], locale: Locale): Record<string, string> {
  return Object.fromEntries(
    sets.flatMap((set) => Object.values<Message>(set.messages).map((message) => [message.id, message[locale]])),
  );
}
