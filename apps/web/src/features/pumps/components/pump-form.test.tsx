import type { TStation } from '@forecourt/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { emptyPumpFormValues, toPumpRequest } from '../lib/pump-form-values';
import { PumpForm } from './pump-form';
import { changeValue } from '@/test/change-value';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

const STATION_ID = '0190a8c2-0000-7000-8000-000000000001';
const station = { id: STATION_ID, name: 'Highway Station' } as TStation;

function renderSetupForm(onSubmit = vi.fn(async () => undefined), { mode = 'setup', stationId = STATION_ID }: { mode?: 'setup' | 'create'; stationId?: string } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PumpForm
        mode={mode}
        stations={[station]}
        defaultValues={emptyPumpFormValues(stationId)}
        submitLabel="Create Pump"
        pendingLabel="Creating..."
        failTitle="Failed to create pump"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  changeValue(screen.getByLabelText('Pump Name *'), 'Pump 1');
  changeValue(screen.getByLabelText('Serial Number *'), 'SN-1');
  return onSubmit;
}

afterEach(cleanup);

describe('pump form: the station', () => {
  it('the setup variant says "Station selection is required"; the create form "Station is required"', async () => {
    const onSubmit = renderSetupForm(undefined, { stationId: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Pump' }));
    expect(await screen.findByText('Station selection is required')).toBeTruthy();
    expect(screen.queryByText('Station is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    cleanup();

    renderSetupForm(undefined, { mode: 'create', stationId: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Pump' }));
    expect(await screen.findByText('Station is required')).toBeTruthy();
    expect(screen.queryByText('Station selection is required')).toBeNull();
  });
});

describe('pump form, setup variant: the nozzle count', () => {
  it('refuses 0 with "Nozzle count must be at least 1"', async () => {
    const onSubmit = renderSetupForm();
    changeValue(screen.getByLabelText('Nozzle count *'), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create Pump' }));
    expect(await screen.findByText('Nozzle count must be at least 1')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses 13 with "Nozzle count cannot exceed 12"', async () => {
    const onSubmit = renderSetupForm();
    changeValue(screen.getByLabelText('Nozzle count *'), '13');
    fireEvent.click(screen.getByRole('button', { name: 'Create Pump' }));
    expect(await screen.findByText('Nozzle count cannot exceed 12')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows one fuel type per nozzle and sends them as `nozzles`', async () => {
    const onSubmit = renderSetupForm();
    changeValue(screen.getByLabelText('Nozzle count *'), '3');
    expect(screen.getAllByLabelText(/^Nozzle \d+ fuel type$/)).toHaveLength(3);
    changeValue(screen.getByLabelText('Nozzle 2 fuel type'), 'diesel');
    changeValue(screen.getByLabelText('Nozzle 3 fuel type'), 'premium');
    fireEvent.click(screen.getByRole('button', { name: 'Create Pump' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      stationId: STATION_ID,
      name: 'Pump 1',
      serialNumber: 'SN-1',
      nozzles: [{ fuelType: 'petrol' }, { fuelType: 'diesel' }, { fuelType: 'premium' }],
    });
  });
});

describe('toPumpRequest', () => {
  it('sends no nozzles outside the setup variant and the status only when editing', () => {
    const values = { ...emptyPumpFormValues(STATION_ID), name: 'P', serialNumber: 'S', nozzleCount: '4', status: 'maintenance' as const };
    expect(toPumpRequest(values, 'create')).toEqual({ stationId: STATION_ID, name: 'P', serialNumber: 'S' });
    expect(toPumpRequest(values, 'edit')).toEqual({ stationId: STATION_ID, name: 'P', serialNumber: 'S', status: 'maintenance' });
  });

  it('counts a count that is not a whole number as none', () => {
    const values = { ...emptyPumpFormValues(STATION_ID), nozzleCount: '2.5' };
    expect(toPumpRequest(values, 'setup')).toMatchObject({ nozzles: [] });
  });
});
