import { useMemo } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { useSessionState } from '@/lib/session-store';
import { HelpTopics } from '../components/help-topics';
import { helpTopics } from '../lib/help-topics';

/**
 * /help (document 1, section 2), for every signed-in role inside its own layout: the contextual help
 * button's topics, searchable, in the language shown (Hindi for an attendant who chose it). The topics'
 * links lead to the owner area's pages, so they are offered to owners and managers only.
 */
export default function HelpPage() {
  const t = useT();
  const role = useSessionState().session?.user.role;
  const hindi = t.intl.locale.startsWith('hi');
  const topics = useMemo(() => helpTopics(hindi), [hindi]);
  return (
    <div className="space-y-6">
      <PageHeader title={t('help.title')} description={t('help.description')} />
      <HelpTopics topics={topics} showLinks={role === 'owner' || role === 'manager'} />
    </div>
  );
}
