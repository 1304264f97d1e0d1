import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadingKeypad } from './reading-keypad';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <output data-testid="value">{value}</output>
      <ReadingKeypad value={value} onChange={setValue} />
    </>
  );
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const shown = () => screen.getByTestId('value').textContent;

describe('<ReadingKeypad>', () => {
  afterEach(cleanup);

  it('enters a reading with digits, 00, the point, backspace and clear, within 8 characters', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Keypad' })).toBeTruthy();
    for (const key of ['1', '2', '00', '4']) tap(key);
    expect(shown()).toBe('12004');
    tap('Decimal point');
    tap('5');
    tap('Decimal point');
    tap('6');
    expect(shown()).toBe('12004.56');
    tap('7');
    expect(shown()).toBe('12004.56');
    tap('Backspace');
    tap('Backspace');
    expect(shown()).toBe('12004.');
    tap('Clear');
    expect(shown()).toBe('');
  });
});
