import { useLocale, useMessage } from "@seleta/domain/widgets";
import { useCallback } from "react";
import { useIntl } from "react-intl";

/** A registry or catalogue message in the user's language (the domain's one formatter), and the app's own ids. */
export function useEntityText() {
  const intl = useIntl();
  const message = useMessage();
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  return { message, t, locale: useLocale() };
}
