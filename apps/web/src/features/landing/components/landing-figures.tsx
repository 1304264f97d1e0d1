import type { TLandingFigure } from '@forecourt/shared';
import { useT } from '@/i18n/use-t';

/**
 * The landing page's headline figures as the platform set them (docs/decisions/063): nothing while none is
 * set — no figure is invented. A figure's Hindi label is shown on the Hindi page where it has one.
 */
export function LandingFigures({ figures }: { figures: readonly TLandingFigure[] }) {
  const t = useT();
  if (figures.length === 0) return null;
  const hindi = t.intl.locale.startsWith('hi');
  return (
    <section aria-labelledby="stats-heading" className="border-y bg-card">
      <h2 id="stats-heading" className="sr-only">
        {t('landing.statsHeading')}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 sm:px-6 md:grid-cols-4">
        {figures.map((f, i) => (
          <div key={`${i}-${f.label}`} className="flex flex-col-reverse items-center gap-1 px-2 py-8 text-center">
            <dt className="text-sm text-muted-foreground">{hindi && f.labelHi ? f.labelHi : f.label}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-primary">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
