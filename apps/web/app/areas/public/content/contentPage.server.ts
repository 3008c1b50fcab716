/**
 * What a content page's loader needs: the API client of this render (no session: the public reads never use one),
 * the page's language, and its texts for the `meta` (which runs outside React, so the loader formats them).
 */
import type { Locale } from "@seleta/domain";
import { createIntl } from "react-intl";
import { serverMessages } from "../../../i18n/serverMessages";
import { requestContext } from "../../../request";
import { requestServices } from "../../../services/requestServices.server";

export type ContentPageServices = {
  http: ReturnType<typeof requestServices>["http"];
  locale: Locale;
  text(id: string, values?: Record<string, string | number>): string;
};

export function contentPageServices(args: { request: Request; context: unknown }): ContentPageServices {
  const { locale } = requestContext(args.request);
  const intl = createIntl({ locale, defaultLocale: "pt-BR", messages: serverMessages[locale] ?? {} });
  return {
    http: requestServices(args).http,
    locale,
    text: (id, values) => intl.formatMessage({ id }, values),
  };
}
