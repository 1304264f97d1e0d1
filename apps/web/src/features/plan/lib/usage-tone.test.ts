import { describe, expect, it } from 'vitest';
import { usageTone } from './usage-tone';

describe('plan usage colours', () => {
  it('is green below 75 %, yellow from 75 % and red from 90 %', () => {
    expect([0, 74.9, 75, 89.9, 90, 100].map(usageTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});
