import { BarChart3, Bell, Fuel, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { LanguageSwitch } from '@/i18n/language-switch';
import type { TMessageId } from '@/i18n/messages/en';
import { useT } from '@/i18n/use-t';

const POINTS: Array<{ icon: typeof Bell; text: TMessageId }> = [
  { icon: BarChart3, text: 'auth.shell.point1' },
  { icon: Bell, text: 'auth.shell.point2' },
  { icon: ShieldCheck, text: 'auth.shell.point3' },
];

/** Two-column frame of the sign-in and sign-up pages (single column on small screens), with the language switch. */
export function AuthShell({ children }: { children: ReactNode }) {
  const t = useT();
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
          <p className="text-3xl font-semibold leading-tight tracking-tight">{t('auth.shell.headline')}</p>
          <ul className="mt-8 space-y-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm text-brand-foreground/90">
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs text-brand-foreground/80">{t('auth.shell.footer')}</p>
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between p-4 sm:p-6">
          <Link to="/" className="rounded-md lg:invisible" aria-label={t('auth.home')}>
            <Logo />
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-2 sm:items-center sm:px-6">
          <div className="w-full max-w-sm">{children}</div>
        </main>
      </div>
    </div>
  );
}
