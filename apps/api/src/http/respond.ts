import type { TApiSuccess } from '@forecourt/shared';

/** The success envelope of DESIGN.md section 4. */
export function ok<T>(data: T): TApiSuccess<T> {
  return { success: true, data };
}
