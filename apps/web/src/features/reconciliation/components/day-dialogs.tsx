import { formatDate, RECONCILIATION_MSG, ZCloseDay, ZReopenDay } from '@forecourt/shared';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useCloseDay } from '../api/close-day';
import { useReopenDay } from '../api/reopen-day';

const ZCloseNotes = ZCloseDay.pick({ notes: true });

/** The server's reason (a pending cash report, the day not ended, already closed) or the spec's failure text. */
function failed(title: string) {
  return (error: Error) => notify.error(title, error.message || RECONCILIATION_MSG.createFailed);
}

export type TDayRef = { stationId: string; stationName: string; date: string };

/** Close Day: optional notes; once closed the day refuses every write and its sales are posted. */
export function CloseDayDialog({ day, onClose }: { day: TDayRef | null; onClose: () => void }) {
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close day</DialogTitle>
          <DialogDescription>
            {day ? `${day.stationName}, ${formatDate(day.date)}. ` : ''}Once closed, no reading, cash report, stock update or payment can be added to this
            day, and its sales are posted. Only an owner can reopen it.
          </DialogDescription>
        </DialogHeader>
        {day && <CloseForm day={day} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CloseForm({ day, onClose }: { day: TDayRef; onClose: () => void }) {
  const close = useCloseDay();
  const form = useZodForm(ZCloseNotes, { notes: '' }, { id: 'close-day', toInput: (v) => (v.notes ? v : {}) });
  const onSubmit = form.handleSubmit((body) =>
    close.mutate(
      { stationId: day.stationId, date: day.date, ...body },
      {
        onSuccess: () => {
          notify.success(RECONCILIATION_MSG.closedTitle, RECONCILIATION_MSG.closedMessage);
          onClose();
        },
        onError: failed(RECONCILIATION_MSG.createFailed),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field form={form} name="notes" label="Notes (optional)">
        {(control) => <Textarea rows={3} maxLength={1000} placeholder="Anything the next reader should know about this day" {...control} />}
      </Field>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={close.isPending}>
          {close.isPending ? 'Closing...' : 'Close Day'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Reopen (owner): a reason is required and kept in the audit log and on the record. */
export function ReopenDayDialog({ record, onClose }: { record: (TDayRef & { id: string }) | null; onClose: () => void }) {
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reopen day</DialogTitle>
          <DialogDescription>
            {record ? `${record.stationName}, ${formatDate(record.date)}. ` : ''}Entries can be added and corrected again, and the day&apos;s sales
            go back to pending until it is closed again.
          </DialogDescription>
        </DialogHeader>
        {record && <ReopenForm id={record.id} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ReopenForm({ id, onClose }: { id: string; onClose: () => void }) {
  const reopen = useReopenDay();
  const form = useZodForm(ZReopenDay, { reason: '' }, { id: 'reopen-day' });
  const onSubmit = form.handleSubmit((body) =>
    reopen.mutate(
      { id, body },
      {
        onSuccess: () => {
          notify.success(RECONCILIATION_MSG.reopenedTitle, RECONCILIATION_MSG.reopenedMessage);
          onClose();
        },
        onError: failed('Failed to reopen the day'),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field form={form} name="reason" label="Reason *">
        {(control) => <Textarea rows={3} maxLength={500} placeholder="Why does this day need to change?" {...control} />}
      </Field>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={reopen.isPending}>
          {reopen.isPending ? 'Reopening...' : 'Reopen Day'}
        </Button>
      </DialogFooter>
    </form>
  );
}
