import { CONTACT_STATUSES, type TContactStatus } from '@forecourt/shared';
import { Inbox, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { ContactMessageCard } from '../components/contact-message-card';

const PAGE_SIZE = 10;
const STATUS_LABELS: Record<TContactStatus, string> = { open: 'Open', handled: 'Handled' };

/** /superadmin/messages: what visitors sent with Contact Sales, newest first; marked handled as they are answered. */
export default function ContactInboxPage() {
  const [status, setStatus] = useState<TContactStatus | ''>('');
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ page, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const mark = useMarkContactMessage();
  const items = messages.data?.items ?? [];
  const open = messages.data?.summary.open;

  const onMark = (id: string, handled: boolean) =>
    mark.mutate(
      { id, handled },
      {
        onSuccess: (m) => notify.success(handled ? 'Marked handled' : 'Reopened', `The message from ${m.name}.`),
        onError: (err) => notify.error('Failed to update the message', err.message),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Contact messages"
        description={
          open === undefined
            ? 'What visitors sent with Contact Sales on the landing page, newest first.'
            : `What visitors sent with Contact Sales on the landing page, newest first. ${open === 1 ? '1 message is' : `${open} messages are`} open.`
        }
      />
      <div>
        <label htmlFor="contact-status-filter" className="sr-only">
          Status
        </label>
        <NativeSelect
          id="contact-status-filter"
          className="sm:w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TContactStatus | '');
            setPage(1);
          }}
        >
          <option value="">All messages</option>
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {messages.isPending ? (
        <CardGridSkeleton label="Loading messages" />
      ) : messages.isError ? (
        <LoadError title="Error loading messages" message={messages.error.message} onRetry={() => void messages.refetch()} />
      ) : items.length === 0 ? (
        status === 'open' ? (
          <EmptyState icon={MailCheck} title="No open messages" description="Every message has been handled." />
        ) : (
          <EmptyState icon={Inbox} title="No messages yet" description="Messages sent with Contact Sales on the landing page appear here." />
        )
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Contact messages">
            {items.map((m) => (
              <li key={m.id} className="min-w-0">
                <ContactMessageCard message={m} busy={mark.isPending && mark.variables?.id === m.id} onMark={(handled) => onMark(m.id, handled)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} limit={PAGE_SIZE} total={messages.data.total} onPageChange={setPage} label="Message pages" />
        </>
      )}
    </div>
  );
}
