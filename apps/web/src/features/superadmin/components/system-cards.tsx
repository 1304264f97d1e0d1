import { formatDateTime, timeAgo, type TSystemStatus } from '@forecourt/shared';
import { Database, Settings2, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBytes, formatDuration } from '../lib/read-outs';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function Shell({ icon: Icon, title, description, children }: { icon: LucideIcon; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

/** Database reachability and latency, the background jobs, version and uptime (checked just now). */
export function SystemHealthCard({ status }: { status: TSystemStatus }) {
  const { database: db, jobs } = status;
  return (
    <Shell icon={Database} title="System health" description={`Checked ${formatDateTime(status.checkedAt)}.`}>
      <Row term="Database">
        {db.reachable ? <Badge variant="accent">Reachable</Badge> : <Badge variant="warning">Unreachable</Badge>}{' '}
        {db.driver === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} {db.serverVersion ?? ''}
      </Row>
      <Row term="Database latency">{db.latencyMs === null ? '—' : `${db.latencyMs.toFixed(1)} ms`}</Row>
      {db.dataDirBytes !== null && <Row term="Data on disk">{formatBytes(db.dataDirBytes)}</Row>}
      <Row term="Background jobs">{jobs.runnerActive ? 'Running in this process' : 'Not running in this process'}</Row>
      <Row term="Last job run">
        {jobs.lastRun ? `${jobs.lastRun.job}: ${jobs.lastRun.status}, ${timeAgo(jobs.lastRun.startedAt)}` : 'No job has run yet'}
      </Row>
      <Row term="Failed job runs (24 h)">{jobs.failedLast24h}</Row>
      <Row term="Version">{status.version}</Row>
      <Row term="Uptime">
        {formatDuration(status.uptimeSeconds)} (since {formatDateTime(status.startedAt)})
      </Row>
    </Shell>
  );
}

/** Open sessions and the sign-in limits in force. */
export function SecurityCard({ status }: { status: TSystemStatus }) {
  const s = status.security;
  return (
    <Shell icon={ShieldCheck} title="Security" description="Sessions and sign-in protection as configured.">
      <Row term="Active sessions">
        {s.activeSessions} ({s.adminSessions} admin)
      </Row>
      <Row term="Sign-in attempts before a lock">{s.loginMaxFailures}</Row>
      <Row term="Sign-in lock window">{formatDuration(s.loginWindowSeconds)}</Row>
      <Row term="Access token lifetime">{formatDuration(s.accessTokenTtlSeconds)}</Row>
      <Row term="Session lifetime (refresh)">{formatDuration(s.refreshTokenTtlSeconds)}</Row>
    </Shell>
  );
}

/** The platform's configuration: the sign-up plan, calendar, limits. */
export function PlatformConfigCard({ status }: { status: TSystemStatus }) {
  const p = status.platform;
  return (
    <Shell icon={Settings2} title="Platform configuration" description="How this installation is set up.">
      <Row term="Plan for new sign-ups">{p.defaultPlan ?? 'None (sign-up refused)'}</Row>
      <Row term="Platform time zone">{p.timeZone}</Row>
      <Row term="Largest request body">{formatBytes(p.bodyLimitBytes)}</Row>
      <Row term="Cross-origin callers allowed">{p.corsOrigins === 0 ? 'None (same origin only)' : p.corsOrigins}</Row>
    </Shell>
  );
}

