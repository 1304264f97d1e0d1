import { formatNumber } from '@forecourt/shared';
import { AlertTriangle, CircleCheck, Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/notify';
import { useUploadDipChart } from '../api/upload-dip-chart';
import { formatCm } from '../lib/wet-stock-display';

const CHOOSE_FILE = "Choose the chart's CSV file first.";

/**
 * Upload (or replace) the tank's calibration chart: the CSV file is read in the browser and sent as it is
 * (text/csv). The server's fixes (cells it rebuilt or left out) are listed one a line; a refusal shows its
 * message.
 */
export function DipChartUpload({ tankId, replacing }: { tankId: string; replacing: boolean }) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useUploadDipChart(tankId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    const csv = await file.text();
    upload.mutate(csv, {
      onSuccess: (chart) => {
        notify.success('Dip chart uploaded', `${formatNumber(chart.points)} points, up to ${formatCm(chart.maxDipCm)}.`);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const fileId = `${id}-file`;
  const describedBy = missing ? `${fileId}-error` : `${fileId}-hint`;
  const fixes = upload.data?.fixes ?? [];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3" aria-label={replacing ? 'Replace dip chart' : 'Upload dip chart'}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fileId}>Chart file (CSV)</Label>
        <Input
          ref={inputRef}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={missing ? true : undefined}
          aria-describedby={describedBy}
          className="h-auto py-1.5 file:mr-3 file:rounded-sm file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
          onChange={(e) => {
            setFile(e.currentTarget.files?.[0] ?? null);
            setMissing(false);
            upload.reset();
          }}
        />
        {missing ? (
          <p id={`${fileId}-error`} role="alert" className="text-xs font-medium text-destructive">
            {CHOOSE_FILE}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
            The calibrator&apos;s CSV in either shape: <code className="font-mono">Dip_Value,Dip_Volume</code>, a row per centimetre; or{' '}
            <code className="font-mono">DipValue,t_0…t_9</code>, a row per centimetre with a column per millimetre.
          </p>
        )}
      </div>
      <Button type="submit" variant={replacing ? 'outline' : 'default'} disabled={upload.isPending}>
        <Upload aria-hidden="true" />
        {upload.isPending ? 'Uploading…' : replacing ? 'Replace chart' : 'Upload chart'}
      </Button>

      {upload.isError && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <div className="min-w-0">
            <AlertTitle>Chart not uploaded</AlertTitle>
            <AlertDescription>{t.known(upload.error.message)}</AlertDescription>
          </div>
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert role="status">
          <CircleCheck aria-hidden="true" className="text-emerald-700 dark:text-emerald-400" />
          <div className="min-w-0">
            <AlertTitle>{fixes.length === 0 ? 'Chart uploaded: every cell read as given' : `Chart uploaded: ${fixes.length === 1 ? '1 cell' : `${fixes.length} cells`} fixed`}</AlertTitle>
            {fixes.length > 0 && (
              <ul aria-label="Fixes made to the chart" className="mt-1 list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
                {fixes.map((fix, i) => (
                  <li key={i}>{fix}</li>
                ))}
              </ul>
            )}
          </div>
        </Alert>
      )}
    </form>
  );
}
