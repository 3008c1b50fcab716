/** The UI languages (spec §1: pt default, en). `@seleta/domain` has the same pair; ui cannot depend on it. */
export type UiLocale = "pt-BR" | "en";

export type UiMessages = Record<UiLocale, Record<string, string>>;
