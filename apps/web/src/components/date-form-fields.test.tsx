import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '@/lib/use-zod-form';
import { DateFormField, DateTimeFormField } from './field';
import { DateRangeFields } from './date-range-fields';
import { changeValue } from '@/test/change-value';

const ZDemo = z.object({ date: z.string().min(1, 'Choose the day'), at: z.string() });
type TDemo = z.output<typeof ZDemo>;

function DemoForm({ initial, onValid, onInvalid }: { initial: TDemo; onValid: (data: TDemo) => void; onInvalid?: (errors: Record<string, string>) => void }) {
  const form = useZodForm(ZDemo, initial, { id: 'demo' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <DateFormField form={form} name="date" label="Date *" hint="Today or an earlier day" max="2026-03-05" />
      <DateTimeFormField form={form} name="at" label="Recorded at (optional)" max="2026-03-05T18:30" />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

const type = (el: HTMLElement, text: string) => {
  changeValue(el, text);
  fireEvent.blur(el);
};

describe('form date fields (dd/mm/yyyy whatever the locale)', () => {
  it('DateFormField shows the day as dd/mm/yyyy, stores YYYY-MM-DD and refuses a day past its bound', async () => {
    const onValid = vi.fn();
    render(<DemoForm initial={{ date: '2026-03-04', at: '' }} onValid={onValid} />);
    const date = screen.getByLabelText('Date *') as HTMLInputElement;
    expect(date.value).toBe('04/03/2026');
    expect(date.getAttribute('aria-describedby')).toBe('demo-date-hint');

    type(date, '06/03/2026');
    expect(await screen.findByText('The date cannot be after 05/03/2026')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');

    type(date, '1/3/2026');
    await waitFor(() => expect(screen.queryByText(/The date cannot be after/)).toBeNull());
    expect(date.value).toBe('01/03/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ date: '2026-03-01', at: '' }));
  });

  it("DateFormField shows the schema's message once submitted, and clears it when a day is typed", async () => {
    const onValid = vi.fn();
    render(<DemoForm initial={{ date: '', at: '' }} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the day')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    type(screen.getByLabelText('Date *'), '05/03/2026');
    await waitFor(() => expect(screen.queryByText('Choose the day')).toBeNull());
  });

  it('DateTimeFormField: a day starts at 00:00, the time follows it, clearing the day clears the value', async () => {
    const onValid = vi.fn();
    render(<DemoForm initial={{ date: '2026-03-04', at: '' }} onValid={onValid} />);
    const day = screen.getByLabelText('Recorded at (optional)') as HTMLInputElement;
    const time = screen.getByLabelText('Recorded at, time') as HTMLInputElement;
    expect(day.value).toBe('');
    expect(time.disabled).toBe(true);

    type(day, '05/03/2026');
    await waitFor(() => expect(time.value).toBe('00:00'));
    expect(time.disabled).toBe(false);
    // The bound's time applies on the bound's day.
    expect(time.max).toBe('18:30');
    changeValue(time, '17:45');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenLastCalledWith({ date: '2026-03-04', at: '2026-03-05T17:45' }));

    type(day, '04/03/2026');
    await waitFor(() => expect(day.value).toBe('04/03/2026'));
    expect(time.value).toBe('17:45');
    expect(time.max).toBe('');

    type(day, '');
    await waitFor(() => expect(time.value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenLastCalledWith({ date: '2026-03-04', at: '' }));
  });

  it('DateTimeFormField shows a stored time as dd/mm/yyyy and hh:mm', () => {
    render(<DemoForm initial={{ date: '2026-03-04', at: '2026-02-28T09:15' }} onValid={vi.fn()} />);
    expect((screen.getByLabelText('Recorded at (optional)') as HTMLInputElement).value).toBe('28/02/2026');
    expect((screen.getByLabelText('Recorded at, time') as HTMLInputElement).value).toBe('09:15');
  });

  describe('a date typed wrong is never sent as the last good one', () => {
    it('DateFormField: Save refuses while the typed day is refused, and sends the day once it is put right', async () => {
      const onValid = vi.fn();
      const onInvalid = vi.fn();
      render(<DemoForm initial={{ date: '2026-03-04', at: '' }} onValid={onValid} onInvalid={onInvalid} />);
      const date = screen.getByLabelText('Date *') as HTMLInputElement;
      type(date, '06/03/2026');
      expect(await screen.findByText('The date cannot be after 05/03/2026')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onInvalid).toHaveBeenCalledWith({ date: 'The date cannot be after 05/03/2026' }));
      expect(onValid).not.toHaveBeenCalled();
      expect(screen.getByText('The date cannot be after 05/03/2026')).toBeTruthy();

      type(date, '05/03/2026');
      await waitFor(() => expect(screen.queryByText(/The date cannot be after/)).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onValid).toHaveBeenCalledWith({ date: '2026-03-05', at: '' }));
    });

    it('DateFormField: put back to the last good day after a refused Save, the message goes and Save sends it', async () => {
      const onValid = vi.fn();
      render(<DemoForm initial={{ date: '2026-03-04', at: '' }} onValid={onValid} />);
      const date = screen.getByLabelText('Date *') as HTMLInputElement;
      type(date, '31/02/2026');
      expect(await screen.findByText('This date does not exist')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
      expect(onValid).not.toHaveBeenCalled();

      type(date, '04/03/2026');
      await waitFor(() => expect(screen.queryByText('This date does not exist')).toBeNull());
      expect(date.getAttribute('aria-invalid')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onValid).toHaveBeenCalledWith({ date: '2026-03-04', at: '' }));
    });

    it('DateTimeFormField: Save refuses while the typed day is past the bound, however good the stored time is', async () => {
      const onValid = vi.fn();
      render(<DemoForm initial={{ date: '2026-03-04', at: '2026-03-04T10:00' }} onValid={onValid} />);
      const day = screen.getByLabelText('Recorded at (optional)') as HTMLInputElement;
      type(day, '07/03/2026');
      expect(await screen.findByText('The date cannot be after 05/03/2026')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
      expect(onValid).not.toHaveBeenCalled();

      type(day, '05/03/2026');
      await waitFor(() => expect(screen.queryByText(/The date cannot be after/)).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onValid).toHaveBeenCalledWith({ date: '2026-03-04', at: '2026-03-05T10:00' }));
    });
  });

  it('DateRangeFields says while either field refuses its typed text, for a page whose Apply waits', async () => {
    const onTypedWrong = vi.fn();
    render(<DateRangeFields fromId="f" toId="t" from="2026-03-01" to="2026-03-05" onChange={vi.fn()} onTypedWrong={onTypedWrong} />);
    await waitFor(() => expect(onTypedWrong).toHaveBeenLastCalledWith(false));
    type(screen.getByLabelText('To'), '31/02/2026');
    await waitFor(() => expect(onTypedWrong).toHaveBeenLastCalledWith(true));
    type(screen.getByLabelText('To'), '04/03/2026');
    await waitFor(() => expect(onTypedWrong).toHaveBeenLastCalledWith(false));
  });
});
