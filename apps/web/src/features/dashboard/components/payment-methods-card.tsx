import { PAYMENT_METHOD_COLORS, PAYMENT_METHOD_LABELS, formatINR, formatPercent } from '@forecourt/shared';
import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
import { usePaymentMethods } from '../api/get-payment-methods';
import { WidgetCard } from '@/components/widget-card';

/** Today's Payment Methods (document 1 §2): a pie and the list, cash green, card blue, upi purple, credit amber. */
export function PaymentMethodsCard() {
  const methods = usePaymentMethods();
  const items = methods.data ?? [];
  const sold = items.some((m) => m.amount > 0);
  return (
    <WidgetCard title="Today's Payment Methods" query={methods}>
      <div className="grid items-center gap-4 sm:grid-cols-2">
        {sold ? (
          <div className="h-44" aria-hidden="true" inert>
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie data={items.filter((m) => m.amount > 0)} dataKey="amount" nameKey="paymentMethod" innerRadius="55%" outerRadius="90%" isAnimationActive={false}>
                  {items
                    .filter((m) => m.amount > 0)
                    .map((m) => (
                      <Cell key={m.paymentMethod} fill={PAYMENT_METHOD_COLORS[m.paymentMethod]} />
                    ))}
                </Pie>
              </PieChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="py-10 text-center text-sm text-muted-foreground">No sales today yet</p>
        )}
        <ul className="space-y-2">
          {items.map((m) => (
            <li key={m.paymentMethod} className="flex items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2">
                <span className="size-3 rounded-full" style={{ backgroundColor: PAYMENT_METHOD_COLORS[m.paymentMethod] }} aria-hidden="true" />
                {PAYMENT_METHOD_LABELS[m.paymentMethod]}
              </span>
              <span className="tabular-nums">
                {formatINR(m.amount)} <span className="text-muted-foreground">({formatPercent(m.percentage)})</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </WidgetCard>
  );
}
