-- Issue 6, lists. The full-text document and the trigram text of each searchable entity become stored generated
-- columns (`search_document`, `search_name`: src/db/schema/search.ts) with their GIN indexes on them; the btree
-- indexes of soft-deleted tables keep only live rows (every list reads only those, and a count is then answered by
-- the index alone); sub-search texts get trigram indexes.
--
-- Sub-searches: the texts of a property of every item of jsonb structures — a candidate's skill names, the
-- companies of their experiences, their languages — unaccented, lower-cased, one item per line, so a LIKE
-- pattern can find a part of an item (trigram index below) or a whole item between two newlines. An object counts
-- as one item, anything else as none. IMMUTABLE like 0002's wrappers: index expressions need it.
CREATE OR REPLACE FUNCTION public.seleta_json_search_text(property text, VARIADIC documents jsonb[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(public.seleta_unaccent(string_agg(item ->> property, E'\n')))
    FROM unnest(documents) AS document,
         jsonb_array_elements(CASE jsonb_typeof(document)
           WHEN 'array' THEN document
           WHEN 'object' THEN jsonb_build_array(document)
           ELSE '[]'::jsonb END) AS item
  $$;
--> statement-breakpoint
-- Highlighted snippets (ts_headline) read a record's own text, accents and capitals included: this configuration
-- unaccents before stemming, so 'Gestão' yields the lexeme the search documents store for 'gestao'.
CREATE TEXT SEARCH CONFIGURATION public.seleta_portuguese (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.seleta_portuguese
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.portuguese_stem;
--> statement-breakpoint
DROP INDEX "accounts_search_fts";--> statement-breakpoint
DROP INDEX "accounts_search_trgm";--> statement-breakpoint
DROP INDEX "applies_search_fts";--> statement-breakpoint
DROP INDEX "applies_search_trgm";--> statement-breakpoint
DROP INDEX "automations_search_fts";--> statement-breakpoint
DROP INDEX "automations_search_trgm";--> statement-breakpoint
DROP INDEX "benefits_search_fts";--> statement-breakpoint
DROP INDEX "benefits_search_trgm";--> statement-breakpoint
DROP INDEX "billing_plans_search_fts";--> statement-breakpoint
DROP INDEX "billing_plans_search_trgm";--> statement-breakpoint
DROP INDEX "businesses_search_fts";--> statement-breakpoint
DROP INDEX "businesses_search_trgm";--> statement-breakpoint
DROP INDEX "c_talks_events_search_fts";--> statement-breakpoint
DROP INDEX "c_talks_events_search_trgm";--> statement-breakpoint
DROP INDEX "c_talks_participants_search_fts";--> statement-breakpoint
DROP INDEX "c_talks_participants_search_trgm";--> statement-breakpoint
DROP INDEX "candidates_business_id_created_at_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_updated_at_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_name_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_role_name_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_email_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_city_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_state_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_status_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_source_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_professional_moment_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_clt_expectation_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_pj_expectation_idx";--> statement-breakpoint
DROP INDEX "candidates_business_id_last_activity_at_idx";--> statement-breakpoint
DROP INDEX "candidates_search_fts";--> statement-breakpoint
DROP INDEX "candidates_search_trgm";--> statement-breakpoint
DROP INDEX "category_sectors_search_fts";--> statement-breakpoint
DROP INDEX "category_sectors_search_trgm";--> statement-breakpoint
DROP INDEX "city_taxes_search_fts";--> statement-breakpoint
DROP INDEX "city_taxes_search_trgm";--> statement-breakpoint
DROP INDEX "client_companies_business_id_created_at_idx";--> statement-breakpoint
DROP INDEX "client_companies_business_id_updated_at_idx";--> statement-breakpoint
DROP INDEX "client_companies_business_id_name_idx";--> statement-breakpoint
DROP INDEX "client_companies_business_id_status_idx";--> statement-breakpoint
DROP INDEX "client_companies_business_id_city_idx";--> statement-breakpoint
DROP INDEX "client_companies_business_id_employees_idx";--> statement-breakpoint
DROP INDEX "client_companies_business_id_annual_revenue_idx";--> statement-breakpoint
DROP INDEX "client_companies_business_id_jobs_count_idx";--> statement-breakpoint
DROP INDEX "client_companies_search_fts";--> statement-breakpoint
DROP INDEX "client_companies_search_trgm";--> statement-breakpoint
DROP INDEX "client_contacts_search_fts";--> statement-breakpoint
DROP INDEX "client_contacts_search_trgm";--> statement-breakpoint
DROP INDEX "contacts_search_fts";--> statement-breakpoint
DROP INDEX "contacts_search_trgm";--> statement-breakpoint
DROP INDEX "core_industries_search_fts";--> statement-breakpoint
DROP INDEX "core_industries_search_trgm";--> statement-breakpoint
DROP INDEX "costumers_search_fts";--> statement-breakpoint
DROP INDEX "costumers_search_trgm";--> statement-breakpoint
DROP INDEX "courses_search_fts";--> statement-breakpoint
DROP INDEX "courses_search_trgm";--> statement-breakpoint
DROP INDEX "data_collections_search_fts";--> statement-breakpoint
DROP INDEX "data_collections_search_trgm";--> statement-breakpoint
DROP INDEX "email_templates_search_fts";--> statement-breakpoint
DROP INDEX "email_templates_search_trgm";--> statement-breakpoint
DROP INDEX "entity_cards_search_fts";--> statement-breakpoint
DROP INDEX "entity_cards_search_trgm";--> statement-breakpoint
DROP INDEX "equipment_search_fts";--> statement-breakpoint
DROP INDEX "equipment_search_trgm";--> statement-breakpoint
DROP INDEX "evaluations_search_fts";--> statement-breakpoint
DROP INDEX "evaluations_search_trgm";--> statement-breakpoint
DROP INDEX "feedbacks_search_fts";--> statement-breakpoint
DROP INDEX "feedbacks_search_trgm";--> statement-breakpoint
DROP INDEX "integrations_search_fts";--> statement-breakpoint
DROP INDEX "integrations_search_trgm";--> statement-breakpoint
DROP INDEX "interviews_search_fts";--> statement-breakpoint
DROP INDEX "interviews_search_trgm";--> statement-breakpoint
DROP INDEX "invoices_search_fts";--> statement-breakpoint
DROP INDEX "invoices_search_trgm";--> statement-breakpoint
DROP INDEX "jobs_business_id_created_at_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_updated_at_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_title_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_status_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_business_unit_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_openings_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_city_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_salary_min_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_salary_max_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_opened_at_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_deadline_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_closed_at_idx";--> statement-breakpoint
DROP INDEX "jobs_business_id_applies_count_idx";--> statement-breakpoint
DROP INDEX "jobs_search_fts";--> statement-breakpoint
DROP INDEX "jobs_search_trgm";--> statement-breakpoint
DROP INDEX "linkedin_core_industries_search_fts";--> statement-breakpoint
DROP INDEX "linkedin_core_industries_search_trgm";--> statement-breakpoint
DROP INDEX "meetings_search_fts";--> statement-breakpoint
DROP INDEX "meetings_search_trgm";--> statement-breakpoint
DROP INDEX "notes_search_fts";--> statement-breakpoint
DROP INDEX "notes_search_trgm";--> statement-breakpoint
DROP INDEX "off_limit_rule_candidates_search_fts";--> statement-breakpoint
DROP INDEX "off_limit_rule_candidates_search_trgm";--> statement-breakpoint
DROP INDEX "off_limits_search_fts";--> statement-breakpoint
DROP INDEX "off_limits_search_trgm";--> statement-breakpoint
DROP INDEX "partners_search_fts";--> statement-breakpoint
DROP INDEX "partners_search_trgm";--> statement-breakpoint
DROP INDEX "placements_search_fts";--> statement-breakpoint
DROP INDEX "placements_search_trgm";--> statement-breakpoint
DROP INDEX "position_levels_search_fts";--> statement-breakpoint
DROP INDEX "position_levels_search_trgm";--> statement-breakpoint
DROP INDEX "process_orchestrators_search_fts";--> statement-breakpoint
DROP INDEX "process_orchestrators_search_trgm";--> statement-breakpoint
DROP INDEX "projects_search_fts";--> statement-breakpoint
DROP INDEX "projects_search_trgm";--> statement-breakpoint
DROP INDEX "proposals_search_fts";--> statement-breakpoint
DROP INDEX "proposals_search_trgm";--> statement-breakpoint
DROP INDEX "prospecting_templates_search_fts";--> statement-breakpoint
DROP INDEX "prospecting_templates_search_trgm";--> statement-breakpoint
DROP INDEX "recruiters_search_fts";--> statement-breakpoint
DROP INDEX "recruiters_search_trgm";--> statement-breakpoint
DROP INDEX "reports_search_fts";--> statement-breakpoint
DROP INDEX "reports_search_trgm";--> statement-breakpoint
DROP INDEX "roles_search_fts";--> statement-breakpoint
DROP INDEX "roles_search_trgm";--> statement-breakpoint
DROP INDEX "sales_funnel_search_fts";--> statement-breakpoint
DROP INDEX "sales_funnel_search_trgm";--> statement-breakpoint
DROP INDEX "sendout_queues_search_fts";--> statement-breakpoint
DROP INDEX "sendout_queues_search_trgm";--> statement-breakpoint
DROP INDEX "settings_search_fts";--> statement-breakpoint
DROP INDEX "settings_search_trgm";--> statement-breakpoint
DROP INDEX "signatures_search_fts";--> statement-breakpoint
DROP INDEX "signatures_search_trgm";--> statement-breakpoint
DROP INDEX "site_configs_search_fts";--> statement-breakpoint
DROP INDEX "site_configs_search_trgm";--> statement-breakpoint
DROP INDEX "standard_billings_search_fts";--> statement-breakpoint
DROP INDEX "standard_billings_search_trgm";--> statement-breakpoint
DROP INDEX "standard_fees_search_fts";--> statement-breakpoint
DROP INDEX "standard_fees_search_trgm";--> statement-breakpoint
DROP INDEX "submissions_search_fts";--> statement-breakpoint
DROP INDEX "submissions_search_trgm";--> statement-breakpoint
DROP INDEX "surveys_search_fts";--> statement-breakpoint
DROP INDEX "surveys_search_trgm";--> statement-breakpoint
DROP INDEX "tasks_search_fts";--> statement-breakpoint
DROP INDEX "tasks_search_trgm";--> statement-breakpoint
DROP INDEX "tearsheet_candidates_search_fts";--> statement-breakpoint
DROP INDEX "tearsheet_candidates_search_trgm";--> statement-breakpoint
DROP INDEX "tearsheets_search_fts";--> statement-breakpoint
DROP INDEX "tearsheets_search_trgm";--> statement-breakpoint
DROP INDEX "template_notes_search_fts";--> statement-breakpoint
DROP INDEX "template_notes_search_trgm";--> statement-breakpoint
DROP INDEX "template_uploads_search_fts";--> statement-breakpoint
DROP INDEX "template_uploads_search_trgm";--> statement-breakpoint
DROP INDEX "utilities_search_fts";--> statement-breakpoint
DROP INDEX "utilities_search_trgm";--> statement-breakpoint
DROP INDEX "work_schedules_search_fts";--> statement-breakpoint
DROP INDEX "work_schedules_search_trgm";--> statement-breakpoint
DROP INDEX "workflow_templates_search_fts";--> statement-breakpoint
DROP INDEX "workflow_templates_search_trgm";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("email", "name"))) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("email", "name")) STORED;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("candidate_name", "job_title"))) STORED;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("candidate_name", "job_title")) STORED;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "c_talks_events" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title"))) STORED;--> statement-breakpoint
ALTER TABLE "c_talks_events" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "c_talks_participants" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "email"))) STORED;--> statement-breakpoint
ALTER TABLE "c_talks_participants" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "email")) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "role_name", "email", "mobile_phone", "linkedin", seleta_tags_text("tags"), "self_introduction", "cv_text"))) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "role_name", "email", "mobile_phone", "linkedin", seleta_tags_text("tags"))) STORED;--> statement-breakpoint
ALTER TABLE "category_sectors" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "category_sectors" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "city_taxes" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("city"))) STORED;--> statement-breakpoint
ALTER TABLE "city_taxes" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("city")) STORED;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "trade_name", "cnpj", "description"))) STORED;--> statement-breakpoint
ALTER TABLE "client_companies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "trade_name", "cnpj")) STORED;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "title", "email"))) STORED;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "title", "email")) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "company_name", "title", "email", "notes"))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "company_name", "title", "email")) STORED;--> statement-breakpoint
ALTER TABLE "core_industries" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "cnae"))) STORED;--> statement-breakpoint
ALTER TABLE "core_industries" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "cnae")) STORED;--> statement-breakpoint
ALTER TABLE "costumers" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "cnpj"))) STORED;--> statement-breakpoint
ALTER TABLE "costumers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "cnpj")) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title", "description"))) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "data_collections" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "data_collections" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "entity_cards" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "entity_cards" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "serial_number"))) STORED;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "serial_number")) STORED;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title"))) STORED;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("respondent_name", "comment"))) STORED;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("respondent_name")) STORED;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("candidate_name", "feedback"))) STORED;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("candidate_name")) STORED;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("number", "nfse_number"))) STORED;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("number", "nfse_number")) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title", "description", "requirements"))) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "linkedin_core_industries" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "linkedin_core_industries" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title", "description"))) STORED;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("action", "body"))) STORED;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("action")) STORED;--> statement-breakpoint
ALTER TABLE "off_limit_rule_candidates" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("candidate_name"))) STORED;--> statement-breakpoint
ALTER TABLE "off_limit_rule_candidates" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("candidate_name")) STORED;--> statement-breakpoint
ALTER TABLE "off_limits" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("reason"))) STORED;--> statement-breakpoint
ALTER TABLE "off_limits" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("reason")) STORED;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("candidate_name"))) STORED;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("candidate_name")) STORED;--> statement-breakpoint
ALTER TABLE "position_levels" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "position_levels" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "process_orchestrators" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "process_orchestrators" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "description"))) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title", "description"))) STORED;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "prospecting_templates" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "subject"))) STORED;--> statement-breakpoint
ALTER TABLE "prospecting_templates" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "subject")) STORED;--> statement-breakpoint
ALTER TABLE "recruiters" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name", "email"))) STORED;--> statement-breakpoint
ALTER TABLE "recruiters" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name", "email")) STORED;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "sales_funnel" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "sales_funnel" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "sendout_queues" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("subject", "to_email"))) STORED;--> statement-breakpoint
ALTER TABLE "sendout_queues" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("subject", "to_email")) STORED;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("key"))) STORED;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("key")) STORED;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("domain"))) STORED;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("domain")) STORED;--> statement-breakpoint
ALTER TABLE "standard_billings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "standard_billings" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "standard_fees" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "standard_fees" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("candidate_name", "comments"))) STORED;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("candidate_name")) STORED;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title"))) STORED;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("title", "description"))) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("title")) STORED;--> statement-breakpoint
ALTER TABLE "tearsheet_candidates" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("candidate_name"))) STORED;--> statement-breakpoint
ALTER TABLE "tearsheet_candidates" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("candidate_name")) STORED;--> statement-breakpoint
ALTER TABLE "tearsheets" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "tearsheets" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "template_notes" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "template_notes" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "template_uploads" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "template_uploads" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "utilities" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "utilities" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, seleta_search_text("name"))) STORED;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD COLUMN "search_name" text GENERATED ALWAYS AS (seleta_search_text("name")) STORED;--> statement-breakpoint
CREATE INDEX "candidates_skills_trgm" ON "candidates" USING gin (seleta_json_search_text('name'::text, "skills") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_experience_company_trgm" ON "candidates" USING gin (seleta_json_search_text('company'::text, "current_experience", "other_experiences") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_language_trgm" ON "candidates" USING gin (seleta_json_search_text('language'::text, "languages") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_search_fts" ON "accounts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "accounts_search_trgm" ON "accounts" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applies_search_fts" ON "applies" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "applies_search_trgm" ON "applies" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "automations_search_fts" ON "automations" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "automations_search_trgm" ON "automations" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "benefits_search_fts" ON "benefits" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "benefits_search_trgm" ON "benefits" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_plans_search_fts" ON "billing_plans" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "billing_plans_search_trgm" ON "billing_plans" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_search_fts" ON "businesses" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "businesses_search_trgm" ON "businesses" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "c_talks_events_search_fts" ON "c_talks_events" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "c_talks_events_search_trgm" ON "c_talks_events" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "c_talks_participants_search_fts" ON "c_talks_participants" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "c_talks_participants_search_trgm" ON "c_talks_participants" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_business_id_created_at_idx" ON "candidates" USING btree ("business_id","created_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_updated_at_idx" ON "candidates" USING btree ("business_id","updated_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_name_idx" ON "candidates" USING btree ("business_id","name") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_role_name_idx" ON "candidates" USING btree ("business_id","role_name") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_email_idx" ON "candidates" USING btree ("business_id","email") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_city_idx" ON "candidates" USING btree ("business_id","city") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_state_idx" ON "candidates" USING btree ("business_id","state") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_status_idx" ON "candidates" USING btree ("business_id","status") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_source_idx" ON "candidates" USING btree ("business_id","source") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_professional_moment_idx" ON "candidates" USING btree ("business_id","professional_moment") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_clt_expectation_idx" ON "candidates" USING btree ("business_id","clt_expectation") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_pj_expectation_idx" ON "candidates" USING btree ("business_id","pj_expectation") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_business_id_last_activity_at_idx" ON "candidates" USING btree ("business_id","last_activity_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_search_fts" ON "candidates" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "candidates_search_trgm" ON "candidates" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "category_sectors_search_fts" ON "category_sectors" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "category_sectors_search_trgm" ON "category_sectors" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "city_taxes_search_fts" ON "city_taxes" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "city_taxes_search_trgm" ON "city_taxes" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_companies_business_id_created_at_idx" ON "client_companies" USING btree ("business_id","created_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_updated_at_idx" ON "client_companies" USING btree ("business_id","updated_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_name_idx" ON "client_companies" USING btree ("business_id","name") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_status_idx" ON "client_companies" USING btree ("business_id","status") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_city_idx" ON "client_companies" USING btree ("business_id","city") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_employees_idx" ON "client_companies" USING btree ("business_id","employees") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_annual_revenue_idx" ON "client_companies" USING btree ("business_id","annual_revenue") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_business_id_jobs_count_idx" ON "client_companies" USING btree ("business_id","jobs_count") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_companies_search_fts" ON "client_companies" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "client_companies_search_trgm" ON "client_companies" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_contacts_search_fts" ON "client_contacts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "client_contacts_search_trgm" ON "client_contacts" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_fts" ON "contacts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "core_industries_search_fts" ON "core_industries" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "core_industries_search_trgm" ON "core_industries" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "costumers_search_fts" ON "costumers" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "costumers_search_trgm" ON "costumers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_fts" ON "courses" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "courses_search_trgm" ON "courses" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_collections_search_fts" ON "data_collections" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "data_collections_search_trgm" ON "data_collections" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_templates_search_fts" ON "email_templates" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "email_templates_search_trgm" ON "email_templates" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entity_cards_search_fts" ON "entity_cards" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "entity_cards_search_trgm" ON "entity_cards" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_search_fts" ON "equipment" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "equipment_search_trgm" ON "equipment" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "evaluations_search_fts" ON "evaluations" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "evaluations_search_trgm" ON "evaluations" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedbacks_search_fts" ON "feedbacks" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "feedbacks_search_trgm" ON "feedbacks" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "integrations_search_fts" ON "integrations" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "integrations_search_trgm" ON "integrations" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interviews_search_fts" ON "interviews" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "interviews_search_trgm" ON "interviews" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_fts" ON "invoices" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_business_id_created_at_idx" ON "jobs" USING btree ("business_id","created_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_updated_at_idx" ON "jobs" USING btree ("business_id","updated_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_title_idx" ON "jobs" USING btree ("business_id","title") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_status_idx" ON "jobs" USING btree ("business_id","status") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_business_unit_idx" ON "jobs" USING btree ("business_id","business_unit") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_openings_idx" ON "jobs" USING btree ("business_id","openings") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_city_idx" ON "jobs" USING btree ("business_id","city") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_salary_min_idx" ON "jobs" USING btree ("business_id","salary_min") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_salary_max_idx" ON "jobs" USING btree ("business_id","salary_max") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_opened_at_idx" ON "jobs" USING btree ("business_id","opened_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_deadline_idx" ON "jobs" USING btree ("business_id","deadline") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_closed_at_idx" ON "jobs" USING btree ("business_id","closed_at") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_business_id_applies_count_idx" ON "jobs" USING btree ("business_id","applies_count") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_search_fts" ON "jobs" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm" ON "jobs" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "linkedin_core_industries_search_fts" ON "linkedin_core_industries" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "linkedin_core_industries_search_trgm" ON "linkedin_core_industries" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_search_fts" ON "meetings" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "meetings_search_trgm" ON "meetings" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_search_fts" ON "notes" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "notes_search_trgm" ON "notes" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "off_limit_rule_candidates_search_fts" ON "off_limit_rule_candidates" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "off_limit_rule_candidates_search_trgm" ON "off_limit_rule_candidates" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "off_limits_search_fts" ON "off_limits" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "off_limits_search_trgm" ON "off_limits" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_search_fts" ON "partners" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "partners_search_trgm" ON "partners" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "placements_search_fts" ON "placements" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "placements_search_trgm" ON "placements" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "position_levels_search_fts" ON "position_levels" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "position_levels_search_trgm" ON "position_levels" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "process_orchestrators_search_fts" ON "process_orchestrators" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "process_orchestrators_search_trgm" ON "process_orchestrators" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_fts" ON "projects" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "projects_search_trgm" ON "projects" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_search_fts" ON "proposals" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "proposals_search_trgm" ON "proposals" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospecting_templates_search_fts" ON "prospecting_templates" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "prospecting_templates_search_trgm" ON "prospecting_templates" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recruiters_search_fts" ON "recruiters" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "recruiters_search_trgm" ON "recruiters" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_search_fts" ON "reports" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "reports_search_trgm" ON "reports" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_search_fts" ON "roles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "roles_search_trgm" ON "roles" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_funnel_search_fts" ON "sales_funnel" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "sales_funnel_search_trgm" ON "sales_funnel" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sendout_queues_search_fts" ON "sendout_queues" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "sendout_queues_search_trgm" ON "sendout_queues" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settings_search_fts" ON "settings" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "settings_search_trgm" ON "settings" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "signatures_search_fts" ON "signatures" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "signatures_search_trgm" ON "signatures" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_configs_search_fts" ON "site_configs" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "site_configs_search_trgm" ON "site_configs" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "standard_billings_search_fts" ON "standard_billings" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "standard_billings_search_trgm" ON "standard_billings" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "standard_fees_search_fts" ON "standard_fees" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "standard_fees_search_trgm" ON "standard_fees" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_search_fts" ON "submissions" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "submissions_search_trgm" ON "submissions" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surveys_search_fts" ON "surveys" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "surveys_search_trgm" ON "surveys" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_search_fts" ON "tasks" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm" ON "tasks" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tearsheet_candidates_search_fts" ON "tearsheet_candidates" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "tearsheet_candidates_search_trgm" ON "tearsheet_candidates" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tearsheets_search_fts" ON "tearsheets" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "tearsheets_search_trgm" ON "tearsheets" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "template_notes_search_fts" ON "template_notes" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "template_notes_search_trgm" ON "template_notes" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "template_uploads_search_fts" ON "template_uploads" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "template_uploads_search_trgm" ON "template_uploads" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "utilities_search_fts" ON "utilities" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "utilities_search_trgm" ON "utilities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_schedules_search_fts" ON "work_schedules" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "work_schedules_search_trgm" ON "work_schedules" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workflow_templates_search_fts" ON "workflow_templates" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "workflow_templates_search_trgm" ON "workflow_templates" USING gin ("search_name" gin_trgm_ops);