import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { DataErrorPanel } from './data-error-panel';

afterEach(cleanup);

const failure = (status: number, message: string, key?: string) => new ApiError({ status, code: 'X', message, key });

describe('the analytics error panel (document 4, section 8)', () => {
  it("'Database Schema Error' when the error mentions a missing schema_name column, with Try Again and diagnostics", () => {
    const retry = vi.fn();
    render(<DataErrorPanel error={failure(500, 'column "schema_name" does not exist', 'server.error')} onRetry={retry} />);
    expect(screen.getByText('Database Schema Error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
    const toggle = screen.getByRole('button', { name: 'Show diagnostics' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide diagnostics' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('column "schema_name" does not exist', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('server.error')).toBeTruthy();
  });

  it("'Error Loading Data' otherwise (or the page's own title), with the message", () => {
    render(<DataErrorPanel error={failure(422, 'Unknown period')} onRetry={() => {}} />);
    expect(screen.getByText('Error Loading Data')).toBeTruthy();
    expect(screen.getByText('Unknown period', { selector: 'div' })).toBeTruthy();
    cleanup();
    render(<DataErrorPanel error={failure(422, 'Unknown period')} onRetry={() => {}} title="Unable to Load Analytics" />);
    expect(screen.getByText('Unable to Load Analytics')).toBeTruthy();
  });

  it("'Data Unavailable' when the server did not answer; the page's Access Denied on 403", () => {
    render(<DataErrorPanel error={failure(503, 'x')} onRetry={() => {}} />);
    expect(screen.getByText('Data Unavailable')).toBeTruthy();
    expect(screen.getByText('Backend service may be temporarily unavailable')).toBeTruthy();
    cleanup();
    render(<DataErrorPanel error={failure(403, 'x')} onRetry={() => {}} accessDenied={<p>Denied here</p>} />);
    expect(screen.getByText('Denied here')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
