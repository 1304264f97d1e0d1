-- docs/decisions/061: an alert keeps its title and message by key and params ({ key, params }, a key of
-- ALERT_TEXTS in packages/shared) beside their English, so a client says them in its language by key.
-- Nullable: the alerts raised before this migration have none (the API answers null).
ALTER TABLE "alerts" ADD COLUMN "title_text" jsonb;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "message_text" jsonb;