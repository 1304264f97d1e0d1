import { ZCreateStation, ZUpdateStation } from '@forecourt/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeValue } from '@/test/change-value';
import { EMPTY_STATION_VALUES, StationForm } from './station-form';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }) }));

afterEach(cleanup);

describe('the station form says what is wrong the way document 2 words it', () => {
  it('on update: "Validation failed: …" in one line', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <StationForm
        schema={ZUpdateStation}
        fields={['name', 'address']}
        defaultValues={{ ...EMPTY_STATION_VALUES, name: 'Highway', address: '1 Ring Road' }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        problemsSentence
        failTitle="Failed to update station"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    changeValue(screen.getByLabelText('Name *'), ' ');
    changeValue(screen.getByLabelText('Address *'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation failed: Station name is required, Address is required')).toBeTruthy();
    expect(screen.queryByText('Please fix the following errors:')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on create: the problems as bullets after "Please fix the following errors:"', async () => {
    render(
      <StationForm
        schema={ZCreateStation}
        fields={['name', 'address']}
        defaultValues={EMPTY_STATION_VALUES}
        submitLabel="Create Station"
        pendingLabel="Creating..."
        listProblems
        failTitle="Failed to create station"
        onSubmit={vi.fn(async () => undefined)}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Station' }));
    expect(await screen.findByText('Please fix the following errors:')).toBeTruthy();
    expect(screen.queryByText(/^Validation failed/)).toBeNull();
  });
});
