import { CREDITOR_MSG, formatINR } from '@forecourt/shared';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useCreditor } from '../api/get-creditor';
import { CreditorNotFound } from '../components/creditor-not-found';
import { PaymentForm } from '../components/payment-form';

/** /dashboard/creditors/{id}/payments/new: a payment received from the creditor; back to its details after. */
export default function PaymentCreatePage() {
  const { creditorId = '' } = useParams();
  const navigate = useNavigate();
  const creditor = useCreditor(creditorId);
  const detail = `/dashboard/creditors/${creditorId}`;

  if (creditor.isPending) return <Skeleton className="h-80 rounded-xl" />;
  if (creditor.isError) return <CreditorNotFound message={creditor.error.message} />;
  const c = creditor.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Breadcrumbs items={[{ label: 'Creditors', to: '/dashboard/creditors' }, { label: c.partyName, to: detail }, { label: 'Payment' }]} />
      <PageHeader title="Record Payment" description={`${c.partyName} · balance ${formatINR(c.balance)}`} />
      <Card>
        <CardContent className="pt-5">
          <PaymentForm
            creditorId={c.id}
            onCancel={() => void navigate(detail)}
            onDone={(result) => {
              notify.success(CREDITOR_MSG.paymentRecorded, `${formatINR(result.payment.amount)} from ${c.partyName}. Balance now ${formatINR(result.creditor.balance)}.`);
              void navigate(detail);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
