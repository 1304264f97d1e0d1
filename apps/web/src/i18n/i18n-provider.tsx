import type { TLocale, TSessionUser } from '@forecourt/shared';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { notify } from '@/lib/notify';
import { getSession, localeOf, updateSessionUser, useSessionState } from '@/lib/session-store';
import { createAppIntl, englishIntl, setActiveIntl } from './known-text';
import { loadMessages } from './load-messages';
import { browserLanguages, INTL_LOCALE, readDeviceLocale, resolveLocale, writeDeviceLocale } from './locales';
import { en, type TMessages } from './messages/en';

type TLocaleChoice = {
  /** The language chosen (what the switch shows as pressed). */
  locale: TLocale;
  setLocale: (locale: TLocale) => void;
};

const LocaleContext = createContext<TLocaleChoice | null>(null);

/** The language choice, for the language switches; null outside the provider (a component's unit test). */
export function useLocaleChoice(): TLocaleChoice | null {
  return useContext(LocaleContext);
}

/** Owner, manager and superadmin pages stay English (docs/decisions/030); the attendant portal follows the choice. */
const followsChoice = (user: TSessionUser | undefined) => !user || user.role === 'attendant';

/**
 * The app's language (docs/decisions/030): the signed-in user's saved choice, else the last choice on
 * this device, else the browser's languages, else English. A choice made while signed out is saved to
 * the account at the next sign-in (it is the latest thing the person asked for); one made while signed
 * in is saved at once (`saveUserLocale`: PUT auth/profile/locale) — if that fails, a toast says so and
 * the choice still applies here. Hindi's catalogue is loaded when first needed; `<html lang>` follows.
 */
export function I18nProvider({ children, saveUserLocale }: { children: ReactNode; saveUserLocale: (locale: TLocale) => Promise<unknown> }) {
  const user = useSessionState().session?.user;
  const [device, setDevice] = useState(readDeviceLocale);
  const [pending, setPending] = useState<TLocale | null>(null);
  const userLocale = user ? (pending ?? localeOf(user)) : null;
  const chosen = resolveLocale({ user: userLocale, device, languages: browserLanguages() });
  const locale: TLocale = followsChoice(user) ? chosen : 'en';
  const [shown, setShown] = useState<{ locale: TLocale; messages: TMessages } | null>(() => (locale === 'en' ? { locale, messages: en } : null));

  useEffect(() => {
    let live = true;
    loadMessages(locale).then(
      (messages) => live && setShown({ locale, messages }),
      () => {
        if (!live) return;
        setShown({ locale: 'en', messages: en });
        notify.error(englishIntl.formatMessage({ id: 'language.loadFailed' }));
      },
    );
    return () => {
      live = false;
    };
  }, [locale]);

  const intl = useMemo(() => (shown ? createAppIntl(INTL_LOCALE[shown.locale], shown.messages) : null), [shown]);
  useLayoutEffect(() => {
    if (!intl) return;
    setActiveIntl(intl);
    document.documentElement.lang = intl.locale;
  }, [intl]);

  const saveRef = useRef(saveUserLocale);
  saveRef.current = saveUserLocale;
  const save = useCallback((current: TSessionUser, next: TLocale) => {
    updateSessionUser({ ...current, ...{ locale: next } });
    // Said in the language just chosen (its catalogue may still be on its way when an offline save fails).
    saveRef.current(next).catch(async () => {
      const messages = await loadMessages(next).catch(() => en);
      notify.error(String(createAppIntl(INTL_LOCALE[next], messages).formatMessage({ id: 'language.saveFailed' })));
    });
  }, []);

  // A choice made on the sign-in page becomes the account's at sign-in (not the superadmin's: no such setting).
  const userId = user?.id;
  useEffect(() => {
    if (!pending || !userId) return;
    const current = getSession()?.user;
    if (current && current.role !== 'superadmin' && localeOf(current) !== pending) save(current, pending);
    setPending(null);
  }, [pending, userId, save]);

  const setLocale = useCallback(
    (next: TLocale) => {
      writeDeviceLocale(next);
      setDevice(next);
      const current = getSession()?.user;
      if (!current) setPending(next);
      else if (current.role !== 'superadmin') save(current, next);
    },
    [save],
  );

  const choice = useMemo(() => ({ locale: chosen, setLocale }), [chosen, setLocale]);
  // Until the first catalogue is there (Hindi chosen at start: one small local file), nothing is drawn.
  if (!intl) return null;
  return (
    <LocaleContext.Provider value={choice}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}
