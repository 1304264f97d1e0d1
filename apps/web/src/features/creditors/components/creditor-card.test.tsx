import type { TCreditor } from '@forecourt/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CreditorCard } from './creditor-card';

const base: TCreditor = {
  id: '0190a8c2-0000-7000-8000-000000000001',
  partyName: 'Kaveri Logistics',
  contactPerson: 'Suresh Rao',
  phoneNumber: '98450 67890',
  address: null,
  creditLimit: 1000,
  balance: 0,
  creditSales: 0,
  paymentsTotal: 0,
  creditUtilization: 0,
  availableCredit: 1000,
  status: 'active',
  stationId: null,
  stationName: null,
  paymentTerms: null,
  notes: null,
  lastPaymentAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

afterEach(cleanup);

function card(changes: Partial<TCreditor>) {
  render(
    <MemoryRouter>
      <CreditorCard creditor={{ ...base, ...changes }} />
    </MemoryRouter>,
  );
  return screen.getByTestId('creditor-card');
}

describe('a creditor card', () => {
  it.each([
    [{ status: 'inactive' as const, balance: 1500, creditUtilization: 150 }, 'Inactive'],
    [{ balance: 1000.01, creditUtilization: 100 }, 'Over Limit'],
    [{ balance: 800.01, creditUtilization: 80 }, 'Near Limit'],
    [{ balance: 800, creditUtilization: 80 }, 'Active'],
  ])('shows the badge of the shared rule: %o → %s', (changes, label) => {
    const el = card(changes);
    expect(el.querySelector('[data-badge]')?.textContent).toBe(label);
  });

  it('shows the balance in rupees, the utilisation meter and its links', () => {
    card({ balance: 819.76, creditUtilization: 81.98, availableCredit: 180.24, stationName: 'MG Road' });
    expect(screen.getByText('₹819.76')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Credit used by Kaveri Logistics' }).getAttribute('aria-valuenow')).toBe('82');
    expect(screen.getByText('81.98% of ₹1,000.00')).toBeTruthy();
    expect(screen.getByText('MG Road')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payment: Kaveri Logistics' }).getAttribute('href')).toBe(`/dashboard/creditors/${base.id}/payments/new`);
    expect(screen.getByRole('link', { name: 'Details: Kaveri Logistics' }).getAttribute('href')).toBe(`/dashboard/creditors/${base.id}`);
  });

  it('says when no limit is set instead of a percentage', () => {
    card({ creditLimit: 0, creditUtilization: null, balance: 250 });
    expect(screen.getByText('No credit limit set')).toBeTruthy();
  });
});
