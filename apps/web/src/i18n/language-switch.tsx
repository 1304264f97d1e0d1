import { LOCALES } from '@forecourt/shared';
import { cn } from '@/lib/cn';
import { useLocaleChoice } from './i18n-provider';
import { INTL_LOCALE, LOCALE_NAMES } from './locales';
import { useT } from './use-t';

/**
 * English / हिन्दी: two buttons, the chosen one pressed, each name written in its own language (and
 * marked with it, so a screen reader says it right). On the sign-in pages and the landing page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const choice = useLocaleChoice();
  const t = useT();
  if (!choice) return null;
  const { locale, setLocale } = choice;
  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex shrink-0 rounded-md border bg-background p-0.5', className)}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={INTL_LOCALE[l]}
          aria-pressed={locale === l}
          onClick={() => setLocale(l)}
          className={cn(
            'min-h-11 min-w-11 rounded-[5px] px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            locale === l && 'bg-accent text-accent-foreground',
          )}
        >
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
