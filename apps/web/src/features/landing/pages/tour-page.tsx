import { MessageSquare, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PublicShell } from '@/components/public-shell';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useLanding } from '../api/get-landing';
import { TOUR_STEPS } from '../lib/tour-steps';

/**
 * /tour: what Watch Demo opens (docs/decisions/063) — the product's real screens, screenshots of the demo
 * business taken from the built app (e2e/tour-screens.e2e.ts), each with what it does; then the demo's
 * sign-in where this server holds the demo, and the ways to start.
 */
export default function TourPage() {
  const t = useT();
  const { data } = useLanding();
  const demo = data?.demoLogin ?? null;
  const total = TOUR_STEPS.length;

  return (
    <PublicShell>
      <section className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:px-6 sm:pt-16">
        <LanguageSwitch className="mb-4 sm:hidden" />
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
          <PlayCircle className="size-3.5" aria-hidden="true" />
          {t('tour.title')}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('tour.heading')}</h1>
        <p className="mt-4 max-w-3xl text-muted-foreground sm:text-lg">{t('tour.intro')}</p>
      </section>

      <ol aria-label={t('tour.steps')} className="mx-auto max-w-6xl space-y-14 px-4 pb-16 sm:px-6">
        {TOUR_STEPS.map((step, i) => {
          const title = t(step.title);
          return (
            <li key={step.id} aria-labelledby={`tour-${step.id}`} className="grid items-center gap-6 md:grid-cols-5 md:gap-10">
              <div className={cn('md:col-span-2', i % 2 === 1 && 'md:order-2')}>
                <p className="text-sm font-medium text-primary">{t('tour.step', { n: i + 1, total })}</p>
                <h2 id={`tour-${step.id}`} className="mt-1 text-2xl font-semibold tracking-tight">
                  {title}
                </h2>
                <p className="mt-3 text-muted-foreground">{t(step.text)}</p>
              </div>
              <figure className={cn('md:col-span-3', step.phone && 'flex justify-center')}>
                <img
                  src={step.src}
                  width={step.width}
                  height={step.height}
                  alt={t('tour.shotAlt', { title })}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className={cn('h-auto rounded-xl border bg-card shadow-sm', step.phone ? 'w-full max-w-[19rem]' : 'w-full')}
                />
              </figure>
            </li>
          );
        })}
      </ol>

      <section aria-labelledby="tour-try" className="border-t bg-card">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="tour-try" className="text-2xl font-semibold tracking-tight">
            {t('tour.tryHeading')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('tour.tryText')}</p>
          {demo && (
            <div className="mt-6 max-w-xl rounded-lg border bg-background p-4 text-sm">
              <p>{t('tour.demoText')}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">{t('tour.demoEmail')}</dt>
                <dd className="font-mono break-all">{demo.email}</dd>
                <dt className="text-muted-foreground">{t('tour.demoPassword')}</dt>
                <dd className="font-mono break-all">{demo.password}</dd>
              </dl>
              <Button asChild className="mt-4">
                <Link to="/login">{t('tour.signInDemo')}</Link>
              </Button>
            </div>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">{t('landing.startTrial')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">
                <MessageSquare aria-hidden="true" />
                {t('landing.contactSales')}
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </PublicShell>
  );
}
