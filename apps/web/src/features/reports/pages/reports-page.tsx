import { REPORT_MSG, type TCreateReport, type TExportReport, type TReport, type TReportExportResult, type TSchedule } from '@forecourt/shared';
import { CalendarClock, FileText, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { notify, toastApiError } from '@/lib/notify';
import { isApiError } from '@/lib/api-error';
import { useStations } from '@/features/stations/api/get-stations';
import { useCreateReport } from '../api/create-report';
import { useCreateReportSchedule } from '../api/create-report-schedule';
import { useDeleteReportSchedule } from '../api/delete-report-schedule';
import { useDownloadReport } from '../api/download-report';
import { useExportReport } from '../api/export-report';
import { useReportSchedules } from '../api/get-report-schedules';
import { useReports } from '../api/get-reports';
import { ReportForm } from '../components/report-form';
import { ReportPreview } from '../components/report-preview';
import { ReportsList } from '../components/reports-list';
import { SchedulesList } from '../components/schedules-list';
import { outcomeToast } from '../lib/report-queries';

const PAGE_SIZE = 20;

/**
 * /dashboard/reports, Reports Center (document 4): generate a report (its file is made in the
 * background; the list polls while one is processing and says when it is done), preview its figures
 * for printing, schedule it, and download completed files.
 */
export default function ReportsPage() {
  const [page, setPage] = useState(1);
  const stations = useStations();
  const reports = useReports({ page, limit: PAGE_SIZE });
  const schedules = useReportSchedules();
  const create = useCreateReport();
  const exporter = useExportReport();
  const scheduler = useCreateReportSchedule();
  const unschedule = useDeleteReportSchedule();
  const download = useDownloadReport();
  const [preview, setPreview] = useState<{ result: TReportExportResult; period: TExportReport['dateRange'] } | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // Reports generated from this page: each says how it ended once it leaves processing.
  const watching = useRef(new Set<string>());

  useEffect(() => {
    for (const r of reports.data?.items ?? []) {
      if (r.status === 'processing' || !watching.current.has(r.id)) continue;
      watching.current.delete(r.id);
      const t = outcomeToast(r);
      if (t.kind === 'success') notify.success(t.title, t.description);
      else notify.error(t.title);
    }
  }, [reports.data]);

  const generate = (body: TCreateReport) =>
    create.mutateAsync(body).then(
      (report) => {
        watching.current.add(report.id);
        setPage(1);
      },
      () => notify.error(REPORT_MSG.generateFailed),
    );

  const showPreview = (body: TExportReport) =>
    exporter.mutate(body, {
      onSuccess: (result) => setPreview({ result, period: body.dateRange }),
      onError: () => notify.error(REPORT_MSG.exportFailedTitle, REPORT_MSG.exportFailed),
    });

  const schedule = (body: Parameters<typeof scheduler.mutate>[0]) =>
    scheduler.mutate(body, {
      onSuccess: (s) => notify.success(REPORT_MSG.scheduledTitle, `${s.name}: the next report comes after ${s.nextRunOn.split('-').reverse().join('/')}.`),
      onError: () => notify.error(REPORT_MSG.scheduleFailed),
    });

  const fetchFile = (report: TReport) => {
    setDownloading(report.id);
    notify.info(REPORT_MSG.downloadStarted, report.fileName ?? undefined);
    download.mutate(report, {
      onError: (error) => (isApiError(error) ? toastApiError(error) : notify.error(REPORT_MSG.exportFailedTitle, error.message)),
      onSettled: () => setDownloading(null),
    });
  };

  const removeSchedule = (s: TSchedule) => {
    setDeleting(s.id);
    unschedule.mutate(s.id, {
      onSuccess: () => notify.success(REPORT_MSG.scheduleDeleted, s.name),
      onError: toastApiError,
      onSettled: () => setDeleting(null),
    });
  };

  const refresh = () => {
    void reports.refetch();
    void schedules.refetch();
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports Center"
        description="Sales, inventory, readings and daily summaries as PDF, CSV or Excel files, made from the recorded figures."
        actions={
          <Button variant="outline" onClick={refresh} disabled={reports.isFetching}>
            <RotateCw aria-hidden="true" />
            Refresh
          </Button>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>Generate a report</CardTitle>
          <CardDescription>Business days in India time, both ends included. The file appears in the list below when it is ready.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReportForm
            stations={stations.data?.items ?? []}
            pending={{ generate: create.isPending, preview: exporter.isPending, schedule: scheduler.isPending }}
            onGenerate={generate}
            onPreview={showPreview}
            onSchedule={schedule}
          />
        </CardContent>
      </Card>

      {preview && <ReportPreview result={preview.result} period={preview.period} onClose={() => setPreview(null)} />}

      <Card>
        <CardHeader>
          <CardTitle>Reports</CardTitle>
          <CardDescription>Download is available once a report is completed.</CardDescription>
        </CardHeader>
        <CardContent>
          {reports.isError ? (
            <LoadError title="Failed to load reports" message={reports.error.message} onRetry={() => void reports.refetch()} />
          ) : reports.isPending ? (
            <Skeleton className="h-40 rounded-lg" />
          ) : reports.data.items.length === 0 ? (
            <EmptyState icon={FileText} title="No reports yet" description="Generate a report above, or schedule one." className="border-0" />
          ) : (
            <ReportsList reports={reports.data.items} downloading={downloading} onDownload={fetchFile} />
          )}
          <Pagination page={page} limit={PAGE_SIZE} total={reports.data?.total ?? 0} onPageChange={setPage} label="Report pages" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Scheduled reports</CardTitle>
          <CardDescription>Each is generated after its period ends: daily for yesterday, weekly for Monday to Sunday, monthly for the calendar month.</CardDescription>
        </CardHeader>
        <CardContent>
          {schedules.isError ? (
            <LoadError title="Failed to load scheduled reports" message={schedules.error.message} onRetry={() => void schedules.refetch()} />
          ) : schedules.isPending ? (
            <Skeleton className="h-24 rounded-lg" />
          ) : schedules.data.items.length === 0 ? (
            <EmptyState icon={CalendarClock} title="No scheduled reports" description="Choose a frequency in the form above and select Schedule Report." className="border-0" />
          ) : (
            <SchedulesList schedules={schedules.data.items} deleting={deleting} onDelete={removeSchedule} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
