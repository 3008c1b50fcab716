export { uiMessages } from "./messages";
export type { UiLocale, UiMessages } from "./types";
