/**
 * The `./candidate-widgets` entry: the candidate area's widgets (its shell, the profile's sections, the CV, the
 * application form, where each application stands, the privacy settings), all drawn on the server into documents
 * without scripts. Apart from `./widgets`, whose size the recruiter's shell pays for.
 */

// The profile's description: pages, groups, structures, completeness, the side menu.
export * from "../../candidatePortal";
// The registration wizard (spec §2) and the description of its stages.
export {
  afterRegistrationPath,
  isRegistrationStage,
  neighbourStages,
  REGISTRATION_STAGE_FIELDS,
  registrationStageShown,
} from "../../candidatePortal/registrationStageFields";
// The candidates entity alone, not the whole registry: a candidate page needs no other entity.
export { candidates } from "../../entities/recruiter/candidates";
// The registry's form as a document (no script): the profile's pages and the registration wizard's stages.
export {
  addRowIntent,
  applyStructureIntent,
  type DocumentFormValues,
  FORM_INTENT_FIELD,
  type FormIntent,
  type PostedForm,
  parseEntityValues,
  parseFieldValue,
  parseFormIntent,
  parseTypedNumber,
  postedEntityValues,
  readPostedEntityValues,
  readPostedForm,
  removeRowIntent,
  scopeFields,
  withHttps,
} from "../../forms/postedForm";
export type { RegistrationStage } from "../../state/registrationWizard";
export { displayValue } from "../EntityDetail/displayValue";
export { EntityForm, type EntityFormProps, formScope, hasFieldInput } from "../EntityForm";
// The registration wizard's frame: its progress, its stages, the stage's form.
export { RegistrationWizard } from "../RegistrationWizard";
// A public job's one address, for the candidate pages that link to the job board.
export { publicJobPath } from "../site/jobBoard/jobBoardLinks";
// The widgets' message formatter, for pages that format a widget text themselves.
export { formatDomainMessage, useLocale, useMessage } from "../useMessage";
// Where each application stands (the `candidacy` page).
export {
  CandidacyTimeline,
  type CandidacyTimelineProps,
  candidacyClosureMessage,
  candidacyStatusMessage,
  candidacyTimelineMessages,
} from "./CandidacyTimeline";
export { CandidateShell, type CandidateShellProps, type CandidateShellUser } from "./CandidateShell";
// The privacy settings: the candidate's consents per purpose (LGPD).
export * from "./ConsentsPanel";
export * from "./CvUpload";
export * from "./QuestionAnswerForm";
// The cultural fit's result: the Big Five traits in plain language.
export { TraitProfile, type TraitProfileProps } from "./TraitProfile";
