CREATE TABLE "candidates_business_areas" (
	"record_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	CONSTRAINT "candidates_business_areas_pkey" PRIMARY KEY("record_id","related_id")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "registration_stage" integer;--> statement-breakpoint
ALTER TABLE "candidates_business_areas" ADD CONSTRAINT "candidates_business_areas_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates_business_areas" ADD CONSTRAINT "candidates_business_areas_related_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."category_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_business_areas_related_id_idx" ON "candidates_business_areas" USING btree ("related_id");