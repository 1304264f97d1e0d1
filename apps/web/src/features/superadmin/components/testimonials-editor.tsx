import { LANDING_TESTIMONIALS_MAX, ZTestimonials, type TTestimonial } from '@forecourt/shared';
import { MessageSquareQuote, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useTestimonials } from '../api/get-testimonials';
import { useSaveTestimonials } from '../api/save-testimonials';

const EMPTY: TTestimonial = { name: '', role: '', business: '', quote: '' };

/** The landing page's testimonials (document 1): up to three, real customers' words; none hides the section. */
export function TestimonialsEditor() {
  const stored = useTestimonials();
  const save = useSaveTestimonials();
  const [list, setList] = useState<TTestimonial[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    if (stored.data) setList(stored.data.testimonials);
  }, [stored.data]);

  const set = (i: number, field: keyof TTestimonial, value: string) => setList((l) => l.map((t, j) => (j === i ? { ...t, [field]: value } : t)));
  const submit = () => {
    const parsed = ZTestimonials.safeParse({ testimonials: list });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = typeof issue?.path[1] === 'number' ? `Testimonial ${issue.path[1] + 1}: ` : '';
      return setProblem(`${where}${issue?.message ?? 'Invalid testimonial'}`);
    }
    setProblem(undefined);
    save.mutate(parsed.data.testimonials, {
      onSuccess: (data) =>
        notify.success('Testimonials saved', data.testimonials.length ? `The landing page shows ${data.testimonials.length}.` : 'The landing page hides the section.'),
      onError: (err) => notify.error('Failed to save testimonials', err.message),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareQuote className="size-5 text-muted-foreground" aria-hidden="true" />
          Landing page testimonials
        </CardTitle>
        <CardDescription>Shown on the public landing page; with none, the section is hidden. Use only words customers gave you.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {stored.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : stored.isError ? (
          <LoadError title="Error loading testimonials" message={stored.error.message} onRetry={() => void stored.refetch()} />
        ) : (
          <>
            {list.length === 0 && <p className="text-sm text-muted-foreground">No testimonials: the landing page does not show the section.</p>}
            {list.map((t, i) => (
              <fieldset key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
                <legend className="px-1 text-sm font-medium">Testimonial {i + 1}</legend>
                {(['name', 'role', 'business'] as const).map((field) => (
                  <div key={field} className="grid gap-1.5">
                    <Label htmlFor={`testimonial-${i}-${field}`} className="capitalize">
                      {field}
                      {field === 'name' ? ' *' : ''}
                    </Label>
                    <Input id={`testimonial-${i}-${field}`} value={t[field]} onChange={(e) => set(i, field, e.target.value)} />
                  </div>
                ))}
                <div className="grid gap-1.5 sm:col-span-3">
                  <Label htmlFor={`testimonial-${i}-quote`}>Quote *</Label>
                  <Textarea id={`testimonial-${i}-quote`} rows={2} value={t.quote} onChange={(e) => set(i, 'quote', e.target.value)} />
                </div>
                <div className="sm:col-span-3">
                  <Button variant="ghost" onClick={() => setList((l) => l.filter((_, j) => j !== i))}>
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </fieldset>
            ))}
            {problem && (
              <p className="text-sm text-destructive" role="alert">
                {problem}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setList((l) => [...l, { ...EMPTY }])} disabled={list.length >= LANDING_TESTIMONIALS_MAX}>
                <Plus aria-hidden="true" />
                Add testimonial
              </Button>
              <Button onClick={submit} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save testimonials'}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
