import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInHindi } from '@/test/in-hindi';
import { LandingFigures } from './landing-figures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const FIGURES = [
  { value: '120+', label: 'Fuel Stations', labelHi: 'पेट्रोल पंप' },
  { value: '4M+', label: 'Readings recorded' },
];

describe('the landing page figures', () => {
  it('shows nothing while the platform has set none: no invented figure', () => {
    const { container } = render(<LandingFigures figures={[]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText('500+')).toBeNull();
  });

  it('shows each figure the platform set, its value with its label, in their order', () => {
    render(<LandingFigures figures={FIGURES} />);
    const block = screen.getByRole('region', { name: 'Forecourt in numbers' });
    const values = [...block.querySelectorAll('dd')].map((d) => d.textContent);
    const labels = [...block.querySelectorAll('dt')].map((d) => d.textContent);
    expect(values).toEqual(['120+', '4M+']);
    expect(labels).toEqual(['Fuel Stations', 'Readings recorded']);
  });

  it('shows the Hindi label on the Hindi page, and the label where a figure has no Hindi one', async () => {
    renderInHindi(<LandingFigures figures={FIGURES} />);
    const block = await screen.findByRole('region', { name: 'Forecourt आँकड़ों में' });
    expect([...block.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['पेट्रोल पंप', 'Readings recorded']);
  });
});
