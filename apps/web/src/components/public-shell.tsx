import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useT } from '@/i18n/use-t';

/**
 * The signed-out marketing pages' frame (the landing page, the product tour, Contact Sales): the header
 * with the logo home, the language and theme switches, Sign In and Get Started; the footer. `headerLinks`
 * go before the switches (the landing page's "Features").
 */
export function PublicShell({ children, headerLinks }: { children: ReactNode; headerLinks?: ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label={t('auth.home')}>
            <Logo />
          </Link>
          <nav aria-label={t('landing.nav')} className="flex items-center gap-0.5 sm:gap-2">
            {headerLinks}
            <LanguageSwitch className="max-sm:hidden" />
            <ThemeToggle />
            <Button asChild variant="ghost" className="px-2.5 sm:px-4">
              <Link to="/login">{t('landing.signIn')}</Link>
            </Button>
            <Button asChild className="px-3 sm:px-4">
              <Link to="/register">{t('landing.getStarted')}</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>{children}</main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <Logo className="text-foreground" />
          <p>{t('landing.footer', { year: String(new Date().getFullYear()) })}</p>
        </div>
      </footer>
    </div>
  );
}
