ALTER TABLE "outbox" ADD COLUMN "shown_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree (lower("to_email"),"kind","created_at");--> statement-breakpoint
-- Hand-written: mail written before `shown_body` keeps an empty shown copy (its secrets were never declared), except
-- the kinds that carry none, whose body is shown as it is.
UPDATE "outbox" SET "shown_body" = "body" WHERE "kind" IN ('contact_message', 'retention_warning');
