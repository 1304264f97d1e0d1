import { ClipboardPen } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ReadingFormDialog } from './reading-form-dialog';

export const QUICK_READING_TITLE = 'Quick Reading';

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
  const [open, setOpen] = useState(false);
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
      <Button variant="outline" size="sm" aria-label={QUICK_READING_TITLE} className={cn('max-sm:size-9 max-sm:px-0', className)} onClick={() => setOpen(true)}>
        <ClipboardPen aria-hidden="true" />
        <span className="hidden sm:inline">{QUICK_READING_TITLE}</span>
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
      <ReadingFormDialog open={open} onOpenChange={setOpen} title={QUICK_READING_TITLE} afterSuccess="redirect" />
    </>
  );
}
