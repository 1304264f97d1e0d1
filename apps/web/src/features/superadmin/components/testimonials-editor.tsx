import { LANDING_TESTIMONIALS_MAX, ZTestimonials, type TTestimonial, type TTestimonials } from '@forecourt/shared';
import { MessageSquareQuote, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useTestimonials } from '../api/get-testimonials';
import { useSaveTestimonials } from '../api/save-testimonials';
import { LandingListEditor } from './landing-list-editor';

const EMPTY: TTestimonial = { name: '', role: '', business: '', quote: '' };
const same = (t: TTestimonial) => t;
const bodyOf = (testimonials: TTestimonial[]) => ({ testimonials });
const listOf = (body: TTestimonials) => body.testimonials;

/** The landing page's testimonials (document 1): up to three, real customers' words; none hides the section. */
export function TestimonialsEditor() {
  return (
    <LandingListEditor
      title="Landing page testimonials"
      icon={<MessageSquareQuote className="size-5 text-muted-foreground" aria-hidden="true" />}
      description="Shown on the public landing page; with none, the section is hidden. Use only words customers gave you."
      texts={{
        add: 'Add testimonial',
        save: 'Save testimonials',
        saved: 'Testimonials saved',
        saveFailed: 'Failed to save testimonials',
        loadError: 'Error loading testimonials',
        empty: 'The landing page hides the section.',
        none: 'No testimonials: the landing page does not show the section.',
        item: 'Testimonial',
      }}
      max={LANDING_TESTIMONIALS_MAX}
      empty={EMPTY}
      stored={useTestimonials()}
      save={useSaveTestimonials()}
      schema={ZTestimonials}
      bodyOf={bodyOf}
      listOf={listOf}
      rowOf={same}
      itemOf={same}
      renderRow={({ row: t, index: i, set, remove }) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium">Testimonial {i + 1}</legend>
          {(['name', 'role', 'business'] as const).map((field) => (
            <div key={field} className="grid gap-1.5">
              <Label htmlFor={`testimonial-${i}-${field}`} className="capitalize">
                {field}
                {field === 'name' ? ' *' : ''}
              </Label>
              <Input id={`testimonial-${i}-${field}`} value={t[field]} onChange={(e) => set(field, e.target.value)} />
            </div>
          ))}
          <div className="grid gap-1.5 sm:col-span-3">
            <Label htmlFor={`testimonial-${i}-quote`}>Quote *</Label>
            <Textarea id={`testimonial-${i}-quote`} rows={2} value={t.quote} onChange={(e) => set('quote', e.target.value)} />
          </div>
          <div className="sm:col-span-3">
            <Button variant="ghost" onClick={remove}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        </fieldset>
      )}
    />
  );
}
