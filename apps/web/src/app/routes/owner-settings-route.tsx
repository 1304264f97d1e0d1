import ProfilePage from '@/features/auth/pages/profile-page';
import { PreferencesCard } from '@/features/onboarding/components/preferences-card';
import { RemindersCard } from '@/features/onboarding/components/reminders-card';

/**
 * /dashboard/settings (owner, manager): Account Settings with the area's own sections below it —
 * today's reminders and the reminder preferences, the same cards as on /setup.
 */
export default function OwnerSettingsRoute() {
  return (
    <ProfilePage>
      <RemindersCard />
      <PreferencesCard />
    </ProfilePage>
  );
}
