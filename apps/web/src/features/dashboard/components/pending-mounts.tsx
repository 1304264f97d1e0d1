/**
 * MOUNT POINTS for the onboarding card and the plan usage card / Plan tab, built in parallel in
 * features/onboarding (`OnboardingCard`) and features/plan (`PlanUsageCard`, `PlanTab`). The
 * coordinator replaces these at merge with re-exports of those components. Until then they render
 * nothing: no fake data.
 */
export function OnboardingCard(_props: { compact?: boolean }) {
  return null;
}
export function PlanUsageCard() {
  return null;
}
export function PlanTab() {
  return null;
}
