import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DENSITY_LIMIT } from '../lib/wet-stock-display';
import { ReceiptForm } from './receipt-form';
import { ReceiptTable } from './receipt-table';

/** "Tanker receipts" (owner and manager): the decantation form with its answer, and the tank's receipts. */
export function ReceiptsCard({ tankId, hasChart }: { tankId: string; hasChart: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tanker receipts</CardTitle>
        <CardDescription>
          A delivery: its density at 15 °C is checked against the invoice&apos;s ({DENSITY_LIMIT} allowed), and the dips around the decantation say how many litres arrived.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {!hasChart && (
          <Alert role="note">
            <Info aria-hidden="true" />
            <AlertDescription className="mt-0">A receipt&apos;s dips are converted to litres by the tank&apos;s chart: upload it first.</AlertDescription>
          </Alert>
        )}
        <ReceiptForm tankId={tankId} disabled={!hasChart} />
        <section aria-labelledby="tank-receipts-recent" className="space-y-2">
          <h3 id="tank-receipts-recent" className="text-sm font-semibold">
            Recent receipts
          </h3>
          <ReceiptTable tankId={tankId} />
        </section>
      </CardContent>
    </Card>
  );
}
