import { applySources } from "./applySources";
import { applyStages } from "./applyStages";
import { authStrategies } from "./authStrategies";
import { automationActions } from "./automationActions";
import { automationTriggers } from "./automationTriggers";
import { billingModels } from "./billingModels";
import { brazilianStates } from "./brazilianStates";
import { businessUnits } from "./businessUnits";
import { candidateStatus } from "./candidateStatus";
import type { Catalogue } from "./catalogue";
import { clientCompanyStatuses } from "./clientCompanyStatuses";
import { contactMessageStatuses } from "./contactMessageStatuses";
import { contractGenders, contractModels, punchInOptions } from "./contractOptions";
import { dataCollectionStatuses } from "./dataCollectionStatuses";
import { disabilities, disabilityCategories } from "./disabilities";
import { ethnicities } from "./ethnicities";
import { findingStatuses } from "./findingStatuses";
import { biologicalGenders, genders } from "./genders";
import { groupCompanies } from "./groupCompanies";
import { hiringRegimes } from "./hiringRegimes";
import { integrationProviders } from "./integrationProviders";
import { interviewStatuses } from "./interviewStatuses";
import { invoiceStatuses } from "./invoiceStatuses";
import { jobStatuses } from "./jobStatuses";
import { kinship } from "./kinship";
import { languageLevels } from "./languageLevels";
import { leadStatuses } from "./leadStatuses";
import { messageChannels } from "./messageChannels";
import { notificationKinds, notificationTabs } from "./notificationTabs";
import { offLimitScopes } from "./offLimitScopes";
import { permissionActions } from "./permissionActions";
import { placementStatuses } from "./placementStatuses";
import { professionalMoments } from "./professionalMoments";
import { projectStatuses } from "./projectStatuses";
import { proposalClosedReasons, proposalStatuses } from "./proposalStatuses";
import { questionResponseTypes } from "./questionResponseTypes";
import { rejectReasons } from "./rejectReasons";
import { reportingOrder } from "./reportingOrder";
import { mailSendingTypes, sendOutStatuses } from "./sendOutStatuses";
import { contentLocales, publicationKinds } from "./siteContent";
import { skillLevels, skillYears } from "./skillYears";
import { submissionStatuses } from "./submissionStatuses";
import { taskPriorities } from "./taskPriorities";
import { taskTypes } from "./taskTypes";
import { tearsheetStages } from "./tearsheetStages";
import { workTypes } from "./workTypes";

/** Every catalogue of the `.` entry (countries live in their own entry), for messages and admin screens. */
export const allCatalogues: readonly Catalogue[] = [
  professionalMoments,
  candidateStatus,
  applyStages,
  submissionStatuses,
  interviewStatuses,
  rejectReasons,
  reportingOrder,
  proposalStatuses,
  proposalClosedReasons,
  clientCompanyStatuses,
  sendOutStatuses,
  mailSendingTypes,
  taskTypes,
  questionResponseTypes,
  notificationTabs,
  notificationKinds,
  hiringRegimes,
  genders,
  biologicalGenders,
  ethnicities,
  languageLevels,
  workTypes,
  skillYears,
  skillLevels,
  punchInOptions,
  contractModels,
  contractGenders,
  kinship,
  applySources,
  disabilities,
  disabilityCategories,
  businessUnits,
  groupCompanies,
  jobStatuses,
  leadStatuses,
  projectStatuses,
  placementStatuses,
  taskPriorities,
  invoiceStatuses,
  billingModels,
  tearsheetStages,
  findingStatuses,
  messageChannels,
  dataCollectionStatuses,
  integrationProviders,
  automationTriggers,
  automationActions,
  permissionActions,
  offLimitScopes,
  authStrategies,
  contentLocales,
  publicationKinds,
  contactMessageStatuses,
  brazilianStates,
];
