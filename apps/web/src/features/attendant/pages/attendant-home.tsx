import { ComingSoon } from '@/components/coming-soon';
import { useSessionState } from '@/lib/session-store';

/** /attendant/dashboard: title and an honest coming-soon note until the attendant portal lands. */
export function AttendantHome() {
  const { session } = useSessionState();
  const firstName = session?.user.name.trim().split(/\s+/)[0] ?? '';
  return (
    <div className="space-y-6">
      <section>
        <h2 className="text-2xl font-semibold tracking-tight">Hello{firstName ? `, ${firstName}` : ''}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {session?.user.tenantName ? `${session.user.tenantName} · ` : ''}Attendant portal
        </p>
      </section>
      <ComingSoon
        area="Attendant portal"
        description="Recording readings, cash reports, alerts and inventory for your assigned stations will be available here soon."
      />
    </div>
  );
}

export default AttendantHome;
