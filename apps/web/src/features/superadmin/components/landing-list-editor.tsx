import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';

/** What a row's fields need to draw and change it. */
export type TRowEditor<TRow> = {
  row: TRow;
  index: number;
  set: (field: keyof TRow, value: string) => void;
  remove: () => void;
};

type TProps<TRow, TItem, TBody> = {
  title: string;
  icon: ReactNode;
  description: ReactNode;
  /** The texts around the list ('Add figure', 'Save figures', the toasts, the load error, a row's name). */
  texts: { add: string; save: string; saved: string; saveFailed: string; loadError: string; empty: string; none: string; item: string };
  max: number;
  empty: TRow;
  stored: UseQueryResult<TBody>;
  save: UseMutationResult<TBody, Error, TItem[]>;
  /** The PUT's body schema (shared with the server), its body of a list and the list of a body. */
  schema: z.ZodType<TBody>;
  bodyOf: (items: TItem[]) => unknown;
  listOf: (body: TBody) => TItem[];
  /** The stored item as the form's row (strings only), and back. */
  rowOf: (item: TItem) => TRow;
  itemOf: (row: TRow) => TItem;
  renderRow: (editor: TRowEditor<TRow>) => ReactNode;
};

/**
 * A list the superadmin keeps for the public landing page (testimonials, headline figures; decisions 027
 * and 063): the stored list, rows to add, change and remove up to `max`, checked with the server's own
 * schema before it is saved in one PUT; with none saved the landing page leaves the block out.
 */
export function LandingListEditor<TRow, TItem, TBody>(props: TProps<TRow, TItem, TBody>) {
  const { texts, stored, save, listOf, rowOf } = props;
  // The stored list until the superadmin changes it; from then on their rows (a refetch does not undo an edit).
  const [edited, setEdited] = useState<TRow[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const rows = edited ?? (stored.data ? listOf(stored.data).map(rowOf) : []);
  const setRows = (change: (list: TRow[]) => TRow[]) => setEdited((current) => change(current ?? rows));

  const submit = () => {
    const parsed = props.schema.safeParse(props.bodyOf(rows.map(props.itemOf)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = typeof issue?.path[1] === 'number' ? `${texts.item} ${issue.path[1] + 1}: ` : '';
      return setProblem(`${where}${issue?.message ?? `Invalid ${texts.item.toLowerCase()}`}`);
    }
    setProblem(undefined);
    save.mutate(listOf(parsed.data), {
      onSuccess: (data) => {
        const n = listOf(data).length;
        notify.success(texts.saved, n ? `The landing page shows ${n}.` : texts.empty);
      },
      onError: (err) => notify.error(texts.saveFailed, err.message),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {props.icon}
          {props.title}
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {stored.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : stored.isError ? (
          <LoadError title={texts.loadError} message={stored.error.message} onRetry={() => void stored.refetch()} />
        ) : (
          <>
            {rows.length === 0 && <p className="text-sm text-muted-foreground">{texts.none}</p>}
            {rows.map((row, index) =>
              props.renderRow({
                row,
                index,
                set: (field, value) => setRows((list) => list.map((r, j) => (j === index ? { ...r, [field]: value } : r))),
                remove: () => setRows((list) => list.filter((_, j) => j !== index)),
              }),
            )}
            {problem && (
              <p className="text-sm text-destructive" role="alert">
                {problem}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setRows((list) => [...list, { ...props.empty }])} disabled={rows.length >= props.max}>
                <Plus aria-hidden="true" />
                {texts.add}
              </Button>
              <Button onClick={submit} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : texts.save}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
