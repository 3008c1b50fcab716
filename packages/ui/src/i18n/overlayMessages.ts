import type { UiMessages } from "./types";

/** Messages of the overlay primitives. Ids are `ui.<component>.<key>`; pt-BR is the default language. */
export const overlayMessages: UiMessages = {
  "pt-BR": {},
  en: {},
};
