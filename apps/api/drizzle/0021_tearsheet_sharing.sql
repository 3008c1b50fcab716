ALTER TABLE "tearsheets" ADD COLUMN "talent_pool" boolean;--> statement-breakpoint
-- A candidate sits on a list once: a second entry made before the unique index is dropped (the first one stays).
DELETE FROM "tearsheet_candidates" d USING "tearsheet_candidates" k
  WHERE d."tearsheet_id" = k."tearsheet_id" AND d."candidate_id" = k."candidate_id" AND d."id" > k."id";--> statement-breakpoint
CREATE UNIQUE INDEX "tearsheet_candidates_tearsheet_id_candidate_id_key" ON "tearsheet_candidates" USING btree ("tearsheet_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tearsheets_talent_pool_key" ON "tearsheets" USING btree ("business_id") WHERE talent_pool is true;