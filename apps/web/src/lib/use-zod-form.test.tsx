import { ZCreateStation } from '@forecourt/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field } from '@/components/field';
import { useZodForm } from './use-zod-form';
import { parseForm } from './zod-form';
import { changeValue } from '@/test/change-value';

const ZDemo = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  litres: z.coerce.number({ error: 'Enter litres' }).min(0, 'Litres cannot be negative'),
});

function DemoForm({ onValid, serverError }: { onValid: (data: z.output<typeof ZDemo>) => void; serverError?: string }) {
  const form = useZodForm(ZDemo, { name: '', litres: '' }, { id: 'demo' });
  const submit = form.handleSubmit((data) => {
    if (serverError) return form.setError('name', { type: 'server', message: serverError });
    onValid(data);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Field form={form} name="name" label="Name *">
        {(control) => <input {...control} />}
      </Field>
      <Field form={form} name="litres" label="Litres" hint="Up to 3 decimals">
        {(control) => <input {...control} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe('useZodForm with Field', () => {
  it('shows the schema texts on their fields, wired for screen readers, and sends nothing', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    const litres = screen.getByLabelText('Litres');
    expect(litres.getAttribute('aria-describedby')).toBe('demo-litres-hint');
    changeValue(litres, '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Litres cannot be negative')).toBeTruthy();
    const name = screen.getByLabelText('Name *');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('demo-name-error');
    expect(document.getElementById('demo-name-error')?.textContent).toBe('Name is required');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears a field error as it is corrected and hands the parsed body to onValid', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    changeValue(screen.getByLabelText('Name *'), '  Ring Road ');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    expect(screen.getByLabelText('Name *').getAttribute('aria-invalid')).toBeNull();
    changeValue(screen.getByLabelText('Litres'), '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ring Road', litres: 12.5 }));
  });

  it('shows a server refusal on its field', async () => {
    render(<DemoForm onValid={vi.fn()} serverError="A station with this name already exists" />);
    changeValue(screen.getByLabelText('Name *'), 'Ring Road');
    changeValue(screen.getByLabelText('Litres'), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A station with this name already exists')).toBeTruthy();
  });
});

describe('parseForm', () => {
  it('keeps the first message per field', () => {
    expect(parseForm(ZDemo, { name: ' ', litres: 'x' })).toEqual({ ok: false, errors: { name: 'Name is required', litres: 'Enter litres' } });
  });

  it('reads a failed "empty or valid" union as the rule the value broke, not "Invalid input"', () => {
    const result = parseForm(ZCreateStation, { name: 'A', address: 'B', email: 'not-an-email', phone: '12345' });
    expect(result).toEqual({ ok: false, errors: { email: 'Please enter a valid email address', phone: 'Phone must be 10 digits starting with 6-9' } });
  });

  it('maps issue paths with fieldOf', () => {
    const schema = z.object({ nozzles: z.array(z.object({ fuelType: z.enum(['petrol', 'diesel'], { error: 'Fuel type is required' }) })) });
    const result = parseForm(schema, { nozzles: [{ fuelType: 'petrol' }, { fuelType: 'x' }] }, (path) => `fuelTypes.${String(path[1])}`);
    expect(result).toEqual({ ok: false, errors: { 'fuelTypes.1': 'Fuel type is required' } });
  });
});
