import { LifeBuoy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The help card (document 3, section 2): how the portal's daily work goes, and who can fix a mistake. */
export function HelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-4 text-muted-foreground" aria-hidden="true" />
          Need help?
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>To record a reading, pick the nozzle, then enter the number shown on the pump&rsquo;s meter. It cannot be lower than the last reading.</li>
          <li>At the end of your shift, report the cash, card, UPI and credit you collected. You can update it until your manager reviews it.</li>
          <li>Entered a wrong reading? Tell your manager: only a manager or the owner can void or correct it.</li>
          <li>A station or nozzle missing here? Your manager assigns stations to you.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
