import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { followBrowserOnline } from '@/lib/connectivity';
import { useOnline } from './use-online';

// The browser's word, set by each test; an 'online' / 'offline' event is sent only where a test says so.
let browser = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => browser });
});
afterEach(() => cleanup());
afterAll(() => {
  delete (window.navigator as { onLine?: boolean }).onLine;
  onlineManager.setOnline(true);
});

function Status() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

describe('useOnline', () => {
  it('reads navigator.onLine again at mount: a start-up "offline" the network has since left is put right', () => {
    browser = false;
    followBrowserOnline();
    browser = true; // back while the app started, no event heard
    render(<Status />);
    expect(screen.getByText('online')).toBeTruthy();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("follows the browser's events after mount", () => {
    browser = true;
    followBrowserOnline();
    render(<Status />);
    expect(screen.getByText('online')).toBeTruthy();
    act(() => {
      browser = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('offline')).toBeTruthy();
    act(() => {
      browser = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('online')).toBeTruthy();
  });
});
