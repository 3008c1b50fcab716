CREATE TABLE "interviews_client_contacts" (
	"record_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	CONSTRAINT "interviews_client_contacts_pkey" PRIMARY KEY("record_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "interviews_recruiters" (
	"record_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	CONSTRAINT "interviews_recruiters_pkey" PRIMARY KEY("record_id","related_id")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "invitation_sequence" integer;--> statement-breakpoint
ALTER TABLE "interviews_client_contacts" ADD CONSTRAINT "interviews_client_contacts_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews_client_contacts" ADD CONSTRAINT "interviews_client_contacts_related_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews_recruiters" ADD CONSTRAINT "interviews_recruiters_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews_recruiters" ADD CONSTRAINT "interviews_recruiters_related_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_client_contacts_related_id_idx" ON "interviews_client_contacts" USING btree ("related_id");--> statement-breakpoint
CREATE INDEX "interviews_recruiters_related_id_idx" ON "interviews_recruiters" USING btree ("related_id");