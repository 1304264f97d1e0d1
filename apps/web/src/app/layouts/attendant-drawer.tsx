import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';

/**
 * The attendant portal's drawer on phones (Radix Dialog): loaded the first time the menu opens, so a
 * phone's first visit does not wait for the dialog code (docs/decisions/031-fast-on-a-cheap-phone.md).
 */
export default function AttendantDrawer({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left">
        <div className="flex h-16 items-center border-b px-4 pr-12">
          <SheetTitle asChild>
            <span className="min-w-0">{title}</span>
          </SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
        </div>
        {children}
      </SheetContent>
    </Sheet>
  );
}
