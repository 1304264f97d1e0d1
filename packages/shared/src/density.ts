/**
 * Density at 15 °C from a density observed at a temperature (issue 38, docs/decisions/070): ASTM D1250
 * Table 53B, generalized products. The volume correction factor from 15 °C to t is
 *
 *   VCF = exp(−α·ΔT·(1 + 0.8·α·ΔT)),  ΔT = t − 15 °C,  α = K0/ρ15² + K1/ρ15
 *
 * with K0 346.4228, K1 0.4388 for ρ15 in 653–770.5 kg/m³ (petrol), α = −0.00336312 + 2680.3206/ρ15² for
 * 770.5–787.5 (the transition zone), K0 594.5418, K1 0 for 787.5–838.5 (kerosene and diesel), and K0
 * 186.9696, K1 0.48618 above (fuel oils). The observed density is ρt = ρ15 · VCF(ρ15), solved for ρ15 by
 * iteration from ρ15 = ρt. Answered to 0.1 kg/m³.
 */

/** The thermal expansion coefficient α (per °C) of a product of density ρ15 (kg/m³). */
export function expansionCoefficient(rho15: number): number {
  if (rho15 < 770.5) return 346.4228 / rho15 ** 2 + 0.4388 / rho15;
  if (rho15 < 787.5) return -0.00336312 + 2680.3206 / rho15 ** 2;
  if (rho15 < 838.5) return 594.5418 / rho15 ** 2;
  return 186.9696 / rho15 ** 2 + 0.48618 / rho15;
}

/** The volume correction factor from 15 °C to `tempC` for a product of density ρ15. */
export function volumeCorrectionFactor(rho15: number, tempC: number): number {
  const alpha = expansionCoefficient(rho15);
  const dt = tempC - 15;
  return Math.exp(-alpha * dt * (1 + 0.8 * alpha * dt));
}

/** ρ15 (kg/m³, one decimal) from the density observed at `tempC`. */
export function density15(observed: number, tempC: number): number {
  let rho15 = observed;
  for (let i = 0; i < 100; i++) {
    const next = observed / volumeCorrectionFactor(rho15, tempC);
    if (Math.abs(next - rho15) < 1e-9) {
      rho15 = next;
      break;
    }
    rho15 = next;
  }
  return Math.round(rho15 * 10) / 10;
}

/** The Marketing Discipline Guidelines' limit on a receipt's density at 15 °C against the invoice's (kg/m³). */
export const DENSITY_TOLERANCE = 3.0;
