import { formatINR, isUnlimited, missingPlanFeatures, PLAN_FEATURE_KEYS, type TPlanInfo } from '@forecourt/shared';
import { ArrowUpRight, Check, Layers, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';
import { usePlanInfo } from '../api/get-plan-info';
import { UsageBar } from './usage-bar';

export const PLAN_LOAD_ERROR = 'Unable to load plan information';

function PlanError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium">{PLAN_LOAD_ERROR}</p>
        <Button variant="outline" onClick={onRetry} className="min-h-11 sm:min-h-9">
          Try Again
        </Button>
      </CardContent>
    </Card>
  );
}

const perMonth = (price: number) => `${formatINR(price)}/month`;

type TPlanCard = TPlanInfo['availablePlans'][number];

/** A plan's limits, what really differs between plans: stations, pumps per station, users (999 = unlimited). */
function limitLines(p: Pick<TPlanCard, 'maxStations' | 'maxPumpsPerStation' | 'maxUsers'>): string[] {
  return [
    isUnlimited(p.maxStations) ? 'Unlimited stations' : `Up to ${p.maxStations} station${p.maxStations === 1 ? '' : 's'}`,
    isUnlimited(p.maxPumpsPerStation) ? 'Unlimited pumps per station' : `${p.maxPumpsPerStation} pump${p.maxPumpsPerStation === 1 ? '' : 's'} per station`,
    isUnlimited(p.maxUsers) ? 'Unlimited users' : `${p.maxUsers} user${p.maxUsers === 1 ? '' : 's'}`,
  ];
}

/**
 * The current plan's features (docs/decisions/064): each of the catalogue, with a check when the plan has it
 * and a lock ('Not in your plan') when it does not.
 */
function PlanFeatures({ features }: { features: TPlanInfo['currentPlan']['features'] }) {
  const t = useT();
  return (
    <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label="Features">
      {PLAN_FEATURE_KEYS.map((key) =>
        features.includes(key) ? (
          <li key={key} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t(`label.planFeature.${key}`)}
          </li>
        ) : (
          <li key={key} className="flex items-start gap-2 text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t(`label.planFeature.${key}`)} ({t('planFeature.notInPlan')})
          </li>
        ),
      )}
    </ul>
  );
}

/** What a plan lacks of the dearest plan's features (docs/decisions/064): nothing when it has them all. */
function Without({ plan, dearest }: { plan: TPlanCard; dearest: TPlanCard | undefined }) {
  const t = useT();
  const lacking = missingPlanFeatures(plan.features).filter((key) => dearest?.features.includes(key));
  if (lacking.length === 0) return null;
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-muted-foreground">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('planFeature.without', { features: t.intl.formatList(lacking.map((key) => t(`label.planFeature.${key}`))) as string })}
    </p>
  );
}

function UsageBars({ info }: { info: TPlanInfo }) {
  return (
    <div className="space-y-4">
      <UsageBar label="Stations" usage={info.utilization.stations} />
      <UsageBar label="Pumps" usage={info.utilization.pumps} />
      <UsageBar label="Users" usage={info.utilization.users} />
    </div>
  );
}

function Upgrade({ info }: { info: TPlanInfo }) {
  const options = info.availablePlans.filter((p) => p.canUpgrade).slice(0, 2);
  return (
    <>
      {info.upgradeRecommendation && (
        <p className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          You are at a limit of your plan. <strong>{info.upgradeRecommendation.name}</strong> ({perMonth(info.upgradeRecommendation.priceMonthly)}) gives you
          room to grow.
        </p>
      )}
      {info.needsUpgrade && !info.upgradeRecommendation && (
        <p className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          You are at a limit of your plan, and no other plan raises it. Contact the platform administrator for more room.
        </p>
      )}
      {options.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Upgrade options</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {options.map((p) => (
              <li key={p.id} className="rounded-lg border p-3">
                <p className="flex items-center justify-between gap-2 font-medium">
                  {p.name}
                  <ArrowUpRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </p>
                <p className="text-sm tabular-nums text-muted-foreground">{perMonth(p.priceMonthly)}</p>
                <p className="text-sm text-muted-foreground">{limitLines(p).join(' · ')}</p>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">To change plan, contact the platform administrator.</p>
        </div>
      )}
    </>
  );
}

/**
 * The plan usage card (document 1): the tenant's real plan, usage bars for stations, pumps and users
 * (≥ 90 % red, ≥ 75 % yellow, else green; 999 = unlimited), the catalogue's features it has and lacks
 * (docs/decisions/064), the upgrade recommendation and the first 2 upgrade options.
 */
export function PlanUsageCard() {
  const plan = usePlanInfo();
  if (plan.isPending) return <Skeleton className="h-80 rounded-xl" aria-label="Loading plan information" />;
  if (plan.isError) return <PlanError onRetry={() => void plan.refetch()} />;
  const info = plan.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Layers className="size-5" aria-hidden="true" />
          Plan usage
          <Badge variant={info.needsUpgrade ? 'warning' : 'accent'}>{info.currentPlan.name}</Badge>
        </CardTitle>
        <CardDescription className="tabular-nums">{perMonth(info.currentPlan.priceMonthly)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <UsageBars info={info} />
        <PlanFeatures features={info.currentPlan.features} />
        <Upgrade info={info} />
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's Plan tab: the usage card and every plan side by side, each card with its price and limits
 * (what differs) and the features it lacks compared to the dearest plan (docs/decisions/064).
 */
export function PlanTab() {
  const plan = usePlanInfo();
  const dearest = plan.data?.availablePlans.reduce<TPlanCard | undefined>((top, p) => (!top || p.priceMonthly > top.priceMonthly ? p : top), undefined);
  return (
    <div className="space-y-6">
      <PlanUsageCard />
      {plan.data && (
        <section aria-labelledby="all-plans" className="space-y-3">
          <h2 id="all-plans" className="text-lg font-semibold">
            All plans
          </h2>
          <ul className="grid gap-3 md:grid-cols-3">
            {plan.data.availablePlans.map((p) => (
              <li key={p.id} className="rounded-xl border p-4" aria-current={p.isCurrent ? 'true' : undefined}>
                <p className="flex items-center justify-between gap-2 font-semibold">
                  {p.name}
                  {p.isCurrent && <Badge>Current</Badge>}
                </p>
                <p className="text-sm tabular-nums text-muted-foreground">{perMonth(p.priceMonthly)}</p>
                <ul className="mt-3 space-y-1 text-sm">
                  {limitLines(p).map((line) => (
                    <li key={line} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {line}
                    </li>
                  ))}
                </ul>
                <Without plan={p} dearest={dearest} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
