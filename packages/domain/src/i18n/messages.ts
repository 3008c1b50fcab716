import { candidateStatus } from "../catalogues/candidateStatus";
import { catalogueMessages, type Locale } from "../catalogues/catalogue";

const catalogues = [candidateStatus];

/** The domain's messages per locale, for the app's IntlProvider (and the widgets' stories). */
export function domainMessages(locale: Locale): Record<string, string> {
  return catalogueMessages(catalogues, locale);
}
