import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A summary figure (readings and sales pages): label, the server's figure, an icon. */
export function SummaryCard({ icon: Icon, label, value, loading }: { icon: LucideIcon; label: string; value: ReactNode; loading?: boolean }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {loading ? <Skeleton className="mt-1 h-7 w-24" /> : <p className="truncate text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>}
      </div>
    </Card>
  );
}
