import { FUEL_TYPES } from '@forecourt/shared';
import type { TTranslate } from './use-t';

/** A fuel's label in the language shown: 'Petrol' / 'पेट्रोल' ('gasoline' is petrol, as fuelTypeLabel says; anything else mixed). */
export function fuelLabel(fuelType: string, t: TTranslate): string {
  const fuel = fuelType === 'gasoline' ? 'petrol' : fuelType;
  return (FUEL_TYPES as readonly string[]).includes(fuel) ? t(`label.fuel.${fuel as (typeof FUEL_TYPES)[number]}`) : t('label.fuel.mixed');
}
