import { BarChart3, Bell, LineChart, Lock, PlayCircle, Smartphone, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PublicShell } from '@/components/public-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LanguageSwitch } from '@/i18n/language-switch';
import type { TMessageId } from '@/i18n/messages/en';
import { useT } from '@/i18n/use-t';
import { useLanding } from '../api/get-landing';
import { LandingFigures } from '../components/landing-figures';

const FEATURES: Array<{ icon: LucideIcon; title: TMessageId; text: TMessageId }> = [
  { icon: BarChart3, title: 'landing.feature.analytics.title', text: 'landing.feature.analytics.text' },
  { icon: Bell, title: 'landing.feature.inventory.title', text: 'landing.feature.inventory.text' },
  { icon: Users, title: 'landing.feature.roles.title', text: 'landing.feature.roles.text' },
  { icon: Smartphone, title: 'landing.feature.mobile.title', text: 'landing.feature.mobile.text' },
  { icon: Lock, title: 'landing.feature.secure.title', text: 'landing.feature.secure.text' },
  { icon: LineChart, title: 'landing.feature.growth.title', text: 'landing.feature.growth.text' },
];

export default function LandingPage() {
  const { data } = useLanding();
  const t = useT();
  const testimonials = data?.testimonials ?? [];

  return (
    <PublicShell
      headerLinks={
        <a href="#features" className="hidden rounded-md px-3 py-2 text-sm text-muted-foreground hover:text-foreground sm:block">
          {t('landing.features')}
        </a>
      }
    >
      <section className="mx-auto max-w-6xl px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:pb-24">
        <div className="max-w-3xl">
          {/* On a phone the header has no room for it: the language switch opens the page instead. */}
          <LanguageSwitch className="mb-4 sm:hidden" />
          <p className="mb-4 inline-flex items-center rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            {t('landing.tagline')}
          </p>
          <h1 className="text-4xl font-semibold leading-[1.1] tracking-tight sm:text-5xl">{t('landing.headline')}</h1>
          <p className="mt-5 max-w-2xl text-base text-muted-foreground sm:text-lg">{t('landing.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">{t('landing.startTrial')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/tour">
                <PlayCircle aria-hidden="true" />
                {t('landing.watchDemo')}
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <LandingFigures figures={data?.figures ?? []} />

      <section id="features" aria-labelledby="features-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-2xl">
          <h2 id="features-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('landing.featuresHeading')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.featuresIntro')}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="p-5">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold">{t(title)}</h3>
                  <p className="mt-1.5 text-sm text-muted-foreground">{t(text)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="border-t bg-card">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="testimonials-heading" className="text-2xl font-semibold tracking-tight">
              {t('landing.testimonialsHeading')}
            </h2>
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {testimonials.slice(0, 3).map((item) => (
                <li key={`${item.name}-${item.business}`}>
                  <figure className="flex h-full flex-col justify-between rounded-xl border bg-background p-5">
                    <blockquote className="text-sm leading-relaxed">“{item.quote}”</blockquote>
                    <figcaption className="mt-4 text-sm">
                      <span className="font-semibold">{item.name}</span>
                      <span className="block text-muted-foreground">
                        {t('landing.testimonialBy', { role: item.role, business: item.business })}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-brand px-6 py-10 text-brand-foreground sm:px-10 md:flex-row md:items-center">
          <div>
            <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight">
              {t('landing.ctaHeading')}
            </h2>
            <p className="mt-2 text-brand-foreground/90">{t('landing.ctaText')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-brand-foreground text-brand hover:bg-brand-foreground/90">
              <Link to="/register">{t('landing.startTrial')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-brand-foreground/60 bg-transparent text-brand-foreground hover:bg-brand-foreground/10 hover:text-brand-foreground"
            >
              <Link to="/contact">{t('landing.contactSales')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </PublicShell>
  );
}
