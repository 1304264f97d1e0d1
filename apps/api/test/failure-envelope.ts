import { ERROR_CODES, ERROR_TEXTS, STATUS_BY_CODE, errorTextEn, errorTextSignature, isErrorKey, type TErrorCode } from '@forecourt/shared';

const FIELDS = new Set(['success', 'code', 'message', 'key', 'params', 'details']);

/**
 * What is wrong with a failure's answer, or undefined when it is the keyed envelope of DESIGN §4
 * (docs/decisions/060): `success: false`, a known `code` answered with its status, a `key` of the
 * catalogue with exactly its `params`, a `message` that is that key's English with those params, and
 * `details` (if any) as `{ field, message }`. Nothing else.
 */
export function envelopeProblem(status: number, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'not a JSON object';
  const b = body as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => !FIELDS.has(k));
  if (extra.length) return `unexpected fields ${extra.join(', ')}`;
  if (b.success !== false) return 'success is not false';
  const code = b.code as TErrorCode;
  if (!ERROR_CODES.includes(code)) return `unknown code ${String(b.code)}`;
  if (STATUS_BY_CODE[code] !== status) return `code ${code} answered with ${status}`;
  if (!isErrorKey(b.key)) return `key ${String(b.key)} is not in the catalogue`;
  const key = b.key;
  const params = b.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return `${key}: params is not an object`;
  const values = params as Record<string, unknown>;
  if (Object.values(values).some((v) => typeof v !== 'string' && typeof v !== 'number')) return `${key}: a param is neither text nor a number`;
  const wanted = errorTextSignature(ERROR_TEXTS[key]).map((s) => s.split(':')[0]!);
  const given = Object.keys(values).sort();
  if (JSON.stringify([...new Set(wanted)].sort()) !== JSON.stringify(given)) return `${key}: params ${given.join(', ')} for ${wanted.join(', ')}`;
  const english = errorTextEn(key, values as Record<string, string | number>);
  if (b.message !== english) return `${key}: message ${JSON.stringify(b.message)} is not its text ${JSON.stringify(english)}`;
  if (b.details !== undefined) {
    const ok = Array.isArray(b.details) && b.details.every((d) => typeof d?.field === 'string' && typeof d?.message === 'string' && Object.keys(d).length === 2);
    if (!ok) return `${key}: details are not [{ field, message }]`;
  }
  return undefined;
}
