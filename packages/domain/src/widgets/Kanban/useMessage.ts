import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { Message, MessageValues } from "../../i18n/messageSet";

/**
 * Formats one of the domain's messages through react-intl, with the text of the current language as the fallback:
 * the widget reads right even where the app has not loaded that message set.
 */
export function useMessage() {
  const intl = useIntl();
  const locale = intl.locale.startsWith("en") ? "en" : "pt-BR";
  return useCallback(
    (message: Message, values?: MessageValues) =>
      intl.formatMessage({ id: message.id, defaultMessage: message[locale] }, values),
    [intl, locale],
  );
}
