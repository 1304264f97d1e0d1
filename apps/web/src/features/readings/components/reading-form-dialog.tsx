import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReadingForm, type TReadingPreselect } from './reading-form';

/** The reading entry form in a dialog: the Quick Reading dialog and /dashboard/readings/new. */
export function ReadingFormDialog({
  open,
  onOpenChange,
  title,
  afterSuccess,
  preselect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  afterSuccess: 'redirect' | 'reset';
  preselect?: TReadingPreselect;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Choose the nozzle and enter its meter reading. Volume and amount are computed by the server.</DialogDescription>
        </DialogHeader>
        {open && (
          <ReadingForm
            preselect={preselect ?? {}}
            afterSuccess={afterSuccess}
            onCancel={() => onOpenChange(false)}
            onRecorded={afterSuccess === 'redirect' ? () => onOpenChange(false) : undefined}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
