import type { UiMessages } from "./types";

/** Messages of the field primitives. Ids are `ui.<component>.<key>`; pt-BR is the default language. */
export const fieldMessages: UiMessages = {
  "pt-BR": {},
  en: {},
};
