import { CREDITOR_MSG, ZUpdateCreditor, type TCreditor } from '@forecourt/shared';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useCreditor } from '../api/get-creditor';
import { useUpdateCreditor } from '../api/update-creditor';
import { CreditorForm, type TCreditorFormValues } from '../components/creditor-form';
import { CreditorNotFound } from '../components/creditor-not-found';

const valuesOf = (c: TCreditor): TCreditorFormValues => ({
  partyName: c.partyName,
  stationId: c.stationId ?? '',
  contactPerson: c.contactPerson ?? '',
  phoneNumber: c.phoneNumber ?? '',
  address: c.address ?? '',
  creditLimit: String(c.creditLimit),
  paymentTerms: c.paymentTerms ?? '',
  notes: c.notes ?? '',
  status: c.status,
});

/** /dashboard/creditors/{id}/edit: every field, and the status (an inactive creditor takes no credit sale). */
export default function CreditorEditPage() {
  const { creditorId = '' } = useParams();
  const navigate = useNavigate();
  const creditor = useCreditor(creditorId);
  const update = useUpdateCreditor(creditorId);
  const detail = `/dashboard/creditors/${creditorId}`;

  if (creditor.isPending) return <Skeleton className="h-96 rounded-xl" />;
  if (creditor.isError) return <CreditorNotFound message={creditor.error.message} />;
  const c = creditor.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs items={[{ label: 'Creditors', to: '/dashboard/creditors' }, { label: c.partyName, to: detail }, { label: 'Edit' }]} />
      <PageHeader title="Edit Creditor" description={c.partyName} />
      <Card>
        <CardContent className="pt-5">
          <CreditorForm
            schema={ZUpdateCreditor}
            defaultValues={valuesOf(c)}
            withStatus
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            failTitle={CREDITOR_MSG.updateFailed}
            onCancel={() => void navigate(detail)}
            onSubmit={async (body) => {
              await update.mutateAsync(body);
              notify.success(CREDITOR_MSG.updated);
              void navigate(detail);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
