import { BarChart3, Bell, Fuel, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';

const POINTS = [
  { icon: BarChart3, text: 'Real-time sales and readings across every station' },
  { icon: Bell, text: 'Inventory monitoring with low-stock alerts' },
  { icon: ShieldCheck, text: 'Role-based access for owners, managers and attendants' },
];

/** Two-column frame of the sign-in and sign-up pages (single column on small screens). */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-brand p-10 text-brand-foreground lg:flex">
        <Link to="/" className="w-fit rounded-md">
          <span className="inline-flex items-center gap-2 text-lg font-semibold">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-foreground/15">
              <Fuel className="size-4" aria-hidden="true" />
            </span>
            Forecourt
          </span>
        </Link>
        <div className="max-w-md">
          <p className="text-3xl font-semibold leading-tight tracking-tight">Run every pump, shift and rupee from one place.</p>
          <ul className="mt-8 space-y-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm text-brand-foreground/90">
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs text-brand-foreground/80">Built for Indian fuel station businesses.</p>
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between p-4 sm:p-6">
          <Link to="/" className="rounded-md lg:invisible" aria-label="Forecourt home">
            <Logo />
          </Link>
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-2 sm:items-center sm:px-6">
          <div className="w-full max-w-sm">{children}</div>
        </main>
      </div>
    </div>
  );
}
