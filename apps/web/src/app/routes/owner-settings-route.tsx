import ProfilePage from '@/features/auth/pages/profile-page';
import { PreferencesCard } from '@/features/onboarding/components/preferences-card';
import { RemindersCard } from '@/features/onboarding/components/reminders-card';
import { SkippedSetupNotice } from '@/features/onboarding/components/skipped-setup-notice';

/**
 * /dashboard/settings (owner, manager): Account Settings with the area's own sections below it —
 * today's reminders and the reminder preferences, the same cards as on /setup, and — after Skip Setup —
 * the way to show the setup checklist on the dashboard again.
 */
export default function OwnerSettingsRoute() {
  return (
    <ProfilePage>
      <SkippedSetupNotice withSetupLink />
      <RemindersCard />
      <PreferencesCard />
    </ProfilePage>
  );
}
