import { formatDateTime, type TContactMessage } from '@forecourt/shared';
import { Building2, CheckCircle2, Mail, Phone, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One Contact Sales message in the superadmin's inbox: who, their business, what they wrote; handled or open. */
export function ContactMessageCard({
  message: m,
  busy,
  onMark,
}: {
  message: TContactMessage;
  busy: boolean;
  onMark: (handled: boolean) => void;
}) {
  const handled = m.status === 'handled';
  return (
    <Card className={handled ? 'opacity-80' : undefined}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{m.name}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
            <Building2 className="size-4" aria-hidden="true" />
            <span className="break-words">{m.businessName}</span>
            {m.stations !== null && <span>· {m.stations === 1 ? '1 station' : `${m.stations} stations`}</span>}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <Badge variant={handled ? 'secondary' : 'warning'}>{handled ? 'Handled' : 'Open'}</Badge>
          <time dateTime={m.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(m.createdAt)}
          </time>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={`mailto:${m.email}`} className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {m.email}
          </a>
          {m.phone && (
            <a href={`tel:+91${m.phone}`} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
              <Phone className="size-4" aria-hidden="true" />
              {m.phone}
            </a>
          )}
        </p>
        <p className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-3 leading-relaxed">{m.message}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            {handled && m.handledAt ? `Handled ${formatDateTime(m.handledAt)}${m.handledByName ? ` by ${m.handledByName}` : ''}` : 'Not handled yet'}
          </p>
          {handled ? (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onMark(false)} aria-label={`Reopen: the message from ${m.name}`}>
              <RotateCcw aria-hidden="true" />
              Reopen
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => onMark(true)} aria-label={`Mark handled: the message from ${m.name}`}>
              <CheckCircle2 aria-hidden="true" />
              Mark handled
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
