import { ClipboardPen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

/** The dialog (the reading form, zod, Radix) loads when first opened, not with every page's header. */
const ReadingFormDialog = lazy(() => import('./reading-form-dialog').then((m) => ({ default: m.ReadingFormDialog })));

/**
 * Opens the Quick Reading dialog (every user but the superadmin; document 1). `variant="fab"` is the
 * floating button on phones; `"header"` an icon button that shows its label from 640 px.
 */
export function QuickReadingButton({
  look = 'button',
  label = 'Record Reading',
  className,
  size,
}: {
  look?: 'button' | 'header' | 'fab';
  label?: string;
  className?: string;
  size?: ButtonProps['size'];
}) {
  const [open, setOpenState] = useState(false);
  const [used, setUsed] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setUsed(true);
    setOpenState(next);
  };
  const t = useT();
  const title = t('layout.quickReading');
  const trigger =
    look === 'fab' ? (
      <Button
        aria-label={label}
        className={cn('fixed bottom-5 right-5 z-40 size-14 rounded-full shadow-lg md:hidden [&_svg]:size-6', className)}
        onClick={() => setOpen(true)}
      >
        <ClipboardPen aria-hidden="true" />
      </Button>
    ) : look === 'header' ? (
      <Button variant="outline" size="sm" aria-label={title} className={cn('max-sm:size-9 max-sm:px-0 touch:min-w-11', className)} onClick={() => setOpen(true)}>
        <ClipboardPen aria-hidden="true" />
        <span className="hidden sm:inline">{title}</span>
      </Button>
    ) : (
      <Button className={className} size={size} onClick={() => setOpen(true)}>
        <ClipboardPen aria-hidden="true" />
        {label}
      </Button>
    );
  return (
    <>
      {trigger}
      {used && (
        <Suspense fallback={null}>
          <ReadingFormDialog open={open} onOpenChange={setOpen} title={title} afterSuccess="redirect" />
        </Suspense>
      )}
    </>
  );
}
