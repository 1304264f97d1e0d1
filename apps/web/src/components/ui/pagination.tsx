import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { Button } from './button';

/** Previous / next over a paged list, with "x–y of n". Hidden when everything fits on one page. */
export function Pagination({
  page,
  limit,
  total,
  onPageChange,
  label = 'Pagination',
}: {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <p className="text-sm text-muted-foreground">
        {t('common.range', { from, to, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('common.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('common.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
