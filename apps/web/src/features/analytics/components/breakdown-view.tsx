import { FUEL_TYPE_LABELS, PAYMENT_METHOD_COLORS, PAYMENT_METHOD_LABELS, type TAnalyticsBreakdown } from '@forecourt/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ShareList } from './share-list';

/** The Breakdown tab: the period's revenue by station, by fuel and by payment method. */
export function BreakdownView({ data }: { data: TAnalyticsBreakdown }) {
  const sections = [
    { title: 'By station', rows: data.byStation.map((s) => ({ key: s.stationId, name: s.stationName, ...s })) },
    { title: 'By fuel', rows: data.byFuel.map((f) => ({ key: f.fuelType, name: FUEL_TYPE_LABELS[f.fuelType], ...f })) },
    {
      title: 'By payment method',
      rows: data.byPaymentMethod.map((p) => ({ key: p.paymentMethod, name: PAYMENT_METHOD_LABELS[p.paymentMethod], colour: PAYMENT_METHOD_COLORS[p.paymentMethod], ...p })),
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
      {sections.map((s) => (
        <Card key={s.title}>
          <CardHeader>
            <CardTitle className="text-base">{s.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <ShareList rows={s.rows} label={s.title} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
