-- One readable core (docs/decisions/057, issue 36).
--
-- 1. The answer cache goes (docs/decisions/038 retired): its statement trigger on every table, its two
--    mark tables and the functions that kept and read them.
-- 2. The second path for reading creates goes (docs/decisions/040, 044, 046 retired): a batch of writes in
--    one statement, creates booked at once, positional answers. Every reading write is one call of
--    fc_request_reading_write (drizzle/functions/), which runs fc_reading_write, the one implementation.
-- 3. Database functions now live one file each in drizzle/functions/, the current definition, applied
--    after these versioned migrations whenever a file's text changes (src/db/definitions.ts); the table
--    below remembers which text was applied.
DROP FUNCTION IF EXISTS fc_mark_answers() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS fc_answers_unmarked();--> statement-breakpoint
DROP FUNCTION IF EXISTS fc_answer_mark(uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS fc_request_answer_mark(uuid, uuid, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS fc_request_reading_writes(jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS fc_reading_creates_at_once(jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS fc_book_create_effects(fc_create_effect[], jsonb[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS fc_reading_answer(nozzle_readings, integer, text, text, text, text);--> statement-breakpoint
DROP TYPE IF EXISTS fc_create_effect;--> statement-breakpoint
CREATE TABLE fc_definitions (
  file text PRIMARY KEY,
  sha256 text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
REVOKE ALL ON fc_definitions FROM app_user, app_platform;--> statement-breakpoint
DROP POLICY "answer_global_marks_platform_access" ON "answer_global_marks" CASCADE;--> statement-breakpoint
DROP POLICY "answer_global_marks_read" ON "answer_global_marks" CASCADE;--> statement-breakpoint
DROP TABLE "answer_global_marks" CASCADE;--> statement-breakpoint
DROP POLICY "answer_marks_tenant_isolation" ON "answer_marks" CASCADE;--> statement-breakpoint
DROP POLICY "answer_marks_platform_access" ON "answer_marks" CASCADE;--> statement-breakpoint
DROP TABLE "answer_marks" CASCADE;