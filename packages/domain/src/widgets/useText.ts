import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { LocalizedText } from "../catalogues/catalogue";
import type { MessageValues } from "../i18n/messageSet";

/**
 * A domain message in the user's language through react-intl (ICU plurals included). The id is looked up in the
 * app's compiled messages; the message's own text in that language is the fallback.
 */
export function useText(): (message: LocalizedText & { readonly id: string }, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback(
    (message, values) =>
      intl.formatMessage({ id: message.id, defaultMessage: message[intl.locale === "en" ? "en" : "pt-BR"] }, values),
    [intl],
  );
}
