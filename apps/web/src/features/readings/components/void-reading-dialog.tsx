import { READING_MSG, ZVoidReading } from '@forecourt/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { useVoidReading } from '../api/void-reading';

/**
 * Void Reading (owner and manager): a reason is required; voiding is irreversible, so the dialog says
 * so and asks once more. The server refuses any but the nozzle's latest reading (409): its message shows here.
 */
export function VoidReadingDialog({ readingId, open, onOpenChange }: { readingId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const mutation = useVoidReading(readingId);
  const form = useZodForm(ZVoidReading, { reason: '' }, { id: 'void' });
  const [confirming, setConfirming] = useState(false);

  const close = (value: boolean) => {
    if (!value) {
      form.form.reset();
      setConfirming(false);
    }
    onOpenChange(value);
  };

  // The reason is checked by the shared schema ("A reason is required to void a reading"), then asked once more.
  const submit = form.handleSubmit(({ reason }) => {
    if (!confirming) return setConfirming(true);
    mutation.mutate(reason, {
      onSuccess: () => {
        toast.success(READING_MSG.voidedTitle, { description: 'The reading no longer counts in sales and totals.' });
        close(false);
      },
      onError: (err) => {
        setConfirming(false);
        form.setError('reason', { type: 'server', message: err.message });
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void Reading</DialogTitle>
          <DialogDescription>
            Voiding is irreversible and is recorded with your name. The reading stops counting in sales and totals, and the nozzle&apos;s next
            reading is computed from the one before it. Only a nozzle&apos;s latest reading can be voided.
          </DialogDescription>
        </DialogHeader>
        <Field form={form} name="reason" label="Reason *" onChange={() => setConfirming(false)}>
          {(control) => <Textarea maxLength={500} {...control} />}
        </Field>
        {confirming && (
          <p role="alert" className="text-sm font-medium text-destructive">
            Are you sure? This cannot be undone.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={mutation.isPending} onClick={() => void submit()}>
            {mutation.isPending ? 'Voiding...' : confirming ? 'Yes, void this reading' : 'Void Reading'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
