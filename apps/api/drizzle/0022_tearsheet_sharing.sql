CREATE TABLE "tearsheets_shared_with" (
	"record_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	CONSTRAINT "tearsheets_shared_with_pkey" PRIMARY KEY("record_id","related_id")
);
--> statement-breakpoint
ALTER TABLE "tearsheets" ADD COLUMN "talent_pool" boolean;--> statement-breakpoint
ALTER TABLE "tearsheets_shared_with" ADD CONSTRAINT "tearsheets_shared_with_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."tearsheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tearsheets_shared_with" ADD CONSTRAINT "tearsheets_shared_with_related_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tearsheets_shared_with_related_id_idx" ON "tearsheets_shared_with" USING btree ("related_id");--> statement-breakpoint
-- A candidate sits on a list once: a second entry made before the unique index is dropped (the first one stays).
DELETE FROM "tearsheet_candidates" d USING "tearsheet_candidates" k
  WHERE d."tearsheet_id" = k."tearsheet_id" AND d."candidate_id" = k."candidate_id" AND d."id" > k."id";--> statement-breakpoint
CREATE UNIQUE INDEX "tearsheet_candidates_tearsheet_id_candidate_id_key" ON "tearsheet_candidates" USING btree ("tearsheet_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tearsheets_talent_pool_key" ON "tearsheets" USING btree ("business_id") WHERE talent_pool is true;