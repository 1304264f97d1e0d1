import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, timeAgo } from './time-ago';

describe('superadmin read-out formatting', () => {
  it('says how long ago an activity was', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(timeAgo('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-01-08T12:00:00Z', now)).toBe('2 days ago');
  });
  it('formats uptimes and sizes', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(7_500)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400 + 4 * 3_600)).toBe('3 d 4 h');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
  });
});
