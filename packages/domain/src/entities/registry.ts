import type { Locale } from "../catalogues/catalogue";
import type { Message } from "../i18n/messageSet";
import { accounts } from "./administrator/accounts";
import { automations } from "./administrator/automations";
import { benefits } from "./administrator/benefits";
import { businesses } from "./administrator/businesses";
import { categorySectors } from "./administrator/categorySectors";
import { cityTaxes } from "./administrator/cityTaxes";
import { contactMessages } from "./administrator/contactMessages";
import { coreIndustries } from "./administrator/coreIndustries";
import { costumers } from "./administrator/costumers";
import { courses } from "./administrator/courses";
import { cTalksEvents, cTalksParticipants } from "./administrator/cTalks";
import { dataCollections } from "./administrator/dataCollections";
import { emailTemplates } from "./administrator/emailTemplates";
import { entityCards } from "./administrator/entityCards";
import { equipment } from "./administrator/equipment";
import { integrations } from "./administrator/integrations";
import { linkedinCoreIndustries } from "./administrator/linkedinCoreIndustries";
import { offLimitRuleCandidates, offLimits } from "./administrator/offLimits";
import { partners } from "./administrator/partners";
import { positionLevels } from "./administrator/positionLevels";
import { processOrchestrators } from "./administrator/processOrchestrators";
import { recruiters } from "./administrator/recruiters";
import { reports } from "./administrator/reports";
import { roles } from "./administrator/roles";
import { salesFunnel } from "./administrator/salesFunnel";
import { settings } from "./administrator/settings";
import { siteConfigs } from "./administrator/siteConfigs";
import { milestones, programs, publications, solutions } from "./administrator/siteContent";
import { standardBillings } from "./administrator/standardBillings";
import { standardFees } from "./administrator/standardFees";
import { surveys } from "./administrator/surveys";
import { templateUploads } from "./administrator/templateUploads";
import { workflowTemplates } from "./administrator/workflowTemplates";
import { workSchedules } from "./administrator/workSchedules";
import { type AnyEntity, entityMessageId, type FieldDefinition, systemFieldMessages } from "./defineEntity";
import { isEntityName } from "./entityIndex";
import { applies } from "./recruiter/applies";
import { billingPlans } from "./recruiter/billingPlans";
import { candidates } from "./recruiter/candidates";
import { clientCompanies } from "./recruiter/clientCompanies";
import { clientContacts } from "./recruiter/clientContacts";
import { contacts } from "./recruiter/contacts";
import { evaluationRequests } from "./recruiter/evaluationRequests";
import { evaluations } from "./recruiter/evaluations";
import { feedbacks } from "./recruiter/feedbacks";
import { findings } from "./recruiter/findings";
import { interviews } from "./recruiter/interviews";
import { invoices } from "./recruiter/invoices";
import { jobs } from "./recruiter/jobs";
import { meetings } from "./recruiter/meetings";
import { notes } from "./recruiter/notes";
import { placements } from "./recruiter/placements";
import { projects } from "./recruiter/projects";
import { proposals } from "./recruiter/proposals";
import { prospectingTemplates } from "./recruiter/prospectingTemplates";
import { sendoutQueues } from "./recruiter/sendoutQueues";
import { shortlistTemplates } from "./recruiter/shortlistTemplates";
import { signatures } from "./recruiter/signatures";
import { submissions } from "./recruiter/submissions";
import { tasks } from "./recruiter/tasks";
import { tearsheetCandidates } from "./recruiter/tearsheetCandidates";
import { tearsheets } from "./recruiter/tearsheets";
import { templateNotes } from "./recruiter/templateNotes";
import { utilities } from "./recruiter/utilities";

/** Every entity by its name: the one registry lists, forms, the API and the API client read. */
export const entities = {
  candidates,
  jobs,
  client_companies: clientCompanies,
  client_contacts: clientContacts,
  contacts,
  projects,
  proposals,
  placements,
  submissions,
  applies,
  interviews,
  meetings,
  tasks,
  notes,
  template_notes: templateNotes,
  prospecting_templates: prospectingTemplates,
  sendout_queues: sendoutQueues,
  tearsheets,
  tearsheet_candidates: tearsheetCandidates,
  findings,
  shortlist_templates: shortlistTemplates,
  invoices,
  billing_plans: billingPlans,
  evaluations,
  evaluation_requests: evaluationRequests,
  utilities,
  feedbacks,
  signatures,
  accounts,
  automations,
  benefits,
  businesses,
  city_taxes: cityTaxes,
  core_industries: coreIndustries,
  costumers,
  courses,
  data_collections: dataCollections,
  entity_cards: entityCards,
  equipment,
  integrations,
  linkedin_core_industries: linkedinCoreIndustries,
  off_limit_rule_candidates: offLimitRuleCandidates,
  off_limits: offLimits,
  partners,
  position_levels: positionLevels,
  process_orchestrators: processOrchestrators,
  recruiters,
  reports,
  roles,
  sales_funnel: salesFunnel,
  settings,
  site_configs: siteConfigs,
  standard_billings: standardBillings,
  standard_fees: standardFees,
  surveys,
  template_uploads: templateUploads,
  work_schedules: workSchedules,
  workflow_templates: workflowTemplates,
  c_talks_events: cTalksEvents,
  c_talks_participants: cTalksParticipants,
  category_sectors: categorySectors,
  email_templates: emailTemplates,
  publications,
  solutions,
  programs,
  milestones,
  contact_messages: contactMessages,
} as const;

export type Entities = typeof entities;
export type EntityName = keyof Entities;

export const entityList: readonly AnyEntity[] = Object.values(entities);

export function getEntity<N extends EntityName>(name: N): Entities[N] {
  return entities[name];
}

/** The entity of a name that comes from outside (a URL, a request): undefined when there is none. */
export function findEntity(name: string): AnyEntity | undefined {
  return isEntityName(name) ? entities[name] : undefined;
}

export function findEntityByModel(model: string): AnyEntity | undefined {
  return entityList.find((entity) => entity.model === model);
}

/** A field's label and its properties' labels, all the way down. */
function fieldLabelMessages(field: FieldDefinition): Message[] {
  return [
    { id: field.messageId, ...field.label },
    ...(field.items ?? []).flatMap(fieldLabelMessages),
    ...(field.mapValue ? fieldLabelMessages(field.mapValue) : []),
  ];
}

/** Every entity's label, field labels and related pages' links as messages. */
export function entityMessageList(): Message[] {
  return [
    ...systemFieldMessages,
    ...entityList.flatMap((entity) => [
      entity.label.one,
      entity.label.many,
      ...entity.fieldList.filter((field) => !field.system).flatMap(fieldLabelMessages),
      ...entity.fieldList.flatMap((field) =>
        field.help ? [{ id: entityMessageId(entity.name, `help.${field.key}`), ...field.help }] : [],
      ),
      ...entity.relatedPages.map((page) => page.label),
    ]),
  ];
}

export function entityMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(entityMessageList().map((message) => [message.id, message[locale]]));
}
