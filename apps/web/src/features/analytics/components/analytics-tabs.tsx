import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TTab<K extends string> = { value: K; label: string; content: ReactNode; className?: string };

/** Tabs of the analytics views (Radix: arrow keys move between them). */
export function AnalyticsTabs<K extends string>({ value, onChange, tabs, label }: { value: K; onChange: (v: K) => void; tabs: TTab<K>[]; label: string }) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as K)} className="space-y-4">
      <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              'min-h-10 flex-1 whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
              'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
              'focus-visible:outline-2 focus-visible:outline-ring',
              t.className,
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className="outline-none">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
