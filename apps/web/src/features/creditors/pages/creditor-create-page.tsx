import { CREDITOR_MSG, ZCreateCreditor } from '@forecourt/shared';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useCreateCreditor } from '../api/create-creditor';
import { CreditorForm, EMPTY_CREDITOR_VALUES } from '../components/creditor-form';

/** /dashboard/creditors/new: Add Creditor. */
export default function CreditorCreatePage() {
  const navigate = useNavigate();
  const create = useCreateCreditor();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs items={[{ label: 'Creditors', to: '/dashboard/creditors' }, { label: 'Add Creditor' }]} />
      <PageHeader title="Add Creditor" description="A customer who buys fuel on credit, with the limit their balance may reach." />
      <Card>
        <CardContent className="pt-5">
          <CreditorForm
            schema={ZCreateCreditor}
            defaultValues={EMPTY_CREDITOR_VALUES}
            submitLabel="Add Creditor"
            pendingLabel="Saving..."
            failTitle={CREDITOR_MSG.createFailed}
            onCancel={() => void navigate('/dashboard/creditors')}
            onSubmit={async (body) => {
              const created = await create.mutateAsync(body);
              notify.success(CREDITOR_MSG.created, created.partyName);
              void navigate(`/dashboard/creditors/${created.id}`);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
