import { CREDITOR_MSG, SEARCH_DEBOUNCE_MS, type TCreditorStatus } from '@forecourt/shared';
import { CreditCard, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreditors } from '../api/get-creditors';
import { CreditorCard } from '../components/creditor-card';
import { CreditorSummary } from '../components/creditor-summary';

const PAGE_SIZE = 24;

const addCreditor = (
  <LinkButton to="/dashboard/creditors/new" icon={Plus}>
    Add Creditor
  </LinkButton>
);

/** /dashboard/creditors: Credit Management (document 3): search, counts, cards with their badges. */
export default function CreditorsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TCreditorStatus | ''>('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const creditors = useCreditors({ ...(term ? { search: term } : {}), ...(status ? { status } : {}), page, limit: PAGE_SIZE });
  const data = creditors.data;
  const filtered = term !== '' || status !== '';

  return (
    <div className="space-y-6">
      <PageHeader
        title={CREDITOR_MSG.title}
        description="Customers who buy on credit: their balances, limits and statements."
        actions={addCreditor}
      />
      {data && <CreditorSummary summary={data.summary} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          id="creditor-search"
          label="Search creditors"
          placeholder="Search by party name or phone..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="sm:max-w-md sm:flex-1"
        />
        <label htmlFor="creditor-status" className="sr-only">
          Status
        </label>
        <NativeSelect
          id="creditor-status"
          className="sm:w-44"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TCreditorStatus | '');
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </NativeSelect>
      </div>

      {creditors.isPending ? (
        <CardGridSkeleton label="Loading creditors" />
      ) : creditors.isError ? (
        <LoadError title="Error loading creditors" message={CREDITOR_MSG.loadFailed} onRetry={() => void creditors.refetch()} />
      ) : data!.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} title={CREDITOR_MSG.noMatches} description={term ? `No party name or phone matches “${term}”.` : undefined} />
        ) : (
          <EmptyState
            icon={CreditCard}
            title={CREDITOR_MSG.noCreditors}
            description="Add the customers who buy fuel on credit to record their sales, payments and balances."
            action={addCreditor}
          />
        )
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Creditors">
            {data!.items.map((c) => (
              <li key={c.id} className="flex [&>*]:flex-1">
                <CreditorCard creditor={c} />
              </li>
            ))}
          </ul>
          <Pagination page={page} limit={PAGE_SIZE} total={data!.total} onPageChange={setPage} label="Creditor pages" />
        </>
      )}
    </div>
  );
}
