import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('quick.description')}</DialogDescription>
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
