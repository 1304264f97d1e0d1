import { formatINR, type TPlanFeature, type TPlanInfo } from '@forecourt/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/**
 * 'Not in your plan' (docs/decisions/064): an area the tenant's plan lacks, said with the catalogue's label
 * and what it covers, the plans that include it (the upgrade path) and the way to the plan page. The server
 * refuses the area's routes (403 PLAN_FEATURE); this is drawn instead of the page, which makes no call.
 */
export function PlanFeaturePanel({ feature, info }: { feature: TPlanFeature; info: TPlanInfo }) {
  const t = useT();
  const label = t(`label.planFeature.${feature}`);
  const including = info.availablePlans.filter((p) => !p.isCurrent && p.features.includes(feature));
  return (
    <section aria-labelledby="plan-feature-title" className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Lock className="size-6" aria-hidden="true" />
      </span>
      <h2 id="plan-feature-title" className="text-lg font-semibold">
        {t('planFeature.panel.title', { feature: label })}
      </h2>
      <p className="text-sm">{t('planFeature.panel.text', { plan: info.currentPlan.name, feature: label })}</p>
      <p className="text-sm text-muted-foreground">{t(`planFeature.${feature}.description`)}</p>
      <p className="text-sm font-medium" data-testid="plan-feature-upgrade">
        {including.length
          ? t('planFeature.panel.availableOn', { plans: t.intl.formatList(including.map((p) => `${p.name} (${formatINR(p.priceMonthly)}/month)`)) as string })
          : t('planFeature.panel.noPlan')}
      </p>
      <p className="text-xs text-muted-foreground">{t('planFeature.panel.contact')}</p>
      <Button asChild className="mt-2 min-h-11">
        <Link to="/dashboard/plan">{t('planFeature.panel.seePlans')}</Link>
      </Button>
    </section>
  );
}
