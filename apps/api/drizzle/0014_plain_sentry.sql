ALTER TABLE "applies" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "questions" jsonb;