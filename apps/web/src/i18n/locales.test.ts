import { STORAGE_KEYS } from '@forecourt/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { browserLocale, readDeviceLocale, resolveLocale, writeDeviceLocale } from './locales';

afterEach(() => localStorage.clear());

describe('which language is shown', () => {
  it("takes the user's saved choice first, then this device's, then the browser's, then English", () => {
    expect(resolveLocale({ user: 'en', device: 'hi', languages: ['hi-IN'] })).toBe('en');
    expect(resolveLocale({ user: null, device: 'hi', languages: ['en-GB'] })).toBe('hi');
    expect(resolveLocale({ user: null, device: null, languages: ['en-IN', 'hi'] })).toBe('hi');
    expect(resolveLocale({ user: null, device: null, languages: ['mr-IN', 'en'] })).toBe('en');
    expect(resolveLocale({ user: null, device: null, languages: undefined })).toBe('en');
  });

  it("reads any Hindi among the browser's languages as Hindi, and nothing else", () => {
    expect(browserLocale(['HI'])).toBe('hi');
    expect(browserLocale(['en-US', 'hi-Latn-IN'])).toBe('hi');
    expect(browserLocale(['hil', 'chi'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it("keeps this device's choice, and ignores what is not a language of the app", () => {
    expect(readDeviceLocale()).toBeNull();
    writeDeviceLocale('hi');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('hi');
    expect(readDeviceLocale()).toBe('hi');
    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    expect(readDeviceLocale()).toBeNull();
  });
});
