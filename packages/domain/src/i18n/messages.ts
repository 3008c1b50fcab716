import { allCatalogues } from "../catalogues/all";
import { catalogueMessages, type Locale } from "../catalogues/catalogue";
import { globalSearchChipMessages } from "../entities/globalSearch";
import { entityMessages } from "../entities/registry";
import { clientContactMenuMessages } from "../permissions/clientContactMenu";
import { entityMenuMessages, userMenuMessages } from "../permissions/menus";
import { validationMessages } from "../rules/messages";
import { globalSearchMessages } from "../state/globalSearch";
import { notificationMessages } from "../state/notifications";
import { progressMessages } from "../state/progressTask";
import { recentPagesMessages } from "../state/recentPages";
import { registrationStageMessages, wizardActionMessages } from "../state/registrationWizard";
import { sessionMessages } from "../state/session";
import { signatureMessages } from "../state/signatureForm";
import { type MessageSet, messageSetMessages } from "./messageSet";
import { uiMessages } from "./uiMessages";

/** Every feature's message set; each module that shows text to a user adds its set here. */
export const domainMessageSets: readonly MessageSet[] = [
  validationMessages,
  globalSearchChipMessages,
  globalSearchMessages,
  userMenuMessages,
  entityMenuMessages,
  clientContactMenuMessages,
  notificationMessages,
  progressMessages,
  recentPagesMessages,
  registrationStageMessages,
  wizardActionMessages,
  sessionMessages,
  signatureMessages,
  uiMessages,
];

/** The domain's messages per locale, for the app's IntlProvider (and the widgets' stories). */
export function domainMessages(locale: Locale): Record<string, string> {
  return {
    ...catalogueMessages(allCatalogues, locale),
    ...entityMessages(locale),
    ...messageSetMessages(domainMessageSets, locale),
  };
}
