-- Text orders by pt-BR collation's primary order (accents and capitals do not count) on PGlite and PostgreSQL
-- alike: a sort key, unaccented (0002's fixed dictionary) and lower-cased, which ORDER BY compares byte by byte
-- (`COLLATE "C"`, whatever collation the database was created with). IMMUTABLE like 0002's wrappers: the
-- indexes below are built on it, and lists order by the very same expression (src/db/schema/sortKey.ts). Each
-- sortable text column keeps its plain index too: where conditions compare the text itself (`city = 'Recife'`).
CREATE OR REPLACE FUNCTION public.seleta_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.seleta_unaccent($1)) $$;
--> statement-breakpoint
CREATE INDEX "accounts_email_sort_idx" ON "accounts" USING btree (seleta_sort_key("email") collate "C");--> statement-breakpoint
CREATE INDEX "accounts_name_sort_idx" ON "accounts" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "applies_business_id_candidate_name_sort_idx" ON "applies" USING btree ("business_id",seleta_sort_key("candidate_name") collate "C");--> statement-breakpoint
CREATE INDEX "applies_business_id_job_title_sort_idx" ON "applies" USING btree ("business_id",seleta_sort_key("job_title") collate "C");--> statement-breakpoint
CREATE INDEX "automations_business_id_name_sort_idx" ON "automations" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "benefits_name_sort_idx" ON "benefits" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "billing_plans_business_id_name_sort_idx" ON "billing_plans" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "businesses_name_sort_idx" ON "businesses" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "c_talks_events_business_id_title_sort_idx" ON "c_talks_events" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "c_talks_participants_business_id_name_sort_idx" ON "c_talks_participants" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "c_talks_participants_business_id_company_sort_idx" ON "c_talks_participants" USING btree ("business_id",seleta_sort_key("company") collate "C");--> statement-breakpoint
CREATE INDEX "candidates_business_id_name_sort_idx" ON "candidates" USING btree ("business_id",seleta_sort_key("name") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_role_name_sort_idx" ON "candidates" USING btree ("business_id",seleta_sort_key("role_name") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_email_sort_idx" ON "candidates" USING btree ("business_id",seleta_sort_key("email") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_city_sort_idx" ON "candidates" USING btree ("business_id",seleta_sort_key("city") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_state_sort_idx" ON "candidates" USING btree ("business_id",seleta_sort_key("state") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "category_sectors_name_sort_idx" ON "category_sectors" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "city_taxes_city_sort_idx" ON "city_taxes" USING btree (seleta_sort_key("city") collate "C");--> statement-breakpoint
CREATE INDEX "city_taxes_state_sort_idx" ON "city_taxes" USING btree (seleta_sort_key("state") collate "C");--> statement-breakpoint
CREATE INDEX "client_companies_business_id_name_sort_idx" ON "client_companies" USING btree ("business_id",seleta_sort_key("name") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_city_sort_idx" ON "client_companies" USING btree ("business_id",seleta_sort_key("city") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_contacts_business_id_name_sort_idx" ON "client_contacts" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "client_contacts_business_id_title_sort_idx" ON "client_contacts" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "contacts_business_id_name_sort_idx" ON "contacts" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "contacts_business_id_company_name_sort_idx" ON "contacts" USING btree ("business_id",seleta_sort_key("company_name") collate "C");--> statement-breakpoint
CREATE INDEX "core_industries_name_sort_idx" ON "core_industries" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "costumers_business_id_name_sort_idx" ON "costumers" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "courses_business_id_title_sort_idx" ON "courses" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "data_collections_business_id_name_sort_idx" ON "data_collections" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "email_templates_business_id_name_sort_idx" ON "email_templates" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "email_templates_business_id_event_sort_idx" ON "email_templates" USING btree ("business_id",seleta_sort_key("event") collate "C");--> statement-breakpoint
CREATE INDEX "entity_cards_business_id_name_sort_idx" ON "entity_cards" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "equipment_business_id_name_sort_idx" ON "equipment" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "equipment_business_id_category_sort_idx" ON "equipment" USING btree ("business_id",seleta_sort_key("category") collate "C");--> statement-breakpoint
CREATE INDEX "evaluations_business_id_title_sort_idx" ON "evaluations" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "feedbacks_business_id_respondent_name_sort_idx" ON "feedbacks" USING btree ("business_id",seleta_sort_key("respondent_name") collate "C");--> statement-breakpoint
CREATE INDEX "integrations_name_sort_idx" ON "integrations" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "interviews_business_id_candidate_name_sort_idx" ON "interviews" USING btree ("business_id",seleta_sort_key("candidate_name") collate "C");--> statement-breakpoint
CREATE INDEX "invoices_business_id_number_sort_idx" ON "invoices" USING btree ("business_id",seleta_sort_key("number") collate "C");--> statement-breakpoint
CREATE INDEX "jobs_business_id_title_sort_idx" ON "jobs" USING btree ("business_id",seleta_sort_key("title") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_city_sort_idx" ON "jobs" USING btree ("business_id",seleta_sort_key("city") collate "C") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "linkedin_core_industries_name_sort_idx" ON "linkedin_core_industries" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "meetings_business_id_title_sort_idx" ON "meetings" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "notes_business_id_action_sort_idx" ON "notes" USING btree ("business_id",seleta_sort_key("action") collate "C");--> statement-breakpoint
CREATE INDEX "off_limit_rule_candidates_business_id_candidate_name_sort_idx" ON "off_limit_rule_candidates" USING btree ("business_id",seleta_sort_key("candidate_name") collate "C");--> statement-breakpoint
CREATE INDEX "partners_business_id_name_sort_idx" ON "partners" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "placements_business_id_candidate_name_sort_idx" ON "placements" USING btree ("business_id",seleta_sort_key("candidate_name") collate "C");--> statement-breakpoint
CREATE INDEX "position_levels_name_sort_idx" ON "position_levels" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "process_orchestrators_business_id_name_sort_idx" ON "process_orchestrators" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "projects_business_id_name_sort_idx" ON "projects" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "proposals_business_id_title_sort_idx" ON "proposals" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "prospecting_templates_business_id_name_sort_idx" ON "prospecting_templates" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "recruiters_name_sort_idx" ON "recruiters" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "recruiters_email_sort_idx" ON "recruiters" USING btree (seleta_sort_key("email") collate "C");--> statement-breakpoint
CREATE INDEX "reports_business_id_name_sort_idx" ON "reports" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "roles_name_sort_idx" ON "roles" USING btree (seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "sales_funnel_business_id_name_sort_idx" ON "sales_funnel" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "sendout_queues_business_id_subject_sort_idx" ON "sendout_queues" USING btree ("business_id",seleta_sort_key("subject") collate "C");--> statement-breakpoint
CREATE INDEX "settings_business_id_key_sort_idx" ON "settings" USING btree ("business_id",seleta_sort_key("key") collate "C");--> statement-breakpoint
CREATE INDEX "signatures_business_id_name_sort_idx" ON "signatures" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "site_configs_business_id_domain_sort_idx" ON "site_configs" USING btree ("business_id",seleta_sort_key("domain") collate "C");--> statement-breakpoint
CREATE INDEX "standard_billings_business_id_name_sort_idx" ON "standard_billings" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "standard_fees_business_id_name_sort_idx" ON "standard_fees" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "submissions_business_id_candidate_name_sort_idx" ON "submissions" USING btree ("business_id",seleta_sort_key("candidate_name") collate "C");--> statement-breakpoint
CREATE INDEX "surveys_business_id_title_sort_idx" ON "surveys" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "tasks_business_id_title_sort_idx" ON "tasks" USING btree ("business_id",seleta_sort_key("title") collate "C");--> statement-breakpoint
CREATE INDEX "tearsheet_candidates_business_id_candidate_name_sort_idx" ON "tearsheet_candidates" USING btree ("business_id",seleta_sort_key("candidate_name") collate "C");--> statement-breakpoint
CREATE INDEX "tearsheets_business_id_name_sort_idx" ON "tearsheets" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "template_notes_business_id_name_sort_idx" ON "template_notes" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "template_notes_business_id_action_sort_idx" ON "template_notes" USING btree ("business_id",seleta_sort_key("action") collate "C");--> statement-breakpoint
CREATE INDEX "template_uploads_business_id_name_sort_idx" ON "template_uploads" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "utilities_business_id_name_sort_idx" ON "utilities" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "utilities_business_id_category_sort_idx" ON "utilities" USING btree ("business_id",seleta_sort_key("category") collate "C");--> statement-breakpoint
CREATE INDEX "work_schedules_business_id_name_sort_idx" ON "work_schedules" USING btree ("business_id",seleta_sort_key("name") collate "C");--> statement-breakpoint
CREATE INDEX "workflow_templates_business_id_name_sort_idx" ON "workflow_templates" USING btree ("business_id",seleta_sort_key("name") collate "C");