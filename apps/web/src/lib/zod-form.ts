import type { z } from 'zod';
import { englishIntl, noteText } from '@/i18n/known-text';
import type { TMessageId } from '@/i18n/messages/en';

/** Maps a zod issue's path onto the name of the form field that shows it ("nozzles.2.fuelType" → "fuelTypes.2"). */
export type TFieldOf = (path: readonly PropertyKey[]) => string;

/** The default: the issue's path as a dotted field name; an issue about the whole object goes to "root". */
export const dottedPath: TFieldOf = (path) => (path.length === 0 ? 'root' : path.map(String).join('.'));

type TIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  errors?: TIssue[][];
  maximum?: unknown;
  minimum?: unknown;
  params?: Record<string, unknown>;
};

/** The schema texts with a limit in them (packages/shared's INPUT_MSG, the password's), by the limit they name. */
const LIMIT_TEXTS: Record<'max' | 'min' | 'scale', TMessageId[]> = {
  max: ['msg.input.tooLong', 'msg.input.tooLarge', 'msg.auth.passwordLong'],
  min: ['msg.input.tooShort', 'msg.auth.passwordShort'],
  scale: ['msg.input.tooPrecise'],
};

/**
 * Notes a schema's text that names its limit ("Must be at most 120 characters") with its catalogue entry
 * and that limit, read from the issue itself (zod's maximum / minimum, a check's params), so it is said in
 * the language shown: the entry whose English with this limit is the issue's text.
 */
function noteLimitText(issue: TIssue): void {
  const limits = { max: issue.maximum, min: issue.minimum, scale: issue.params?.['scale'] };
  for (const [name, ids] of Object.entries(LIMIT_TEXTS) as Array<[keyof typeof limits, TMessageId[]]>) {
    const limit = limits[name];
    if (typeof limit !== 'number' && typeof limit !== 'bigint') continue;
    const values = { [name]: String(limit) };
    const id = ids.find((entry) => englishIntl.formatMessage({ id: entry }, values) === issue.message);
    if (id) noteText(issue.message, id, values);
  }
}

/**
 * The issue a person should read. A union that failed every branch ("an empty string, or a valid
 * email") says only "Invalid input"; the branch whose value had the right type and failed a rule
 * carries the schema's text ("Please enter a valid email address").
 */
function readable(issue: TIssue): { path: readonly PropertyKey[]; message: string } {
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    const typeOnly = (i: TIssue) => i.code === 'invalid_type' || i.code === 'invalid_value';
    const branch = issue.errors.find((b) => b.length > 0 && !b.every(typeOnly)) ?? issue.errors.find((b) => b.length > 0);
    const inner = branch?.find((i) => !typeOnly(i)) ?? branch?.[0];
    if (inner) {
      const found = readable(inner);
      return { path: [...issue.path, ...found.path], message: found.message };
    }
  }
  noteLimitText(issue);
  return { path: issue.path, message: issue.message };
}

export type TFormParse<O> = { ok: true; data: O } | { ok: false; errors: Record<string, string> };

/**
 * Validates a form's input with a (shared) zod schema. On failure: the first issue's message per
 * field, so the texts the user reads are the schema's texts.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown, fieldOf: TFieldOf = dottedPath): TFormParse<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues as TIssue[]) {
    const { path, message } = readable(issue);
    errors[fieldOf(path)] ??= message;
  }
  return { ok: false, errors };
}
