/**
 * The job board's texts a loader needs before the page renders (its meta title and description: a route's `meta`
 * has no react-intl), in the request's language, from the same compiled messages the page renders with.
 */
import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";
import { createIntl, type IntlShape } from "react-intl";
import { serverMessages } from "../../../i18n/serverMessages";

export function serverIntl(locale: Locale): IntlShape {
  const messages = serverMessages[locale];
  if (!messages) throw new Error(`Messages for ${locale} are not compiled`);
  return createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
}
