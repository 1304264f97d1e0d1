import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-panel';

afterEach(cleanup);

function Broken(): never {
  throw new Error('boom');
}

describe('global error boundary', () => {
  it("shows 'Something went wrong' with a Reload page button when a page crashes", () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });
});
