import type { TDipKind } from '@forecourt/shared';

/** The dip form's values: text as typed, the kind unchosen until a person chooses it. */
export type TDipFormValues = { kind: TDipKind | ''; dipCm: string; waterDipCm: string; notes: string };

export const emptyDipForm: TDipFormValues = { kind: '', dipCm: '', waterDipCm: '', notes: '' };

const filled = (s: string) => s.trim() !== '';

/**
 * The POST /tanks/{id}/dips body before ZRecordDip validates it. A blank dip is left out, so the schema
 * refuses it (its text coerces '' to 0 otherwise); the water dip and notes go only when filled.
 */
export function toDipInput(v: TDipFormValues): Record<string, string | undefined> {
  return {
    kind: v.kind === '' ? undefined : v.kind,
    dipCm: filled(v.dipCm) ? v.dipCm.trim() : undefined,
    ...(filled(v.waterDipCm) ? { waterDipCm: v.waterDipCm.trim() } : {}),
    ...(filled(v.notes) ? { notes: v.notes.trim() } : {}),
  };
}
