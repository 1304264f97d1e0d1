import { STORAGE_KEYS } from '@forecourt/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@/i18n/i18n-provider';

/** Renders a component as an attendant who chose Hindi on this device sees it (the test clears localStorage after). */
export function renderInHindi(ui: ReactNode) {
  localStorage.setItem(STORAGE_KEYS.locale, 'hi');
  return render(
    <MemoryRouter>
      <I18nProvider saveUserLocale={async () => undefined}>{ui}</I18nProvider>
    </MemoryRouter>,
  );
}
