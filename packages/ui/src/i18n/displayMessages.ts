import type { UiMessages } from "./types";

/** Messages of the display primitives. Ids are `ui.<component>.<key>`; pt-BR is the default language. */
export const displayMessages: UiMessages = {
  "pt-BR": {},
  en: {},
};
