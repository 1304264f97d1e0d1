import { Delete } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { applyKey, KEYPAD_DIGITS, type TKeypadKey } from '../lib/keypad';

function Key({ label, onPress, className, children }: { label?: string; onPress: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={label}
      className={cn(
        'flex h-12 select-none items-center justify-center rounded-xl border bg-card text-2xl font-semibold tabular-nums shadow-xs transition-colors hover:bg-accent active:bg-accent active:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * The on-screen keypad of the reading (document 3, section 2): digits, 00, the decimal point, backspace
 * and clear, at most 8 characters (lib/keypad.ts holds the rules). Large keys for one thumb.
 */
export function ReadingKeypad({ value, onChange, describedBy }: { value: string; onChange: (next: string) => void; describedBy?: string }) {
  const press = (key: TKeypadKey) => onChange(applyKey(value, key));
  const t = useT();
  return (
    <div role="group" aria-label={t('attendant.reading.keypad')} aria-describedby={describedBy} className="grid grid-cols-3 gap-2">
      {KEYPAD_DIGITS.map((d) => (
        <Key key={d} onPress={() => press(d)}>
          {d}
        </Key>
      ))}
      <Key label={t('attendant.keypad.decimalPoint')} onPress={() => press('.')}>
        .
      </Key>
      <Key onPress={() => press('0')}>0</Key>
      <Key onPress={() => press('00')}>00</Key>
      <Key label={t('attendant.keypad.backspace')} onPress={() => press('backspace')} className="text-muted-foreground">
        <Delete className="size-6" aria-hidden="true" />
      </Key>
      <Key onPress={() => press('clear')} className="col-span-2 text-lg text-muted-foreground">
        {t('attendant.keypad.clear')}
      </Key>
    </div>
  );
}
