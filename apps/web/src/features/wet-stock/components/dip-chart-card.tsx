import { formatDateTime, formatLitres, formatNumber, type TDipChartSummary } from '@forecourt/shared';
import { Ruler } from 'lucide-react';
import { LoadError } from '@/components/list-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCm } from '../lib/wet-stock-display';
import { DipChartUpload } from './dip-chart-upload';
import { DipVolumeCalculator } from './dip-volume-calculator';
import { FigureList } from './figure-list';

function ChartSummary({ chart }: { chart: TDipChartSummary }) {
  return (
    <FigureList
      rows={[
        { label: 'Points', value: formatNumber(chart.points) },
        { label: 'Deepest dip', value: formatCm(chart.maxDipCm) },
        { label: 'Litres at the deepest dip', value: formatLitres(chart.maxLitres) },
        { label: 'Uploaded', value: formatDateTime(chart.uploadedAt) },
      ]}
    />
  );
}

/**
 * "Dip chart": the tank's current calibration chart (or none yet), the upload for owners and managers,
 * and the litres-at-a-dip calculator.
 */
export function DipChartCard({ tankId, chart, manages }: { tankId: string; chart: UseQueryResult<TDipChartSummary | null>; manages: boolean }) {
  const current = chart.data ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dip chart</CardTitle>
        <CardDescription>The tank&apos;s calibration: the litres it holds at each height of the dip stick.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div>
          {chart.isPending ? (
            <Skeleton className="h-40 rounded-lg" />
          ) : chart.isError ? (
            <LoadError title="The dip chart could not be loaded" message={chart.error.message} onRetry={() => void chart.refetch()} />
          ) : current ? (
            <ChartSummary chart={current} />
          ) : (
            <EmptyState
              icon={Ruler}
              title="No dip chart yet"
              description={manages ? 'Upload the calibration chart the calibrator gave for this tank: dips are converted to litres by it.' : 'An owner or manager uploads the calibration chart; dips are converted to litres by it.'}
              className="py-8"
            />
          )}
        </div>
        <div className="space-y-6">
          {manages && <DipChartUpload tankId={tankId} replacing={current !== null} />}
          <DipVolumeCalculator tankId={tankId} disabled={current === null} />
        </div>
      </CardContent>
    </Card>
  );
}
