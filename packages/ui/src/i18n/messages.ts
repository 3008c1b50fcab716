import { displayMessages } from "./displayMessages";
import { fieldMessages } from "./fieldMessages";
import { overlayMessages } from "./overlayMessages";
import type { UiLocale } from "./types";

/**
 * Every message of the primitives for one locale. Components read them with react-intl's `useIntl()`; the app
 * merges them into its IntlProvider (apps/web compiles them to ASTs with the rest) and so does Storybook.
 */
export function uiMessages(locale: UiLocale): Record<string, string> {
  return { ...displayMessages[locale], ...fieldMessages[locale], ...overlayMessages[locale] };
}
