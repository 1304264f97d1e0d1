import type { TNozzle } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { DeleteNozzleDialog } from './delete-nozzle-dialog';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));
afterEach(cleanup);

describe('the nozzle delete dialog', () => {
  it('warns that it cannot be undone and deletes its readings (document 2, section 5)', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DeleteNozzleDialog nozzle={{ id: 'n1', name: 'Diesel A' } as TNozzle} onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Are you sure you want to delete Diesel A? This action cannot be undone and deletes its readings.'),
    ).toBeTruthy();
  });
});
