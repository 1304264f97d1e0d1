-- docs/decisions/064: a plan's features are keys of the catalogue PLAN_FEATURES (packages/shared/src/
-- plan-features.constants.ts) that the server enforces, no longer free-text lines. Every existing plan —
-- the three seeded ones and any the superadmin made — gets every key, so that no tenant loses an area it
-- has today (every plan could use every area before: only the limits were enforced).
UPDATE "plans" SET "features" = '["reports", "reconciliation", "analytics"]'::jsonb, "updated_at" = now();--> statement-breakpoint
-- fc_assert_caller gains its optional feature argument (drizzle/functions/fc_assert_caller.sql, applied
-- after the migrations): the old two-argument function goes first, or the new one would be an overload.
DROP FUNCTION IF EXISTS fc_assert_caller(uuid, text);
