import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DipForm } from './dip-form';
import { DipTable } from './dip-table';

/** "Dips": the dip form (held back until the tank has a chart) beside its answer, and the recent dips. */
export function DipsCard({ tankId, hasChart }: { tankId: string; hasChart: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dips</CardTitle>
        <CardDescription>The dip stick&apos;s reading, converted to litres by the chart and set against the book stock at its time.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {!hasChart && (
          <Alert role="note">
            <Info aria-hidden="true" />
            <AlertDescription className="mt-0">Upload this tank&apos;s dip chart first: a dip is converted to litres by it.</AlertDescription>
          </Alert>
        )}
        <DipForm tankId={tankId} disabled={!hasChart} />
        <section aria-labelledby="tank-dips-recent" className="space-y-2">
          <h3 id="tank-dips-recent" className="text-sm font-semibold">
            Recent dips
          </h3>
          <DipTable tankId={tankId} />
        </section>
      </CardContent>
    </Card>
  );
}
