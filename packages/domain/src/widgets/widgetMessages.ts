/**
 * The widgets' own texts, in an entry of their own (`./widget-messages`): `.` must stay free of `widgets/` and within
 * its size budget, and `./widgets` brings React and styles, which the message compiler (Node) and the server cannot load. So
 * this module and the message files it gathers import no React and no styles. The web app and Storybook merge these
 * with `domainMessages`.
 */
import { candidateMenuMessages } from "../candidatePortal/candidateMenu";
import { candidateProfileMessages } from "../candidatePortal/profileSections";
import type { Locale } from "../catalogues/catalogue";
import { type MessageSet, messageSetMessages } from "../i18n/messageSet";
import { questionnaireMessages } from "../questionnaire/answers";
import { entityFormMessages, entitySectionMessages } from "../state/entityForm";
import { kanbanMessages } from "../state/kanban";
import { shortlistStatusMessages } from "../state/shortlistStatus";
import { bulkUpdateMessages } from "./BulkUpdateDialog/messages";
import { calendarMessages } from "./Calendar/messages";
import { cancelRecordMessages } from "./CancelRecordDialog/messages";
import { candidateMergeMessages } from "./CandidateMerge/messages";
import { clientPortalMessages } from "./ClientPortal/messages";
import { candidacyTimelineMessages } from "./candidate/CandidacyTimeline/messages";
import { consentsPanelMessages } from "./candidate/ConsentsPanel/messages";
import { cvUploadMessages } from "./candidate/CvUpload/messages";
import { questionAnswerFormMessages } from "./candidate/QuestionAnswerForm/messages";
import { traitProfileMessages } from "./candidate/TraitProfile/messages";
import { applyAnswersMessages } from "./EntityDetail/answerMessages";
import { entityFormWidgetMessages } from "./EntityForm/messages";
import { mapInputMessages, structureInputMessages } from "./EntityForm/structureMessages";
import { jobQuestionsEditorMessages } from "./JobQuestionsEditor/messages";
import { kanbanBoardMessages } from "./Kanban/messages";
import { listPickerMessages } from "./ListPicker/messages";
import { listViewMessages } from "./ListView/messages";
import { registrationWizardMessages } from "./RegistrationWizard/messages";
import { shortlistEditorMessages } from "./ShortlistBuilder/messages";
import { shortlistCommentsMessages } from "./ShortlistComments/messages";
import { shortlistRecipientsMessages } from "./ShortlistRecipients/messages";
import { shortlistReviewMessages } from "./ShortlistReview/messages";
import { signatureEditorMessages } from "./signature/messages";
import { candidateSignInMessages } from "./site/CandidateSignIn/messages";
import { contactFormMessages } from "./site/ContactForm/messages";
import { jobBoardMessages } from "./site/jobBoard/messages";
import { siteChromeMessages } from "./site/messages";

export const widgetMessageSets: readonly MessageSet[] = [
  candidateMenuMessages,
  candidateProfileMessages,
  signatureEditorMessages,
  candidacyTimelineMessages,
  entitySectionMessages,
  entityFormMessages,
  structureInputMessages,
  mapInputMessages,
  entityFormWidgetMessages,
  kanbanMessages,
  kanbanBoardMessages,
  jobQuestionsEditorMessages,
  questionAnswerFormMessages,
  questionnaireMessages,
  applyAnswersMessages,
  cvUploadMessages,
  listViewMessages,
  registrationWizardMessages,
  shortlistReviewMessages,
  shortlistEditorMessages,
  shortlistCommentsMessages,
  listPickerMessages,
  bulkUpdateMessages,
  shortlistRecipientsMessages,
  shortlistStatusMessages,
  clientPortalMessages,
  siteChromeMessages,
  traitProfileMessages,
  consentsPanelMessages,
  cancelRecordMessages,
  calendarMessages,
  candidateMergeMessages,
];

export function widgetMessages(locale: Locale): Record<string, string> {
  return messageSetMessages(widgetMessageSets, locale);
}

/**
 * The widgets only the candidate area renders (its shell and profile, the registration wizard, the CV, the
 * applications and their questionnaires, the questionnaire's result, the consents). They are in `widgetMessageSets` too; the web app ships
 * them in the candidate area's own messages, which no other area loads.
 */
export const candidateAreaWidgetMessageSets: readonly MessageSet[] = [
  candidateMenuMessages,
  candidateProfileMessages,
  registrationWizardMessages,
  cvUploadMessages,
  questionAnswerFormMessages,
  // The questionnaire's refusals: the candidate area's actions and the API format them, no browser does.
  questionnaireMessages,
  candidacyTimelineMessages,
  traitProfileMessages,
  consentsPanelMessages,
];

export function candidateAreaWidgetMessages(locale: Locale): Record<string, string> {
  return messageSetMessages(candidateAreaWidgetMessageSets, locale);
}

/**
 * The public site's widgets' texts (`./site-widgets`), apart: those widgets render only on the server (public pages
 * ship no scripts), so the web app compiles these into the messages only the server reads.
 */
export const siteWidgetMessageSets: readonly MessageSet[] = [
  candidateSignInMessages,
  contactFormMessages,
  jobBoardMessages,
];

export function siteWidgetMessages(locale: Locale): Record<string, string> {
  return messageSetMessages(siteWidgetMessageSets, locale);
}
