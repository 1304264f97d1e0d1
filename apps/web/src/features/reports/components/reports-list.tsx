import { REPORT_FORMAT_LABELS, REPORT_STATUS_LABELS, REPORT_TYPE_LABELS, formatDate, formatDateTime, type TReport } from '@forecourt/shared';
import { Download, Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

const STATUS_CLASS: Record<TReport['status'], string> = {
  processing: 'border-transparent bg-secondary text-secondary-foreground',
  completed: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  failed: 'border-transparent bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
};

export function ReportStatusBadge({ status }: { status: TReport['status'] }) {
  return (
    <Badge variant="outline" className={cn(STATUS_CLASS[status])}>
      {status === 'processing' && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
      {REPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

const period = (r: TReport) =>
  r.dateRange.startDate === r.dateRange.endDate ? formatDate(r.dateRange.startDate) : `${formatDate(r.dateRange.startDate)} – ${formatDate(r.dateRange.endDate)}`;

/** The reports, newest first: what, which period and station, status, and a download once completed. */
export function ReportsList({ reports, downloading, onDownload }: { reports: TReport[]; downloading: string | null; onDownload: (report: TReport) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Report</TableHead>
          <TableHead>Period</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="text-right">File</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {reports.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <div className="font-medium">{r.name}</div>
              <div className="text-xs text-muted-foreground">
                {REPORT_TYPE_LABELS[r.type]} · {REPORT_FORMAT_LABELS[r.format]}
                {r.scheduleId && ' · scheduled'}
              </div>
            </TableCell>
            <TableCell>
              <div className="whitespace-nowrap">{period(r)}</div>
              <div className="text-xs text-muted-foreground">{r.stationName ?? 'All stations'}</div>
            </TableCell>
            <TableCell>
              <ReportStatusBadge status={r.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(r.createdAt)}</TableCell>
            <TableCell className="text-right">
              <Button
                size="sm"
                variant="outline"
                disabled={r.status !== 'completed' || downloading === r.id}
                onClick={() => onDownload(r)}
                aria-label={`Download ${r.name}`}
              >
                <Download aria-hidden="true" />
                {downloading === r.id ? 'Downloading...' : 'Download'}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
