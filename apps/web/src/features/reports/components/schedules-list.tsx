import { REPORT_FORMAT_LABELS, REPORT_FREQUENCY_LABELS, REPORT_TYPE_LABELS, formatDate, formatDateTime, type TSchedule } from '@forecourt/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The scheduled reports: what, how often, the next run (the day after the current period ends), the last report. */
export function SchedulesList({ schedules, deleting, onDelete }: { schedules: TSchedule[]; deleting: string | null; onDelete: (schedule: TSchedule) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Schedule</TableHead>
          <TableHead>Frequency</TableHead>
          <TableHead>Next report</TableHead>
          <TableHead>Last report</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {schedules.map((s) => (
          <TableRow key={s.id}>
            <TableCell>
              <div className="font-medium">{s.name}</div>
              <div className="text-xs text-muted-foreground">
                {REPORT_TYPE_LABELS[s.type]} · {REPORT_FORMAT_LABELS[s.format]} · {s.stationName ?? 'All stations'}
              </div>
            </TableCell>
            <TableCell>{REPORT_FREQUENCY_LABELS[s.frequency]}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(s.nextRunOn)}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{s.lastReportAt ? formatDateTime(s.lastReportAt) : 'Not yet'}</TableCell>
            <TableCell className="text-right">
              <Button size="sm" variant="ghost" disabled={deleting === s.id} onClick={() => onDelete(s)} aria-label={`Delete schedule ${s.name}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
