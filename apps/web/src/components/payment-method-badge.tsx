import { PAYMENT_METHOD_COLORS, type TPaymentMethod } from '@forecourt/shared';
import { useT } from '@/i18n/use-t';

/** The payment method with its colour from the contract (cash green, card blue, upi purple, credit amber). */
export function PaymentMethodBadge({ method }: { method: TPaymentMethod }) {
  const color = PAYMENT_METHOD_COLORS[method];
  const t = useT();
  return (
    <span
      className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium"
      style={{ borderColor: `${color}66`, backgroundColor: `${color}14` }}
    >
      <span className="size-2 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
      {t(`label.payment.${method}`)}
    </span>
  );
}
