import { useCallback } from "react";
import { type IntlShape, useIntl } from "react-intl";
import type { Locale } from "../catalogues/catalogue";
import { localeOf, type Message, type MessageValues, messageDescriptor } from "../i18n/messageSet";

/** The language of the domain's texts for react-intl's locale (`localeOf`: any English tag is English). */
export function useLocale(): Locale {
  return localeOf(useIntl().locale);
}

/**
 * A domain message in the user's language through react-intl (ICU plurals included): the id is looked up in the
 * app's compiled messages, and the message's own text in that language is the fallback, so a widget reads right
 * even where the app has not loaded that message set. The one formatter of the widgets and the web app.
 */
export function formatDomainMessage(
  intl: Pick<IntlShape, "locale" | "formatMessage">,
  message: Message,
  values?: MessageValues,
): string {
  return intl.formatMessage(messageDescriptor(message, localeOf(intl.locale)), values);
}

/** `formatDomainMessage` bound to the component's react-intl. */
export function useMessage(): (message: Message, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((message, values) => formatDomainMessage(intl, message, values), [intl]);
}
