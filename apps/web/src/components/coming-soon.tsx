import { Construction } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** An honest placeholder for an area whose own work has not landed yet. No figures, no samples. */
export function ComingSoon({ area, description }: { area: string; description?: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Coming soon</p>
        <h2 className="text-lg font-semibold">{area}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {description ?? `${area} is being built and will be available here soon.`}
        </p>
      </CardContent>
    </Card>
  );
}
