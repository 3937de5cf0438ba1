import { describe, expect, it } from 'vitest';
import { longDate } from '#web/lib/long-date.ts';
import { formatLongDate } from '#web/features/content/format-date.ts';

describe('longDate', () => {
  it('spells the day out as Intl en-US does, without Intl', () => {
    const en = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month * 2 + 1, 9, 30);
      expect(longDate(date)).toBe(en.format(date));
    }
  });

  it('reads a date-only string as that day', () => {
    expect(formatLongDate('2026-03-12')).toBe('March 12, 2026');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
  });
});
