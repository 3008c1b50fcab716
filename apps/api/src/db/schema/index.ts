import { entityTables, joinTables } from "./entities";

export * from "./auth";
export * from "./engine";
export {
  type ColumnOrigin,
  type ColumnPlan,
  col,
  columnPlan,
  type EntityTable,
  entityTable,
  entityTables,
  indexPlan,
  type JoinTable,
  joinTableName,
  joinTables,
} from "./entities";
export * from "./limits";
export * from "./live";
export * from "./privacy";
export * from "./seedRuns";
export * from "./shortlists";

/*
 * drizzle-kit finds tables among this module's named exports only, so each generated table is exported by name
 * (test/schema.test.ts fails if one is missing: the migration would not create it).
 */
export const {
  candidates,
  jobs,
  client_companies,
  client_contacts,
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
  template_notes,
  prospecting_templates,
  sendout_queues,
  tearsheets,
  tearsheet_candidates,
  findings,
  shortlist_templates,
  invoices,
  billing_plans,
  evaluations,
  evaluation_requests,
  utilities,
  feedbacks,
  signatures,
  accounts,
  automations,
  benefits,
  businesses,
  city_taxes,
  core_industries,
  costumers,
  courses,
  data_collections,
  entity_cards,
  equipment,
  integrations,
  linkedin_core_industries,
  off_limit_rule_candidates,
  off_limits,
  partners,
  position_levels,
  process_orchestrators,
  recruiters,
  reports,
  roles,
  sales_funnel,
  settings,
  site_configs,
  standard_billings,
  standard_fees,
  surveys,
  template_uploads,
  work_schedules,
  workflow_templates,
  c_talks_events,
  c_talks_participants,
  category_sectors,
  email_templates,
  publications,
  solutions,
  programs,
  milestones,
  contact_messages,
} = entityTables;

export const {
  jobs_recruiters,
  jobs_benefits,
  meetings_attendees,
  notes_mentions,
  courses_benefits,
  recruiters_businesses,
  candidates_business_areas,
  interviews_recruiters,
  interviews_client_contacts,
  tearsheets_shared_with,
} = joinTables as Record<
  | "jobs_recruiters"
  | "jobs_benefits"
  | "meetings_attendees"
  | "notes_mentions"
  | "courses_benefits"
  | "recruiters_businesses"
  | "candidates_business_areas"
  | "interviews_recruiters"
  | "interviews_client_contacts"
  | "tearsheets_shared_with",
  (typeof joinTables)[string]
>;
