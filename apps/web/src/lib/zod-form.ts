import type { z } from 'zod';

/** Maps a zod issue's path onto the name of the form field that shows it ("nozzles.2.fuelType" → "fuelTypes.2"). */
export type TFieldOf = (path: readonly PropertyKey[]) => string;

/** The default: the issue's path as a dotted field name; an issue about the whole object goes to "root". */
export const dottedPath: TFieldOf = (path) => (path.length === 0 ? 'root' : path.map(String).join('.'));

type TIssue = { code: string; path: readonly PropertyKey[]; message: string; errors?: TIssue[][] };

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
