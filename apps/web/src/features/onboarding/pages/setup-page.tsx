import { PageHeader } from '@/components/ui/page-header';
import { OnboardingCard } from '../components/onboarding-card';
import { PreferencesCard } from '../components/preferences-card';
import { RemindersCard } from '../components/reminders-card';
import { SkippedSetupNotice } from '../components/skipped-setup-notice';

/** /setup: the onboarding checklist (shown here after Skip Setup too, with the way back), today's reminders and the reminder preferences. */
export default function SetupPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 pb-16 lg:pb-0">
      <PageHeader title="Set up your business" description="Four steps to your first meter reading. Each step unlocks the next." />
      <SkippedSetupNotice />
      <OnboardingCard />
      <RemindersCard />
      <PreferencesCard />
    </div>
  );
}
