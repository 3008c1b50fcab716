/**
 * The widgets' own texts (issue 8), in an entry of their own: `.` must stay free of `widgets/` and under its size budget, and
 * `./widgets` brings React and styles, which the message compiler (Node) and the server cannot load. The web app
 * and Storybook merge these with `domainMessages`.
 */
import type { Locale } from "./catalogues/catalogue";
import { type MessageSet, messageSetMessages } from "./i18n/messageSet";
import { signatureEditorMessages } from "./signature/messages";
import { entityFormMessages, entitySectionMessages } from "./state/entityForm";
import { kanbanMessages } from "./state/kanban";
import { kanbanBoardMessages } from "./widgets/Kanban/messages";
import { listViewMessages } from "./widgets/ListView/messages";
import { registrationWizardMessages } from "./widgets/RegistrationWizard/messages";
import { shortlistReviewMessages } from "./widgets/ShortlistReview/messages";

export const widgetMessageSets: readonly MessageSet[] = [
  signatureEditorMessages,
  entitySectionMessages,
  entityFormMessages,
  kanbanMessages,
  kanbanBoardMessages,
  listViewMessages,
  registrationWizardMessages,
  shortlistReviewMessages,
];

export function widgetMessages(locale: Locale): Record<string, string> {
  return messageSetMessages(widgetMessageSets, locale);
}
