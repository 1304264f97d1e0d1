import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './read-outs';

describe('superadmin read-out formatting', () => {
  it('formats uptimes and sizes', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(7_500)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400 + 4 * 3_600)).toBe('3 d 4 h');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
  });
});
