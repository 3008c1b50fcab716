ALTER TABLE "shortlist_items" ADD COLUMN "show_salary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD COLUMN "show_cv" boolean DEFAULT false NOT NULL;