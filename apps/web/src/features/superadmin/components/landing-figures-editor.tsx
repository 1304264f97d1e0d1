import { LANDING_FIGURES_MAX, ZLandingFigures, type TLandingFigure, type TLandingFigures } from '@forecourt/shared';
import { Hash, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLandingFigures } from '../api/get-landing-figures';
import { useSaveLandingFigures } from '../api/save-landing-figures';
import { LandingListEditor } from './landing-list-editor';

type TRow = { value: string; label: string; labelHi: string };
const EMPTY: TRow = { value: '', label: '', labelHi: '' };
const FIELDS: Array<{ field: keyof TRow; label: string; placeholder: string }> = [
  { field: 'value', label: 'Value *', placeholder: 'e.g. 120+' },
  { field: 'label', label: 'Label *', placeholder: 'e.g. Fuel stations' },
  { field: 'labelHi', label: 'Label in Hindi', placeholder: 'e.g. पेट्रोल पंप' },
];

const rowOf = (f: TLandingFigure): TRow => ({ value: f.value, label: f.label, labelHi: f.labelHi ?? '' });
const figureOf = ({ labelHi, ...r }: TRow): TLandingFigure => (labelHi.trim() ? { ...r, labelHi } : r);

const bodyOf = (figures: TLandingFigure[]) => ({ figures });
const listOf = (body: TLandingFigures) => body.figures;

/**
 * The landing page's headline figures (document 1; docs/decisions/063): up to four label and value pairs
 * the platform can stand behind; with none the block is hidden.
 */
export function LandingFiguresEditor() {
  return (
    <LandingListEditor
      title="Landing page figures"
      icon={<Hash className="size-5 text-muted-foreground" aria-hidden="true" />}
      description="The headline figures on the public landing page (e.g. stations, transactions, uptime, support); with none, the block is hidden. Use only figures the platform can stand behind."
      texts={{
        add: 'Add figure',
        save: 'Save figures',
        saved: 'Landing figures saved',
        saveFailed: 'Failed to save landing figures',
        loadError: 'Error loading landing figures',
        empty: 'The landing page hides the figures.',
        none: 'No figures: the landing page does not show the block.',
        item: 'Figure',
      }}
      max={LANDING_FIGURES_MAX}
      empty={EMPTY}
      stored={useLandingFigures()}
      save={useSaveLandingFigures()}
      schema={ZLandingFigures}
      bodyOf={bodyOf}
      listOf={listOf}
      rowOf={rowOf}
      itemOf={figureOf}
      renderRow={({ row, index: i, set, remove }) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end">
          <legend className="px-1 text-sm font-medium">Figure {i + 1}</legend>
          {FIELDS.map(({ field, label, placeholder }) => (
            <div key={field} className="grid gap-1.5">
              <Label htmlFor={`figure-${i}-${field}`}>{label}</Label>
              <Input
                id={`figure-${i}-${field}`}
                value={row[field]}
                placeholder={placeholder}
                lang={field === 'labelHi' ? 'hi' : undefined}
                onChange={(e) => set(field, e.target.value)}
              />
            </div>
          ))}
          <Button variant="ghost" aria-label={`Remove figure ${i + 1}`} onClick={remove}>
            <Trash2 aria-hidden="true" />
            <span className="sm:sr-only">Remove</span>
          </Button>
        </fieldset>
      )}
    />
  );
}
