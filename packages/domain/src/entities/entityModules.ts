import type { AnyEntity } from "./defineEntity";
import type { EntityName } from "./registry";

/**
 * Each entity's definition on demand, one module each: a page loads the definitions it shows (its entity, the entities
 * of its related lists), never the whole registry. The server and the API read the registry itself.
 */
const ENTITY_MODULES: Readonly<Record<EntityName, () => Promise<AnyEntity>>> = {
  candidates: () => import("./recruiter/candidates").then((module) => module.candidates),
  jobs: () => import("./recruiter/jobs").then((module) => module.jobs),
  client_companies: () => import("./recruiter/clientCompanies").then((module) => module.clientCompanies),
  client_contacts: () => import("./recruiter/clientContacts").then((module) => module.clientContacts),
  contacts: () => import("./recruiter/contacts").then((module) => module.contacts),
  projects: () => import("./recruiter/projects").then((module) => module.projects),
  proposals: () => import("./recruiter/proposals").then((module) => module.proposals),
  placements: () => import("./recruiter/placements").then((module) => module.placements),
  submissions: () => import("./recruiter/submissions").then((module) => module.submissions),
  applies: () => import("./recruiter/applies").then((module) => module.applies),
  interviews: () => import("./recruiter/interviews").then((module) => module.interviews),
  meetings: () => import("./recruiter/meetings").then((module) => module.meetings),
  tasks: () => import("./recruiter/tasks").then((module) => module.tasks),
  notes: () => import("./recruiter/notes").then((module) => module.notes),
  template_notes: () => import("./recruiter/templateNotes").then((module) => module.templateNotes),
  prospecting_templates: () => import("./recruiter/prospectingTemplates").then((module) => module.prospectingTemplates),
  sendout_queues: () => import("./recruiter/sendoutQueues").then((module) => module.sendoutQueues),
  tearsheets: () => import("./recruiter/tearsheets").then((module) => module.tearsheets),
  tearsheet_candidates: () => import("./recruiter/tearsheetCandidates").then((module) => module.tearsheetCandidates),
  findings: () => import("./recruiter/findings").then((module) => module.findings),
  shortlist_templates: () => import("./recruiter/shortlistTemplates").then((module) => module.shortlistTemplates),
  invoices: () => import("./recruiter/invoices").then((module) => module.invoices),
  billing_plans: () => import("./recruiter/billingPlans").then((module) => module.billingPlans),
  evaluations: () => import("./recruiter/evaluations").then((module) => module.evaluations),
  evaluation_requests: () => import("./recruiter/evaluationRequests").then((module) => module.evaluationRequests),
  utilities: () => import("./recruiter/utilities").then((module) => module.utilities),
  feedbacks: () => import("./recruiter/feedbacks").then((module) => module.feedbacks),
  signatures: () => import("./recruiter/signatures").then((module) => module.signatures),
  accounts: () => import("./administrator/accounts").then((module) => module.accounts),
  automations: () => import("./administrator/automations").then((module) => module.automations),
  benefits: () => import("./administrator/benefits").then((module) => module.benefits),
  businesses: () => import("./administrator/businesses").then((module) => module.businesses),
  city_taxes: () => import("./administrator/cityTaxes").then((module) => module.cityTaxes),
  core_industries: () => import("./administrator/coreIndustries").then((module) => module.coreIndustries),
  costumers: () => import("./administrator/costumers").then((module) => module.costumers),
  courses: () => import("./administrator/courses").then((module) => module.courses),
  data_collections: () => import("./administrator/dataCollections").then((module) => module.dataCollections),
  entity_cards: () => import("./administrator/entityCards").then((module) => module.entityCards),
  equipment: () => import("./administrator/equipment").then((module) => module.equipment),
  integrations: () => import("./administrator/integrations").then((module) => module.integrations),
  linkedin_core_industries: () =>
    import("./administrator/linkedinCoreIndustries").then((module) => module.linkedinCoreIndustries),
  off_limit_rule_candidates: () => import("./administrator/offLimits").then((module) => module.offLimitRuleCandidates),
  off_limits: () => import("./administrator/offLimits").then((module) => module.offLimits),
  partners: () => import("./administrator/partners").then((module) => module.partners),
  position_levels: () => import("./administrator/positionLevels").then((module) => module.positionLevels),
  process_orchestrators: () =>
    import("./administrator/processOrchestrators").then((module) => module.processOrchestrators),
  recruiters: () => import("./administrator/recruiters").then((module) => module.recruiters),
  reports: () => import("./administrator/reports").then((module) => module.reports),
  roles: () => import("./administrator/roles").then((module) => module.roles),
  sales_funnel: () => import("./administrator/salesFunnel").then((module) => module.salesFunnel),
  settings: () => import("./administrator/settings").then((module) => module.settings),
  site_configs: () => import("./administrator/siteConfigs").then((module) => module.siteConfigs),
  standard_billings: () => import("./administrator/standardBillings").then((module) => module.standardBillings),
  standard_fees: () => import("./administrator/standardFees").then((module) => module.standardFees),
  surveys: () => import("./administrator/surveys").then((module) => module.surveys),
  template_uploads: () => import("./administrator/templateUploads").then((module) => module.templateUploads),
  work_schedules: () => import("./administrator/workSchedules").then((module) => module.workSchedules),
  workflow_templates: () => import("./administrator/workflowTemplates").then((module) => module.workflowTemplates),
  c_talks_events: () => import("./administrator/cTalks").then((module) => module.cTalksEvents),
  c_talks_participants: () => import("./administrator/cTalks").then((module) => module.cTalksParticipants),
  category_sectors: () => import("./administrator/categorySectors").then((module) => module.categorySectors),
  email_templates: () => import("./administrator/emailTemplates").then((module) => module.emailTemplates),
  publications: () => import("./administrator/siteContent").then((module) => module.publications),
  solutions: () => import("./administrator/siteContent").then((module) => module.solutions),
  programs: () => import("./administrator/siteContent").then((module) => module.programs),
  milestones: () => import("./administrator/siteContent").then((module) => module.milestones),
  contact_messages: () => import("./administrator/contactMessages").then((module) => module.contactMessages),
};

const loaded = new Map<string, AnyEntity>();

/** Loads the named entities' definitions (each once), for `loadedEntity` to read. */
export async function loadEntities(names: readonly EntityName[]): Promise<void> {
  const missing = [...new Set(names)].filter((name) => !loaded.has(name));
  const definitions = await Promise.all(missing.map((name) => ENTITY_MODULES[name]()));
  for (const definition of definitions) loaded.set(definition.name, definition);
}

/** A definition `loadEntities` loaded: reading one that was not is a page's mistake, never the visitor's. */
export function loadedEntity(name: string): AnyEntity {
  const entity = loaded.get(name);
  if (!entity) throw new Error(`The entity ${name} was read before its definition was loaded (loadEntities)`);
  return entity;
}
