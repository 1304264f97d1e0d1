import { LifeBuoy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';

/** The help card (document 3, section 2): how the portal's daily work goes, and who can fix a mistake. */
export function HelpCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('attendant.help.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>{t('attendant.help.reading')}</li>
          <li>{t('attendant.help.cash')}</li>
          <li>{t('attendant.help.mistake')}</li>
          <li>{t('attendant.help.missing')}</li>
        </ul>
      </CardContent>
    </Card>
  );
}
