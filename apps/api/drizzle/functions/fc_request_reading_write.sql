-- One reading write as ONE statement (docs/decisions/057): the caller's tenant context, its check and the
-- write travel together and commit as the statement returns (apps/api/src/db/reading-write.ts). Any refusal
-- is a database error raised by fc_raise (SQLSTATE FC000, MESSAGE its key, DETAIL its arguments) and
-- reaches the caller as it is; nothing is stored.
CREATE OR REPLACE FUNCTION public.fc_request_reading_write(p_item jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_tenant uuid := (p_item->>'tenant')::uuid;
  v_actor uuid := (p_item->>'actor')::uuid;
  v_role text := p_item->>'role';
  v_setting text;
BEGIN
  SET LOCAL ROLE app_user;
  v_setting := set_config('app.tenant_id', v_tenant::text, true);
  -- A write never waits long for a row another writer holds: it fails with 55P03 instead.
  v_setting := set_config('lock_timeout', '5s', true);
  PERFORM fc_assert_caller(v_actor, v_role);
  RETURN fc_reading_write(p_item->>'op', v_tenant, v_actor, v_role,
    (p_item->>'id')::uuid, (p_item->>'nozzle')::uuid, (p_item->>'reading')::numeric, (p_item->>'recordedAt')::timestamptz,
    p_item->>'payment', (p_item->>'creditor')::uuid, p_item->>'notes', coalesce((p_item->>'setNotes')::boolean, false),
    p_item->>'reason', p_item->>'requestHash', p_item->>'creditOverride');
END
$function$;
