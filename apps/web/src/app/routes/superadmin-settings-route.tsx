import ProfilePage from '@/features/auth/pages/profile-page';
import { SuperadminSettingsPanels } from '@/features/superadmin/components/superadmin-settings-panels';

/**
 * /superadmin/settings (document 4): the account settings every role has (profile, change password,
 * account security) and the platform's own cards. Composed here: features do not import each other.
 */
export default function SuperadminSettingsRoute() {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 [&>*]:min-w-0">
      <ProfilePage />
      <SuperadminSettingsPanels />
    </div>
  );
}
