import type { Message, MessageValues } from "@seleta/domain";
import { useCallback } from "react";
import { useIntl } from "react-intl";

/** A registry or catalogue message in the user's language (its own text is the fallback), and the app's ids. */
export function useEntityText() {
  const intl = useIntl();
  const message = useCallback(
    (text: Message, values?: MessageValues) =>
      intl.formatMessage(
        { id: text.id, defaultMessage: text[intl.locale.startsWith("en") ? "en" : "pt-BR"] },
        values as Record<string, string | number>,
      ),
    [intl],
  );
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  return { message, t, locale: intl.locale.startsWith("en") ? ("en" as const) : ("pt-BR" as const) };
}
