import { Delete } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { KEYPAD_KEYS, type TKeypadKey } from '../lib/keypad';

/**
 * The on-screen keypad of the attendant's forms (document 3): digits, 00, the decimal point, backspace
 * and clear, as large targets for one thumb. `label` names what it types into ("Cash amount").
 */
export function CashKeypad({ label, onKey, disabled = false }: { label: string; onKey: (key: TKeypadKey) => void; disabled?: boolean }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('cash.form.keypadFor', { label })} className="grid grid-cols-3 gap-2">
      {KEYPAD_KEYS.map((key) => (
        <Button
          key={key}
          variant="outline"
          size="xl"
          className="text-xl font-semibold tabular-nums"
          disabled={disabled}
          onClick={() => onKey(key)}
        >
          {key}
        </Button>
      ))}
      <Button variant="secondary" size="xl" disabled={disabled} onClick={() => onKey('clear')}>
        {t('cash.keypad.clear')}
      </Button>
      <Button variant="secondary" size="xl" className="col-span-2" disabled={disabled} onClick={() => onKey('backspace')} aria-label={t('cash.keypad.backspace')}>
        <Delete className="size-6!" aria-hidden="true" />
        {t('cash.keypad.backspace')}
      </Button>
    </div>
  );
}
